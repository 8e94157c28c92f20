import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMonDate, jakartaToday } from '@checker/domain';
import { installFakeServer, jsonResponse, type FakeAnswer } from '@checker/test-kit/fake-api';
import { optionsOf, renderPage, selectBox, selectedValue } from '../../test-utils';
import { fastUser } from '../../test/upload-server';
import DeletePage, { DELETE_BOX_MS } from './DeletePage';

const admin = { account_name: 'admin', account_role: 'ADMIN' } as const;
const checker = { account_name: 'rina', account_role: 'CHECKER' } as const;

const WEBSITES = [
  { website_id: 1, website_name: 'Situs Satu', website_code: 'SSATU', website_panel: 'NEXUS' },
  { website_id: 2, website_name: '', website_code: 'NONAME', website_panel: 'LUXE' },
];

const ANSWER = {
  message: 'Berhasil menghapus 5 data (BO deposit 2, BO withdraw 1, mutasi deposit 2, mutasi withdraw 0); 3 data lebih dari 24 jam tidak dihapus.',
  deleted: { bo_deposit: 2, bo_withdraw: 1, mutasi_deposit: 2, mutasi_withdraw: 0 },
  kept_older: { bo_deposit: 1, bo_withdraw: 0, mutasi_deposit: 2, mutasi_withdraw: 0 },
  mutasi_reopened: 1,
  bo_reopened: 0,
  uploads_removed: 2,
};

function installDeleteServer(answer: FakeAnswer) {
  return installFakeServer({ 'GET /api/websitelist': { status: 200, body: WEBSITES }, 'DELETE /api/deletebomutasi': answer });
}

/** The page's Delete button (not the dialog's); getByRole would walk antd's whole tree for accessible names, slowly. */
function deleteButton(): HTMLElement {
  const label = within(screen.getByTestId('page-card')).getByText(/^(Delete|Deleting\.\.\.)$/, { selector: 'button > span' });
  return label.closest('button') as HTMLElement;
}
const today = () => formatMonDate(jakartaToday());

/** Chooses a website once the list has arrived. */
async function chooseWebsite(option: string): Promise<void> {
  fireEvent.mouseDown(selectBox('Website / Group'));
  fireEvent.click(await screen.findByTitle(option));
  await waitFor(() => expect(selectedValue('Website / Group')).toBe(option));
}

/** Chooses the website (ADMIN), confirms in the dialog; fake timers from the click on, so the 5 s can be counted. */
async function deleteThroughDialog(website: string | null = 'SSATU — Situs Satu'): Promise<void> {
  if (website) await chooseWebsite(website);
  await waitFor(() => expect(deleteButton()).toBeEnabled());
  fireEvent.click(deleteButton());
  const dialog = await screen.findByRole('dialog', { name: 'Delete Confirmation' });
  jest.useFakeTimers();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

// antd selects, pickers and dialogs in jsdom are slow on a loaded 2-core machine.
jest.setTimeout(60000);

afterEach(() => jest.useRealTimers());

describe('DeletePage', () => {
  it('shows the Delete frame with the signed-in account from the shared session', () => {
    renderPage(<DeletePage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'Delete' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>Delete');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
    expect(screen.getByText('Delete BO / Mutasi (≤ 24 jam)')).toBeInTheDocument();
  });

  it('shows no account when signed out', () => {
    renderPage(<DeletePage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });

  it("defaults Tanggal to today, offers 'CODE — name' groups and says only ≤ 24 h data can go", async () => {
    installDeleteServer({ status: 200, body: ANSWER });
    renderPage(<DeletePage />, admin);
    expect(screen.getByLabelText('Tanggal')).toHaveValue(today());
    await waitFor(() => expect(optionsOf('Website / Group')).toEqual(['-- Select Website --', 'SSATU — Situs Satu', 'NONAME']));
    expect(screen.getByText(/hanya data yang diupload ≤ 24 jam yang lalu yang bisa dihapus/)).toBeInTheDocument();
  });

  it('keeps Delete disabled until both the date and the group are set', async () => {
    installDeleteServer({ status: 200, body: ANSWER });
    renderPage(<DeletePage />, admin);
    expect(deleteButton()).toBeDisabled();
    await chooseWebsite('SSATU — Situs Satu');
    expect(deleteButton()).toBeEnabled();
    // Clearing the date disables it again.
    fireEvent.click(document.querySelector('.ant-picker-clear') as Element);
    await waitFor(() => expect(screen.getByLabelText('Tanggal')).toHaveValue(''));
    expect(deleteButton()).toBeDisabled();
  });

  it("preselects a CHECKER's own website, so Delete is ready at once", async () => {
    installDeleteServer({ status: 200, body: ANSWER });
    renderPage(<DeletePage />, checker);
    await waitFor(() => expect(selectedValue('Website / Group')).toBe('SSATU — Situs Satu'));
    expect(deleteButton()).toBeEnabled();
  });

  it('asks in the Delete Confirmation dialog with the Tanggal and the Group; Cancel sends nothing', async () => {
    const { calls } = installDeleteServer({ status: 200, body: ANSWER });
    renderPage(<DeletePage />, admin);
    await chooseWebsite('SSATU — Situs Satu');
    fireEvent.click(deleteButton());
    const dialog = await screen.findByRole('dialog', { name: 'Delete Confirmation' });
    expect(dialog).toHaveTextContent('Tindakan ini tidak dapat dibatalkan.');
    expect(dialog).toHaveTextContent('Hanya data yang diupload ≤ 24 jam yang lalu yang dapat dihapus; data yang lebih lama tetap tersimpan.');
    expect(dialog).toHaveTextContent(`Tanggal${today()}`);
    expect(dialog).toHaveTextContent('GroupSSATU — Situs Satu');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['Cancel', 'Delete']));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it("sends the chosen date as DD-Mon-YYYY with the website code as group", async () => {
    const { calls } = installDeleteServer({ status: 200, body: ANSWER });
    renderPage(<DeletePage />, admin);
    const input = screen.getByLabelText('Tanggal');
    const user = fastUser();
    await user.click(input);
    await user.clear(input);
    await user.type(input, '04/03/2025{Enter}');
    await waitFor(() => expect(input).toHaveValue('04-Mar-2025'));
    await deleteThroughDialog();
    await act(async () => undefined);
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', path: '/api/deletebomutasi', body: { date: '04-Mar-2025', group: 'SSATU' } });
  });

  it("shows 'Deleting...' and stays disabled while the request runs", async () => {
    let answer: (response: Response) => void = () => undefined;
    installDeleteServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage(<DeletePage />, admin);
    await deleteThroughDialog();
    await act(async () => undefined);
    expect(deleteButton()).toHaveTextContent('Deleting...');
    expect(deleteButton()).toBeDisabled();
    await act(async () => answer(jsonResponse(200, ANSWER)));
    expect(deleteButton()).toHaveTextContent('Delete');
    expect(deleteButton()).toBeEnabled();
  });

  it('shows the green box with the message, the kept count and the JSON answer, gone after 5 s', async () => {
    installDeleteServer({ status: 200, body: ANSWER });
    renderPage(<DeletePage />, admin);
    await deleteThroughDialog();
    const box = await screen.findByRole('status');
    expect(box).toHaveClass('ant-alert-success');
    expect(box).toHaveTextContent(ANSWER.message);
    expect(screen.getByTestId('delete-kept')).toHaveTextContent('3 data tidak dihapus karena diupload lebih dari 24 jam yang lalu (BO deposit 1, BO withdraw 0, mutasi deposit 2, mutasi withdraw 0).');
    expect(JSON.parse(screen.getByTestId('delete-answer').textContent ?? '')).toEqual(ANSWER);
    act(() => jest.advanceTimersByTime(DELETE_BOX_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByTestId('delete-last')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByTestId('delete-answer')).not.toBeInTheDocument();
    // What the deletion did stays readable under the button once the box is gone.
    expect(screen.getByTestId('delete-last')).toHaveTextContent(`Terakhir dihapus (SSATU — Situs Satu, ${today()}): 5 data dihapus. 3 data tidak dihapus`);
  });

  it("says 'Berhasil' when the answer has no message, and that nothing was kept", async () => {
    installDeleteServer({ status: 200, body: { ...ANSWER, message: '', kept_older: { bo_deposit: 0, bo_withdraw: 0, mutasi_deposit: 0, mutasi_withdraw: 0 } } });
    renderPage(<DeletePage />, admin);
    await deleteThroughDialog();
    const box = await screen.findByRole('status');
    expect(within(box).getByText('Berhasil')).toBeInTheDocument();
    expect(screen.getByTestId('delete-kept')).toHaveTextContent('Tidak ada data yang lebih dari 24 jam');
  });

  it("shows the server's refusal in a red box, gone after 5 s", async () => {
    const refusal = 'Tidak ada data yang bisa dihapus: 4 data website SSATU tanggal 05-Mar-2025 lebih dari 24 jam sejak diupload.';
    installDeleteServer({ status: 409, body: { message: refusal } });
    renderPage(<DeletePage />, admin);
    await deleteThroughDialog();
    const box = await screen.findByRole('status');
    expect(box).toHaveClass('ant-alert-error');
    expect(box).toHaveTextContent(refusal);
    expect(screen.queryByTestId('delete-answer')).not.toBeInTheDocument();
    expect(screen.queryByTestId('delete-last')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(DELETE_BOX_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("falls back to the error's own message when the server cannot be reached", async () => {
    installDeleteServer(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPage(<DeletePage />, admin);
    await deleteThroughDialog();
    expect(await screen.findByRole('status')).toHaveTextContent('TypeError: Failed to fetch');
  });

  it('speaks English when English is chosen, keeping the spec English texts', async () => {
    window.localStorage.setItem('language', 'en');
    try {
      installDeleteServer({ status: 200, body: ANSWER });
      renderPage(<DeletePage />, admin);
      expect(screen.getByText('Delete BO / Mutasi (≤ 24 hours)')).toBeInTheDocument();
      expect(screen.getByLabelText('Date')).toHaveValue(today());
      expect(screen.getByText('Note: only data uploaded ≤ 24 hours ago can be deleted; older data stays stored.')).toBeInTheDocument();
      await chooseWebsite('SSATU — Situs Satu');
      fireEvent.click(deleteButton());
      const dialog = await screen.findByRole('dialog', { name: 'Delete Confirmation' });
      expect(dialog).toHaveTextContent('This action cannot be undone.');
      expect(dialog).toHaveTextContent(`Date${today()}`);
    } finally {
      window.localStorage.removeItem('language');
    }
  });

  it("says 'Gagal menghapus data.' when the failure carries no message", async () => {
    installDeleteServer({ status: 500 });
    renderPage(<DeletePage />, admin);
    await deleteThroughDialog();
    expect(await screen.findByRole('status')).toHaveTextContent('Gagal menghapus data.');
  });
});
