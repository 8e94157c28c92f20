import { ADMIN, BACKENDS, signIn, startServer, withPg, type TestServer } from './harness';
import { createAccount, createAkunBank, createWebsite, type TrackingRow } from './fixtures';

interface WebsiteListRow {
  website_id: number;
  website_name: string;
  website_code: string;
  website_panel: string;
  website_last_edited_at?: string;
  website_last_edited_by?: number;
  all_data?: number;
}

describe.each(BACKENDS)('websites API on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let adminId: number;
  let siteA: number;
  let siteB: number;
  let checkerA: string;
  let csA: string;

  const paged = async (cookies: string) => {
    const response = await server.request('GET', '/api/viewwebsite/1000/1', { cookies });
    return { response, rows: response.status === 200 ? response.json<WebsiteListRow[]>() : [] };
  };
  const total = async () => Number((await paged(admin)).response.headers['x-total-count']);

  beforeAll(async () => {
    server = await startServer(backend);
    const signed = await signIn(server, ADMIN.name, ADMIN.password);
    admin = signed.cookies;
    adminId = signed.accountId;
    siteA = await createWebsite(server, admin, 'WEBA', 'Website A', 'NEXUS');
    siteB = await createWebsite(server, admin, 'WEBB', 'Website B', 'LUXE');
    await createAccount(server, admin, { name: 'web-checker', password: 'web-checker-pass', role: 'CHECKER', website: siteA });
    await createAccount(server, admin, { name: 'web-cs', password: 'web-cs-password', role: 'CS', website: siteA });
    checkerA = (await signIn(server, 'web-checker', 'web-checker-pass')).cookies;
    csA = (await signIn(server, 'web-cs', 'web-cs-password')).cookies;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('GET /api/websitelist: every website for ADMIN, only their own for CHECKER and CS', async () => {
    const all = await server.request('GET', '/api/websitelist', { cookies: admin });
    expect(all.status).toBe(200);
    expect(all.json()).toEqual([
      { website_id: siteA, website_name: 'Website A', website_code: 'WEBA', website_panel: 'NEXUS' },
      { website_id: siteB, website_name: 'Website B', website_code: 'WEBB', website_panel: 'LUXE' },
    ]);
    for (const cookies of [checkerA, csA]) {
      const own = await server.request('GET', '/api/websitelist', { cookies });
      expect(own.json()).toEqual([{ website_id: siteA, website_name: 'Website A', website_code: 'WEBA', website_panel: 'NEXUS' }]);
    }
  });

  it('GET /api/viewwebsite/:rows/:page: paged with last-edited fields; CHECKER sees their own, CS is refused', async () => {
    const all = await paged(admin);
    expect(all.response.headers['x-total-count']).toBe('2');
    expect(all.rows[0]).toMatchObject({ website_id: siteA, website_code: 'WEBA', website_last_edited_by: adminId, all_data: 2 });
    expect(typeof all.rows[0]?.website_last_edited_at).toBe('string');
    const second = await server.request('GET', '/api/viewwebsite/1/2', { cookies: admin });
    expect(second.json<WebsiteListRow[]>().map((r) => r.website_code)).toEqual(['WEBB']);
    const own = await paged(checkerA);
    expect(own.rows.map((r) => r.website_code)).toEqual(['WEBA']);
    expect(own.response.headers['x-total-count']).toBe('1');
    expect((await paged(csA)).response.status).toBe(403);
    expect((await server.request('GET', '/api/viewwebsite/1001/1', { cookies: admin })).status).toBe(400);
  });

  it('POST /api/createwebsite: ADMIN only; the panel LEXUS is stored as LUXE', async () => {
    const body = { website_name: 'Website C', website_code: 'WEBC', website_panel: 'LEXUS' };
    for (const cookies of [checkerA, csA]) expect((await server.request('POST', '/api/createwebsite', { cookies, body })).status).toBe(403);
    const created = await server.request('POST', '/api/createwebsite', { cookies: admin, body });
    expect([created.status, created.json()]).toEqual([201, { success: true, message: 'Website WEBC created.', website_id: expect.any(Number) }]);
    expect((await paged(admin)).rows.find((r) => r.website_code === 'WEBC')).toMatchObject({ website_name: 'Website C', website_panel: 'LUXE', website_last_edited_by: adminId });
  });

  it('POST /api/createwebsite refuses bad input with a message and creates nothing', async () => {
    const before = await total();
    const valid = { website_name: 'Website D', website_code: 'WEBD', website_panel: 'NEXUS' };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...valid, website_code: 'webd' }, 400, 'website_code must be 1 to 20 uppercase letters and digits (A-Z, 0-9), got "webd".'],
      [{ ...valid, website_code: 'WEB-D' }, 400, 'website_code must be 1 to 20 uppercase letters and digits (A-Z, 0-9), got "WEB-D".'],
      [{ ...valid, website_code: '' }, 400, 'website_code must not be empty.'],
      [{ ...valid, website_code: 'W'.repeat(21) }, 400, 'website_code must be at most 20 characters.'],
      [{ ...valid, website_name: '  ' }, 400, 'website_name must not be empty.'],
      [{ ...valid, website_name: 'n'.repeat(101) }, 400, 'website_name must be at most 100 characters.'],
      [{ ...valid, website_panel: 'OTHER' }, 400, 'website_panel must be one of: NEXUS, LUXE.'],
      [{ website_name: 'x', website_code: 'WEBD' }, 400, 'website_panel is required.'],
      [{ ...valid, website_code: 'WEBA' }, 409, 'Website code WEBA already exists.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await server.request('POST', '/api/createwebsite', { cookies: admin, body });
      expect([JSON.stringify(body), response.status, response.json()]).toEqual([JSON.stringify(body), status, { message }]);
    }
    expect(await total()).toBe(before);
  });

  it('DELETE /api/deletewebsite/:id: refuses a website that accounts or bank accounts still hold, naming them', async () => {
    const held = await createWebsite(server, admin, 'HELD');
    await createAccount(server, admin, { name: 'held-cs', password: 'held-cs-password', role: 'CS', website: held });
    await createAccount(server, admin, { name: 'held-cs2', password: 'held-cs2-password', role: 'CS', website: held });
    await createAkunBank(server, admin, { website: held, no: '111' });
    const before = await total();
    const refused = await server.request('DELETE', `/api/deletewebsite/${held}`, { cookies: admin });
    expect([refused.status, refused.json()]).toEqual([409, { message: 'Website HELD still has 2 accounts and 1 bank account; remove them first.' }]);
    const bankOnly = await createWebsite(server, admin, 'BANKONLY');
    await createAkunBank(server, admin, { website: bankOnly, no: '222' });
    const refused2 = await server.request('DELETE', `/api/deletewebsite/${bankOnly}`, { cookies: admin });
    expect(refused2.json()).toEqual({ message: 'Website BANKONLY still has 1 bank account; remove them first.' });
    expect(await total()).toBe(before + 1);
  });

  it('DELETE /api/deletewebsite/:id: ADMIN removes an empty website; others are refused; unknown ids are 404', async () => {
    const empty = await createWebsite(server, admin, 'EMPTY');
    for (const cookies of [checkerA, csA]) expect((await server.request('DELETE', `/api/deletewebsite/${empty}`, { cookies })).status).toBe(403);
    const before = await total();
    const removed = await server.request('DELETE', `/api/deletewebsite/${empty}`, { cookies: admin });
    expect([removed.status, removed.json()]).toEqual([200, { success: true, message: 'Website EMPTY deleted.', website_id: empty }]);
    expect(await total()).toBe(before - 1);
    const again = await server.request('DELETE', `/api/deletewebsite/${empty}`, { cookies: admin });
    expect([again.status, again.json()]).toEqual([404, { message: `Website ${empty} does not exist.` }]);
    expect((await server.request('DELETE', '/api/deletewebsite/x', { cookies: admin })).status).toBe(400);
  });

  if (backend.databaseUrl) {
    it('writes tracking rows for website changes (checked in PostgreSQL)', async () => {
      const rows = await withPg(backend.databaseUrl as string, server.schema as string, (client) => client.query<TrackingRow>('SELECT website_id, username, role, activity FROM tracking ORDER BY id'));
      const lines = rows.rows.map((r) => `${r.username}|${r.activity}`);
      expect(lines).toEqual(expect.arrayContaining([`${ADMIN.name}|Created website WEBC (Website C, LUXE)`, `${ADMIN.name}|Deleted website EMPTY (Site EMPTY)`]));
    });
  }
});
