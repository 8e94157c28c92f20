import { screen, waitFor, within } from '@testing-library/react';
import type { WhitelistEntry } from '@checker/api';
import { ADMIN_ACCOUNT, columnTitles, fail, installAdminServer, renderPage, spyOnFailureLogs, tableRows, waitForRows } from '../../test-utils';
import WhitelistPage from './WhitelistPage';

const admin = ADMIN_ACCOUNT;

function entry(id: number, ip: string, extra: Partial<WhitelistEntry> = {}): WhitelistEntry {
  return { Whitelist_id: id, Whitelist_ip: ip, Whitelist_status: true, Whitelist_last_edited_at: null, Whitelist_last_edited_by: null, ...extra };
}

const loopback = entry(1, '127.0.0.1');
const office = entry(2, '203.0.113.7', { Whitelist_status: false, Whitelist_last_edited_at: '2025-01-06T17:05:09.000Z', Whitelist_last_edited_by: 1 });
const signedInAdmin = { account_name: 'admin', account_role: 'ADMIN' as const, account_id: 1 };

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = spyOnFailureLogs();
});
afterEach(() => errorSpy.mockRestore());

function row(ip: string): HTMLElement {
  const tr = screen.getAllByRole('cell').find((c) => c.textContent === ip)?.closest('tr');
  if (!tr) throw new Error(`no row for ${ip}`);
  return tr;
}

async function openAddWl() {
  const server = installAdminServer({ accounts: [admin], whitelist: [loopback] });
  const { user } = renderPage(<WhitelistPage />, signedInAdmin);
  await waitForRows(1);
  await user.click(screen.getByRole('button', { name: 'Add WL' }));
  const dialog = await screen.findByRole('dialog');
  return { server, user, dialog, input: within(dialog).getByLabelText('IP Address'), submit: within(dialog).getByRole('button', { name: 'Submit' }) };
}

describe('WhitelistPage', () => {
  it('lists IP Address, Status, Last Edited, Last Edited By, Remove and Change Status, 100 per page', async () => {
    const server = installAdminServer({ accounts: [admin], whitelist: [loopback, office] });
    renderPage(<WhitelistPage />, signedInAdmin);
    await waitForRows(2);
    expect(columnTitles()).toEqual(['IP Address', 'Status', 'Last Edited', 'Last Edited By', 'Remove', 'Change Status']);
    await waitFor(() => expect(tableRows()[1]?.[3]).toBe('admin'));
    expect(tableRows()).toEqual([
      ['127.0.0.1', 'Active', '-', '-', 'Remove', 'Change Status'],
      ['203.0.113.7', 'Inactive', 'Selasa, 7 Januari 2025 pukul 00.05.09', 'admin', 'Remove', 'Change Status'],
    ]);
    expect(server.callsTo('/api/viewwhitelist')).toEqual(['GET /api/viewwhitelist/100/1']);
  });

  it('enables Add WL, Remove and Change Status for ADMIN only', async () => {
    installAdminServer({ accounts: [admin], whitelist: [loopback] });
    renderPage(<WhitelistPage />, { account_name: 'rina', account_role: 'CHECKER' });
    await waitForRows(1);
    expect(screen.getByRole('button', { name: 'Add WL' })).toBeDisabled();
    expect(within(row('127.0.0.1')).getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(within(row('127.0.0.1')).getByRole('button', { name: 'Change Status' })).toBeDisabled();
  });

  it("asks 'Are you sure?', toggles the status by sending the negated value, then shows the result", async () => {
    const server = installAdminServer({ accounts: [admin], whitelist: [loopback, office] });
    const release = server.hold('PUT /api/updatestatuswhitelist/2');
    const { user } = renderPage(<WhitelistPage />, signedInAdmin);
    await waitForRows(2);
    await user.click(within(row('203.0.113.7')).getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Yakin ingin mengaktifkan IP 203.0.113.7?');
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Confirm' }));
    expect(await within(dialog).findByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Status IP "203.0.113.7" diubah ke Active.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(row('203.0.113.7')).getByText('Active')).toBeInTheDocument());
    expect(server.calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', path: '/api/updatestatuswhitelist/2', body: { Whitelist_status: true } });
  });

  it('says deactivate for an active address and changes nothing on Cancel', async () => {
    const server = installAdminServer({ accounts: [admin], whitelist: [loopback, office] });
    const { user } = renderPage(<WhitelistPage />, signedInAdmin);
    await waitForRows(2);
    await user.click(within(row('127.0.0.1')).getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Yakin ingin menonaktifkan IP 127.0.0.1?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(within(row('127.0.0.1')).getByText('Active')).toBeInTheDocument();
  });

  it('removes after confirmation and only logs a refused remove or toggle', async () => {
    const server = installAdminServer({ accounts: [admin], whitelist: [loopback, office] });
    server.answer('DELETE /api/deletewhitelist/1', fail(409, 'You cannot remove the address you are connected from (127.0.0.1).'));
    server.answer('PUT /api/updatestatuswhitelist/1', fail(409, 'You cannot deactivate the address you are connected from (127.0.0.1).'));
    const { user } = renderPage(<WhitelistPage />, signedInAdmin);
    await waitForRows(2);
    await user.click(within(row('203.0.113.7')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hapus IP 203.0.113.7 dari whitelist?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Remove' }));
    await waitForRows(1);

    await user.click(within(row('127.0.0.1')).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Remove' }));
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith('[admin] removing a whitelist entry failed', expect.objectContaining({ status: 409 })));
    await user.click(within(row('127.0.0.1')).getByRole('button', { name: 'Change Status' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Confirm' }));
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith('[admin] changing a whitelist status failed', expect.objectContaining({ status: 409 })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(tableRows()).toHaveLength(1);
  });

  it("shows '🚫 No data found.' and logs when the list cannot be loaded", async () => {
    const server = installAdminServer({ accounts: [admin] });
    server.answer('GET /api/viewwhitelist/100/1', fail(500));
    renderPage(<WhitelistPage />, signedInAdmin);
    expect(await screen.findByText('🚫 No data found.')).toBeInTheDocument();
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith('[admin] loading the whitelist failed', expect.anything()));
  });
});

describe('Add WL', () => {
  it('keeps digits and dots only and refuses anything but four groups of 1 to 3 digits', async () => {
    const { server, user, input, submit, dialog } = await openAddWl();
    await user.type(input, '10a.0,0.x');
    expect(input).toHaveValue('10.00.');
    await user.click(submit);
    expect(await within(dialog).findByText('❌ IP format is invalid. Please use format like 192.168.1.1')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '1234.1.1.1');
    await user.click(submit);
    expect(await within(dialog).findByText('❌ IP format is invalid. Please use format like 192.168.1.1')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('adds a valid IPv4 address and shows the server message', async () => {
    const { server, user, input, submit } = await openAddWl();
    await user.type(input, '10.20.30.40');
    await user.click(submit);
    expect(await screen.findByText('IP 10.20.30.40 added to the whitelist.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ whitelist_ip: '10.20.30.40' });
    await waitForRows(2);
  });

  it('accepts an IPv6 literal once a colon is typed', async () => {
    const { server, user, input, submit } = await openAddWl();
    await user.type(input, '2001:DB8::1');
    expect(input).toHaveValue('2001:DB8::1');
    await user.click(submit);
    await waitForRows(2);
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ whitelist_ip: '2001:DB8::1' });
  });

  it('keeps the dialog open with the server reason when the address is refused', async () => {
    const { server, user, input, submit, dialog } = await openAddWl();
    server.answer('POST /api/createwhitelist', fail(409, 'IP 127.0.0.1 is already in the whitelist.'));
    await user.type(input, '127.0.0.1');
    await user.click(submit);
    expect(await within(dialog).findByText('❌ Gagal menambahkan IP.')).toBeInTheDocument();
    expect(within(dialog).getByText('IP 127.0.0.1 is already in the whitelist.')).toBeInTheDocument();
  });
});
