import { UPLOAD_ENDPOINTS } from '@checker/domain';
import type { PagedRow, TrackingEntry } from '@checker/domain/schemas';
import { apiRouteTable } from '../src/route-table';
import { ADMIN, BACKENDS, request, signIn, startServer, type TestResponse, type TestServer } from './harness';
import { createAccount, createAkunBank, createWebsite } from './fixtures';
import { boDepositCsv, boWithdrawCsv, jakartaDay, trackingTotal, uploadBca, viewPage } from './report-data';
import { withDatabase } from './snapshot';
import { postFile } from './uploads';
import { bniMobileXls, livinXlsx, qrisHtmlXls } from './workbooks';

/** Every entry of the tracking answer carries the total. */
type Entry = PagedRow<TrackingEntry>;

const FIELDS = ['tracking_id', 'tracking_website', 'tracking_username', 'tracking_role', 'tracking_activity', 'tracking_crated_at', 'all_data'];

describe.each(BACKENDS)('the tracking log on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let checker: string;
  let otherChecker: string;
  let cs: string;
  const get = (path: string, cookies = admin) => server.request('GET', path, { cookies });
  const entries = (response: TestResponse) => response.json<Entry[]>();

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    const tra = await createWebsite(server, admin, 'TRA', 'Tracking A', 'NEXUS');
    const trb = await createWebsite(server, admin, 'TRB', 'Tracking B', 'NEXUS');
    await createAccount(server, admin, { name: 'tr-checker', password: 'tr-checker-pass', role: 'CHECKER', website: tra });
    await createAccount(server, admin, { name: 'tr-checker-b', password: 'tr-checker-b-pass', role: 'CHECKER', website: trb });
    await createAccount(server, admin, { name: 'tr-cs', password: 'tr-cs-password', role: 'CS', website: tra });
    checker = (await signIn(server, 'tr-checker', 'tr-checker-pass')).cookies;
    otherChecker = (await signIn(server, 'tr-checker-b', 'tr-checker-b-pass')).cookies;
    cs = (await signIn(server, 'tr-cs', 'tr-cs-password')).cookies;
    await createAkunBank(server, checker, { website: 'TRA', bank: 'BCA', no: '1000000001', name: 'PT 100% JAYA_X' });
    await createAkunBank(server, checker, { website: 'TRA', bank: 'BCA', no: '1000000002', name: 'PT 1000 JAYAAX' });
    await createAkunBank(server, otherChecker, { website: 'TRB', bank: 'BCA', no: '2000000001', name: 'PT LAIN' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lists every entry newest first for ADMIN with all, a page at a time, with all_data and x-total-count', async () => {
    const first = await get('/api/tracking/all/5/1');
    expect(first.status).toBe(200);
    const total = Number(first.headers['x-total-count']);
    // Bootstrap, three websites' worth of set-up and four sign-ins.
    expect(total).toBeGreaterThanOrEqual(12);
    const page1 = entries(first);
    expect(page1).toHaveLength(5);
    expect(Object.keys(page1[0] as Entry).sort()).toEqual([...FIELDS].sort());
    expect(page1.every((entry) => entry.all_data === total)).toBe(true);
    expect(page1[0]).toMatchObject({ tracking_website: 'TRB', tracking_username: 'tr-checker-b', tracking_role: 'CHECKER', tracking_activity: expect.stringContaining('Created bank account PT LAIN') });
    expect(Number.isNaN(Date.parse((page1[0] as Entry).tracking_crated_at))).toBe(false);
    const page2 = entries(await get('/api/tracking/ALL/5/2'));
    const ids = [...page1, ...page2].map((entry) => entry.tracking_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(10);
    expect(Math.min(...page1.map((e) => e.tracking_id))).toBeGreaterThan(Math.max(...page2.map((e) => e.tracking_id)));
    const last = entries(await get(`/api/tracking/all/100/1`));
    expect(last).toHaveLength(Math.min(total, 100));
    // Platform-wide entries (the first ADMIN, ADMIN sign-ins) belong to no website.
    expect(last.some((entry) => entry.tracking_website === null && entry.tracking_role === 'ADMIN')).toBe(true);
  });

  it("keeps a website's entries to that website, for ADMIN and for its own CHECKER only; CS may not read the log", async () => {
    const forAdmin = await get('/api/tracking/tra/100/1');
    const rows = entries(forAdmin);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((entry) => entry.tracking_website))).toEqual(new Set(['TRA']));
    expect(Number(forAdmin.headers['x-total-count'])).toBe(rows.length);
    const forChecker = await get('/api/tracking/TRA/100/1', checker);
    expect(entries(forChecker)).toEqual(rows);
    const cases: Array<[string, string, number, string]> = [
      ['/api/tracking/TRB/10/1', checker, 403, 'Forbidden: website TRB is not yours.'],
      ['/api/tracking/all/10/1', checker, 403, 'Forbidden: only ADMIN may read every website.'],
      ['/api/searchtracking/TRB/pt/10/1', checker, 403, 'Forbidden: website TRB is not yours.'],
      ['/api/tracking/TRA/10/1', cs, 403, 'Forbidden.'],
      ['/api/searchtracking/TRA/pt/10/1', cs, 403, 'Forbidden.'],
      ['/api/tracking/NOPE/10/1', admin, 404, 'Website NOPE does not exist.'],
    ];
    for (const [path, cookies, status, message] of cases) {
      const response = await get(path, cookies);
      expect([path, response.status, response.json()]).toEqual([path, status, { message }]);
    }
  });

  it('searches username and activity ignoring case, trimmed and URL-decoded, with % and _ taken literally', async () => {
    const search = (term: string, website = 'all', cookies = admin) => get(`/api/searchtracking/${website}/${encodeURIComponent(term)}/10/1`, cookies);
    const literal = entries(await search('  100% jaya_x '));
    expect(literal.map((entry) => entry.tracking_activity)).toEqual([expect.stringContaining('Created bank account PT 100% JAYA_X')]);
    expect(entries(await search('jaya_x'))).toHaveLength(1);
    expect(entries(await search('100%'))).toHaveLength(1);
    const byName = await search('TR-CHECKER-B');
    expect(entries(byName).length).toBeGreaterThanOrEqual(2);
    // Their own sign-in and bank account, and the ADMIN's entry that created the account.
    expect(entries(byName).every((entry) => entry.tracking_username === 'tr-checker-b' || entry.tracking_activity.includes('tr-checker-b'))).toBe(true);
    expect(entries(byName).some((entry) => entry.tracking_username === ADMIN.name)).toBe(true);
    expect(Number(byName.headers['x-total-count'])).toBe(entries(byName).length);
    // A website's search stays within it.
    expect(entries(await search('tr-checker-b', 'TRA', checker))).toEqual([]);
    expect(entries(await search('BCA - 1000000002'))).toHaveLength(1);
    // An encoded slash stays part of the search text.
    const slash = await search('PT 100% JAYA_X (BCA - 1000000001, DEPO, website TRA)/');
    expect([slash.status, entries(slash)]).toEqual([200, []]);
    expect(entries(await search('nothing like this'))).toEqual([]);
    // A term running from the username into the activity is in neither.
    expect(entries(await search('tr-checker-b\nSigned in'))).toEqual([]);
    const none = await search('nothing like this');
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('keeps the totals exact while their count rows pile up, are folded by a reader, and pile up again', async () => {
    const total = async (website: string) => Number((await get(`/api/tracking/${website}/5/1`)).headers['x-total-count']);
    const counted = () =>
      withDatabase(server, async (client) => {
        const rows = await client.query<{ tra: number; every: number; parts: number }>(
          `SELECT (SELECT count(*) FROM tracking WHERE website_id = (SELECT id FROM websites WHERE code = 'TRA'))::int AS tra,
                  (SELECT count(*) FROM tracking)::int AS every,
                  (SELECT count(*) FROM tracking_counts WHERE website_id = (SELECT id FROM websites WHERE code = 'TRA'))::int AS parts`,
        );
        return rows.rows[0] as { tra: number; every: number; parts: number };
      });
    // One statement each, as the server writes them: one count row each, more than a reader lets pile up.
    const pile = () =>
      withDatabase(server, async (client) => {
        for (let i = 0; i < 80; i += 1) {
          await client.query(`INSERT INTO tracking (website_id, username, role, activity) SELECT id, 'tr-pile', 'CHECKER', 'Piled entry ' || $1 FROM websites WHERE code = 'TRA'`, [i]);
          if (i % 4 === 0) await client.query(`INSERT INTO tracking (website_id, username, role, activity) VALUES (NULL, 'tr-pile', 'ADMIN', 'Piled platform entry')`);
        }
      });
    await pile();
    const piled = await counted();
    expect(piled.parts).toBeGreaterThan(64);
    expect([await total('TRA'), await total('all')]).toEqual([piled.tra, piled.every]);
    const folded = await counted();
    expect(folded.parts).toBe(1);
    expect([await total('TRA'), await total('all')]).toEqual([folded.tra, folded.every]);
    await pile();
    const again = await counted();
    expect([await total('all'), await total('TRA')]).toEqual([again.every, again.tra]);
    expect(again.tra).toBe(folded.tra + 80);
  });

  it('refuses page sizes outside 5..100 and an empty search with 400', async () => {
    const cases: Array<[string, string]> = [
      ['/api/tracking/all/4/1', 'pageSize must be at least 5.'],
      ['/api/tracking/all/101/1', 'pageSize must be at most 100.'],
      ['/api/tracking/all/10/0', 'page must be at least 1.'],
      ['/api/tracking/all/ten/1', 'pageSize must be a whole number.'],
      ['/api/searchtracking/all/%20%20/10/1', 'search must not be empty.'],
    ];
    for (const [path, message] of cases) {
      const response = await get(path);
      expect([path, response.status, response.json()]).toEqual([path, 400, { message }]);
    }
  });
});

/** Every entry written since `before` (newest first), read through the ADMIN's view of the log. */
async function entriesSince(server: TestServer, admin: string, before: number): Promise<Entry[]> {
  const total = await trackingTotal(server, admin);
  if (total === before) return [];
  const response = await server.request('GET', `/api/tracking/all/${Math.min(100, Math.max(5, total - before))}/1`, { cookies: admin });
  return response.json<Entry[]>().slice(0, total - before);
}

describe.each(BACKENDS)('every mutating request leaves exactly one tracking entry on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  const today = jakartaDay(0);

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('walks each non-GET route of the route table: one entry for each change, none for reads', async () => {
    const walked = new Set<string>();
    const readOnly = new Set<string>();
    const representedUploads = new Set<string>();

    /** Runs one request and checks the log grew by exactly the expected entries (newest first): one, unless a bulk request changed several rows. */
    async function step(route: string, run: () => Promise<{ status: number; text: string }>, status: number, ...expected: RegExp[]): Promise<void> {
      const before = await trackingTotal(server, admin);
      const response = await run();
      expect([route, response.status, response.status === status ? '' : response.text]).toEqual([route, status, '']);
      const written = await entriesSince(server, admin, before);
      expect([route, written.length]).toEqual([route, expected.length]);
      written.forEach((entry, index) => expect([route, entry.tracking_activity]).toEqual([route, expect.stringMatching(expected[index] as RegExp)]));
      walked.add(route);
    }
    async function noEntry(route: string, run: () => Promise<{ status: number }>, status = 200): Promise<void> {
      const before = await trackingTotal(server, admin);
      expect([route, (await run()).status]).toEqual([route, status]);
      expect([route, await trackingTotal(server, admin)]).toEqual([route, before]);
      readOnly.add(route);
    }
    const call = (method: string, path: string, body?: unknown, cookies = admin) => server.request(method, path, { cookies, ...(body === undefined ? {} : { body }) });

    // Platform and admin changes.
    const site = await createWebsite(server, admin, 'TRW', 'Tracking Walk', 'NEXUS');
    let websiteId = 0;
    await step('POST /api/createwebsite', async () => {
      const response = await call('POST', '/api/createwebsite', { website_name: 'Temporary', website_code: 'TRTMP', website_panel: 'NEXUS' });
      websiteId = response.json<{ website_id: number }>().website_id;
      return response;
    }, 201, /^Created website TRTMP/);
    await step('DELETE /api/deletewebsite/:id', () => call('DELETE', `/api/deletewebsite/${websiteId}`), 200, /^Deleted website TRTMP/);

    let accountId = 0;
    await step('POST /api/addadminacc', async () => {
      const response = await call('POST', '/api/addadminacc', { account_name: 'tr-walker', account_password: 'tr-walker-pass', account_role: 'CHECKER', account_website: site, account_status: true });
      accountId = response.json<{ account_id: number }>().account_id;
      return response;
    }, 201, /^Created account tr-walker/);
    await step('POST /api/login', () => call('POST', '/api/login', { account_name: 'tr-walker', account_password: 'tr-walker-pass' }, ''), 200, /^Signed in from /);
    await step('POST /api/login', () => call('POST', '/api/login', { account_name: 'tr-walker', account_password: 'wrong-password' }, ''), 401, /^Failed sign-in \(wrong password\)/);
    await step('POST /api/login', () => call('POST', '/api/login', { account_name: 'nobody-here', account_password: 'whatever-pass' }, ''), 401, /^Failed sign-in \(unknown account name\)/);
    const walker = await signIn(server, 'tr-walker', 'tr-walker-pass');
    await step('POST /api/logout', () => request(server.port, 'POST', '/api/logout', { cookies: walker.cookies }), 200, /^Signed out from /);
    await step('PUT /api/updatepassadminacc/:id', () => call('PUT', `/api/updatepassadminacc/${accountId}`, { account_password: 'tr-walker-pass-2' }), 200, /^Changed the password of account tr-walker/);
    await step('PUT /api/updatestatusadminacc/:id', () => call('PUT', `/api/updatestatusadminacc/${accountId}`, { account_status: false }), 200, /^Deactivated account tr-walker/);
    await step('POST /api/login', () => call('POST', '/api/login', { account_name: 'tr-walker', account_password: 'tr-walker-pass-2' }, ''), 403, /^Sign-in refused \(account inactive\)/);
    await step('DELETE /api/deleteadminacc/:id', () => call('DELETE', `/api/deleteadminacc/${accountId}`), 200, /^Deleted account tr-walker/);

    let whitelistId = 0;
    await step('POST /api/createwhitelist', async () => {
      const response = await call('POST', '/api/createwhitelist', { whitelist_ip: '10.9.8.7' });
      whitelistId = response.json<{ Whitelist_id: number }>().Whitelist_id;
      return response;
    }, 201, /^Added IP 10\.9\.8\.7/);
    await step('PUT /api/updatestatuswhitelist/:id', () => call('PUT', `/api/updatestatuswhitelist/${whitelistId}`, { Whitelist_status: false }), 200, /^Deactivated whitelist IP 10\.9\.8\.7/);
    await step('DELETE /api/deletewhitelist/:id', () => call('DELETE', `/api/deletewhitelist/${whitelistId}`), 200, /^Removed IP 10\.9\.8\.7/);

    await step('PUT /api/updatepostingwindow', () => call('PUT', '/api/updatepostingwindow', { source: 'BCA', working_days: 2 }), 200, /^Set the posting window of BCA to 2 working days \(was 1 \(default\)\)$/);
    await step('PUT /api/resetpostingwindow', () => call('PUT', '/api/resetpostingwindow', { source: 'BCA' }), 200, /^Reset the posting window of BCA to the default 1 working day \(was 2\)$/);
    await step('POST /api/createpostingholiday', () => call('POST', '/api/createpostingholiday', { holiday: '2031-08-18', name: 'Tracking walk' }), 201, /^Added posting holiday 18-Aug-2031 \(Tracking walk\)$/);
    await step('DELETE /api/deletepostingholiday/:date', () => call('DELETE', '/api/deletepostingholiday/18-Aug-2031'), 200, /^Removed posting holiday 18-Aug-2031 \(Tracking walk\)$/);

    let akunBankId = 0;
    await step('POST /api/createakunbank', async () => {
      const response = await call('POST', '/api/createakunbank', { akun_bank_website: 'TRW', akun_bank_jenis_transaksi: 'DEPO', akun_bank_bank: 'MANDIRI', akun_bank_name: 'PT SEMENTARA', akun_bank_no: '9999999999' });
      akunBankId = response.json<{ akun_bank_id: number }>().akun_bank_id;
      return response;
    }, 201, /^Created bank account PT SEMENTARA/);
    await step('PUT /api/updatestatusakunbank/:id', () => call('PUT', `/api/updatestatusakunbank/${akunBankId}`, { akun_bank_status: false }), 200, /^Deactivated bank account PT SEMENTARA/);
    await step('DELETE /api/deleteakunbank/:id', () => call('DELETE', `/api/deleteakunbank/${akunBankId}`), 200, /^Removed bank account PT SEMENTARA/);

    // Uploads: all seventeen endpoints share one store path (storeUpload); a BO file and a statement stand for them.
    await createAkunBank(server, admin, { website: 'TRW', bank: 'BCA', no: '0123456789', name: 'PT SUMBER JAYA' });
    const corporate = 'BCA - 0123456789 - PT SUMBER JAYA';
    const deposits = ['TRD1', 'TRD2'].map((ticket, k) => ({ ticket, day: today, username: `user${k}`, fullName: `USER ${k}`, amount: BigInt(k + 1) * 123_000_00n, playerBank: 'BCA - 0111 - X', corporate, handler: 'op' }));
    const withdrawals = ['TRW1', 'TRW2'].map((ticket, k) => ({ ticket, day: today, brand: 'TRW', username: `user${k}`, fullName: `USER ${k}`, amount: BigInt(k + 1) * 77_000_00n, playerBank: 'BCA - 0111 - X', corporate, handler: 'op' }));
    await step('POST /api/checkdata', () => postFile(server, '/api/checkdata', { cookies: admin, file: { name: 'dp.csv', content: boDepositCsv(deposits) }, fields: { groups: 'TRW' } }), 200, /^Upload Nexus BO deposit .*: 2 rows \(file dp\.csv\); auto-match: 0 approved, 2 BO pending, 0 mutasi unclaimed$/);
    await step('POST /api/bowd', () => postFile(server, '/api/bowd', { cookies: admin, file: { name: 'wd.csv', content: boWithdrawCsv(withdrawals) }, fields: { groups: 'TRW' } }), 200, /^Upload Nexus BO withdraw .*: 2 rows \(file wd\.csv\); auto-match: 0 approved, 2 BO pending, 0 mutasi unclaimed$/);
    await step('POST /api/mutasiupdepobca', async () => {
      const result = await uploadBca(server, admin, 'TRW', 'deposit', '0123456789', today, [{ day: today, description: 'SETORAN TUNAI', amount: 55_000_00n, direction: 'CR' }]);
      return { status: 200, text: JSON.stringify(result) };
    }, 200, /^Upload BCA mutasi deposit .*: 1 rows .*; auto-match: 0 approved, 2 BO pending, 1 mutasi unclaimed$/);
    // A file whose rows are all stored already adds nothing and is logged once.
    await step('POST /api/checkdata', () => postFile(server, '/api/checkdata', { cookies: admin, file: { name: 'dp-again.csv', content: boDepositCsv(deposits) }, fields: { groups: 'TRW' } }), 200, /: 0 rows, 2 already stored/);
    for (const endpoint of UPLOAD_ENDPOINTS) representedUploads.add(`POST /api/${endpoint}`);

    // View BO edits, one row each.
    const boIds = async (view: 'viewbo' | 'viewbowd', id: string) => (await viewPage(server, admin, view, today, 'TRW', 'pending')).rows.map((row) => row[id]);
    const [depositA, depositB] = await boIds('viewbo', 'bo_id');
    const [withdrawA, withdrawB] = await boIds('viewbowd', 'wd_bo_id');
    await step('PUT /api/updatebodepostts', () => call('PUT', '/api/updatebodepostts', { bank_statement_date: today.mon, arr: [{ bo_id: depositA, ket_app: 'ok', depo_amount: '124000' }] }), 200, /^Approve BO deposit .*123000\.00 → 124000\.00/);
    await step('PUT /api/deleteboid', () => call('PUT', '/api/deleteboid', { arr: [{ bo_id: depositB }] }), 200, /^Delete BO deposit /);
    // A bulk Submit or Delete is one change per BO row, each with its own before/after, so it writes one entry
    // per row it changed (decision for spec 03 Tracking): the log's 'Cari username/member…' search finds the
    // change to a player's row, and a 1,000-row request never squeezes into one truncated activity.
    const more = ['TRD3', 'TRD4'].map((ticket, k) => ({ ticket, day: today, username: `bulk${k}`, fullName: `BULK ${k}`, amount: BigInt(k + 1) * 321_000_00n, playerBank: 'BCA - 0111 - X', corporate, handler: 'op' }));
    await step('POST /api/checkdata', () => postFile(server, '/api/checkdata', { cookies: admin, file: { name: 'dp-more.csv', content: boDepositCsv(more) }, fields: { groups: 'TRW' } }), 200, /^Upload Nexus BO deposit .*: 2 rows \(file dp-more\.csv\); auto-match: 0 approved, 2 BO pending, 1 mutasi unclaimed$/);
    const [depositC, depositD] = await boIds('viewbo', 'bo_id');
    await step(
      'PUT /api/updatebodepostts',
      () => call('PUT', '/api/updatebodepostts', { bank_statement_date: today.mon, arr: [{ bo_id: depositC, ket_app: 'bulk' }, { bo_id: depositD, ket_app: 'bulk', depo_amount: '650000' }] }),
      200,
      /^Approve BO deposit .* TRD4 \(bulk1\) .*: amount 642000\.00 → 650000\.00; ket_app "bulk"; approved without a statement row: no statement row of that amount$/,
      /^Approve BO deposit .* TRD3 \(bulk0\) .*: amount 321000\.00 → 321000\.00; ket_app "bulk"; approved without a statement row: no statement row of that amount$/,
    );
    await step('PUT /api/updatebosttswd', () => call('PUT', '/api/updatebosttswd', { wd_bank_date: today.mon, arr: [{ wd_bo_id: withdrawA, wd_ket_app: 'ok' }] }), 200, /^Approve BO withdraw /);
    await step('PUT /api/deleteboidwd', () => call('PUT', '/api/deleteboidwd', { arr: [{ wd_bo_id: withdrawB }] }), 200, /^Delete BO withdraw /);
    // An ADMIN's restore of a deleted row is one change per row, like the delete it undoes.
    await step('PUT /api/restoreboid', () => call('PUT', '/api/restoreboid', { arr: [{ bo_id: depositB }] }), 200, /^Restore BO deposit /);
    await step('PUT /api/restoreboidwd', () => call('PUT', '/api/restoreboidwd', { arr: [{ wd_bo_id: withdrawB }] }), 200, /^Restore BO withdraw /);
    // Proving a restored row with a statement row a person picked (issue 16) is one approval, logged like Update.
    await createAkunBank(server, admin, { website: 'TRW', jenis: 'WD', bank: 'BCA', no: '0123456789', name: 'PT SUMBER JAYA' });
    for (const [side, amount, direction] of [['deposit', 246_000_00n, 'CR'], ['withdraw', 154_000_00n, 'DB']] as const) {
      await uploadBca(server, admin, 'TRW', side, '0123456789', today, [{ day: today, description: `TRSF E-BANKING ${direction} 0302/FTSCY/WS95031 ${amount / 100n}.00 ORANG LAIN`, amount, direction }], `bca-prove-${side}.csv`);
    }
    const unclaimed = async (view: 'viewmutasi' | 'viewmutasiwd', id: string) => (await viewPage(server, admin, view, today, 'TRW', 'pending')).rows.find((row) => String(row[`${id.split('_')[0]}_description`]).endsWith('ORANG LAIN'))?.[id];
    await step('PUT /api/proveboid', async () => call('PUT', '/api/proveboid', { bo_id: depositB, mutasi_id: await unclaimed('viewmutasi', 'mutasi_id') }), 200, /^Approve BO deposit .*; ket_app "Dibuktikan dengan mutasi BCA .*"; claimed mutasi #\d+$/);
    await step('PUT /api/proveboidwd', async () => call('PUT', '/api/proveboidwd', { wd_bo_id: withdrawB, mutasi_id: await unclaimed('viewmutasiwd', 'mutasiwd_id') }), 200, /^Approve BO withdraw .*; wd_ket_app "Dibuktikan dengan mutasi BCA .*"; claimed mutasi #\d+$/);

    // Reads that answer a file change nothing and log nothing.
    const exportBody = { date: today.mon, status: 'all', group: 'TRW' };
    for (const path of ['exportcsvviewbo', 'exportexcelviewbo', 'exportcsvlviewbowd', 'exportexcelviewbowd', 'exportcsvviewmutasi', 'exportexcelviewmutasi', 'exportcsvviewmutasiwd', 'exportexcelviewmutasiwd']) {
      await noEntry(`POST /api/${path}`, () => call('POST', `/api/${path}`, exportBody));
    }
    for (const path of ['exportcsvtotaldataplayer', 'exportexceltotaldataplayer']) {
      await noEntry(`POST /api/${path}`, () => call('POST', `/api/${path}`, { start: today.mon, end: today.mon, group: 'TRW' }));
    }
    const workbooks: Array<[string, string, Buffer]> = [
      ['uploadfixbnimobileformat', 'bni.xls', bniMobileXls()],
      ['uploadfixmandiriformat', 'livin.xlsx', livinXlsx()],
      ['uploadfixqrisformat', 'qris.xls', qrisHtmlXls()],
    ];
    for (const [path, name, content] of workbooks) {
      await noEntry(`POST /api/${path}`, () => postFile(server, `/api/${path}`, { cookies: admin, file: { name, content, type: 'application/octet-stream' } }));
    }

    await step('DELETE /api/deletebomutasi', () => call('DELETE', '/api/deletebomutasi', { date: today.mon, group: 'TRW' }), 200, /^Delete BO \/ Mutasi TRW /);

    const routes = (await apiRouteTable()).filter((route) => route.method !== 'GET').map((route) => `${route.method} ${route.url}`);
    const unwalked = routes.filter((route) => !walked.has(route) && !readOnly.has(route) && !representedUploads.has(route));
    expect(unwalked).toEqual([]);
  });
  it('names a deleted website by the code it had, not by its internal id', async () => {
    const id = await createWebsite(server, admin, 'TRX', 'Tracking Gone', 'NEXUS');
    const removed = await server.request('DELETE', `/api/deletewebsite/${id}`, { cookies: admin });
    expect(removed.status).toBe(200);
    const log = (await server.request('GET', '/api/tracking/all/100/1', { cookies: admin })).json<Entry[]>();
    const gone = log.filter((entry) => /website TRX \(Tracking Gone/.test(entry.tracking_activity));
    expect(gone.map((entry) => entry.tracking_activity)).toEqual(['Deleted website TRX (Tracking Gone)', expect.stringMatching(/^Created website TRX/)]);
    expect(gone.map((entry) => entry.tracking_website)).toEqual(['TRX', 'TRX']);
    expect(log.some((entry) => entry.tracking_website === String(id))).toBe(false);
  });
});
