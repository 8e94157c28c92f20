import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMonDate, jakartaToday, toIsoDate, type CalendarDate } from '@checker/domain';
import { jsonResponse, type FakeCall } from '@checker/test-kit/fake-api';
import { chooseOption, optionsOf, renderPage, selectedValue } from '../../test-utils';
import { captureDownloads } from '../../test/downloads';
import { boDeposit, boWithdraw, button, dialogTitled, installReviewServer, jakartaDay, listPath, pageAnswer, searchPath } from '../../test/review-server';
import { fastUser } from '../../test/upload-server';
import ViewBoPage from './ViewBoPage';

const admin = { account_name: 'admin', account_role: 'ADMIN' } as const;
const checker = { account_name: 'rina', account_role: 'CHECKER' } as const;
const today = jakartaToday();
const threeDaysAgo = jakartaDay(today, -3);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function linkTo(date: CalendarDate, status = 'all', type = 'deposit'): string {
  return `/view-bo?type=${type}&website=ssatu&status=${status}&date=${toIsoDate(date)}`;
}

const listCalls = (calls: FakeCall[]) => calls.filter((call) => call.method === 'GET' && call.path !== '/api/websitelist').map((call) => call.path);

/** The table body row showing `ticket`. */
function rowOf(ticket: string): HTMLElement {
  const cell = screen.getByText(ticket);
  const row = cell.closest('tr');
  if (!row) throw new Error(`${ticket} is not in a table row`);
  return row;
}

describe('ViewBoPage frame', () => {
  it('shows the View BO frame with the signed-in account from the shared session', () => {
    installReviewServer({});
    renderPage(<ViewBoPage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'View BO' })).toBeInTheDocument();
    const breadcrumb = screen.getAllByRole('navigation').find((nav) => nav.classList.contains('ant-breadcrumb')) as HTMLElement;
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>View BO');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
  });

  it('shows no account when signed out', () => {
    installReviewServer({});
    renderPage(<ViewBoPage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });
});

describe('ViewBoPage filters', () => {
  it("offers the spec's statuses and asks for Website, Status and Date before Search or an export", async () => {
    const { calls } = installReviewServer({});
    const user = fastUser();
    renderPage(<ViewBoPage />, admin);
    expect(optionsOf('Status Type')).toEqual(['Select All', 'approve', 'pending']);
    await chooseOption(user, 'Status Type', 'Select All');
    fireEvent.click(button('Search'));
    expect(await screen.findByText('Lengkapi Website, Status, dan Date dulu.')).toBeInTheDocument();
    fireEvent.click(button('Export Excel'));
    expect(listCalls(calls)).toEqual([]);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.getByText('🚫 No data found.')).toBeInTheDocument();
  });

  it('searches at once from a dashboard link, with the filters shown', async () => {
    const rows = [boWithdraw(1, today)];
    const { calls } = installReviewServer({ [`GET ${listPath('viewbowd', today, 'pending')}`]: pageAnswer(rows) });
    renderPage(<ViewBoPage />, admin, { path: linkTo(today, 'pending', 'withdraw') });
    expect(await screen.findByText('WD800001')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([listPath('viewbowd', today, 'pending')]);
    expect(selectedValue('View Type')).toBe('View BO Withdraw');
    expect(selectedValue('Website')).toBe('SSATU — Situs Satu');
    expect(selectedValue('Status Type')).toBe('pending');
    expect(screen.getByLabelText('Date')).toHaveValue(formatMonDate(today));
  });

  it('waits for Search when the link lacks the status', async () => {
    const { calls } = installReviewServer({});
    renderPage(<ViewBoPage />, admin, { path: `/view-bo?website=SSATU&date=${toIsoDate(today)}` });
    await waitFor(() => expect(selectedValue('Website')).toBe('SSATU — Situs Satu'));
    expect(selectedValue('Status Type')).toBeNull();
    expect(listCalls(calls)).toEqual([]);
  });

  it("ignores a linked website outside a CHECKER's scope", async () => {
    const { calls } = installReviewServer({});
    renderPage(<ViewBoPage />, checker, { path: `/view-bo?website=SDUA&date=${toIsoDate(today)}&status=all` });
    await waitFor(() => expect(selectedValue('Website')).toBe('SSATU — Situs Satu'));
    expect(listCalls(calls)).toEqual([]);
  });
});

describe('ViewBoPage rows', () => {
  it("shows each row's match: the rule and statement row that proved it, or why it is pending", async () => {
    const rows = [
      boDeposit(1, today, {
        bo_approve: true,
        ket_app: 'AUTO: name PLAYER 1 · BCA 05-Feb-2025 #12',
        match_rule: 'EXACT_NAME',
        match_reason: 'name PLAYER 1 · BCA 05-Feb-2025 #12',
        matched_mutasi_id: 12,
        matched_mutasi_description: 'TRSF E-BANKING CR PLAYER 1',
      }),
      boDeposit(2, today, { match_reason: 'amount found but name differs' }),
      boDeposit(3, today, {
        bo_approve: true,
        ket_app: 'cek manual',
        match_rule: 'MANUAL',
        match_reason: 'approved without a statement row: no statement row of that amount',
        approved_by: 1,
        approved_by_name: 'admin',
      }),
      boDeposit(4, today, {
        bo_approve: true,
        ket_app: 'nominal sesuai mutasi',
        match_rule: 'MANUAL',
        match_reason: 'name PLAYER 4 · BCA 05-Feb-2025 #14',
        matched_mutasi_id: 14,
        matched_mutasi_description: 'TRSF E-BANKING CR PLAYER 4',
        approved_by: 1,
        approved_by_name: 'admin',
      }),
    ];
    installReviewServer({ [`GET ${listPath('viewbo', today, 'all')}`]: pageAnswer(rows) });
    renderPage(<ViewBoPage />, admin, { path: linkTo(today) });
    await screen.findByText('DP900001');
    const matched = rowOf('DP900001');
    expect(within(matched).getByText('Nama persis')).toBeInTheDocument();
    // The checker's stored English reason, in the page's language.
    expect(within(matched).getByText('nama PLAYER 1 · BCA 05-Feb-2025 #12')).toBeInTheDocument();
    expect(within(matched).getByText('TRSF E-BANKING CR PLAYER 1')).toBeInTheDocument();
    expect(within(matched).getByText('101.000,00')).toBeInTheDocument();
    expect(within(rowOf('DP900002')).getByText('nominal ada, tetapi namanya berbeda')).toBeInTheDocument();
    expect(within(rowOf('DP900002')).getByText('pending')).toBeInTheDocument();
    expect(within(rowOf('DP900003')).getByText('Manual')).toBeInTheDocument();
    expect(within(rowOf('DP900003')).getByText('Disetujui oleh admin')).toBeInTheDocument();
    expect(within(rowOf('DP900003')).getByText('disetujui tanpa baris mutasi: tidak ada baris mutasi dengan nominal ini')).toBeInTheDocument();
    expect(within(rowOf('DP900004')).getByText('nama PLAYER 4 · BCA 05-Feb-2025 #14')).toBeInTheDocument();
    expect(within(rowOf('DP900004')).getByText('TRSF E-BANKING CR PLAYER 4')).toBeInTheDocument();
  });

  it('shows a corrected amount beside the uploaded one, marks an approval without a statement row and names the claimed mutasi', async () => {
    const rows = [
      boDeposit(1, today, {
        bo_approve: true,
        depo_amount: '272210.00',
        original_amount: '272211.00',
        match_rule: 'MANUAL',
        match_reason: 'only candidate · OVO 05-Feb-2025 #12',
        matched_mutasi_id: 12,
        matched_mutasi_description: 'TRF OVO YUSUF',
      }),
      boDeposit(2, today, {
        bo_approve: true,
        ket_app: 'transfer tunai di kantor',
        match_rule: 'MANUAL',
        match_reason: 'approved without a statement row: no statement row of that amount',
        unbacked_reason: 'transfer tunai di kantor',
      }),
    ];
    installReviewServer({ [`GET ${listPath('viewbo', today, 'all')}`]: pageAnswer(rows) });
    renderPage(<ViewBoPage />, admin, { path: linkTo(today) });
    await screen.findByText('DP900001');
    const corrected = rowOf('DP900001');
    expect(within(corrected).getByText('272.210,00 (semula 272.211,00)')).toBeInTheDocument();
    expect(within(corrected).getByText('Mutasi #12')).toBeInTheDocument();
    expect(within(corrected).getByText('TRF OVO YUSUF')).toBeInTheDocument();
    expect(within(corrected).queryByText('Tanpa mutasi')).not.toBeInTheDocument();
    const unbacked = rowOf('DP900002');
    expect(within(unbacked).getByText('102.000,00')).toBeInTheDocument();
    expect(within(unbacked).queryByText(/^Mutasi #/)).not.toBeInTheDocument();
    fireEvent.mouseEnter(within(unbacked).getByText('Tanpa mutasi'));
    expect(await screen.findByText('Disetujui tanpa baris mutasi. Alasan: transfer tunai di kantor')).toBeInTheDocument();
  });

  it('shows a 409 naming the candidate credits as the server wrote it', async () => {
    const message = 'BO deposit DP900003: 2 statement rows could prove it: OVO 03-Feb-2025 #12 (YUSUF), OVO 03-Feb-2025 #13 (ZAINAL). Pick one (mutasi_id).';
    installReviewServer({
      [`GET ${listPath('viewbo', today, 'pending')}`]: pageAnswer([boDeposit(3, today)]),
      'PUT /api/updatebodepostts': { status: 409, body: { message } },
    });
    renderPage(<ViewBoPage />, admin, { path: linkTo(today, 'pending') });
    await screen.findByText('DP900003');
    fireEvent.click(screen.getByLabelText('Pilih DP900003'));
    fireEvent.click(button('Submit 1 data'));
    const dialog = await dialogTitled('Submit 1 data');
    fireEvent.change(within(dialog).getByLabelText('Keterangan'), { target: { value: 'cek' } });
    fireEvent.click(button('Setujui', dialog));
    expect(await screen.findByText(`❌ ${message}`)).toBeInTheDocument();
  });

  it('sends the optional delete reason', async () => {
    const { calls } = installReviewServer({
      [`GET ${listPath('viewbo', today, 'pending')}`]: pageAnswer([boDeposit(6, today)]),
      'PUT /api/deleteboid': { status: 200, body: { message: '1 data berhasil dihapus.' } },
    });
    renderPage(<ViewBoPage />, admin, { path: linkTo(today, 'pending') });
    await screen.findByText('DP900006');
    fireEvent.click(button('Delete DP900006'));
    const dialog = await dialogTitled('Delete 1 data');
    fireEvent.change(within(dialog).getByLabelText('Alasan (opsional)'), { target: { value: ' dobel input ' } });
    fireEvent.click(button('Hapus', dialog));
    expect(await screen.findByText('✅ 1 data berhasil dihapus.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ arr: [{ bo_id: 6, depo_edited_by: 7 }], reason: 'dobel input' });
  });

  it('locks approved rows: no checkbox, no Update, no Delete', async () => {
    const rows = [boDeposit(1, today, { bo_approve: true, match_rule: 'REFERENCE', match_reason: 'ref DP900001 · BCA #3', matched_mutasi_id: 3 }), boDeposit(2, today)];
    installReviewServer({ [`GET ${listPath('viewbo', today, 'all')}`]: pageAnswer(rows) });
    renderPage(<ViewBoPage />, admin, { path: linkTo(today) });
    await screen.findByText('DP900001');
    expect(screen.getByLabelText('Pilih DP900001')).toBeDisabled();
    expect(button('Update DP900001')).toBeDisabled();
    expect(button('Delete DP900001')).toBeDisabled();
    expect(screen.getByLabelText('Pilih DP900002')).toBeEnabled();
    expect(button('Update DP900002')).toBeEnabled();
    expect(button('Delete DP900002')).toBeEnabled();
  });

  it('outside the edit window disables selecting, Submit and Delete, and Update alerts that the row is not same-day', async () => {
    const { calls } = installReviewServer({ [`GET ${listPath('viewbo', threeDaysAgo, 'pending')}`]: pageAnswer([boDeposit(1, threeDaysAgo), boDeposit(2, threeDaysAgo)]) });
    renderPage(<ViewBoPage />, admin, { path: linkTo(threeDaysAgo, 'pending') });
    await screen.findByText('DP900001');
    expect(screen.getByLabelText('Pilih DP900001')).toBeDisabled();
    expect(screen.getByLabelText('Pilih DP900002')).toBeDisabled();
    expect(button('Submit 0 data')).toBeDisabled();
    expect(button('Delete DP900001')).toBeDisabled();
    fireEvent.click(button('Update DP900001'));
    expect(await dialogTitled('Data ini tidak bisa diupdate (bukan hari yang sama).')).toBeInTheDocument();
    expect(screen.queryByLabelText('Keterangan')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('updates a row: the description is required, the amount keeps digits only, then the table reloads', async () => {
    let answered = 0;
    const path = listPath('viewbo', jakartaDay(today, -2), 'all');
    const { calls } = installReviewServer({
      [`GET ${path}`]: async () => {
        answered += 1;
        return pageAnswer([boDeposit(4, jakartaDay(today, -2))])();
      },
      'PUT /api/updatebodepostts': { status: 200, body: { message: '1 data berhasil diupdate.', updated: [4] } },
    });
    renderPage(<ViewBoPage />, admin, { path: linkTo(jakartaDay(today, -2)) });
    await screen.findByText('DP900004');
    fireEvent.click(button('Update DP900004'));
    const dialog = await dialogTitled('Perbarui DP900004');
    fireEvent.click(button('Simpan', dialog));
    expect(await within(dialog).findByText('Keterangan tidak boleh kosong.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Keterangan'), { target: { value: '  cek mutasi manual ' } });
    fireEvent.change(within(dialog).getByLabelText('Nominal'), { target: { value: 'Rp 12a.500' } });
    expect(within(dialog).getByLabelText('Nominal')).toHaveValue('12500');
    fireEvent.click(button('Simpan', dialog));
    expect(await screen.findByText('✅ 1 data berhasil diupdate.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      bank_statement_date: formatMonDate(jakartaDay(today, -2), false),
      arr: [{ bo_id: 4, ket_app: 'cek mutasi manual', depo_amount: '12500', depo_edited_by: 7 }],
    });
    await waitFor(() => expect(answered).toBe(2));
  });

  it('an empty amount keeps the amount; a refused update shows the server reason', async () => {
    const { calls } = installReviewServer({
      [`GET ${listPath('viewbowd', today, 'all')}`]: pageAnswer([boWithdraw(5, today)]),
      'PUT /api/updatebosttswd': { status: 409, body: { message: 'BO withdraw #5 (WD800005) is approved and cannot be changed.' } },
    });
    renderPage(<ViewBoPage />, admin, { path: linkTo(today, 'all', 'withdraw') });
    await screen.findByText('WD800005');
    fireEvent.click(button('Update WD800005'));
    const dialog = await dialogTitled('Perbarui WD800005');
    fireEvent.change(within(dialog).getByLabelText('Keterangan'), { target: { value: 'wd ok' } });
    fireEvent.click(button('Simpan', dialog));
    expect(await screen.findByText('❌ BO withdraw #5 (WD800005) is approved and cannot be changed.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      wd_bank_date: formatMonDate(today, false),
      arr: [{ wd_bo_id: 5, wd_ket_app: 'wd ok', wd_amount: '', depo_edited_by: 7 }],
    });
  });

  it("confirms 'Submit N data' listing the first 5 deposit rows then 'and N more', with a required description", async () => {
    const rows = Array.from({ length: 7 }, (_, i) => boDeposit(i + 1, today));
    const { calls } = installReviewServer({
      [`GET ${listPath('viewbo', today, 'pending')}`]: pageAnswer([...rows, boDeposit(8, today, { bo_approve: true, match_rule: 'UNIQUE_AMOUNT' })]),
      'PUT /api/updatebodepostts': { status: 200, body: { message: '7 data berhasil diupdate.' } },
    });
    renderPage(<ViewBoPage />, admin, { path: linkTo(today, 'pending') });
    await screen.findByText('DP900001');
    fireEvent.click(screen.getAllByLabelText('Select all')[0] as HTMLElement);
    fireEvent.click(button('Submit 7 data'));
    const dialog = await dialogTitled('Submit 7 data');
    const listed = Array.from(within(dialog).getByTestId('confirm-rows').querySelectorAll('li')).map((item) => item.textContent);
    expect(listed).toEqual(['DP900001 · player1 · 101.000,00', 'DP900002 · player2 · 102.000,00', 'DP900003 · player3 · 103.000,00', 'DP900004 · player4 · 104.000,00', 'DP900005 · player5 · 105.000,00', 'and 2 more']);
    expect(within(dialog).getByText('Setujui baris ini?')).toBeInTheDocument();
    expect(button('Batal', dialog)).toBeEnabled();
    fireEvent.click(button('Setujui', dialog));
    expect(await within(dialog).findByText('Keterangan tidak boleh kosong.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Keterangan'), { target: { value: 'transfer dicek' } });
    fireEvent.click(button('Setujui', dialog));
    expect(await screen.findByText('✅ 7 data berhasil diupdate.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')?.body as { arr: Array<{ bo_id: number; ket_app: string; depo_amount: string }> };
    expect(put.arr.map((item) => [item.bo_id, item.ket_app, item.depo_amount])).toEqual(rows.map((row) => [row.bo_id, 'transfer dicek', '']));
  });

  it("confirms 'Delete N data' listing the first 8 withdraw rows then 'and N more', and deletes them", async () => {
    const rows = Array.from({ length: 10 }, (_, i) => boWithdraw(i + 1, today));
    const { calls } = installReviewServer({
      [`GET ${listPath('viewbowd', today, 'pending')}`]: pageAnswer(rows),
      'PUT /api/deleteboidwd': { status: 200, body: { message: '10 data berhasil dihapus.' } },
    });
    renderPage(<ViewBoPage />, admin, { path: linkTo(today, 'pending', 'withdraw') });
    await screen.findByText('WD800001');
    fireEvent.click(screen.getAllByLabelText('Select all')[0] as HTMLElement);
    fireEvent.click(button('Delete 10 data'));
    const dialog = await dialogTitled('Delete 10 data');
    const listed = Array.from(within(dialog).getByTestId('confirm-rows').querySelectorAll('li')).map((item) => item.textContent);
    expect(listed).toHaveLength(9);
    expect(listed[7]).toBe('WD800008 · wd8 · 58.000,00');
    expect(listed[8]).toBe('and 2 more');
    fireEvent.click(button('Hapus', dialog));
    expect(await screen.findByText('✅ 10 data berhasil dihapus.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ arr: rows.map((row) => ({ wd_bo_id: row.wd_bo_id, depo_edited_by: 7 })) });
  });
});

describe('ViewBoPage deleted rows', () => {
  const deleted = { id: 9, ticket: 'DP900009', user_name: 'player9', amount: '109000.00', deleted_by: 'rina', deleted_at: '2025-02-05T03:04:05.000Z', reason: 'dobel input' };
  const deletedPath = `/api/deletedbo/${formatMonDate(today, false)}/SSATU`;

  it('lists the deleted rows with who, when and why; ADMIN restores one after a confirmation and the table reloads', async () => {
    let listed = 0;
    const { calls } = installReviewServer({
      [`GET ${listPath('viewbo', today, 'all')}`]: async () => {
        listed += 1;
        return pageAnswer([boDeposit(1, today)])();
      },
      [`GET ${deletedPath}`]: { status: 200, body: [deleted] },
      'PUT /api/restoreboid': { status: 200, body: { message: '1 data berhasil dikembalikan.', restored: [9] } },
    });
    renderPage(<ViewBoPage />, admin, { path: linkTo(today) });
    await screen.findByText('DP900001');
    fireEvent.click(button('Data terhapus'));
    const dialog = await dialogTitled('Data terhapus');
    const row = (await within(dialog).findByText('DP900009')).closest('tr') as HTMLElement;
    expect(Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual(['DP900009', 'player9', '109.000,00', 'rina', '05/02/2025 10.04.05', 'dobel input', 'Kembalikan']);
    fireEvent.click(button('Kembalikan DP900009', dialog));
    const confirm = await dialogTitled('Kembalikan DP900009?');
    fireEvent.click(button('Kembalikan', confirm));
    expect(await screen.findByText('✅ 1 data berhasil dikembalikan.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', path: '/api/restoreboid', body: { arr: [{ bo_id: 9 }] } });
    await waitFor(() => expect(listed).toBe(2));
  });

  it('shows a CHECKER the withdraw list without restore', async () => {
    installReviewServer({
      [`GET ${listPath('viewbowd', today, 'all')}`]: pageAnswer([boWithdraw(1, today)]),
      [`GET /api/deletedbowd/${formatMonDate(today, false)}/SSATU`]: { status: 200, body: [{ ...deleted, ticket: 'WD800009' }] },
    });
    renderPage(<ViewBoPage />, checker, { path: linkTo(today, 'all', 'withdraw') });
    await screen.findByText('WD800001');
    fireEvent.click(button('Data terhapus'));
    const dialog = await dialogTitled('Data terhapus');
    expect(await within(dialog).findByText('WD800009')).toBeInTheDocument();
    expect(within(dialog).queryByText('Kembalikan')).not.toBeInTheDocument();
  });
});

describe('ViewBoPage search and paging', () => {
  it('treats digits and separators as a nominal and other text as a name, after 400 ms', async () => {
    const { calls } = installReviewServer({
      [`GET ${listPath('viewbo', today, 'all')}`]: pageAnswer([boDeposit(1, today)]),
      [`GET ${searchPath('searchbo', today, 'all', 'nominal', '150000')}`]: pageAnswer([boDeposit(50, today)]),
      [`GET ${searchPath('searchbo', today, 'all', 'string', 'siti rahayu')}`]: pageAnswer([]),
    });
    renderPage(<ViewBoPage />, admin, { path: linkTo(today) });
    await screen.findByText('DP900001');
    jest.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Username / Fullname / Nominal'), { target: { value: '150.000' } });
    act(() => jest.advanceTimersByTime(399));
    expect(listCalls(calls)).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    jest.useRealTimers();
    expect(await screen.findByText('DP900050')).toBeInTheDocument();
    expect(listCalls(calls)[1]).toBe(searchPath('searchbo', today, 'all', 'nominal', '150000'));

    fireEvent.change(screen.getByLabelText('Username / Fullname / Nominal'), { target: { value: ' siti rahayu ' } });
    expect(await screen.findByText('Username siti rahayu tidak ditemukan pada periode ini.')).toBeInTheDocument();
    expect(listCalls(calls)[2]).toBe(searchPath('searchbo', today, 'all', 'string', 'siti rahayu'));
  });

  it('keeps digits only in ID Tracking and lets it win over the other box', async () => {
    const { calls } = installReviewServer({
      [`GET ${listPath('viewbo', today, 'all')}`]: pageAnswer([boDeposit(1, today)]),
      [`GET ${searchPath('searchbo', today, 'all', 'string', 'budi')}`]: pageAnswer([]),
      [`GET ${searchPath('searchbo', today, 'all', 'id', '900003')}`]: pageAnswer([boDeposit(3, today)]),
    });
    renderPage(<ViewBoPage />, admin, { path: linkTo(today) });
    await screen.findByText('DP900001');
    jest.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Username / Fullname / Nominal'), { target: { value: 'budi' } });
    act(() => jest.advanceTimersByTime(200));
    fireEvent.change(screen.getByLabelText('ID Tracking'), { target: { value: 'DP-9000a03' } });
    expect(screen.getByLabelText('ID Tracking')).toHaveValue('900003');
    act(() => jest.advanceTimersByTime(399));
    expect(listCalls(calls)).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    jest.useRealTimers();
    expect(await screen.findByText('DP900003')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([listPath('viewbo', today, 'all'), searchPath('searchbo', today, 'all', 'id', '900003')]);
  });

  it('shows up to 5 page buttons and goes back to page 1 on new search text and on a new Search', async () => {
    const { calls } = installReviewServer({
      [`GET ${listPath('viewbo', today, 'all')}`]: pageAnswer([boDeposit(1, today)], 2000),
      [`GET ${listPath('viewbo', today, 'all', 3)}`]: pageAnswer([boDeposit(201, today)], 2000),
      [`GET ${searchPath('searchbo', today, 'all', 'string', 'andi')}`]: pageAnswer([boDeposit(2, today)], 150),
    });
    renderPage(<ViewBoPage />, admin, { path: linkTo(today) });
    await screen.findByText('DP900001');
    const pager = document.querySelector('nav[aria-label="Pagination"]') as HTMLElement;
    expect(Array.from(pager.querySelectorAll('button')).map((node) => node.textContent)).toEqual(['Previous', '1', '2', '3', '4', '20', 'Next']);
    fireEvent.click(button('3', pager));
    expect(await screen.findByText('DP900201')).toBeInTheDocument();
    expect(Array.from(pager.querySelectorAll('button')).map((node) => node.textContent)).toEqual(['Previous', '1', '2', '3', '4', '20', 'Next']);
    expect(screen.getByText('Showing page 3 of 20')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Username / Fullname / Nominal'), { target: { value: 'andi' } });
    expect(await screen.findByText('DP900002')).toBeInTheDocument();
    expect(screen.getByText('Showing page 1 of 2')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Username / Fullname / Nominal'), { target: { value: '' } });
    await screen.findByText('DP900001');
    fireEvent.click(button('3', pager));
    await screen.findByText('DP900201');
    fireEvent.click(button('Search'));
    expect(await screen.findByText('DP900001')).toBeInTheDocument();
    expect(screen.getByText('Showing page 1 of 20')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)).toBe(listPath('viewbo', today, 'all'));
  });

  it("says '🚫 No data found.' for an empty list and for a list that failed to load", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installReviewServer({ [`GET ${listPath('viewbo', today, 'approve')}`]: { status: 500, body: { message: 'boom' } } });
    renderPage(<ViewBoPage />, admin, { path: linkTo(today, 'approve') });
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByText('🚫 No data found.')).toBeInTheDocument();
  });
});

describe('ViewBoPage exports', () => {
  it('exports the chosen filters as Excel under the name the server gives', async () => {
    const { calls } = installReviewServer({
      [`GET ${listPath('viewbo', today, 'pending')}`]: pageAnswer([]),
      'POST /api/exportexcelviewbo': async () =>
        new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { status: 200, headers: { 'content-disposition': `attachment; filename="viewbo_ssatu_pending_${formatMonDate(today)}.xlsx"` } }),
    });
    const saved = captureDownloads();
    renderPage(<ViewBoPage />, admin, { path: linkTo(today, 'pending') });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    fireEvent.click(button('Export Excel'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe(`viewbo_ssatu_pending_${formatMonDate(today)}.xlsx`);
    expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: '/api/exportexcelviewbo', body: { date: formatMonDate(today), status: 'pending', group: 'ssatu' } });
  });

  it("alerts 'Export gagal.' when the export fails", async () => {
    const { calls } = installReviewServer({
      [`GET ${listPath('viewbowd', today, 'all')}`]: pageAnswer([]),
      'POST /api/exportcsvlviewbowd': async () => jsonResponse(500, { message: 'boom' }),
    });
    captureDownloads();
    renderPage(<ViewBoPage />, admin, { path: linkTo(today, 'all', 'withdraw') });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    fireEvent.click(button('Export CSV'));
    expect(await dialogTitled('Export gagal.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/exportcsvlviewbowd']);
  });
});
