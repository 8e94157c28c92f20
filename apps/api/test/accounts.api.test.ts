import { ADMIN, BACKENDS, signIn, startServer, withPg, type TestServer } from './harness';
import { createAccount, createWebsite, type TrackingRow } from './fixtures';

interface AccountListRow {
  account_id: number;
  account_name: string;
  account_status: boolean;
  account_role: string;
  account_website: number | null;
  account_website_code: string | null;
  account_created_by: number | null;
  account_last_edited_at: string;
  account_last_edited_by: number | null;
  all_data: number;
}

describe.each(BACKENDS)('staff accounts API on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let adminId: number;
  let siteA: number;
  let siteB: number;
  let checkerA: string;
  let checkerAId: number;
  let csA: string;
  let csAId: number;
  let checkerBId: number;

  const list = async (cookies: string, size = 1000, page = 1) => {
    const response = await server.request('GET', `/api/alladminacc/${size}/${page}`, { cookies });
    return { response, rows: response.status === 200 ? response.json<AccountListRow[]>() : [] };
  };
  const total = async () => Number((await list(admin, 1)).response.headers['x-total-count']);

  beforeAll(async () => {
    server = await startServer(backend);
    const signed = await signIn(server, ADMIN.name, ADMIN.password);
    admin = signed.cookies;
    adminId = signed.accountId;
    siteA = await createWebsite(server, admin, 'ACCA');
    siteB = await createWebsite(server, admin, 'ACCB');
    checkerAId = await createAccount(server, admin, { name: 'checker-a', password: 'pass-checker-a', role: 'CHECKER', website: siteA });
    csAId = await createAccount(server, admin, { name: 'cs-a', password: 'pass-cs-a-2026', role: 'CS', website: siteA });
    checkerBId = await createAccount(server, admin, { name: 'checker-b', password: 'pass-checker-b', role: 'CHECKER', website: siteB });
    checkerA = (await signIn(server, 'checker-a', 'pass-checker-a')).cookies;
    csA = (await signIn(server, 'cs-a', 'pass-cs-a-2026')).cookies;
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('GET /api/alladminacc/:pageSize/:page', () => {
    it('pages every account for ADMIN, the total on each row and in x-total-count, never a password', async () => {
      const all = await list(admin);
      expect(all.response.status).toBe(200);
      const count = all.rows.length;
      expect(count).toBeGreaterThanOrEqual(4);
      expect(all.response.headers['x-total-count']).toBe(String(count));
      const first = all.rows[0] as AccountListRow;
      expect(Object.keys(first).sort()).toEqual(
        ['account_created_at', 'account_created_by', 'account_id', 'account_last_edited_at', 'account_last_edited_by', 'account_name', 'account_role', 'account_status', 'account_website', 'account_website_code', 'all_data'].sort(),
      );
      expect(first.all_data).toBe(count);
      expect(all.response.text).not.toMatch(/password/);

      const page2 = await list(admin, 2, 2);
      expect(page2.rows.map((r) => r.account_id)).toEqual(all.rows.slice(2, 4).map((r) => r.account_id));
      const beyond = await list(admin, 2, 1000);
      expect(beyond.rows).toEqual([]);
      expect(beyond.response.headers['x-total-count']).toBe(String(count));

      const created = all.rows.find((r) => r.account_id === checkerAId);
      expect(created).toMatchObject({ account_name: 'checker-a', account_status: true, account_role: 'CHECKER', account_website: siteA, account_website_code: 'ACCA', account_created_by: adminId, account_last_edited_by: adminId });
      expect(Date.now() - new Date(created?.account_last_edited_at ?? 0).getTime()).toBeLessThan(120_000);
    });

    it('shows a CHECKER the staff of their website and the ADMINs only; refuses CS', async () => {
      const seen = await list(checkerA);
      expect(seen.response.status).toBe(200);
      const ids = seen.rows.map((r) => r.account_id);
      expect(ids).toEqual(expect.arrayContaining([adminId, checkerAId, csAId]));
      expect(ids).not.toContain(checkerBId);
      expect(seen.rows.every((r) => r.account_role === 'ADMIN' || r.account_website === siteA)).toBe(true);
      expect((await list(csA)).response.status).toBe(403);
    });

    it('bounds the page size and page', async () => {
      for (const [size, page, message] of [
        [0, 1, 'pageSize must be at least 1.'],
        [1001, 1, 'pageSize must be at most 1000.'],
        [10, 0, 'page must be at least 1.'],
      ] as const) {
        const response = await server.request('GET', `/api/alladminacc/${size}/${page}`, { cookies: admin });
        expect([response.status, response.json()]).toEqual([400, { message }]);
      }
    });
  });

  describe('POST /api/addadminacc', () => {
    it('lets only ADMIN create accounts', async () => {
      const body = { account_name: 'nope-user', account_password: 'staff-password-1', account_role: 'CS', account_website: siteA };
      for (const cookies of [checkerA, csA]) {
        const response = await server.request('POST', '/api/addadminacc', { cookies, body });
        expect([response.status, response.json()]).toEqual([403, { message: 'Forbidden.' }]);
      }
      const created = await server.request('POST', '/api/addadminacc', { cookies: admin, body: { ...body, account_name: 'budi', account_role: 'CHECKER', account_created_by: 999 } });
      expect(created.status).toBe(201);
      expect(created.json()).toEqual({ success: true, message: 'Account budi created.', account_id: expect.any(Number) });
      const row = (await list(admin)).rows.find((r) => r.account_name === 'budi');
      expect(row).toMatchObject({ account_status: true, account_role: 'CHECKER', account_website: siteA, account_created_by: adminId });
      await signIn(server, 'budi', 'staff-password-1');

      // The website may be given by code; an inactive account can be created.
      const byCode = await server.request('POST', '/api/addadminacc', { cookies: admin, body: { account_name: 'sari', account_password: 'staff-password-1', account_role: 'cs', account_website: 'accb', account_status: false } });
      expect(byCode.status).toBe(201);
      expect((await list(admin)).rows.find((r) => r.account_name === 'sari')).toMatchObject({ account_role: 'CS', account_website: siteB, account_status: false });
      const admin2 = await server.request('POST', '/api/addadminacc', { cookies: admin, body: { account_name: 'second-admin', account_password: 'staff-password-1', account_role: 'ADMIN', account_website: null } });
      expect(admin2.status).toBe(201);
    });

    it('refuses bad input with a message and creates nothing', async () => {
      const before = await total();
      const valid = { account_name: 'newbie', account_password: 'newbie-password-1', account_role: 'CHECKER', account_website: siteA };
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{ ...valid, account_name: undefined }, 400, 'account_name is required.'],
        [{ ...valid, account_name: '   ' }, 400, 'account_name must not be empty.'],
        [{ ...valid, account_name: 'n'.repeat(65) }, 400, 'account_name must be at most 64 characters.'],
        [{ ...valid, account_name: 'tab\tname' }, 400, 'account_name must not contain control characters.'],
        [{ ...valid, account_password: '' }, 400, 'account_password must not be empty.'],
        [{ ...valid, account_password: 'p'.repeat(201) }, 400, 'account_password must be at most 200 characters.'],
        [{ ...valid, account_role: 'BOSS' }, 400, 'account_role must be one of: ADMIN, CHECKER, CS.'],
        [{ ...valid, account_website: null }, 400, 'account_website is required for a CHECKER account.'],
        [{ ...valid, account_role: 'CS', account_website: '' }, 400, 'account_website is required for a CS account.'],
        [{ ...valid, account_role: 'ADMIN' }, 400, 'An ADMIN account has no website: leave account_website empty.'],
        [{ ...valid, account_website: 999999 }, 400, 'Website id 999999 does not exist.'],
        [{ ...valid, account_website: 'NOSUCH' }, 400, 'Website NOSUCH does not exist.'],
        [{ ...valid, account_status: 'maybe' }, 400, 'account_status must be true or false.'],
        [{ ...valid, account_name: 'CHECKER-A' }, 409, 'Account name "CHECKER-A" is already taken.'],
      ];
      for (const [body, status, message] of cases) {
        const response = await server.request('POST', '/api/addadminacc', { cookies: admin, body });
        expect([JSON.stringify(body), response.status, response.json()]).toEqual([JSON.stringify(body), status, { message }]);
      }
      expect(await total()).toBe(before);
    });
  });

  describe('PUT /api/updatestatusadminacc/:id', () => {
    it('lets ADMIN deactivate (ending sessions) and reactivate an account', async () => {
      const id = await createAccount(server, admin, { name: 'toggle-me', password: 'toggle-password', role: 'CS', website: siteA });
      const session = await signIn(server, 'toggle-me', 'toggle-password');
      const off = await server.request('PUT', `/api/updatestatusadminacc/${id}`, { cookies: admin, body: { account_status: false } });
      expect([off.status, off.json()]).toEqual([200, { success: true, message: 'Account toggle-me is now Inactive.', account_id: id, account_status: false }]);
      expect((await server.request('GET', '/api/websitelist', { cookies: session.cookies })).status).toBe(401);
      expect((await list(admin)).rows.find((r) => r.account_id === id)?.account_status).toBe(false);
      const on = await server.request('PUT', `/api/updatestatusadminacc/${id}`, { cookies: admin, body: { account_status: true } });
      expect(on.json<{ message: string }>().message).toBe('Account toggle-me is now Active.');
      await signIn(server, 'toggle-me', 'toggle-password');
    });

    it('refuses non-ADMIN callers, bad input, unknown ids and an ADMIN deactivating themselves', async () => {
      const before = JSON.stringify((await list(admin)).rows.map((r) => [r.account_id, r.account_status]));
      for (const cookies of [checkerA, csA]) {
        expect((await server.request('PUT', `/api/updatestatusadminacc/${csAId}`, { cookies, body: { account_status: false } })).status).toBe(403);
      }
      const cases: Array<[string, unknown, number, string]> = [
        [`${adminId}`, { account_status: false }, 409, 'You cannot deactivate your own account.'],
        ['999999', { account_status: false }, 404, 'Account 999999 does not exist.'],
        ['abc', { account_status: false }, 400, 'id must be a whole number.'],
        [`${csAId}`, {}, 400, 'account_status is required.'],
        [`${csAId}`, { account_status: 'off' }, 400, 'account_status must be true or false.'],
      ];
      for (const [id, body, status, message] of cases) {
        const response = await server.request('PUT', `/api/updatestatusadminacc/${id}`, { cookies: admin, body });
        expect([id, response.status, response.json()]).toEqual([id, status, { message }]);
      }
      expect(JSON.stringify((await list(admin)).rows.map((r) => [r.account_id, r.account_status]))).toBe(before);
    });

    it('never leaves the system without an active ADMIN, even when two admins deactivate each other at once', async () => {
      const aId = await createAccount(server, admin, { name: 'duel-a', password: 'duel-a-password', role: 'ADMIN' });
      const bId = await createAccount(server, admin, { name: 'duel-b', password: 'duel-b-password', role: 'ADMIN' });
      const a = await signIn(server, 'duel-a', 'duel-a-password');
      const b = await signIn(server, 'duel-b', 'duel-b-password');
      // Leave duel-a and duel-b as the only active admins.
      for (const row of (await list(admin)).rows.filter((r) => r.account_role === 'ADMIN' && r.account_id !== aId && r.account_id !== bId && r.account_id !== adminId)) {
        await server.request('PUT', `/api/updatestatusadminacc/${row.account_id}`, { cookies: admin, body: { account_status: false } });
      }
      await server.request('PUT', `/api/updatestatusadminacc/${adminId}`, { cookies: a.cookies, body: { account_status: false } });
      const results = await Promise.all([
        server.request('PUT', `/api/updatestatusadminacc/${bId}`, { cookies: a.cookies, body: { account_status: false } }),
        server.request('PUT', `/api/updatestatusadminacc/${aId}`, { cookies: b.cookies, body: { account_status: false } }),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect([[200, 401], [200, 409]]).toContainEqual(statuses);
      const loser = results.find((r) => r.status === 409);
      if (loser) expect(loser.json()).toEqual({ message: 'The last active ADMIN account cannot be deactivated.' });
      const winner = results[0]?.status === 200 ? a : b;
      const active = (await list(winner.cookies)).rows.filter((r) => r.account_role === 'ADMIN' && r.account_status);
      expect(active).toHaveLength(1);
      // Put the original admin back for the other tests.
      expect((await server.request('PUT', `/api/updatestatusadminacc/${adminId}`, { cookies: winner.cookies, body: { account_status: true } })).status).toBe(200);
      admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    });
  });

  describe('PUT /api/updatepassadminacc/:id', () => {
    it('lets anyone change their own password, keeping that session and ending the others', async () => {
      const id = await createAccount(server, admin, { name: 'own-pass', password: 'old-password-1', role: 'CS', website: siteA });
      const here = await signIn(server, 'own-pass', 'old-password-1');
      const elsewhere = await signIn(server, 'own-pass', 'old-password-1');
      const response = await server.request('PUT', `/api/updatepassadminacc/${id}`, { cookies: here.cookies, body: { account_password: 'new-password-2' } });
      expect([response.status, response.json()]).toEqual([200, { success: true, message: 'Password of own-pass updated.', account_id: id }]);
      expect((await server.request('GET', '/api/websitelist', { cookies: here.cookies })).status).toBe(200);
      expect((await server.request('GET', '/api/websitelist', { cookies: elsewhere.cookies })).status).toBe(401);
      expect((await server.request('POST', '/api/login', { body: { account_name: 'own-pass', account_password: 'old-password-1' }, host: '::1' })).status).toBe(401);
      await signIn(server, 'own-pass', 'new-password-2');
    });

    it("lets ADMIN change anyone's password and ends that account's sessions", async () => {
      const session = await signIn(server, 'checker-b', 'pass-checker-b');
      const response = await server.request('PUT', `/api/updatepassadminacc/${checkerBId}`, { cookies: admin, body: { account_password: 'reset-by-admin' } });
      expect(response.status).toBe(200);
      expect((await server.request('GET', '/api/websitelist', { cookies: session.cookies })).status).toBe(401);
      await signIn(server, 'checker-b', 'reset-by-admin');
    });

    it("refuses a CHECKER or CS changing someone else's password, bad input and unknown ids", async () => {
      for (const [cookies, target] of [[checkerA, csAId], [csA, checkerAId], [checkerA, adminId]] as const) {
        const response = await server.request('PUT', `/api/updatepassadminacc/${target}`, { cookies, body: { account_password: 'hijacked-password' } });
        expect([response.status, response.json()]).toEqual([403, { message: 'Forbidden: you can only change your own password.' }]);
      }
      await signIn(server, 'cs-a', 'pass-cs-a-2026');
      for (const [body, message] of [
        [{}, 'account_password is required.'],
        [{ account_password: '' }, 'account_password must not be empty.'],
        [{ account_password: 'x'.repeat(201) }, 'account_password must be at most 200 characters.'],
      ] as const) {
        const response = await server.request('PUT', `/api/updatepassadminacc/${checkerAId}`, { cookies: checkerA, body });
        expect([response.status, response.json()]).toEqual([400, { message }]);
      }
      const unknown = await server.request('PUT', '/api/updatepassadminacc/999999', { cookies: admin, body: { account_password: 'nobody-password-1' } });
      expect([unknown.status, unknown.json()]).toEqual([404, { message: 'Account 999999 does not exist.' }]);
      await signIn(server, 'checker-a', 'pass-checker-a');
    });
  });

  describe('the password rule (libs/domain passwordProblem)', () => {
    const TOO_SHORT = 'Password minimal 12 karakter.';
    const ONLY_SPACES = 'Password tidak boleh hanya spasi.';
    const SAME_AS_NAME = 'Password tidak boleh sama dengan nama akun.';
    const TOO_COMMON = 'Password terlalu umum, pilih yang lain.';

    it('refuses a new account with a short, blank, own-name or common password and creates nothing', async () => {
      const before = await total();
      const body = { account_name: 'rule-newbie-01', account_role: 'CS', account_website: siteA };
      for (const [password, message] of [
        ['a', TOO_SHORT],
        ['Kopi-Pagi-1', TOO_SHORT],
        ['   ', ONLY_SPACES],
        [' '.repeat(12), ONLY_SPACES],
        [' RULE-NEWBIE-01 ', SAME_AS_NAME],
        ['Password1234', TOO_COMMON],
        ['123456789012', TOO_COMMON],
      ] as const) {
        const response = await server.request('POST', '/api/addadminacc', { cookies: admin, body: { ...body, account_password: password } });
        expect([password, response.status, response.json()]).toEqual([password, 400, { message }]);
      }
      expect(await total()).toBe(before);
      expect((await list(admin)).rows.some((r) => r.account_name === 'rule-newbie-01')).toBe(false);
    });

    it('takes 12 characters with spaces inside, and signs in with them', async () => {
      const created = await server.request('POST', '/api/addadminacc', { cookies: admin, body: { account_name: 'rule-spaces', account_password: 'kopi susu 12', account_role: 'CS', account_website: siteA } });
      expect(created.status).toBe(201);
      await signIn(server, 'rule-spaces', 'kopi susu 12');
    });

    it('refuses changing to a breaking password, writing nothing: the old password and every session stay', async () => {
      const id = await createAccount(server, admin, { name: 'rule-change', password: 'rule-change-old-1', role: 'CHECKER', website: siteA });
      const here = await signIn(server, 'rule-change', 'rule-change-old-1');
      const elsewhere = await signIn(server, 'rule-change', 'rule-change-old-1');
      const edited = async () => (await list(admin)).rows.find((r) => r.account_id === id)?.account_last_edited_at;
      const editedBefore = await edited();
      for (const [cookies, password, message] of [
        [here.cookies, '   ', ONLY_SPACES],
        [here.cookies, 'short-1', TOO_SHORT],
        [here.cookies, 'Rule-Change', TOO_SHORT],
        [here.cookies, 'passwordpassword', TOO_COMMON],
        [admin, ' Administrator ', TOO_COMMON],
        [admin, 'x', TOO_SHORT],
      ] as const) {
        const response = await server.request('PUT', `/api/updatepassadminacc/${id}`, { cookies, body: { account_password: password } });
        expect([password, response.status, response.json()]).toEqual([password, 400, { message }]);
      }
      // The name compared is the target account's, also when ADMIN sets it.
      const longName = await createAccount(server, admin, { name: 'rule-change-long-name', password: 'rule-change-long-1', role: 'CS', website: siteA });
      const asName = await server.request('PUT', `/api/updatepassadminacc/${longName}`, { cookies: admin, body: { account_password: 'RULE-CHANGE-LONG-NAME' } });
      expect([asName.status, asName.json()]).toEqual([400, { message: SAME_AS_NAME }]);

      expect(await edited()).toBe(editedBefore);
      for (const session of [here, elsewhere]) expect((await server.request('GET', '/api/websitelist', { cookies: session.cookies })).status).toBe(200);
      await signIn(server, 'rule-change', 'rule-change-old-1');
      await signIn(server, 'rule-change-long-name', 'rule-change-long-1');
    });

    it("lets a CS change its own password to one within the rule, and not another account's", async () => {
      const id = await createAccount(server, admin, { name: 'rule-cs', password: 'rule-cs-old-pass', role: 'CS', website: siteA });
      const cs = await signIn(server, 'rule-cs', 'rule-cs-old-pass');
      const other = await server.request('PUT', `/api/updatepassadminacc/${csAId}`, { cookies: cs.cookies, body: { account_password: 'a valid password 1' } });
      expect([other.status, other.json()]).toEqual([403, { message: 'Forbidden: you can only change your own password.' }]);
      await signIn(server, 'cs-a', 'pass-cs-a-2026');

      const own = await server.request('PUT', `/api/updatepassadminacc/${id}`, { cookies: cs.cookies, body: { account_password: 'teh manis 2026' } });
      expect([own.status, own.json()]).toEqual([200, { success: true, message: 'Password of rule-cs updated.', account_id: id }]);
      expect((await server.request('GET', '/api/websitelist', { cookies: cs.cookies })).status).toBe(200);
      expect((await server.request('POST', '/api/login', { body: { account_name: 'rule-cs', account_password: 'rule-cs-old-pass' }, host: '::1' })).status).toBe(401);
      await signIn(server, 'rule-cs', 'teh manis 2026');
    });
  });

  describe('DELETE /api/deleteadminacc/:id', () => {
    it('lets ADMIN delete an account, which ends its sessions', async () => {
      const id = await createAccount(server, admin, { name: 'leaving', password: 'leaving-pass', role: 'CS', website: siteB });
      const session = await signIn(server, 'leaving', 'leaving-pass');
      const before = await total();
      const response = await server.request('DELETE', `/api/deleteadminacc/${id}`, { cookies: admin });
      expect([response.status, response.json()]).toEqual([200, { success: true, message: 'Account leaving deleted.', account_id: id }]);
      expect(await total()).toBe(before - 1);
      expect((await server.request('GET', '/api/websitelist', { cookies: session.cookies })).status).toBe(401);
      expect((await server.request('POST', '/api/login', { body: { account_name: 'leaving', account_password: 'leaving-pass' }, host: '::1' })).status).toBe(401);
      const again = await server.request('DELETE', `/api/deleteadminacc/${id}`, { cookies: admin });
      expect([again.status, again.json()]).toEqual([404, { message: `Account ${id} does not exist.` }]);
    });

    it('refuses non-ADMIN callers and an ADMIN deleting themselves', async () => {
      const before = await total();
      for (const cookies of [checkerA, csA]) expect((await server.request('DELETE', `/api/deleteadminacc/${csAId}`, { cookies })).status).toBe(403);
      const self = await server.request('DELETE', `/api/deleteadminacc/${adminId}`, { cookies: admin });
      expect([self.status, self.json()]).toEqual([409, { message: 'You cannot delete your own account.' }]);
      expect((await server.request('DELETE', '/api/deleteadminacc/0', { cookies: admin })).status).toBe(400);
      expect(await total()).toBe(before);
    });
  });

  if (backend.databaseUrl) {
    it('writes a readable tracking row for each change (checked in PostgreSQL)', async () => {
      const rows = await withPg(backend.databaseUrl as string, server.schema as string, (client) => client.query<TrackingRow>('SELECT website_id, username, role, activity FROM tracking ORDER BY id'));
      const lines = rows.rows.map((r) => `${r.website_id}|${r.username}|${r.role}|${r.activity}`);
      expect(lines).toEqual(
        expect.arrayContaining([
          `${siteA}|${ADMIN.name}|ADMIN|Created account budi (CHECKER, website ACCA)`,
          `null|${ADMIN.name}|ADMIN|Created account second-admin (ADMIN)`,
          `${siteB}|${ADMIN.name}|ADMIN|Created account sari (CS, website ACCB), inactive`,
          `${siteA}|${ADMIN.name}|ADMIN|Deactivated account toggle-me (CS, website ACCA)`,
          `${siteA}|own-pass|CS|Changed own password`,
          `${siteB}|${ADMIN.name}|ADMIN|Changed the password of account checker-b (CHECKER, website ACCB)`,
          `${siteB}|${ADMIN.name}|ADMIN|Deleted account leaving (CS, website ACCB)`,
        ]),
      );
    });
  }
});
