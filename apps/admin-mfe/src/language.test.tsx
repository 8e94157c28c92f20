import { screen, waitFor, within } from '@testing-library/react';
import type { PostingWindowAnswer } from '@checker/domain';
import { jsonResponse } from '@checker/test-kit/fake-api';
import { ADMIN_ACCOUNT, columnTitles, installAdminServer, renderPage, waitForRows } from './test-utils';
import PostingWindowPage from './pages/posting-window/PostingWindowPage';
import UsersPage from './pages/users/UsersPage';
import WhitelistPage from './pages/whitelist/WhitelistPage';

const signedInAdmin = { account_name: 'admin', account_role: 'ADMIN' as const, account_id: 1 };

const postingWindow: PostingWindowAnswer = {
  default_working_days: 1,
  max_working_days: 5,
  sources: [{ source: 'BCA', working_days: 1, is_default: true, edited_by: null, edited_at: null }],
  holidays: [{ date: '17-Aug-2025', name: 'Hari Kemerdekaan', created_by: 1, created_at: '2025-01-06T17:05:09.000Z' }],
};

/** The header's language switch keeps the choice in localStorage `language`; the admin pages read it from there. */
describe('the admin pages in English', () => {
  beforeEach(() => window.localStorage.setItem('language', 'en'));
  afterEach(() => window.localStorage.removeItem('language'));

  it('words the Whitelist page, its status question and the Add WL help in English; spec texts stay as quoted', async () => {
    installAdminServer({
      accounts: [ADMIN_ACCOUNT],
      whitelist: [{ Whitelist_id: 2, Whitelist_ip: '203.0.113.7', Whitelist_status: false, Whitelist_last_edited_at: null, Whitelist_last_edited_by: null }],
    });
    const { user } = renderPage(<WhitelistPage />, signedInAdmin);
    await waitForRows(1);
    expect(screen.getByText('List Whitelist')).toBeInTheDocument();
    expect(columnTitles()).toEqual(['IP Address', 'Status', 'Last Edited', 'Last Edited By', 'Remove', 'Change Status']);
    await user.click(screen.getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Do you really want to activate IP 203.0.113.7?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Confirm' }));
    expect(await screen.findByText('The status of IP "203.0.113.7" is now Active.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add WL' }));
    const add = await screen.findByRole('dialog');
    expect(within(add).getByText('IPv4 like 192.168.1.1; type a ":" to enter an IPv6 address like 2001:db8::1.')).toBeInTheDocument();
    await user.type(within(add).getByLabelText('IP Address'), '10.0');
    await user.click(within(add).getByRole('button', { name: 'Submit' }));
    expect(await within(add).findByText('❌ IP format is invalid. Please use format like 192.168.1.1')).toBeInTheDocument();
  });

  it('words the Posting Window page in English', async () => {
    const server = installAdminServer({ accounts: [ADMIN_ACCOUNT] });
    server.answer('GET /api/postingwindow', () => jsonResponse(200, postingWindow));
    renderPage(<PostingWindowPage />, signedInAdmin);
    expect(await screen.findByRole('combobox', { name: 'Working days of BCA' })).toBeInTheDocument();
    expect(screen.getByText('List Posting Window')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: 'Holidays' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Holiday' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
    await waitFor(() => expect(columnTitles()).toEqual(['Source', 'Working Days', 'Last Edited', 'Last Edited By', 'Reset', 'Date', 'Name', 'Added', 'Added By', 'Remove']));
  });

  it("tells an ADMIN in English why their own row's Delete is disabled", async () => {
    installAdminServer({ accounts: [ADMIN_ACCOUNT] });
    renderPage(<UsersPage />, signedInAdmin);
    await waitForRows(1);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('title', 'You cannot deactivate or delete your own account.');
  });
});

describe('the admin pages in Indonesian (the default)', () => {
  it("words what the spec does not quote in Indonesian and keeps the spec's texts", async () => {
    installAdminServer({ accounts: [ADMIN_ACCOUNT] });
    renderPage(<UsersPage />, signedInAdmin);
    await waitForRows(1);
    expect(screen.getByText('List User')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('title', 'Anda tidak dapat menonaktifkan atau menghapus akun Anda sendiri.');
  });
});
