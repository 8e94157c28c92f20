import { screen, waitFor, within } from '@testing-library/react';
import type { AkunBank, WebsiteOption } from '@checker/api';
import { ADMIN_ACCOUNT, chooseOption, columnTitles, fail, installAdminServer, openOptions, renderPage, spyOnFailureLogs, tableRows, waitForRows } from '../../test-utils';
import DataBankPage from './DataBankPage';

const admin = ADMIN_ACCOUNT;
const websites: WebsiteOption[] = [
  { website_id: 1, website_name: 'Abc Club', website_code: 'ABC', website_panel: 'NEXUS' },
  { website_id: 2, website_name: 'Xyz', website_code: 'XYZ', website_panel: 'LUXE' },
];

function akun(id: number, code: string, extra: Partial<AkunBank> = {}): AkunBank {
  return {
    akun_bank_id: id,
    akun_bank_website: code === 'ABC' ? 1 : 2,
    akun_bank_website_code: code,
    akun_bank_jenis_transaksi: 'DEPO',
    akun_bank_bank: 'BCA',
    akun_bank_name: `Holder ${id}`,
    akun_bank_no: `0123${id}`,
    akun_bank_status: true,
    akun_bank_created_by: 1,
    akun_bank_last_edited_at: null,
    akun_bank_last_edited_by: null,
    ...extra,
  };
}

const budi = akun(1, 'ABC', { akun_bank_name: 'Budi', akun_bank_no: '1234567890', akun_bank_last_edited_at: '2025-01-06T17:05:09.000Z', akun_bank_last_edited_by: 1 });
const sari = akun(2, 'ABC', { akun_bank_name: 'Sari', akun_bank_bank: 'LINKAJA', akun_bank_jenis_transaksi: 'WD', akun_bank_no: '0812', akun_bank_status: false, akun_bank_last_edited_by: 77 });
const xyzRow = akun(3, 'XYZ', { akun_bank_name: 'Xena' });
const signedInAdmin = { account_name: 'admin', account_role: 'ADMIN' as const, account_id: 1 };
const signedInChecker = { account_name: 'rina', account_role: 'CHECKER' as const, account_id: 7, account_website: 1 };

let alertSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  errorSpy = spyOnFailureLogs();
});
afterEach(() => {
  alertSpy.mockRestore();
  errorSpy.mockRestore();
});

function row(name: string): HTMLElement {
  const tr = screen.getAllByRole('cell').find((c) => c.textContent === name)?.closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return tr;
}

const websiteSelect = () => screen.getByRole('combobox', { name: 'Website' });

async function showWebsite(user: ReturnType<typeof renderPage>['user'], label: string, rows: number) {
  await chooseOption(user, websiteSelect(), label);
  return waitForRows(rows);
}

describe('DataBankPage', () => {
  it("lets ADMIN pick any website and shows every column, 'No data' before that", async () => {
    const server = installAdminServer({ accounts: [admin], websites, akunBank: [budi, sari, xyzRow] });
    const { user } = renderPage(<DataBankPage />, signedInAdmin);
    expect(screen.getByRole('heading', { level: 3, name: 'Data Bank' })).toBeInTheDocument();
    expect(screen.getByText('Table Data Bank')).toBeInTheDocument();
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(websiteSelect()).toBeEnabled();
    await user.click(websiteSelect());
    await waitFor(() => expect(openOptions()).toEqual(['-- Select Website --', 'ABC — Abc Club', 'XYZ — Xyz']));
    await showWebsite(user, 'ABC — Abc Club', 2);
    expect(columnTitles()).toEqual(['Website', 'Jenis Transaksi', 'Bank', 'Account Name', 'Account Number', 'Status', 'Last Edited', 'Last Edited By', 'Action']);
    await waitFor(() => expect(tableRows()[0]?.[7]).toBe('admin'));
    expect(tableRows()).toEqual([
      ['ABC', 'DEPO', 'BCA', 'Budi', '1234567890', 'Active', 'Selasa, 7 Januari 2025 pukul 00.05.09', 'admin', 'DeactivateRemove'],
      ['ABC', 'WD', 'LinkAja', 'Sari', '0812', 'Inactive', '-', '77', 'ActivateRemove'],
    ]);
    expect(screen.getByText('Showing page 1 of 1')).toBeInTheDocument();
    expect(server.callsTo('/api/viewakunbank')).toEqual(['GET /api/viewakunbank/abc/100/1']);
  });

  it('shows CHECKER only their own website, selected and locked, with Add enabled and the actions disabled', async () => {
    const server = installAdminServer({ accounts: [admin], websites, akunBank: [budi, sari, xyzRow] });
    renderPage(<DataBankPage />, signedInChecker);
    await waitForRows(2);
    expect(websiteSelect()).toBeDisabled();
    expect(websiteSelect().closest('.ant-select')).toHaveTextContent('ABC — Abc Club');
    expect(screen.getByRole('button', { name: 'Add Data Bank' })).toBeEnabled();
    for (const name of ['Budi', 'Sari']) {
      for (const button of within(row(name)).getAllByRole('button')) expect(button).toBeDisabled();
    }
    expect(server.callsTo('/api/viewakunbank')).toEqual(['GET /api/viewakunbank/abc/100/1']);
  });

  it('disables Add Data Bank for CS', async () => {
    installAdminServer({ accounts: [admin], websites, akunBank: [budi] });
    renderPage(<DataBankPage />, { account_name: 'cs1', account_role: 'CS', account_website: 1 });
    await waitForRows(1);
    expect(screen.getByRole('button', { name: 'Add Data Bank' })).toBeDisabled();
  });

  it('pages by 100 with Previous / numbers / Next and returns to page 1 when the website changes', async () => {
    const server = installAdminServer({ accounts: [admin], websites, akunBank: [xyzRow] });
    // 205 rows on the server: each page answers a few of them with the total, to keep jsdom quick.
    for (const page of [1, 2, 3]) {
      server.answer(`GET /api/viewakunbank/abc/100/${page}`, () => {
        const response = new Response(JSON.stringify([akun(page * 10, 'ABC'), akun(page * 10 + 1, 'ABC')]), { status: 200 });
        response.headers.set('x-total-count', '205');
        return response;
      });
    }
    const { user } = renderPage(<DataBankPage />, signedInAdmin);
    await showWebsite(user, 'ABC — Abc Club', 2);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(screen.getByText('Showing page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getAllByRole('button').map((b) => b.textContent)).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await screen.findByText('Holder 20');
    await user.click(within(pager).getByRole('button', { name: '3' }));
    await screen.findByText('Holder 30');
    expect(screen.getByText('Showing page 3 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await showWebsite(user, 'XYZ — Xyz', 1);
    expect(screen.getByText('Showing page 1 of 1')).toBeInTheDocument();
    expect(server.callsTo('/api/viewakunbank')).toEqual([
      'GET /api/viewakunbank/abc/100/1',
      'GET /api/viewakunbank/abc/100/2',
      'GET /api/viewakunbank/abc/100/3',
      'GET /api/viewakunbank/xyz/100/1',
    ]);
  });

  it("asks 'Confirm Action' before a toggle and a remove, then reloads the list", async () => {
    const server = installAdminServer({ accounts: [admin], websites, akunBank: [budi, sari] });
    const { user } = renderPage(<DataBankPage />, signedInAdmin);
    await showWebsite(user, 'ABC — Abc Club', 2);

    await user.click(within(row('Budi')).getByRole('button', { name: 'Deactivate' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm Action')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Activate or Deactivate bank account Budi (1234567890)?');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['Cancel', 'Yes, Confirm']));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Confirm' }));
    await waitFor(() => expect(within(row('Budi')).getByRole('button', { name: 'Activate' })).toBeInTheDocument());
    expect(server.calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', path: '/api/updatestatusakunbank/1', body: { akun_bank_status: false } });

    await user.click(within(row('Sari')).getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove bank account Sari (LINKAJA - 0812)?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(row('Sari')).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Remove' }));
    await waitForRows(1);
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/deleteakunbank/2']);
  });

  it('ignores a refused remove apart from logging it', async () => {
    const server = installAdminServer({ accounts: [admin], websites, akunBank: [budi] });
    server.answer('DELETE /api/deleteakunbank/1', fail(409, 'Bank account 1 is still used by uploaded statements; deactivate it instead.'));
    const { user } = renderPage(<DataBankPage />, signedInAdmin);
    await showWebsite(user, 'ABC — Abc Club', 1);
    await user.click(within(row('Budi')).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Remove' }));
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith('[admin] remove of bank account 1 failed', expect.objectContaining({ status: 409 })));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(tableRows()).toHaveLength(1);
  });
});

describe('Add New Data Bank', () => {
  async function openAdd(account: Parameters<typeof renderPage>[1] = signedInAdmin) {
    const server = installAdminServer({ accounts: [admin], websites, akunBank: [budi] });
    const view = renderPage(<DataBankPage />, account);
    if (account?.account_role !== 'ADMIN') await waitForRows(1);
    await view.user.click(screen.getByRole('button', { name: 'Add Data Bank' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add New Data Bank')).toBeInTheDocument();
    const field = (label: string) => within(dialog).getByLabelText(label);
    return { server, user: view.user, dialog, field, submit: () => within(dialog).getByRole('button', { name: /^Submit/ }) };
  }

  it("offers Deposit / Withdraw and the searchable bank list with LinkAja and GoPay", async () => {
    const { user, field } = await openAdd();
    await user.click(field('Jenis Transaksi'));
    await waitFor(() => expect(openOptions()).toEqual(['-- Pilih Jenis Transaksi --', 'Deposit', 'Withdraw']));
    await user.click(field('Jenis Transaksi'));
    await waitFor(() => expect(field('Jenis Transaksi')).toHaveAttribute('aria-expanded', 'false'));
    await user.click(field('Bank'));
    await waitFor(() => expect(openOptions()).toEqual(['BCA', 'BRI', 'MANDIRI', 'BNI', 'CIMB', 'OVO', 'DANA', 'LinkAja', 'GoPay']));
    await user.type(field('Bank'), 'go');
    await waitFor(() => expect(openOptions()).toEqual(['GoPay']));
  });

  it("alerts 'Semua field wajib diisi.' until every field has more than spaces, and keeps digits only in the number", async () => {
    const { server, user, field, submit } = await openAdd();
    await user.click(submit());
    expect(alertSpy).toHaveBeenLastCalledWith('Semua field wajib diisi.');
    await chooseOption(user, field('Website'), 'XYZ — Xyz');
    await chooseOption(user, field('Jenis Transaksi'), 'Withdraw');
    await chooseOption(user, field('Bank'), 'GoPay');
    await user.type(field('Account Name'), '   ');
    await user.type(field('Account Number'), '08-12 a34');
    expect(field('Account Number')).toHaveValue('081234');
    await user.click(submit());
    expect(alertSpy).toHaveBeenCalledTimes(2);
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("sends trimmed, uppercased fields by the signed-in account, shows 'Submitting...', closes and refreshes", async () => {
    const { server, user, dialog, field, submit } = await openAdd(signedInChecker);
    expect(field('Website')).toHaveValue('ABC — Abc Club');
    expect(field('Website')).toHaveAttribute('readonly');
    const release = server.hold('POST /api/createakunbank');
    await chooseOption(user, field('Jenis Transaksi'), 'Deposit');
    await chooseOption(user, field('Bank'), 'LinkAja');
    await user.type(field('Account Name'), '  Dewi Lestari ');
    await user.type(field('Account Number'), ' 0812 3456 ');
    await user.click(submit());
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Bank account Dewi Lestari created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      akun_bank_website: 1,
      akun_bank_jenis_transaksi: 'DEPO',
      akun_bank_bank: 'LINKAJA',
      akun_bank_name: 'Dewi Lestari',
      akun_bank_no: '08123456',
      akun_bank_created_by: 7,
    });
    await waitForRows(2);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("starts empty on the next opening, and reports 'Akun bank berhasil dibuat.' or '❌ Gagal membuat akun bank.'", async () => {
    const { server, user, dialog, field, submit } = await openAdd();
    server.answer('POST /api/createakunbank', fail(409, 'Bank account BCA 111 (DEPO) already exists for website ABC.'));
    await chooseOption(user, field('Website'), 'ABC — Abc Club');
    await chooseOption(user, field('Jenis Transaksi'), 'Deposit');
    await chooseOption(user, field('Bank'), 'BCA');
    await user.type(field('Account Name'), 'Budi');
    await user.type(field('Account Number'), '111');
    await user.click(submit());
    expect(await within(dialog).findByText('❌ Gagal membuat akun bank.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bank account BCA 111 (DEPO) already exists for website ABC.')).toBeInTheDocument();
    server.answer('POST /api/createakunbank', () => new Response(JSON.stringify({ success: true, akun_bank_id: 50 }), { status: 201 }));
    await user.click(submit());
    expect(await screen.findByText('Akun bank berhasil dibuat.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add Data Bank' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByLabelText('Account Name')).toHaveValue('');
    expect(within(again).getByLabelText('Account Number')).toHaveValue('');
  });

  it("shows '-- No Website --' to an ADMIN when there is no website", async () => {
    installAdminServer({ accounts: [admin] });
    const { user } = renderPage(<DataBankPage />, signedInAdmin);
    await user.click(screen.getByRole('button', { name: 'Add Data Bank' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Website').closest('.ant-select')).toHaveTextContent('-- No Website --'));
  });
});
