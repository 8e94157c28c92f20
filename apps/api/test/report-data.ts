// Statement and BO files dated around today (Asia/Jakarta) for the report, tracking, delete and
// dashboard API tests, and the calls that approve BO rows and read the review pages.
import { formatMonDate, jakartaToday, toIsoDate, type CalendarDate, type ReviewView } from '@checker/domain';
import type { TestServer } from './harness';
import { postFile } from './uploads';

export interface TestDay {
  date: CalendarDate;
  /** 2025-02-03 */
  iso: string;
  /** 03-Feb-2025 */
  mon: string;
  /** 03/02/2025 */
  slash: string;
  /** 03/02 */
  dayMonth: string;
}

/** Today in Jakarta shifted by `offset` days (negative: the past). */
export function jakartaDay(offset = 0): TestDay {
  const today = jakartaToday();
  const shifted = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  return testDay({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() });
}

/** One date in the forms the files and the API write it. */
export function testDay(date: CalendarDate): TestDay {
  const dd = String(date.day).padStart(2, '0');
  const mm = String(date.month).padStart(2, '0');
  return { date, iso: toIsoDate(date), mon: formatMonDate(date), slash: `${dd}/${mm}/${date.year}`, dayMonth: `${dd}/${mm}` };
}

/** Cents as `150000.55`. */
export function plain(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Cents as the Nexus BO files write them: `"150,000.55"`. */
function grouped(cents: bigint): string {
  const [whole = '0', fraction = '00'] = plain(cents).split('.');
  return `"${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}"`;
}

/** Money text (`150000.55`) to cents, for sums in the tests that never touch floats. */
export function cents(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

export interface BoDepositLine {
  ticket: string;
  day: TestDay;
  username: string;
  fullName: string;
  amount: bigint;
  playerBank: string;
  corporate: string;
  handler: string;
}

export const NEXUS_DEPOSIT_HEADER =
  'Ticket No,Request Date,Approve Date,Username,Full Name,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Player Ref,Player Own Ref';

export function boDepositCsv(lines: readonly BoDepositLine[]): string {
  return [
    NEXUS_DEPOSIT_HEADER,
    ...lines.map(
      (l) =>
        `${l.ticket},${l.day.slash} 08:10:11,${l.day.slash} 08:16:40,${l.username},${l.fullName},BANK,${grouped(l.amount)},0.00,0.00,0.00,${grouped(l.amount)},${l.playerBank},${l.corporate},Deposit,,Approved,,${l.handler},R${l.ticket},O${l.ticket}`,
    ),
  ].join('\n');
}

export interface BoWithdrawLine {
  ticket: string;
  day: TestDay;
  brand: string;
  username: string;
  fullName: string;
  amount: bigint;
  playerBank: string;
  corporate: string;
  handler: string;
}

export const NEXUS_WITHDRAW_HEADER = 'Ticket No,Approve Date,Brand,Username,Full Name,Player Bank,Amount,Nett Amount,Corporate Bank,Remarks,Status,Handler,Ref Code,Own Ref Code,Last Balance';

export function boWithdrawCsv(lines: readonly BoWithdrawLine[]): string {
  return [
    NEXUS_WITHDRAW_HEADER,
    ...lines.map(
      (l) =>
        `${l.ticket},${l.day.slash} 09:05:00,${l.brand},${l.username},${l.fullName},${l.playerBank},${grouped(l.amount)},${grouped(l.amount)},${l.corporate},WD,Approved,${l.handler},RC${l.ticket},ORC${l.ticket},"1,000,000.00"`,
    ),
  ].join('\n');
}

export interface MutasiLine {
  day: TestDay;
  description: string;
  amount: bigint;
  direction: 'CR' | 'DB';
}

/** A KlikBCA statement with a running balance that adds up (the parser checks it). */
export function bcaCsv(lines: readonly MutasiLine[]): string {
  let balance = 100_000_000_00n;
  const rows = lines.map((l) => {
    balance += l.direction === 'CR' ? l.amount : -l.amount;
    return `'${l.day.dayMonth},${l.description},'0000,${plain(l.amount)},${l.direction},${plain(balance)}`;
  });
  return ['Tanggal,Keterangan,Cabang,Jumlah,,Saldo', ...rows].join('\r\n');
}

export interface UploadResult {
  upload_id: number;
  inserted: number;
  auto_approved: number;
  bo_pending: number;
  mutasi_unclaimed: number;
}

export async function upload<T extends object = UploadResult>(server: TestServer, cookies: string, endpoint: string, fileName: string, content: string, fields: Record<string, string>): Promise<T> {
  const response = await postFile(server, `/api/${endpoint}`, { cookies, file: { name: fileName, content }, fields });
  if (response.status !== 200) throw new Error(`Upload ${endpoint} ${fileName} failed: ${response.status} ${response.text}`);
  return response.json<T>();
}

/** A BCA deposit (credits) or withdraw (debits) statement of one day for a registered account. */
export function uploadBca(server: TestServer, cookies: string, website: string, side: 'deposit' | 'withdraw', accountNo: string, day: TestDay, lines: readonly MutasiLine[], fileName = `bca-${side}-${day.iso}.csv`) {
  return upload(server, cookies, 'mutasiupdepobca', fileName, bcaCsv(lines), { groups: website, transaction_type: side, dates: day.mon, corporate_bank_no: accountNo });
}


export interface ViewPage {
  total: number;
  rows: Array<Record<string, unknown>>;
}

/** One page of View BO / View Mutasi (status approve, pending or all). */
export async function viewPage(server: TestServer, cookies: string, view: ReviewView, day: TestDay, website: string, status: string, rows = 100, page = 1): Promise<ViewPage> {
  const response = await server.request('GET', `/api/${view}/${day.mon}/${website}/${status}/${rows}/${page}`, { cookies });
  if (response.status !== 200) throw new Error(`GET ${view} failed: ${response.status} ${response.text}`);
  return { total: Number(response.headers['x-total-count']), rows: response.json<Array<Record<string, unknown>>>() };
}

const APPROVALS = {
  deposit: { view: 'viewbo', path: 'updatebodepostts', date: 'bank_statement_date', id: 'bo_id', ticket: 'ticket_no', ket: 'ket_app' },
  withdraw: { view: 'viewbowd', path: 'updatebosttswd', date: 'wd_bank_date', id: 'wd_bo_id', ticket: 'wd_ticket_no', ket: 'wd_ket_app' },
} as const;

/** Approves the pending BO rows with these tickets by hand (Submit on View BO), in one request. */
export async function approveTickets(server: TestServer, cookies: string, side: 'deposit' | 'withdraw', website: string, day: TestDay, tickets: readonly string[]): Promise<void> {
  const names = APPROVALS[side];
  const pending = await viewPage(server, cookies, names.view, day, website, 'pending');
  const ids = pending.rows.filter((row) => tickets.includes(String(row[names.ticket]))).map((row) => row[names.id]);
  if (ids.length !== tickets.length) throw new Error(`Only ${ids.length} of ${tickets.length} tickets are pending on ${day.mon}.`);
  const response = await server.request('PUT', `/api/${names.path}`, {
    cookies,
    body: { [names.date]: day.mon, arr: ids.map((id) => ({ [names.id]: id, [names.ket]: 'checked by hand' })) },
  });
  if (response.status !== 200) throw new Error(`Approving ${side} ${tickets.join(', ')} failed: ${response.status} ${response.text}`);
}

/** The tracking total the ADMIN sees across every website. */
export async function trackingTotal(server: TestServer, adminCookies: string): Promise<number> {
  const response = await server.request('GET', '/api/tracking/all/5/1', { cookies: adminCookies });
  if (response.status !== 200) throw new Error(`GET tracking failed: ${response.status} ${response.text}`);
  return Number(response.headers['x-total-count']);
}
