import { screen, waitFor, within } from '@testing-library/react';
import type { Account, WebsiteOption } from '@checker/api';
import { chooseOption, columnTitles, fail, installAdminServer, openOptions, renderPage, spyOnFailureLogs, tableRows, waitForRows } from '../../test-utils';
import UsersPage from './UsersPage';

const websites: WebsiteOption[] = [
  { website_id: 1, website_name: 'Abc Club', website_code: 'ABC', website_panel: 'NEXUS' },
  { website_id: 2, website_name: 'Xyz', website_code: 'XYZ', website_panel: 'LUXE' },
];

function account(id: number, name: string, extra: Partial<Account> = {}): Account {
  return {
    account_id: id,
    account_name: name,
    account_status: true,
    account_role: 'CHECKER',
    account_website: 1,
    account_website_code: 'ABC',
    account_created_by: 1,
    account_created_at: '2025-01-01T01:00:00.000Z',
    account_last_edited_at: null,
    account_last_edited_by: null,
    ...extra,
  };
}

const admin = account(1, 'admin', { account_role: 'ADMIN', account_website: null, account_website_code: null });
const rina = account(7, 'rina', { account_last_edited_at: '2025-01-06T17:05:09.000Z', account_last_edited_by: 1 });
const budi = account(8, 'budi', { account_status: false, account_role: 'CS', account_last_edited_by: 99 });
const signedInAdmin = { account_name: 'admin', account_role: 'ADMIN' as const, account_id: 1 };

function manyAccounts(count: number): Account[] {
  return [admin, ...Array.from({ length: count - 1 }, (_, i) => account(100 + i, `staff${i + 1}`))];
}

let confirmSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
  errorSpy = spyOnFailureLogs();
});
afterEach(() => {
  confirmSpy.mockRestore();
  errorSpy.mockRestore();
});

function row(name: string): HTMLElement {
  const cell = screen.getAllByRole('cell').find((c) => c.textContent === name);
  const tr = cell?.closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return tr;
}

describe('UsersPage table', () => {
  it('shows the columns, badges, Jakarta times and editor names', async () => {
    installAdminServer({ accounts: [admin, rina, budi], websites });
    renderPage(<UsersPage />, signedInAdmin);
    expect(screen.getByRole('navigation', { name: '' })).toHaveTextContent('Home>User');
    expect(screen.getByText('List User')).toBeInTheDocument();
    const rows = await waitForRows(3);
    expect(columnTitles()).toEqual(['Name', 'Status', 'Role', 'Website', 'Last Edited', 'Last Edited By', 'Manage']);
    await waitFor(() => expect(tableRows()[1]?.[5]).toBe('admin'));
    expect(rows[0]?.slice(0, 6)).toEqual(['admin', 'Active', 'ADMIN', '-', '-', '-']);
    expect(tableRows()[1]?.slice(0, 6)).toEqual(['rina', 'Active', 'CHECKER', 'ABC', 'Selasa, 7 Januari 2025 pukul 00.05.09', 'admin']);
    expect(tableRows()[2]?.slice(0, 6)).toEqual(['budi', 'Inactive', 'CS', 'ABC', '-', '99']);
    expect(within(row('rina')).getByText('Active').closest('.ant-tag')).toHaveClass('ant-tag-green');
    expect(within(row('budi')).getByText('Inactive').closest('.ant-tag')).toHaveClass('ant-tag-red');
  });

  it("shows '🚫 No data found.' and logs when the list cannot be loaded", async () => {
    const server = installAdminServer();
    server.answer('GET /api/alladminacc/10/1', fail(500, 'Database down.'));
    renderPage(<UsersPage />, signedInAdmin);
    expect(await screen.findByText('🚫 No data found.')).toBeInTheDocument();
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith('[admin] loading accounts failed', expect.objectContaining({ status: 500 })));
  });
});

describe('UsersPage roles', () => {
  it('gives ADMIN New User and Change Status, Change Password and Delete on every row', async () => {
    installAdminServer({ accounts: [admin, rina, budi], websites });
    renderPage(<UsersPage />, signedInAdmin);
    await waitForRows(3);
    expect(screen.getByRole('button', { name: 'New User' })).toBeEnabled();
    for (const name of ['rina', 'budi']) {
      const r = within(row(name));
      expect(r.getAllByRole('button').map((b) => b.textContent)).toEqual(['Change Status', 'Change Password', 'Delete']);
      expect(r.getByRole('button', { name: 'Delete' })).toBeEnabled();
    }
    // The server refuses deactivating or deleting one's own account.
    expect(within(row('admin')).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(row('admin')).getByRole('button', { name: 'Change Status' })).toBeDisabled();
    expect(within(row('admin')).getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });

  it.each(['CHECKER', 'CS'] as const)('lets %s change only their own password', async (role) => {
    installAdminServer({ accounts: [admin, rina, budi], websites });
    renderPage(<UsersPage />, { account_name: 'rina', account_role: role, account_id: 7 });
    await waitForRows(3);
    expect(screen.queryByRole('button', { name: 'New User' })).not.toBeInTheDocument();
    expect(within(row('rina')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Change Password']);
    expect(within(row('admin')).queryAllByRole('button')).toHaveLength(0);
    expect(within(row('budi')).queryAllByRole('button')).toHaveLength(0);
  });
});

describe('UsersPage paging', () => {
  it('shows 10 per page by default, pages with the numbered buttons and goes to page 1 on a new size', async () => {
    const server = installAdminServer({ accounts: manyAccounts(23) });
    const { user } = renderPage(<UsersPage />, signedInAdmin);
    await waitForRows(10);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getAllByRole('button').map((b) => b.textContent)).toEqual(['Previous', '1', '2', '3', 'Next']);
    await user.click(within(pager).getByRole('button', { name: '3' }));
    await waitForRows(3);
    expect(within(pager).getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Entries per page' }), '5');
    await waitForRows(5);
    expect(within(pager).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(server.callsTo('/api/alladminacc/').filter((c) => !c.endsWith('/1000/1'))).toEqual([
      'GET /api/alladminacc/10/1',
      'GET /api/alladminacc/10/3',
      'GET /api/alladminacc/5/1',
    ]);
  });

  it('offers 5, 10, 20, 50 and 100 entries per page', async () => {
    installAdminServer({ accounts: [admin] });
    const { user } = renderPage(<UsersPage />, signedInAdmin);
    await waitForRows(1);
    expect(screen.getByRole('combobox', { name: 'Entries per page' }).closest('.ant-select')).toHaveTextContent('10');
    await user.click(screen.getByRole('combobox', { name: 'Entries per page' }));
    await waitFor(() => expect(openOptions()).toEqual(['5', '10', '20', '50', '100']));
  });

  it('moves back to page 1 after deleting the last row of page 2', async () => {
    const server = installAdminServer({ accounts: manyAccounts(11) });
    const { user } = renderPage(<UsersPage />, signedInAdmin);
    await waitForRows(10);
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitForRows(1);
    await user.click(within(row('staff10')).getByRole('button', { name: 'Delete' }));
    expect(confirmSpy).toHaveBeenCalledWith('Yakin ingin menghapus akun "staff10" (ID: 109)?');
    expect(await screen.findByText('Akun "staff10" berhasil dihapus.')).toBeInTheDocument();
    await waitForRows(10);
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: '2' })).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'DELETE' && c.path === '/api/deleteadminacc/109')).toBe(true);
  });
});

describe('UsersPage Delete', () => {
  it('does nothing when the browser confirm is declined', async () => {
    confirmSpy.mockReturnValue(false);
    const server = installAdminServer({ accounts: [admin, rina] });
    const { user } = renderPage(<UsersPage />, signedInAdmin);
    await waitForRows(2);
    await user.click(within(row('rina')).getByRole('button', { name: 'Delete' }));
    expect(confirmSpy).toHaveBeenCalledWith('Yakin ingin menghapus akun "rina" (ID: 7)?');
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('reports a refused delete with the server reason', async () => {
    const server = installAdminServer({ accounts: [admin, rina] });
    server.answer('DELETE /api/deleteadminacc/7', fail(409, 'The last active ADMIN account cannot be deleted.'));
    const { user } = renderPage(<UsersPage />, signedInAdmin);
    await waitForRows(2);
    await user.click(within(row('rina')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('❌ Gagal menghapus akun "rina".')).toBeInTheDocument();
    expect(screen.getByText('The last active ADMIN account cannot be deleted.')).toBeInTheDocument();
  });
});

describe('UsersPage Change Status', () => {
  it("asks 'Are you sure?' to deactivate an active account, shows 'Updating...' and reports the new status", async () => {
    const server = installAdminServer({ accounts: [admin, rina] });
    const release = server.hold('PUT /api/updatestatusadminacc/7');
    const { user } = renderPage(<UsersPage />, signedInAdmin);
    await waitForRows(2);
    await user.click(within(row('rina')).getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('deactivate the account "rina"');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Confirm' }));
    expect(await within(dialog).findByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Status "rina" diubah ke Inactive.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ account_status: false });
    await waitFor(() => expect(within(row('rina')).getByText('Inactive')).toBeInTheDocument());
  });

  it('says activate for an inactive account and reports a failure', async () => {
    const server = installAdminServer({ accounts: [admin, budi] });
    server.answer('PUT /api/updatestatusadminacc/8', fail(500));
    const { user } = renderPage(<UsersPage />, signedInAdmin);
    await waitForRows(2);
    await user.click(within(row('budi')).getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('activate the account "budi"');
    expect(dialog).not.toHaveTextContent('deactivate');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Confirm' }));
    expect(await screen.findByText('❌ Gagal mengubah status.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ account_status: true });
  });

  it('closes on Escape, on the backdrop and with the close button without calling the server', async () => {
    const server = installAdminServer({ accounts: [admin, rina] });
    const { user } = renderPage(<UsersPage />, signedInAdmin);
    await waitForRows(2);
    const open = async () => {
      await user.click(within(row('rina')).getByRole('button', { name: 'Change Status' }));
      return screen.findByRole('dialog');
    };
    await open();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await open();
    const wrap = document.querySelector<HTMLElement>('.ant-modal-wrap');
    if (!wrap) throw new Error('no modal backdrop');
    await user.click(wrap);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});

describe('UsersPage Change Password', () => {
  it("keeps 'Update Password' disabled while empty, then reports the change", async () => {
    const server = installAdminServer({ accounts: [admin, rina] });
    const { user } = renderPage(<UsersPage />, { account_name: 'rina', account_role: 'CHECKER', account_id: 7 });
    await waitForRows(2);
    await user.click(within(row('rina')).getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change Password')).toBeInTheDocument();
    const update = within(dialog).getByRole('button', { name: 'Update Password' });
    expect(update).toBeDisabled();
    await user.type(within(dialog).getByPlaceholderText('New password'), 'Baru-Pagi-2026');
    expect(update).toBeEnabled();
    await user.click(update);
    expect(await screen.findByText('Password untuk "rina" telah diperbarui.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', path: '/api/updatepassadminacc/7', body: { account_password: 'Baru-Pagi-2026' } });
  });

  it("reports '❌ Gagal memperbarui password.' when refused", async () => {
    const server = installAdminServer({ accounts: [admin, rina] });
    server.answer('PUT /api/updatepassadminacc/7', fail(403, 'Forbidden: you can only change your own password.'));
    const { user } = renderPage(<UsersPage />, signedInAdmin);
    await waitForRows(2);
    await user.click(within(row('rina')).getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('New password'), 'Rina-Pagi-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('❌ Gagal memperbarui password.')).toBeInTheDocument();
  });
  it('refuses a new password that breaks the password rule before calling the server', async () => {
    const server = installAdminServer({ accounts: [admin, rina] });
    const { user } = renderPage(<UsersPage />, signedInAdmin);
    await waitForRows(2);
    await user.click(within(row('rina')).getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByPlaceholderText('New password');
    await user.type(input, 'rina');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await within(dialog).findByText('Password minimal 12 karakter.')).toBeInTheDocument();
    await user.clear(input);
    await user.click(input);
    await user.paste('  Password1234 ');
    expect(await within(dialog).findByText('Password terlalu umum, pilih yang lain.')).toBeInTheDocument();
    await user.clear(input);
    await user.click(input);
    await user.paste('   ');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await within(dialog).findByText('Password tidak boleh hanya spasi.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('UsersPage Add New User', () => {
  async function openAdd() {
    const server = installAdminServer({ accounts: [admin], websites });
    const view = renderPage(<UsersPage />, signedInAdmin);
    await waitForRows(1);
    await view.user.click(screen.getByRole('button', { name: 'New User' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add New User')).toBeInTheDocument();
    return { server, dialog, user: view.user, submit: () => within(dialog).getByRole('button', { name: /^Submit/ }) };
  }

  it('enables Submit only with username, password and, for CHECKER and CS, a website', async () => {
    const { dialog, user, submit } = await openAdd();
    expect(within(dialog).getByLabelText('Role').closest('.ant-select')).toHaveTextContent('Admin');
    expect(submit()).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Username'), 'sari');
    expect(submit()).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password'), 'Sari-Pagi-2026');
    expect(submit()).toBeEnabled();

    const website = within(dialog).getByLabelText('Website');
    expect(website.closest('.ant-form-item')?.querySelector('.ant-form-item-required')).toBeNull();
    expect(website).toBeDisabled();
    await chooseOption(user, within(dialog).getByLabelText('Role'), 'Checker');
    expect(submit()).toBeDisabled();
    expect(website.closest('.ant-form-item')?.querySelector('.ant-form-item-required')).not.toBeNull();
    await user.click(website);
    await waitFor(() => expect(openOptions()).toEqual(['-- Select Website --', 'ABC — Abc Club', 'XYZ — Xyz']));
    await chooseOption(user, website, 'XYZ — Xyz');
    expect(submit()).toBeEnabled();
    await chooseOption(user, within(dialog).getByLabelText('Role'), 'CS');
    expect(submit()).toBeEnabled();
    await chooseOption(user, within(dialog).getByLabelText('Role'), 'Admin');
    expect(website.closest('.ant-select')).toHaveTextContent('-- Select Website --');
    expect(submit()).toBeEnabled();
  });

  it("creates an active account by the signed-in ADMIN, shows 'Submitting...', then the server message", async () => {
    const { server, dialog, user, submit } = await openAdd();
    const release = server.hold('POST /api/addadminacc');
    await user.type(within(dialog).getByLabelText('Username'), ' sari ');
    await user.type(within(dialog).getByLabelText('Password'), 'Sari-Pagi-2026');
    await chooseOption(user, within(dialog).getByLabelText('Role'), 'Checker');
    await chooseOption(user, within(dialog).getByLabelText('Website'), 'ABC — Abc Club');
    await user.click(submit());
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Account sari created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      account_name: 'sari',
      account_password: 'Sari-Pagi-2026',
      account_status: true,
      account_role: 'CHECKER',
      account_website: 1,
      account_created_by: 1,
    });
    await waitForRows(2);
  });

  it("falls back to 'User berhasil dibuat.' and reports '❌ Gagal membuat user.' with the reason", async () => {
    const { server, dialog, user, submit } = await openAdd();
    server.answer('POST /api/addadminacc', fail(409, 'Account name "sari" is already taken.'));
    await user.type(within(dialog).getByLabelText('Username'), 'sari');
    await user.type(within(dialog).getByLabelText('Password'), 'Sari-Pagi-2026');
    await user.click(submit());
    expect(await within(dialog).findByText('❌ Gagal membuat user.')).toBeInTheDocument();
    expect(within(dialog).getByText('Account name "sari" is already taken.')).toBeInTheDocument();
    server.answer('POST /api/addadminacc', () => new Response(JSON.stringify({ success: true, account_id: 5 }), { status: 201 }));
    await user.click(submit());
    expect(await screen.findByText('User berhasil dibuat.')).toBeInTheDocument();
  });

  it('shows the password rule under the field once it is left and sends nothing that breaks it', async () => {
    const { server, dialog, user, submit } = await openAdd();
    await user.type(within(dialog).getByLabelText('Username'), 'sari-lestari-cs');
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'a');
    expect(within(dialog).queryByText('Password minimal 12 karakter.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Username'));
    expect(within(dialog).getByText('Password minimal 12 karakter.')).toBeInTheDocument();
    await user.clear(password);
    await user.click(password);
    await user.paste('SARI-LESTARI-CS');
    expect(await within(dialog).findByText('Password tidak boleh sama dengan nama akun.')).toBeInTheDocument();
    await user.click(submit());
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.clear(password);
    await user.click(password);
    await user.paste('sari punya 12');
    await waitFor(() => expect(within(dialog).queryByText('Password tidak boleh sama dengan nama akun.')).not.toBeInTheDocument());
    await user.click(submit());
    await waitFor(() => expect(server.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ account_name: 'sari-lestari-cs', account_password: 'sari punya 12' }));
  });

  it('toggles the password between hidden and shown', async () => {
    const { dialog, user } = await openAdd();
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('img', { name: /eye-invisible/ }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
