import { REVIEW_VIEWS } from '@checker/domain';
import { ADMIN, BACKENDS, signIn, startServer, withPg, type TestServer } from './harness';
import { createAccount, createAkunBank, createWebsite } from './fixtures';
import { approveTickets, boDepositCsv, boWithdrawCsv, jakartaDay, trackingTotal, upload, uploadBca, viewPage, type TestDay, type UploadResult } from './report-data';

const DEPOSIT_ACCOUNT = '0123456789';
const WITHDRAW_ACCOUNT = '1234567890';

interface DayUploads {
  boDeposit: UploadResult;
  mutasiDeposit: UploadResult;
  boWithdraw: UploadResult;
  mutasiWithdraw: UploadResult;
}

interface DeleteAnswer {
  message: string;
  deleted: Record<string, number>;
  kept_older: Record<string, number>;
  mutasi_reopened: number;
  bo_reopened: number;
  bo_unbacked: number;
  uploads_removed: number;
}

const NONE = { bo_deposit: 0, bo_withdraw: 0, mutasi_deposit: 0, mutasi_withdraw: 0 };

describe.each(BACKENDS)('DELETE /api/deletebomutasi on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let checker: string;
  let cs: string;
  const today = jakartaDay(0);
  const yesterday = jakartaDay(-1);
  const sql = <T extends object>(text: string, params: unknown[] = []) =>
    withPg(backend.databaseUrl as string, server.schema as string, async (client) => (await client.query<T>(text, params)).rows);
  const remove = (body: unknown, cookies = checker) => server.request('DELETE', '/api/deletebomutasi', { cookies, body });

  /**
   * Three BO deposits (SITI's is proved by the statement's credit), a statement with SITI's credit
   * and a cash deposit nobody claims, two BO withdrawals (BUDI's is proved by the statement's debit).
   */
  async function uploadDay(site: string, day: TestDay, cookies = admin): Promise<DayUploads> {
    const corporate = `BCA - ${DEPOSIT_ACCOUNT} - PT SUMBER JAYA`;
    const deposits = [
      { ticket: `${site}D1`, username: 'siti88', fullName: 'SITI RAHAYU', amount: 150_000_00n, playerBank: 'BCA - 0111111111 - SITI RAHAYU' },
      { ticket: `${site}D2`, username: 'budi77', fullName: 'BUDI SANTOSO', amount: 250_000_00n, playerBank: 'BNI - 0222222222 - BUDI SANTOSO' },
      { ticket: `${site}D3`, username: 'rina_al', fullName: 'RINA AYU', amount: 300_000_00n, playerBank: 'BCA - 0333333333 - RINA AYU' },
    ].map((row) => ({ ...row, day, corporate, handler: 'op1' }));
    const withdrawals = [
      { ticket: `${site}W1`, username: 'budi77', fullName: 'BUDI SANTOSO', amount: 87_490_00n, playerBank: 'BNI - 0222222222 - BUDI SANTOSO' },
      { ticket: `${site}W2`, username: 'ahmad', fullName: 'AHMAD FAUZI', amount: 100_000_00n, playerBank: 'BCA - 0444444444 - AHMAD FAUZI' },
    ].map((row) => ({ ...row, day, brand: site, corporate: `BCA - ${WITHDRAW_ACCOUNT} - PT SUMBER JAYA`, handler: 'op2' }));
    const boDeposit = await upload(server, cookies, 'checkdata', `dp-${site}-${day.iso}.csv`, boDepositCsv(deposits), { groups: site });
    const mutasiDeposit = await uploadBca(server, cookies, site, 'deposit', DEPOSIT_ACCOUNT, day, [
      { day, description: 'TRSF E-BANKING CR 0302/FTSCY/WS95031 150000.00 SITI RAHAYU', amount: 150_000_00n, direction: 'CR' },
      { day, description: 'SETORAN TUNAI', amount: 70_000_00n, direction: 'CR' },
    ]);
    const boWithdraw = await upload(server, cookies, 'bowd', `wd-${site}-${day.iso}.csv`, boWithdrawCsv(withdrawals), { groups: site });
    const mutasiWithdraw = await uploadBca(server, cookies, site, 'withdraw', WITHDRAW_ACCOUNT, day, [
      { day, description: 'TRSF E-BANKING DB 0202/FTFVA/WS95051 87490.00 BUDI SANTOSO', amount: 87_490_00n, direction: 'DB' },
    ]);
    // The premise of the tests below: the checker paired SITI's deposit and BUDI's withdrawal with their statement rows.
    expect([boDeposit.inserted, mutasiDeposit.auto_approved, boWithdraw.inserted, mutasiWithdraw.auto_approved]).toEqual([3, 1, 2, 1]);
    return { boDeposit, mutasiDeposit, boWithdraw, mutasiWithdraw };
  }

  async function totals(site: string, day: TestDay): Promise<number[]> {
    const counts: number[] = [];
    for (const view of REVIEW_VIEWS) counts.push((await viewPage(server, admin, view, day, site, 'all')).total);
    return counts;
  }

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    const dla = await createWebsite(server, admin, 'DLA', 'Delete A', 'NEXUS');
    await createWebsite(server, admin, 'DLB', 'Delete B', 'NEXUS');
    await createAccount(server, admin, { name: 'dl-checker', password: 'dl-checker-pass', role: 'CHECKER', website: dla });
    await createAccount(server, admin, { name: 'dl-cs', password: 'dl-cs-password', role: 'CS', website: dla });
    checker = (await signIn(server, 'dl-checker', 'dl-checker-pass')).cookies;
    cs = (await signIn(server, 'dl-cs', 'dl-cs-password')).cookies;
    for (const site of ['DLA', 'DLB']) {
      await createAkunBank(server, admin, { website: site, bank: 'BCA', no: DEPOSIT_ACCOUNT, name: 'PT SUMBER JAYA' });
      await createAkunBank(server, admin, { website: site, jenis: 'WD', bank: 'BCA', no: WITHDRAW_ACCOUNT, name: 'PT SUMBER JAYA' });
    }
    await uploadDay('DLA', today);
    await uploadDay('DLA', yesterday);
    await uploadDay('DLB', today);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses CS, another website, bad dates and missing fields, changing nothing and logging nothing', async () => {
    const before = [await totals('DLA', today), await totals('DLB', today)];
    const tracked = await trackingTotal(server, admin);
    const cases: Array<[unknown, string, number, string]> = [
      [{ date: today.mon, group: 'DLA' }, cs, 403, 'Forbidden.'],
      [{ date: today.mon, group: 'dlb' }, checker, 403, 'Forbidden: website DLB is not yours.'],
      [{ date: '2025-03-05', group: 'DLA' }, checker, 400, 'date must be a date like 05-Mar-2025.'],
      [{ date: '31-Feb-2025', group: 'DLA' }, checker, 400, 'date must be a date like 05-Mar-2025.'],
      [{ date: today.mon }, checker, 400, 'group is required.'],
      [{ group: 'DLA' }, checker, 400, 'date is required.'],
      [{ date: today.mon, group: '' }, checker, 400, 'group must not be empty.'],
      [{ date: today.mon, group: 'NOPE' }, admin, 404, 'Website NOPE does not exist.'],
    ];
    for (const [body, cookies, status, message] of cases) {
      const response = await remove(body, cookies);
      expect([body, response.status, response.json()]).toEqual([body, status, { message }]);
    }
    const noBody = await server.request('DELETE', '/api/deletebomutasi', { cookies: checker });
    expect(noBody.status).toBe(400);
    expect([await totals('DLA', today), await totals('DLB', today)]).toEqual(before);
    expect(await trackingTotal(server, admin)).toBe(tracked);
  });

  it("deletes the website's rows of that date uploaded within 24 hours, in one go, logs it once and leaves other dates and websites", async () => {
    expect(await totals('DLA', today)).toEqual([3, 2, 2, 1]);
    const otherDay = await totals('DLA', yesterday);
    const otherSite = await totals('DLB', today);
    const tracked = await trackingTotal(server, admin);

    const response = await remove({ date: today.mon, group: 'dla' });
    expect(response.status).toBe(200);
    expect(response.json<DeleteAnswer>()).toEqual({
      message: 'Berhasil menghapus 8 data (BO deposit 3, BO withdraw 2, mutasi deposit 2, mutasi withdraw 1).',
      deleted: { bo_deposit: 3, bo_withdraw: 2, mutasi_deposit: 2, mutasi_withdraw: 1 },
      kept_older: NONE,
      mutasi_reopened: 0,
      bo_reopened: 0,
      bo_unbacked: 0,
      uploads_removed: 4,
    });
    expect(await totals('DLA', today)).toEqual([0, 0, 0, 0]);
    expect(await totals('DLA', yesterday)).toEqual(otherDay);
    expect(await totals('DLB', today)).toEqual(otherSite);

    expect(await trackingTotal(server, admin)).toBe(tracked + 1);
    const log = (await server.request('GET', '/api/tracking/DLA/5/1', { cookies: admin })).json<Array<{ tracking_activity: string; tracking_username: string; tracking_role: string }>>();
    expect(log[0]).toMatchObject({
      tracking_username: 'dl-checker',
      tracking_role: 'CHECKER',
      tracking_activity: `Delete BO / Mutasi DLA ${today.mon}: 8 rows deleted (BO deposit 3, BO withdraw 2, mutasi deposit 2, mutasi withdraw 1), 0 rows older than 24 h kept (BO deposit 0, BO withdraw 0, mutasi deposit 0, mutasi withdraw 0); 0 mutasi rows unclaimed again, 0 BO rows pending again, 0 BO rows approved by a person now without a statement row, 4 empty uploads removed`,
    });

    const again = await remove({ date: today.mon, group: 'DLA' });
    expect([again.status, again.json()]).toEqual([404, { message: `Tidak ada data BO / mutasi website DLA tanggal ${today.mon}.` }]);
    expect(await trackingTotal(server, admin)).toBe(tracked + 1);

    // The files can be uploaded again: the deleted rows no longer count as already stored.
    const reloaded = await uploadDay('DLA', today, checker);
    expect(reloaded.mutasiDeposit.inserted).toBe(2);
    expect(await totals('DLA', today)).toEqual([3, 2, 2, 1]);
  });

  // Only PostgreSQL lets the test age an upload (on PGlite the server owns the database).
  const onPostgres = backend.databaseUrl ? it : it.skip;

  onPostgres('keeps rows whose upload is older than 24 hours, frees the statement rows deleted BO rows claimed and reopens BO rows whose proof is deleted', async () => {
    await approveTickets(server, admin, 'withdraw', 'DLA', today, ['DLAW2']);
    const [deposit] = await sql<{ id: string }>(`SELECT max(u.id)::text AS id FROM uploads u JOIN websites w ON w.id = u.website_id WHERE w.code = 'DLA' AND u.kind = 'statement' AND u.transaction_type = 'deposit' AND u.statement_date = $1`, [today.iso]);
    const [withdraw] = await sql<{ id: string }>(`SELECT max(u.id)::text AS id FROM uploads u JOIN websites w ON w.id = u.website_id WHERE w.code = 'DLA' AND u.kind = 'bo-withdraw' AND u.first_date = $1`, [today.iso]);
    // The deposit statement and the BO withdraw file were uploaded 25 hours ago; the other two just now.
    await sql(`UPDATE uploads SET uploaded_at = now() - interval '25 hours' WHERE id = ANY($1::bigint[])`, [[deposit?.id, withdraw?.id]]);
    const claimed = await sql<{ mutasi_app: boolean; mutasi_ticket: string | null }>(
      `SELECT m.mutasi_app, m.mutasi_ticket FROM mutasi_deposit m WHERE m.upload_id = $1 AND m.sender_name = 'SITI RAHAYU'`,
      [deposit?.id],
    );
    expect(claimed).toEqual([{ mutasi_app: true, mutasi_ticket: 'DLAD1' }]);
    const untouched = await sql<{ n: number }>(
      `SELECT ((SELECT count(*) FROM bo_deposit) + (SELECT count(*) FROM bo_withdraw) + (SELECT count(*) FROM mutasi_deposit) + (SELECT count(*) FROM mutasi_withdraw)
              - (SELECT count(*) FROM bo_deposit b JOIN websites w ON w.id = b.website_id WHERE w.code = 'DLA' AND b.bank_statement_date = $1)
              - (SELECT count(*) FROM bo_withdraw b JOIN websites w ON w.id = b.website_id WHERE w.code = 'DLA' AND b.wd_bank_date = $1)
              - (SELECT count(*) FROM mutasi_deposit m JOIN websites w ON w.id = m.website_id WHERE w.code = 'DLA' AND m.statement_date = $1)
              - (SELECT count(*) FROM mutasi_withdraw m JOIN websites w ON w.id = m.website_id WHERE w.code = 'DLA' AND m.statement_date = $1))::int AS n`,
      [today.iso],
    );

    const response = await remove({ date: today.mon, group: 'DLA' });
    expect(response.status).toBe(200);
    expect(response.json<DeleteAnswer>()).toEqual({
      message: 'Berhasil menghapus 4 data (BO deposit 3, BO withdraw 0, mutasi deposit 0, mutasi withdraw 1); 4 data lebih dari 24 jam tidak dihapus.',
      deleted: { bo_deposit: 3, bo_withdraw: 0, mutasi_deposit: 0, mutasi_withdraw: 1 },
      kept_older: { bo_deposit: 0, bo_withdraw: 2, mutasi_deposit: 2, mutasi_withdraw: 0 },
      mutasi_reopened: 1,
      bo_reopened: 1,
      bo_unbacked: 0,
      uploads_removed: 2,
    });
    // SITI's credit is unclaimed again; BUDI's withdrawal lost its proof and is pending again; AHMAD's manual approval stays.
    const statement = await sql<Record<string, unknown>>(
      `SELECT sender_name, mutasi_app, mutasi_ticket, mutasi_ketapp, mutasi_app_date, match_rule, matched_bo_id FROM mutasi_deposit WHERE upload_id = $1 ORDER BY line`,
      [deposit?.id],
    );
    expect(statement.map((row) => [row.mutasi_app, row.mutasi_ticket, row.mutasi_ketapp, row.mutasi_app_date, row.match_rule, row.matched_bo_id])).toEqual([
      [false, null, null, null, null, null],
      [false, null, null, null, null, null],
    ]);
    const withdrawals = await sql<Record<string, unknown>>(
      `SELECT wd_ticket_no, wd_bo_approve, wd_ket_app, approved_at IS NULL AS no_approval, match_rule, matched_mutasi_id FROM bo_withdraw WHERE upload_id = $1 ORDER BY wd_ticket_no`,
      [withdraw?.id],
    );
    expect(withdrawals).toEqual([
      { wd_ticket_no: 'DLAW1', wd_bo_approve: false, wd_ket_app: null, no_approval: true, match_rule: null, matched_mutasi_id: null },
      { wd_ticket_no: 'DLAW2', wd_bo_approve: true, wd_ket_app: 'checked by hand', no_approval: false, match_rule: 'MANUAL', matched_mutasi_id: null },
    ]);
    expect((await viewPage(server, admin, 'viewmutasi', today, 'DLA', 'pending')).total).toBe(2);
    expect((await viewPage(server, admin, 'viewbowd', today, 'DLA', 'pending')).total).toBe(1);
    const after = await sql<{ n: number }>(
      `SELECT ((SELECT count(*) FROM bo_deposit) + (SELECT count(*) FROM bo_withdraw) + (SELECT count(*) FROM mutasi_deposit) + (SELECT count(*) FROM mutasi_withdraw) - 4)::int AS n`,
    );
    expect(after[0]?.n).toBe(untouched[0]?.n);

    const onlyOlder = await remove({ date: today.mon, group: 'DLA' });
    expect([onlyOlder.status, onlyOlder.json()]).toEqual([409, { message: `Tidak ada data yang bisa dihapus: 4 data website DLA tanggal ${today.mon} lebih dari 24 jam sejak diupload.` }]);
  });
});
