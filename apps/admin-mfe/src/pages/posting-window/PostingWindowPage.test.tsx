import { screen, waitFor, within } from '@testing-library/react';
import type { PostingWindowAnswer } from '@checker/domain';
import { jsonResponse } from '@checker/test-kit/fake-api';
import { ADMIN_ACCOUNT, chooseOption, fail, installAdminServer, renderPage, spyOnFailureLogs } from '../../test-utils';
import PostingWindowPage from './PostingWindowPage';

const signedInAdmin = { account_name: 'admin', account_role: 'ADMIN' as const, account_id: 1 };

function seed(): PostingWindowAnswer {
  return {
    default_working_days: 1,
    max_working_days: 5,
    sources: [
      { source: 'BCA', working_days: 1, is_default: true, edited_by: null, edited_at: null },
      { source: 'QRIS Solita', working_days: 3, is_default: false, edited_by: 1, edited_at: '2025-01-06T17:05:09.000Z' },
    ],
    holidays: [
      { date: '01-Jan-2025', name: 'Tahun Baru Masehi', created_by: null, created_at: '2025-01-01T00:00:00.000Z' },
      { date: '17-Aug-2025', name: 'Hari Kemerdekaan', created_by: 1, created_at: '2025-01-06T17:05:09.000Z' },
    ],
  };
}

/** The admin fake server plus the posting window routes over an in-memory answer, as the server changes it. */
function installPostingServer() {
  const server = installAdminServer({ accounts: [ADMIN_ACCOUNT] });
  const state = seed();
  server.answer('GET /api/postingwindow', () => jsonResponse(200, state));
  server.answer('PUT /api/updatepostingwindow', (call) => {
    const { source, working_days } = call.body as { source: string; working_days: number };
    Object.assign(state.sources.find((row) => row.source === source) ?? {}, { working_days, is_default: false, edited_by: 1, edited_at: '2025-01-07T01:00:00.000Z' });
    return jsonResponse(200, { success: true, message: `Posting window of ${source} set to ${working_days} working days.` });
  });
  server.answer('PUT /api/resetpostingwindow', (call) => {
    const { source } = call.body as { source: string };
    Object.assign(state.sources.find((row) => row.source === source) ?? {}, { working_days: 1, is_default: true, edited_by: null, edited_at: null });
    return jsonResponse(200, { success: true, message: `Posting window of ${source} reset to the default 1 working day.` });
  });
  server.answer('POST /api/createpostingholiday', (call) => {
    const { holiday, name } = call.body as { holiday: string; name: string };
    state.holidays.push({ date: holiday, name, created_by: 1, created_at: '2025-01-07T01:00:00.000Z' });
    return jsonResponse(201, { success: true, message: `Holiday ${holiday} (${name}) added.` });
  });
  server.answer('DELETE /api/deletepostingholiday/17-Aug-2025', () => {
    state.holidays = state.holidays.filter((row) => row.date !== '17-Aug-2025');
    return jsonResponse(200, { success: true, message: 'Holiday 17-Aug-2025 (Hari Kemerdekaan) removed.' });
  });
  return server;
}

/** The text of each body row of one of the page's tables. */
function rowsOf(table: 'posting-sources' | 'posting-holidays'): string[][] {
  return [...screen.getByTestId(table).querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
}

function rowWith(table: 'posting-sources' | 'posting-holidays', text: string): HTMLElement {
  const tr = [...screen.getByTestId(table).querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')].find((row) => row.querySelector('td')?.textContent === text);
  if (!tr) throw new Error(`no row ${text} in ${table}`);
  return tr;
}

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = spyOnFailureLogs();
});
afterEach(() => errorSpy.mockRestore());

describe('PostingWindowPage', () => {
  it('lists every source with its working days (the default marked) and the holidays', async () => {
    const server = installPostingServer();
    renderPage(<PostingWindowPage />, { account_name: 'rina', account_role: 'CHECKER' });
    await waitFor(() => expect(rowsOf('posting-sources')).toHaveLength(2));
    await waitFor(() => expect(rowsOf('posting-sources')[1]?.[3]).toBe('admin'));
    expect(rowsOf('posting-sources')).toEqual([
      ['BCA', '1 (default)', '-', '-', 'Kembalikan ke default'],
      ['QRIS Solita', '3', 'Selasa, 7 Januari 2025 pukul 00.05.09', 'admin', 'Kembalikan ke default'],
    ]);
    expect(rowsOf('posting-holidays')).toEqual([
      ['01-Jan-2025', 'Tahun Baru Masehi', 'Rabu, 1 Januari 2025 pukul 07.00.00', '-', 'Remove'],
      ['17-Aug-2025', 'Hari Kemerdekaan', 'Selasa, 7 Januari 2025 pukul 00.05.09', 'admin', 'Remove'],
    ]);
    expect(server.callsTo('/api/postingwindow')).toEqual(['GET /api/postingwindow']);
  });

  it('lets only ADMIN change anything: a CHECKER reads the days as text and every button is disabled', async () => {
    installPostingServer();
    renderPage(<PostingWindowPage />, { account_name: 'rina', account_role: 'CHECKER' });
    await waitFor(() => expect(rowsOf('posting-sources')).toHaveLength(2));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah Hari Libur' })).toBeDisabled();
    expect(within(rowWith('posting-sources', 'QRIS Solita')).getByRole('button', { name: 'Kembalikan ke default' })).toBeDisabled();
    expect(within(rowWith('posting-holidays', '17-Aug-2025')).getByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  it('sets a source to another number of working days and shows the result', async () => {
    const server = installPostingServer();
    const { user } = renderPage(<PostingWindowPage />, signedInAdmin);
    const select = await screen.findByRole('combobox', { name: 'Hari kerja BCA' });
    await chooseOption(user, select, '2');
    expect(await screen.findByText('Posting window of BCA set to 2 working days.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', path: '/api/updatepostingwindow', body: { source: 'BCA', working_days: 2 } });
    await waitFor(() => expect(rowsOf('posting-sources')[0]?.[1]).toBe('2'));
  });

  it("resets a source to the default after 'Are you sure?'; the default's reset is disabled", async () => {
    const server = installPostingServer();
    const { user } = renderPage(<PostingWindowPage />, signedInAdmin);
    await waitFor(() => expect(rowsOf('posting-sources')).toHaveLength(2));
    expect(within(rowWith('posting-sources', 'BCA')).getByRole('button', { name: 'Kembalikan ke default' })).toBeDisabled();
    await user.click(within(rowWith('posting-sources', 'QRIS Solita')).getByRole('button', { name: 'Kembalikan ke default' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Kembalikan posting window QRIS Solita, sekarang 3, ke default (1)?');
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Reset' }));
    expect(await screen.findByText('Posting window of QRIS Solita reset to the default 1 working day.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', path: '/api/resetpostingwindow', body: { source: 'QRIS Solita' } });
    await waitFor(() => expect(rowsOf('posting-sources')[1]?.[1]).toBe('1 (default)'));
  });

  it("removes a holiday after 'Are you sure?' and shows the result; Cancel sends nothing", async () => {
    const server = installPostingServer();
    const { user } = renderPage(<PostingWindowPage />, signedInAdmin);
    await waitFor(() => expect(rowsOf('posting-holidays')).toHaveLength(2));
    await user.click(within(rowWith('posting-holidays', '17-Aug-2025')).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(within(rowWith('posting-holidays', '17-Aug-2025')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hapus hari libur 17-Aug-2025 (Hari Kemerdekaan)? Hari itu menjadi hari kerja untuk posting window.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Remove' }));
    expect(await screen.findByText('Holiday 17-Aug-2025 (Hari Kemerdekaan) removed.')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('posting-holidays')).toHaveLength(1));
  });

  it('shows why a change was refused', async () => {
    const server = installPostingServer();
    server.answer('DELETE /api/deletepostingholiday/17-Aug-2025', fail(404, '17-Aug-2025 is not a holiday.'));
    const { user } = renderPage(<PostingWindowPage />, signedInAdmin);
    await waitFor(() => expect(rowsOf('posting-holidays')).toHaveLength(2));
    await user.click(within(rowWith('posting-holidays', '17-Aug-2025')).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Remove' }));
    expect(await screen.findByText('❌ Gagal menghapus hari libur.')).toBeInTheDocument();
    expect(screen.getByText('17-Aug-2025 is not a holiday.')).toBeInTheDocument();
  });

  it('adds a holiday from a picked date and a name; both are required', async () => {
    const server = installPostingServer();
    const { user } = renderPage(<PostingWindowPage />, signedInAdmin);
    await waitFor(() => expect(rowsOf('posting-holidays')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Tambah Hari Libur' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Pilih tanggal hari libur.')).toBeInTheDocument();
    expect(within(dialog).getByText('Isi nama hari libur.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const date = within(dialog).getByRole('textbox', { name: 'Tanggal' });
    await user.click(date);
    await user.type(date, '17/08/2026{Enter}');
    await user.type(within(dialog).getByLabelText('Nama'), ' Hari Kemerdekaan ');
    // The form checks both fields again as they change; Submit once it has (on a busy machine a click
    // while that check was still running was seen to submit nothing).
    await waitFor(() => expect(within(dialog).queryByText('Pilih tanggal hari libur.')).not.toBeInTheDocument());
    await waitFor(() => expect(within(dialog).queryByText('Isi nama hari libur.')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Holiday 17-Aug-2026 (Hari Kemerdekaan) added.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ holiday: '17-Aug-2026', name: 'Hari Kemerdekaan' });
    await waitFor(() => expect(rowsOf('posting-holidays')).toHaveLength(3));
  });

  it("shows '🚫 No data found.' and logs when the window cannot be loaded", async () => {
    const server = installAdminServer({ accounts: [ADMIN_ACCOUNT] });
    server.answer('GET /api/postingwindow', fail(500));
    renderPage(<PostingWindowPage />, signedInAdmin);
    expect(await screen.findAllByText('🚫 No data found.')).toHaveLength(2);
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith('[admin] loading the posting window failed', expect.anything()));
  });
});
