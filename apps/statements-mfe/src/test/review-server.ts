import type { BoDepositRow, BoWithdrawRow, MutasiDepositRow } from '@checker/api';
import { formatMonDate, toIsoDate, type CalendarDate } from '@checker/domain';
import { waitFor } from '@testing-library/react';
import { installFakeServer, jsonResponse, type FakeAnswer } from '@checker/test-kit/fake-api';
import { WEBSITES } from './upload-server';

/** A Jakarta calendar date `offset` days from today: the edit window follows the real clock. */
export function jakartaDay(today: CalendarDate, offset: number): CalendarDate {
  const moved = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** `/api/viewbo/5-Feb-2025/SSATU/all/100/1`. */
export function listPath(list: string, date: CalendarDate, status: string, page = 1, website = 'SSATU'): string {
  return `/api/${list}/${formatMonDate(date, false)}/${website}/${status}/100/${page}`;
}

/** `/api/searchbo/5-Feb-2025/SSATU/all/nominal/150000/100/1`. */
export function searchPath(search: string, date: CalendarDate, status: string, kind: string, term: string, page = 1): string {
  return `/api/${search}/${formatMonDate(date, false)}/SSATU/${status}/${kind}/${encodeURIComponent(term)}/100/${page}`;
}

/** A page answer as the server sends it: the total on the first row and in x-total-count. */
export function pageAnswer<T extends object>(rows: readonly T[], total = rows.length): () => Promise<Response> {
  return async () => {
    const body = rows.map((row, index) => (index === 0 ? { ...row, all_data: total } : row));
    const response = jsonResponse(200, body);
    response.headers.set('x-total-count', String(total));
    return response;
  };
}

export function boDeposit(id: number, date: CalendarDate, overrides: Partial<BoDepositRow> = {}): BoDepositRow {
  return {
    bo_id: id,
    bo_approve: false,
    ket_app: null,
    ticket_no: `DP${900000 + id}`,
    req_date: '2025-02-05T01:10:11.000Z',
    app_date: null,
    bank_statement_date: toIsoDate(date),
    user_name: `player${id}`,
    full_name: `PLAYER ${id}`,
    payment_type: 'BANK',
    depo_amount: `${id * 1000 + 100000}.00`,
    original_amount: null,
    admin_fee: '0.00',
    agent_fee: '0.00',
    player_fee: '0.00',
    nett_amount: `${id * 1000 + 100000}.00`,
    player_bank: `BCA - 0000${id} - PLAYER ${id}`,
    corporate_bank: 'BCA - 1234567890 - PT SUMBER JAYA',
    bo_desc: null,
    bo_ref: null,
    bo_status: 'Approved',
    bo_reason: null,
    bo_handler: 'op1',
    bo_website: 'SSATU',
    player_ref: null,
    player_own_ref: null,
    match_rule: null,
    match_reason: 'no statement row of that amount',
    matched_mutasi_id: null,
    matched_mutasi_description: null,
    unbacked_reason: null,
    approved_by: null,
    approved_by_name: null,
    approved_at: null,
    last_edited_by: null,
    last_edited_at: null,
    ...overrides,
  };
}

export function boWithdraw(id: number, date: CalendarDate, overrides: Partial<BoWithdrawRow> = {}): BoWithdrawRow {
  return {
    wd_bo_id: id,
    wd_bo_approve: false,
    wd_ket_app: null,
    wd_amount: `${id * 1000 + 50000}.00`,
    wd_original_amount: null,
    wd_ticket_no: `WD${800000 + id}`,
    wd_app_date: '2025-02-05T02:00:00.000Z',
    wd_bank_date: toIsoDate(date),
    wd_brand: 'SSATU',
    wd_fullname: `WD PLAYER ${id}`,
    wd_player_bank: null,
    wd_nett_amount: null,
    wd_corp_bank: 'BCA - 1234567890 - PT SUMBER JAYA',
    wd_username: `wd${id}`,
    wd_website: 'SSATU',
    wd_remarks: null,
    wd_status: 'Approved',
    wd_handler: 'op2',
    wd_ref_code: null,
    wd_own_ref_code: null,
    wd_last_balance: null,
    wd_match_rule: null,
    wd_match_reason: 'no statement row of that amount',
    wd_matched_mutasi_id: null,
    wd_matched_mutasi_description: null,
    wd_unbacked_reason: null,
    wd_approved_by: null,
    wd_approved_by_name: null,
    wd_approved_at: null,
    wd_last_edited_by: null,
    wd_last_edited_at: null,
    ...overrides,
  };
}

export function mutasiDeposit(id: number, date: CalendarDate, overrides: Partial<MutasiDepositRow> = {}): MutasiDepositRow {
  return {
    mutasi_id: id,
    mutasi_app: false,
    mutasi_ketapp: null,
    mutasi_amount: '150000.00',
    mutasi_ticket: null,
    mutasi_app_date: null,
    mutasi_player_bank_name: 'SITI RAHAYU',
    mutasi_corporate_bank: 'BCA - 1234567890 - PT SUMBER JAYA',
    mutasi_transaction_id: `TRX${id}`,
    mutasi_website: 'SSATU',
    mutasi_date: toIsoDate(date),
    mutasi_transaction_at: '2025-02-05T03:00:00.000Z',
    mutasi_description: 'TRSF E-BANKING CR SITI RAHAYU',
    mutasi_sender_account: null,
    mutasi_match_rule: null,
    mutasi_match_reason: 'no BO row of that amount',
    mutasi_matched_bo_id: null,
    ...overrides,
  };
}

/** The website list plus the given list, search, edit and export answers. */
export function installReviewServer(routes: Record<string, FakeAnswer>) {
  return installFakeServer({ 'GET /api/websitelist': { status: 200, body: WEBSITES }, ...routes });
}

/**
 * The button labelled or showing `text`. Role queries walk antd's whole tree (styles included)
 * in jsdom and take seconds a call on a busy machine; a table page has hundreds of nodes.
 */
export function button(text: string, container: ParentNode = document.body): HTMLButtonElement {
  const buttons = Array.from(container.querySelectorAll<HTMLButtonElement>('button'));
  const found = buttons.find((b) => b.getAttribute('aria-label') === text) ?? buttons.find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`No button ${text}`);
  return found;
}

/** The dialog (a modal or an alert) titled `title`, once it shows. */
export function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const heading = Array.from(document.querySelectorAll('.ant-modal-title, .ant-modal-confirm-title')).find((node) => node.textContent === title);
    const dialog = heading?.closest<HTMLElement>('.ant-modal');
    if (!dialog) throw new Error(`No dialog ${title}`);
    return dialog;
  });
}
