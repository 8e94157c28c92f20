import { ADMIN, BACKENDS, signIn, startServer, type TestServer } from './harness';
import { createAccount, createWebsite } from './fixtures';

interface WhitelistRow {
  Whitelist_id: number;
  Whitelist_ip: string;
  Whitelist_status: boolean;
  Whitelist_last_edited_at: string;
  Whitelist_last_edited_by: number | null;
  all_data: number;
}

describe.each(BACKENDS)('whitelist API on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let adminId: number;
  let checker: string;
  let cs: string;

  const list = async (cookies = admin) => {
    const response = await server.request('GET', '/api/viewwhitelist/100/1', { cookies });
    return { response, rows: response.status === 200 ? response.json<WhitelistRow[]>() : [] };
  };
  const entryOf = async (ip: string) => (await list()).rows.find((r) => r.Whitelist_ip === ip);

  beforeAll(async () => {
    server = await startServer(backend);
    const signed = await signIn(server, ADMIN.name, ADMIN.password);
    admin = signed.cookies;
    adminId = signed.accountId;
    const site = await createWebsite(server, admin, 'WLSITE');
    await createAccount(server, admin, { name: 'wl-checker', password: 'wl-checker-pass', role: 'CHECKER', website: site });
    await createAccount(server, admin, { name: 'wl-cs', password: 'wl-cs-password', role: 'CS', website: site });
    checker = (await signIn(server, 'wl-checker', 'wl-checker-pass')).cookies;
    cs = (await signIn(server, 'wl-cs', 'wl-cs-password')).cookies;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('GET /api/viewwhitelist/:rows/:page lists the entries for ADMIN and CHECKER, starting with loopback', async () => {
    const all = await list();
    expect(all.response.status).toBe(200);
    expect(all.rows.slice(0, 2).map((r) => [r.Whitelist_ip, r.Whitelist_status])).toEqual([
      ['127.0.0.1', true],
      ['::1', true],
    ]);
    expect(Object.keys(all.rows[0] ?? {}).sort()).toEqual(['Whitelist_id', 'Whitelist_ip', 'Whitelist_last_edited_at', 'Whitelist_last_edited_by', 'Whitelist_status', 'all_data']);
    expect(all.response.headers['x-total-count']).toBe(String(all.rows.length));
    expect((await list(checker)).response.status).toBe(200);
    expect((await list(cs)).response.status).toBe(403);
  });

  it('POST /api/createwhitelist: ADMIN adds an address, stored in canonical form, which then passes the gate', async () => {
    expect((await server.request('GET', '/api/whitelist', { localAddress: '127.0.0.5' })).status).toBe(403);
    for (const cookies of [checker, cs]) expect((await server.request('POST', '/api/createwhitelist', { cookies, body: { whitelist_ip: '127.0.0.5' } })).status).toBe(403);
    const created = await server.request('POST', '/api/createwhitelist', { cookies: admin, body: { whitelist_ip: ' 127.000.0.05 ' } });
    expect([created.status, created.json()]).toEqual([201, { success: true, message: 'IP 127.0.0.5 added to the whitelist.', Whitelist_id: expect.any(Number) }]);
    expect(await entryOf('127.0.0.5')).toMatchObject({ Whitelist_status: true, Whitelist_last_edited_by: adminId });
    expect((await server.request('GET', '/api/whitelist', { localAddress: '127.0.0.5' })).json()).toEqual({ message: 'Success' });

    const v6 = await server.request('POST', '/api/createwhitelist', { cookies: admin, body: { whitelist_ip: '2001:DB8:0:0::1' } });
    expect(v6.json<{ message: string }>().message).toBe('IP 2001:db8::1 added to the whitelist.');
  });

  it('POST /api/createwhitelist refuses invalid and duplicate addresses and adds nothing', async () => {
    const before = (await list()).rows.length;
    const invalid = (ip: string) => `whitelist_ip "${ip}" is not a valid IP address: use an IPv4 address like 203.0.113.7 (four numbers from 0 to 255) or an IPv6 address.`;
    const cases: Array<[unknown, number, string]> = [
      [{ whitelist_ip: '256.1.1.1' }, 400, invalid('256.1.1.1')],
      [{ whitelist_ip: '10.0.0' }, 400, invalid('10.0.0')],
      [{ whitelist_ip: '1.2.3.4.5' }, 400, invalid('1.2.3.4.5')],
      [{ whitelist_ip: 'localhost' }, 400, invalid('localhost')],
      [{ whitelist_ip: '' }, 400, 'whitelist_ip must not be empty.'],
      [{ whitelist_ip: '1'.repeat(65) }, 400, 'whitelist_ip must be at most 64 characters.'],
      [{}, 400, 'whitelist_ip is required.'],
      [{ whitelist_ip: '127.0.0.05' }, 409, 'IP 127.0.0.5 is already in the whitelist.'],
      [{ whitelist_ip: '::ffff:127.0.0.1' }, 409, 'IP 127.0.0.1 is already in the whitelist.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await server.request('POST', '/api/createwhitelist', { cookies: admin, body });
      expect([JSON.stringify(body), response.status, response.json()]).toEqual([JSON.stringify(body), status, { message }]);
    }
    expect((await list()).rows.length).toBe(before);
  });

  it('PUT /api/updatestatuswhitelist/:id: ADMIN toggles an entry and the gate follows', async () => {
    const entry = await entryOf('127.0.0.5');
    const off = await server.request('PUT', `/api/updatestatuswhitelist/${entry?.Whitelist_id}`, { cookies: admin, body: { Whitelist_status: false } });
    expect([off.status, off.json()]).toEqual([200, { success: true, message: 'IP 127.0.0.5 is now Inactive.', Whitelist_id: entry?.Whitelist_id, Whitelist_status: false }]);
    expect((await server.request('GET', '/api/whitelist', { localAddress: '127.0.0.5' })).json()).toEqual({ message: 'IP 127.0.0.5 is not whitelisted.' });
    expect((await server.request('PUT', `/api/updatestatuswhitelist/${entry?.Whitelist_id}`, { cookies: checker, body: { Whitelist_status: true } })).status).toBe(403);
    expect((await server.request('PUT', `/api/updatestatuswhitelist/${entry?.Whitelist_id}`, { cookies: admin, body: { Whitelist_status: true } })).status).toBe(200);
    expect((await server.request('GET', '/api/whitelist', { localAddress: '127.0.0.5' })).status).toBe(200);
  });

  it('PUT /api/updatestatuswhitelist/:id refuses bad input, unknown ids and locking yourself out', async () => {
    const snapshot = JSON.stringify((await list()).rows.map((r) => [r.Whitelist_id, r.Whitelist_status]));
    const own = await entryOf('127.0.0.1');
    const cases: Array<[string, unknown, number, string]> = [
      [`${own?.Whitelist_id}`, { Whitelist_status: false }, 409, 'You cannot deactivate the address you are connected from (127.0.0.1).'],
      ['999999', { Whitelist_status: false }, 404, 'Whitelist entry 999999 does not exist.'],
      [`${own?.Whitelist_id}`, { Whitelist_status: 'no' }, 400, 'Whitelist_status must be true or false.'],
      [`${own?.Whitelist_id}`, { whitelist_status: false }, 400, 'Whitelist_status is required.'],
    ];
    for (const [id, body, status, message] of cases) {
      const response = await server.request('PUT', `/api/updatestatuswhitelist/${id}`, { cookies: admin, body });
      expect([id, response.status, response.json()]).toEqual([id, status, { message }]);
    }
    expect(JSON.stringify((await list()).rows.map((r) => [r.Whitelist_id, r.Whitelist_status]))).toBe(snapshot);
  });

  it('DELETE /api/deletewhitelist/:id: ADMIN removes an entry; not your own address; unknown ids are 404', async () => {
    const entry = await entryOf('127.0.0.5');
    expect((await server.request('DELETE', `/api/deletewhitelist/${entry?.Whitelist_id}`, { cookies: checker })).status).toBe(403);
    const own = await entryOf('127.0.0.1');
    const self = await server.request('DELETE', `/api/deletewhitelist/${own?.Whitelist_id}`, { cookies: admin });
    expect([self.status, self.json()]).toEqual([409, { message: 'You cannot remove the address you are connected from (127.0.0.1).' }]);
    const removed = await server.request('DELETE', `/api/deletewhitelist/${entry?.Whitelist_id}`, { cookies: admin });
    expect([removed.status, removed.json()]).toEqual([200, { success: true, message: 'IP 127.0.0.5 removed from the whitelist.', Whitelist_id: entry?.Whitelist_id }]);
    expect(await entryOf('127.0.0.5')).toBeUndefined();
    expect((await server.request('GET', '/api/whitelist', { localAddress: '127.0.0.5' })).status).toBe(403);
    const again = await server.request('DELETE', `/api/deletewhitelist/${entry?.Whitelist_id}`, { cookies: admin });
    expect([again.status, again.json()]).toEqual([404, { message: `Whitelist entry ${entry?.Whitelist_id} does not exist.` }]);
  });
});
