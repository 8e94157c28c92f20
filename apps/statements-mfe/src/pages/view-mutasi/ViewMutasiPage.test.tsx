import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMonDate, jakartaToday, toIsoDate } from '@checker/domain';
import type { FakeCall } from '@checker/test-kit/fake-api';
import { renderPage, selectedValue } from '../../test-utils';
import { captureDownloads } from '../../test/downloads';
import { button, installReviewServer, jakartaDay, listPath, mutasiDeposit, pageAnswer, searchPath } from '../../test/review-server';
import ViewMutasiPage from './ViewMutasiPage';

const admin = { account_name: 'admin', account_role: 'ADMIN' } as const;
const yesterday = jakartaDay(jakartaToday(), -1);
const day = toIsoDate(yesterday);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const listCalls = (calls: FakeCall[]) => calls.filter((call) => call.method === 'GET' && call.path !== '/api/websitelist').map((call) => call.path);

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`${text} is not in a table row`);
  return row;
}

const MATCHED = mutasiDeposit(11, yesterday, {
  mutasi_app: true,
  mutasi_ticket: 'DP900001',
  mutasi_matched_bo_id: 1,
  mutasi_match_rule: 'EXACT_NAME',
  mutasi_match_reason: null,
  mutasi_ketapp: 'AUTO: name SITI RAHAYU · BO deposit DP900001',
});
const UNMATCHED = mutasiDeposit(12, yesterday, { mutasi_player_bank_name: 'JOKO WIDODO', mutasi_amount: '200000.00', mutasi_match_reason: 'amount found but name differs' });

describe('ViewMutasiPage', () => {
  it('shows the View Mutasi frame with the signed-in account from the shared session', () => {
    installReviewServer({});
    renderPage(<ViewMutasiPage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'View Mutasi' })).toBeInTheDocument();
    const breadcrumb = screen.getAllByRole('navigation').find((nav) => nav.classList.contains('ant-breadcrumb')) as HTMLElement;
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>View Mutasi');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
  });

  it('shows no account when signed out', () => {
    installReviewServer({});
    renderPage(<ViewMutasiPage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });

  it('shows read-only statement rows with the BO ticket each one proved, linked to View BO', async () => {
    const { calls } = installReviewServer({ [`GET ${listPath('viewmutasi', yesterday, 'all')}`]: pageAnswer([MATCHED, UNMATCHED]) });
    renderPage(<ViewMutasiPage />, admin, { path: `/view-mutasi?type=deposit&website=SSATU&status=all&date=${day}` });
    expect(await screen.findByText('SITI RAHAYU')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([listPath('viewmutasi', yesterday, 'all')]);
    const matched = rowOf('SITI RAHAYU');
    expect(within(matched).getByRole('link', { name: 'View BO DP900001' })).toHaveAttribute('href', `/view-bo?type=deposit&website=SSATU&status=all&date=${day}&id=900001`);
    expect(within(matched).getByText('Nama persis')).toBeInTheDocument();
    expect(within(matched).getByText('AUTO: name SITI RAHAYU · BO deposit DP900001')).toBeInTheDocument();
    expect(within(matched).getByText('150.000,00')).toBeInTheDocument();
    expect(within(matched).getByText('TRX11')).toBeInTheDocument();
    expect(screen.getByText('ID Transaksi')).toBeInTheDocument();
    const unmatched = rowOf('JOKO WIDODO');
    expect(within(unmatched).getByText('belum cocok')).toBeInTheDocument();
    expect(within(unmatched).getByText('nominal ada, tetapi namanya berbeda')).toBeInTheDocument();
    expect(document.querySelectorAll('input[type=checkbox]')).toHaveLength(0);
    expect(Array.from(document.querySelectorAll('button')).filter((node) => /Update|Delete|Submit|Simpan|Hapus|Setujui/.test(node.textContent ?? ''))).toEqual([]);
  });

  it('filters the unmatched money: status pending, with what it means', async () => {
    const { calls } = installReviewServer({ [`GET ${listPath('viewmutasi', yesterday, 'pending')}`]: pageAnswer([UNMATCHED]) });
    renderPage(<ViewMutasiPage />, admin, { path: `/view-mutasi?website=ssatu&date=${day}` });
    await waitFor(() => expect(selectedValue('Website')).toBe('SSATU — Situs Satu'));
    expect(listCalls(calls)).toEqual([]);
    fireEvent.click(button('Hanya yang belum cocok'));
    expect(await screen.findByText('JOKO WIDODO')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([listPath('viewmutasi', yesterday, 'pending')]);
    expect(selectedValue('Status Type')).toBe('pending');
    expect(screen.getByText('Belum cocok: uang masuk yang belum diklaim baris BO deposit mana pun, dengan alasan dari checker.')).toBeInTheDocument();
  });

  it('opens the withdraw statements from a dashboard link and searches them, ID Tracking first', async () => {
    const withdrawn = { ...Object.fromEntries(Object.entries(UNMATCHED).map(([key, value]) => [key.replace(/^mutasi_/, 'mutasiwd_'), value])), mutasiwd_id: 21 };
    delete (withdrawn as Record<string, unknown>).mutasiwd_transaction_id;
    const { calls } = installReviewServer({
      [`GET ${listPath('viewmutasiwd', yesterday, 'pending')}`]: pageAnswer([withdrawn]),
      [`GET ${searchPath('searchmutasiwd', yesterday, 'pending', 'id', '4455')}`]: pageAnswer([]),
    });
    renderPage(<ViewMutasiPage />, admin, { path: `/view-mutasi?type=withdraw&website=SSATU&status=pending&date=${day}` });
    expect(await screen.findByText('JOKO WIDODO')).toBeInTheDocument();
    expect(selectedValue('View Type')).toBe('View Mutasi Withdraw');
    expect(screen.queryByText('ID Transaksi')).not.toBeInTheDocument();
    expect(screen.getByText('Belum cocok: uang keluar dari akun withdraw yang belum diklaim baris BO withdraw mana pun, dengan alasan dari checker.')).toBeInTheDocument();
    jest.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Username / Fullname / Nominal'), { target: { value: 'joko' } });
    fireEvent.change(screen.getByLabelText('ID Tracking'), { target: { value: 'TRX-44x55' } });
    act(() => jest.advanceTimersByTime(400));
    jest.useRealTimers();
    expect(await screen.findByText('🚫 No data found.')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([listPath('viewmutasiwd', yesterday, 'pending'), searchPath('searchmutasiwd', yesterday, 'pending', 'id', '4455')]);
  });

  it('exports the mutasi withdraw CSV of the chosen filters', async () => {
    const { calls } = installReviewServer({
      [`GET ${listPath('viewmutasiwd', yesterday, 'all')}`]: pageAnswer([]),
      'POST /api/exportcsvviewmutasiwd': async () =>
        new Response('\uFEFFmutasiwd_id\r\n', { status: 200, headers: { 'content-disposition': `attachment; filename="viewmutasiwd_ssatu_all_${formatMonDate(yesterday)}.csv"` } }),
    });
    const saved = captureDownloads();
    renderPage(<ViewMutasiPage />, admin, { path: `/view-mutasi?type=withdraw&website=SSATU&status=all&date=${day}` });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    fireEvent.click(button('Export CSV'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe(`viewmutasiwd_ssatu_all_${formatMonDate(yesterday)}.csv`);
    expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: '/api/exportcsvviewmutasiwd', body: { date: formatMonDate(yesterday), status: 'all', group: 'ssatu' } });
  });
});
