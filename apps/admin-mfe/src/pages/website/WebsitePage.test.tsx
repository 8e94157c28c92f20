import { screen, waitFor, within } from '@testing-library/react';
import type { Website } from '@checker/api';
import { ADMIN_ACCOUNT, chooseOption, columnTitles, fail, installAdminServer, openOptions, renderPage, spyOnFailureLogs, tableRows, waitForRows } from '../../test-utils';
import WebsitePage from './WebsitePage';

const admin = ADMIN_ACCOUNT;
const abc: Website = { website_id: 1, website_name: 'Abc Club', website_code: 'ABC', website_panel: 'NEXUS', website_last_edited_at: '2025-01-06T17:05:09.000Z', website_last_edited_by: 1 };
const old: Website = { website_id: 2, website_name: 'Old Site', website_code: 'OLD', website_panel: 'LEXUS', website_last_edited_at: null, website_last_edited_by: 42 };
const signedInAdmin = { account_name: 'admin', account_role: 'ADMIN' as const, account_id: 1 };

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = spyOnFailureLogs();
});
afterEach(() => errorSpy.mockRestore());

function row(code: string): HTMLElement {
  const tr = screen.getAllByRole('cell').find((c) => c.textContent === code)?.closest('tr');
  if (!tr) throw new Error(`no row for ${code}`);
  return tr;
}

async function openAddWebsite() {
  const server = installAdminServer({ accounts: [admin], websites: [abc] });
  const { user } = renderPage(<WebsitePage />, signedInAdmin);
  await waitForRows(1);
  await user.click(screen.getByRole('button', { name: 'Add Website' }));
  const dialog = await screen.findByRole('dialog');
  return {
    server,
    user,
    dialog,
    name: within(dialog).getByLabelText('Website Name'),
    code: within(dialog).getByLabelText('Code'),
    panel: within(dialog).getByLabelText('Panel'),
    submit: within(dialog).getByRole('button', { name: 'Submit' }),
  };
}

describe('WebsitePage', () => {
  it('lists Website Name, Code, Panel (LEXUS read as LUXE), Last Edited, Last Edited By and Remove', async () => {
    const server = installAdminServer({ accounts: [admin], websites: [abc, old] });
    renderPage(<WebsitePage />, signedInAdmin);
    await waitForRows(2);
    expect(columnTitles()).toEqual(['Website Name', 'Code', 'Panel', 'Last Edited', 'Last Edited By', 'Remove']);
    await waitFor(() => expect(tableRows()[0]?.[4]).toBe('admin'));
    expect(tableRows()).toEqual([
      ['Abc Club', 'ABC', 'NEXUS', 'Selasa, 7 Januari 2025 pukul 00.05.09', 'admin', 'Remove'],
      ['Old Site', 'OLD', 'LUXE', '-', '42', 'Remove'],
    ]);
    expect(server.callsTo('/api/viewwebsite')).toEqual(['GET /api/viewwebsite/100/1']);
  });

  it('enables Add Website and Remove for ADMIN only', async () => {
    installAdminServer({ accounts: [admin], websites: [abc] });
    renderPage(<WebsitePage />, { account_name: 'rina', account_role: 'CHECKER' });
    await waitForRows(1);
    expect(screen.getByRole('button', { name: 'Add Website' })).toBeDisabled();
    expect(within(row('ABC')).getByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  it('removes after confirmation and shows why the server refuses', async () => {
    const server = installAdminServer({ accounts: [admin], websites: [abc, old] });
    server.answer('DELETE /api/deletewebsite/1', fail(409, 'Website ABC still has 2 accounts; remove them first.'));
    const { user } = renderPage(<WebsitePage />, signedInAdmin);
    await waitForRows(2);
    await user.click(within(row('ABC')).getByRole('button', { name: 'Remove' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hapus website ABC (Abc Club)?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Remove' }));
    expect(await screen.findByText('❌ Gagal menghapus website.')).toBeInTheDocument();
    expect(screen.getByText('Website ABC still has 2 accounts; remove them first.')).toBeInTheDocument();

    await user.click(within(row('OLD')).getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Remove' }));
    await waitForRows(1);
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/deletewebsite/1', '/api/deletewebsite/2']);
  });

  it('shows a name written as markup as text, in the table and in the Remove dialog', async () => {
    const markup = '<img src=x onerror="window.__injected=1"><b>bold</b>';
    installAdminServer({ accounts: [admin], websites: [{ ...abc, website_name: markup }] });
    const { user } = renderPage(<WebsitePage />, signedInAdmin);
    await waitForRows(1);
    expect(tableRows()[0]?.[0]).toBe(markup);
    await user.click(within(row('ABC')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(`Hapus website ABC (${markup})?`);
    expect(document.querySelectorAll('img[src="x"], b')).toHaveLength(0);
    expect((window as Window & { __injected?: number }).__injected).toBeUndefined();
  });

  it("shows '🚫 No data found.' and logs when the list cannot be loaded", async () => {
    const server = installAdminServer({ accounts: [admin] });
    server.answer('GET /api/viewwebsite/100/1', fail(500));
    renderPage(<WebsitePage />, signedInAdmin);
    expect(await screen.findByText('🚫 No data found.')).toBeInTheDocument();
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith('[admin] loading websites failed', expect.anything()));
  });
});

describe('Add Website', () => {
  it("needs name, code and panel: '❌ Website Name, Code, dan Panel wajib diisi.'", async () => {
    const { server, user, dialog, name, code, submit } = await openAddWebsite();
    await user.click(submit);
    expect(await within(dialog).findByText('❌ Website Name, Code, dan Panel wajib diisi.')).toBeInTheDocument();
    await user.type(name, 'Nova');
    await user.type(code, '-._ ');
    await user.click(submit);
    expect(within(dialog).getByText('❌ Website Name, Code, dan Panel wajib diisi.')).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('forces the code to uppercase letters and digits, defaults the panel to NEXUS and offers NEXUS and LUXE', async () => {
    const { server, user, name, code, panel, submit } = await openAddWebsite();
    await user.type(name, '  Nova Club ');
    await user.type(code, 'nv-88 x');
    expect(code).toHaveValue('NV88X');
    expect(panel.closest('.ant-select')).toHaveTextContent('NEXUS');
    await user.click(panel);
    await waitFor(() => expect(openOptions()).toEqual(['NEXUS', 'LUXE']));
    await chooseOption(user, panel, 'LUXE');
    await user.click(submit);
    expect(await screen.findByText('Website NV88X created.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ website_name: 'Nova Club', website_code: 'NV88X', website_panel: 'LUXE' });
    await waitForRows(2);
  });

  it("falls back to 'Website berhasil ditambahkan.' and shows '❌ Gagal menambahkan website.' with the 409 reason", async () => {
    const { server, user, dialog, name, code, submit } = await openAddWebsite();
    server.answer('POST /api/createwebsite', fail(409, 'Website code ABC already exists.'));
    await user.type(name, 'Abc Again');
    await user.type(code, 'abc');
    await user.click(submit);
    expect(await within(dialog).findByText('❌ Gagal menambahkan website.')).toBeInTheDocument();
    expect(within(dialog).getByText('Website code ABC already exists.')).toBeInTheDocument();
    server.answer('POST /api/createwebsite', () => new Response(JSON.stringify({ website_id: 9 }), { status: 201 }));
    await user.click(submit);
    expect(await screen.findByText('Website berhasil ditambahkan.')).toBeInTheDocument();
  });
});
