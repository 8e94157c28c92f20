import { ADMIN, BACKENDS, signIn, startServer, withPg, type TestServer } from './harness';
import { createAccount, createAkunBank, createWebsite, type TrackingRow } from './fixtures';

interface AkunBankRow {
  akun_bank_id: number;
  akun_bank_website: number;
  akun_bank_website_code: string;
  akun_bank_jenis_transaksi: string;
  akun_bank_bank: string;
  akun_bank_name: string;
  akun_bank_no: string;
  akun_bank_status: boolean;
  akun_bank_created_by: number;
  akun_bank_last_edited_at: string;
  akun_bank_last_edited_by: number;
  all_data: number;
}

describe.each(BACKENDS)('Data Bank API on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let adminId: number;
  let siteA: number;
  let siteB: number;
  let checkerA: string;
  let checkerAId: number;
  let csA: string;

  const view = async (cookies: string, code: string, size = 100, page = 1) => {
    const response = await server.request('GET', `/api/viewakunbank/${code}/${size}/${page}`, { cookies });
    return { response, rows: response.status === 200 ? response.json<AkunBankRow[]>() : [] };
  };
  const totalOf = async (code: string) => Number((await view(admin, code, 1)).response.headers['x-total-count']);

  beforeAll(async () => {
    server = await startServer(backend);
    const signed = await signIn(server, ADMIN.name, ADMIN.password);
    admin = signed.cookies;
    adminId = signed.accountId;
    siteA = await createWebsite(server, admin, 'BANKA');
    siteB = await createWebsite(server, admin, 'BANKB');
    checkerAId = await createAccount(server, admin, { name: 'bank-checker', password: 'bank-checker-pass', role: 'CHECKER', website: siteA });
    await createAccount(server, admin, { name: 'bank-cs', password: 'bank-cs-pass', role: 'CS', website: siteA });
    checkerA = (await signIn(server, 'bank-checker', 'bank-checker-pass')).cookies;
    csA = (await signIn(server, 'bank-cs', 'bank-cs-pass')).cookies;
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('POST /api/createakunbank', () => {
    it('lets ADMIN add to any website (by id or code) and CHECKER to their own; refuses CS and other websites', async () => {
      const byAdmin = await server.request('POST', '/api/createakunbank', {
        cookies: admin,
        body: { akun_bank_website: siteB, akun_bank_jenis_transaksi: 'wd', akun_bank_bank: ' mandiri ', akun_bank_name: '  PT Beta  ', akun_bank_no: ' 0012345 ', akun_bank_created_by: 999 },
      });
      expect([byAdmin.status, byAdmin.json()]).toEqual([201, { success: true, message: 'Bank account PT Beta (MANDIRI - 0012345) created.', akun_bank_id: expect.any(Number) }]);
      expect((await view(admin, 'bankb')).rows[0]).toMatchObject({
        akun_bank_website: siteB,
        akun_bank_website_code: 'BANKB',
        akun_bank_jenis_transaksi: 'WD',
        akun_bank_bank: 'MANDIRI',
        akun_bank_name: 'PT Beta',
        akun_bank_no: '0012345',
        akun_bank_status: true,
        akun_bank_created_by: adminId,
        akun_bank_last_edited_by: adminId,
      });

      await createAkunBank(server, admin, { website: 'BANKA', no: '1000' });
      const byChecker = await server.request('POST', '/api/createakunbank', {
        cookies: checkerA,
        body: { akun_bank_website: String(siteA), akun_bank_jenis_transaksi: 'DEPO', akun_bank_bank: 'BCA', akun_bank_name: 'Budi', akun_bank_no: '2000' },
      });
      expect(byChecker.status).toBe(201);
      expect((await view(admin, 'banka')).rows.find((r) => r.akun_bank_no === '2000')?.akun_bank_created_by).toBe(checkerAId);

      const before = await totalOf('bankb');
      const other = await server.request('POST', '/api/createakunbank', {
        cookies: checkerA,
        body: { akun_bank_website: siteB, akun_bank_jenis_transaksi: 'DEPO', akun_bank_bank: 'BCA', akun_bank_name: 'X', akun_bank_no: '3000' },
      });
      expect([other.status, other.json()]).toEqual([403, { message: 'Forbidden: website BANKB is not yours.' }]);
      const byCs = await server.request('POST', '/api/createakunbank', {
        cookies: csA,
        body: { akun_bank_website: siteA, akun_bank_jenis_transaksi: 'DEPO', akun_bank_bank: 'BCA', akun_bank_name: 'X', akun_bank_no: '3000' },
      });
      expect(byCs.status).toBe(403);
      expect(await totalOf('bankb')).toBe(before);
    });

    it('refuses bad input with a message and adds nothing', async () => {
      const before = await totalOf('banka');
      const valid = { akun_bank_website: siteA, akun_bank_jenis_transaksi: 'DEPO', akun_bank_bank: 'BCA', akun_bank_name: 'Rina', akun_bank_no: '4000' };
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{ ...valid, akun_bank_jenis_transaksi: 'DEPOSIT' }, 400, 'akun_bank_jenis_transaksi must be one of: DEPO, WD.'],
        [{ ...valid, akun_bank_bank: 'SEABANK' }, 400, 'akun_bank_bank must be one of: BCA, BRI, MANDIRI, BNI, CIMB, OVO, DANA, LINKAJA, GOPAY.'],
        [{ ...valid, akun_bank_name: '   ' }, 400, 'akun_bank_name must not be empty.'],
        [{ ...valid, akun_bank_name: 'n'.repeat(101) }, 400, 'akun_bank_name must be at most 100 characters.'],
        [{ ...valid, akun_bank_no: '12a4' }, 400, 'akun_bank_no must be digits only (at most 34).'],
        [{ ...valid, akun_bank_no: '1'.repeat(35) }, 400, 'akun_bank_no must be digits only (at most 34).'],
        [{ ...valid, akun_bank_no: '  ' }, 400, 'akun_bank_no must not be empty.'],
        [{ ...valid, akun_bank_no: true }, 400, 'akun_bank_no must be digits only (at most 34).'],
        [{ ...valid, akun_bank_website: 'NOSUCH' }, 400, 'Website NOSUCH does not exist.'],
        [{ ...valid, akun_bank_website: '' }, 400, 'akun_bank_website must not be empty.'],
        [{ ...valid, akun_bank_bank: undefined }, 400, 'akun_bank_bank is required.'],
        [{ ...valid, akun_bank_no: '1000' }, 409, 'Bank account BCA 1000 (DEPO) already exists for website BANKA.'],
      ];
      for (const [body, status, message] of cases) {
        const response = await server.request('POST', '/api/createakunbank', { cookies: admin, body });
        expect([JSON.stringify(body), response.status, response.json()]).toEqual([JSON.stringify(body), status, { message }]);
      }
      expect(await totalOf('banka')).toBe(before);
    });
  });

  describe('GET /api/viewakunbank/:websiteCode/:pageSize/:page', () => {
    it('pages a website’s accounts for ADMIN and its own CHECKER; refuses other websites, CS and unknown codes', async () => {
      const all = await view(admin, 'banka');
      expect(all.response.status).toBe(200);
      expect(all.rows.map((r) => r.akun_bank_no)).toEqual(['1000', '2000']);
      expect(all.rows[0]?.all_data).toBe(2);
      expect(all.response.headers['x-total-count']).toBe('2');
      expect((await view(admin, 'banka', 1, 2)).rows.map((r) => r.akun_bank_no)).toEqual(['2000']);
      expect((await view(checkerA, 'banka')).rows).toHaveLength(2);

      const other = await view(checkerA, 'bankb');
      expect([other.response.status, other.response.json()]).toEqual([403, { message: 'Forbidden: website BANKB is not yours.' }]);
      expect((await view(csA, 'banka')).response.status).toBe(403);
      const unknown = await view(admin, 'nosuch');
      expect([unknown.response.status, unknown.response.json()]).toEqual([404, { message: 'Website NOSUCH does not exist.' }]);
      expect((await view(admin, 'banka', 0)).response.status).toBe(400);
    });
  });

  describe('PUT /api/updatestatusakunbank/:id and GET /api/akunbanklist', () => {
    it('lists the active accounts of one bank and type for the upload page; ADMIN toggles, others cannot', async () => {
      const id = await createAkunBank(server, admin, { website: siteA, jenis: 'DEPO', bank: 'BCA', name: 'Andi', no: '5000' });
      await createAkunBank(server, admin, { website: siteA, jenis: 'WD', bank: 'BCA', name: 'Andi WD', no: '5001' });
      await createAkunBank(server, admin, { website: siteA, jenis: 'DEPO', bank: 'BNI', name: 'Andi BNI', no: '5002' });
      const listOf = async (cookies: string, path: string) => server.request('GET', path, { cookies });

      const depoBca = await listOf(checkerA, '/api/akunbanklist/banka/bca/depo');
      expect(depoBca.status).toBe(200);
      expect(depoBca.json()).toEqual([
        { akun_bank_id: id, akun_bank_name: 'Andi', akun_bank_no: '5000' },
        { akun_bank_id: expect.any(Number), akun_bank_name: 'Budi', akun_bank_no: '2000' },
        { akun_bank_id: expect.any(Number), akun_bank_name: 'PT Contoh', akun_bank_no: '1000' },
      ]);
      expect((await listOf(admin, '/api/akunbanklist/BANKA/BCA/wd')).json<Array<{ akun_bank_no: string }>>().map((r) => r.akun_bank_no)).toEqual(['5001']);

      for (const cookies of [checkerA, csA]) {
        expect((await server.request('PUT', `/api/updatestatusakunbank/${id}`, { cookies, body: { akun_bank_status: false } })).status).toBe(403);
      }
      const off = await server.request('PUT', `/api/updatestatusakunbank/${id}`, { cookies: admin, body: { akun_bank_status: false } });
      expect([off.status, off.json()]).toEqual([200, { success: true, message: 'Bank account Andi (5000) is now Inactive.', akun_bank_id: id, akun_bank_status: false }]);
      expect((await listOf(checkerA, '/api/akunbanklist/banka/bca/depo')).json<Array<{ akun_bank_id: number }>>().map((r) => r.akun_bank_id)).not.toContain(id);
      expect((await view(admin, 'banka')).rows.find((r) => r.akun_bank_id === id)?.akun_bank_status).toBe(false);

      const cases: Array<[string, number, string]> = [
        ['/api/akunbanklist/bankb/bca/depo', 403, 'Forbidden: website BANKB is not yours.'],
        ['/api/akunbanklist/banka/seabank/depo', 400, 'Unknown bank type "seabank": expected one of BCA, BRI, MANDIRI, BNI, CIMB, OVO, DANA, LINKAJA, GOPAY.'],
        ['/api/akunbanklist/banka/bca/both', 400, 'The last path part must be depo or wd, got "both".'],
        ['/api/akunbanklist/nosuch/bca/depo', 404, 'Website NOSUCH does not exist.'],
      ];
      for (const [path, status, message] of cases) {
        const response = await listOf(checkerA, path);
        expect([path, response.status, response.json()]).toEqual([path, status, { message }]);
      }
      expect((await listOf(csA, '/api/akunbanklist/banka/bca/depo')).status).toBe(403);
    });

    it('refuses bad status input and unknown ids without changing anything', async () => {
      const snapshot = JSON.stringify((await view(admin, 'banka')).rows.map((r) => [r.akun_bank_id, r.akun_bank_status]));
      const first = (await view(admin, 'banka')).rows[0]?.akun_bank_id;
      const cases: Array<[string, unknown, number, string]> = [
        [`${first}`, { akun_bank_status: 'nope' }, 400, 'akun_bank_status must be true or false.'],
        [`${first}`, {}, 400, 'akun_bank_status is required.'],
        ['999999', { akun_bank_status: false }, 404, 'Bank account 999999 does not exist.'],
        ['-1', { akun_bank_status: false }, 400, 'id must be a whole number.'],
      ];
      for (const [id, body, status, message] of cases) {
        const response = await server.request('PUT', `/api/updatestatusakunbank/${id}`, { cookies: admin, body });
        expect([id, response.status, response.json()]).toEqual([id, status, { message }]);
      }
      expect(JSON.stringify((await view(admin, 'banka')).rows.map((r) => [r.akun_bank_id, r.akun_bank_status]))).toBe(snapshot);
    });
  });

  describe('DELETE /api/deleteakunbank/:id', () => {
    it('lets only ADMIN remove a bank account; unknown ids are 404', async () => {
      const id = await createAkunBank(server, admin, { website: siteA, bank: 'OVO', name: 'Hapus', no: '6000' });
      const before = await totalOf('banka');
      for (const cookies of [checkerA, csA]) expect((await server.request('DELETE', `/api/deleteakunbank/${id}`, { cookies })).status).toBe(403);
      expect(await totalOf('banka')).toBe(before);
      const removed = await server.request('DELETE', `/api/deleteakunbank/${id}`, { cookies: admin });
      expect([removed.status, removed.json()]).toEqual([200, { success: true, message: 'Bank account Hapus (OVO - 6000) removed.', akun_bank_id: id }]);
      expect(await totalOf('banka')).toBe(before - 1);
      const again = await server.request('DELETE', `/api/deleteakunbank/${id}`, { cookies: admin });
      expect([again.status, again.json()]).toEqual([404, { message: `Bank account ${id} does not exist.` }]);
    });
  });

  if (backend.databaseUrl) {
    it('writes tracking rows under the bank account’s website (checked in PostgreSQL)', async () => {
      const rows = await withPg(backend.databaseUrl as string, server.schema as string, (client) => client.query<TrackingRow>('SELECT website_id, username, role, activity FROM tracking ORDER BY id'));
      const lines = rows.rows.map((r) => `${r.website_id}|${r.username}|${r.role}|${r.activity}`);
      expect(lines).toEqual(
        expect.arrayContaining([
          `${siteB}|${ADMIN.name}|ADMIN|Created bank account PT Beta (MANDIRI - 0012345, WD, website BANKB)`,
          `${siteA}|bank-checker|CHECKER|Created bank account Budi (BCA - 2000, DEPO, website BANKA)`,
          `${siteA}|${ADMIN.name}|ADMIN|Deactivated bank account Andi (BCA - 5000, DEPO, website BANKA)`,
          `${siteA}|${ADMIN.name}|ADMIN|Removed bank account Hapus (OVO - 6000, DEPO, website BANKA)`,
        ]),
      );
    });
  }
});
