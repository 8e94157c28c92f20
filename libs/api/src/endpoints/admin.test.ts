import { waitFor } from '@testing-library/react';
import { adminApi } from './admin';
import { createAppStore } from '../store';
import { installFakeServer, jsonResponse } from '@checker/test-kit/fake-api';

function withTotal(body: unknown, total: number): Response {
  const response = jsonResponse(200, body);
  response.headers.set('x-total-count', String(total));
  return response;
}

describe('admin endpoints', () => {
  it('reads a page with the total from x-total-count', async () => {
    installFakeServer({ 'GET /api/alladminacc/10/2': async () => withTotal([{ account_id: 11, account_name: 'rina', all_data: 3 }], 11) });
    const store = createAppStore({ cookieString: '' });
    const result = await store.dispatch(adminApi.endpoints.accounts.initiate({ pageSize: 10, page: 2 }));
    expect(result.data).toEqual({ rows: [{ account_id: 11, account_name: 'rina', all_data: 3 }], total: 11 });
  });

  it('asks for akun bank with the website code in lowercase', async () => {
    const { calls } = installFakeServer({ 'GET /api/viewakunbank/abc/100/1': { status: 200, body: [{ akun_bank_id: 1, all_data: 1 }] } });
    const store = createAppStore({ cookieString: '' });
    const result = await store.dispatch(adminApi.endpoints.akunBankPage.initiate({ websiteCode: 'ABC', pageSize: 100, page: 1 }));
    expect(calls.map((c) => c.path)).toEqual(['/api/viewakunbank/abc/100/1']);
    expect(result.data?.total).toBe(1);
  });

  it('sends each change with the spec payload and reloads the open list', async () => {
    let listed = 0;
    const { calls } = installFakeServer({
      'GET /api/viewwhitelist/100/1': async () => {
        listed += 1;
        return jsonResponse(200, []);
      },
      'PUT /api/updatestatuswhitelist/4': { status: 200, body: { success: true, message: 'IP 10.0.0.4 is now Inactive.' } },
    });
    const store = createAppStore({ cookieString: '' });
    const list = store.dispatch(adminApi.endpoints.whitelistPage.initiate({ pageSize: 100, page: 1 }));
    await list;
    await store.dispatch(adminApi.endpoints.setWhitelistIpStatus.initiate({ id: 4, Whitelist_status: false }));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ Whitelist_status: false });
    await waitFor(() => expect(listed).toBe(2));
    list.unsubscribe();
  });

  it('hands the server message of a refused change to the caller', async () => {
    installFakeServer({ 'POST /api/createwebsite': { status: 409, body: { message: 'Website code ABC already exists.' } } });
    const store = createAppStore({ cookieString: '' });
    const result = await store.dispatch(adminApi.endpoints.addWebsite.initiate({ website_name: 'Abc', website_code: 'ABC', website_panel: 'NEXUS' }));
    expect(result.error).toMatchObject({ status: 409, data: { message: 'Website code ABC already exists.' } });
  });

  it('sends only the fields the server declares, even when handed a whole form of values', async () => {
    const { calls } = installFakeServer({
      'POST /api/addadminacc': { status: 201, body: { message: 'ok', account_id: 1 } },
      'POST /api/createwebsite': { status: 201, body: { message: 'ok', website_id: 1 } },
      'POST /api/createwhitelist': { status: 201, body: { message: 'ok', whitelist_id: 1 } },
      'POST /api/createakunbank': { status: 201, body: { message: 'ok', akun_bank_id: 1 } },
    });
    const store = createAppStore({ cookieString: '' });
    const form = { confirm_password: 'x', submitting: true };
    const account = { account_name: 'rina', account_password: 'rina-pass-2026', account_status: true, account_role: 'CHECKER' as const, account_website: 2, account_created_by: 1 };
    await store.dispatch(adminApi.endpoints.addAccount.initiate({ ...form, ...account }));
    const website = { website_name: 'Abc', website_code: 'ABC', website_panel: 'NEXUS' };
    await store.dispatch(adminApi.endpoints.addWebsite.initiate({ ...form, ...website }));
    await store.dispatch(adminApi.endpoints.addWhitelistIp.initiate({ ...form, whitelist_ip: '10.0.0.4' }));
    const akunBank = { akun_bank_website: 2, akun_bank_jenis_transaksi: 'DEPO', akun_bank_bank: 'BCA', akun_bank_name: 'PT A', akun_bank_no: '123', akun_bank_created_by: 1 };
    await store.dispatch(adminApi.endpoints.addAkunBank.initiate({ ...form, ...akunBank }));
    expect(calls.map((c) => c.body)).toEqual([account, website, { whitelist_ip: '10.0.0.4' }, akunBank]);
  });
});
