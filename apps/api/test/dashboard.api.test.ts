import type { DashboardAnswer as Dashboard, DashboardDay as Day, DashboardWebsite as Website } from '@checker/domain';
import { ADMIN, BACKENDS, signIn, startServer, withPg, type TestServer } from './harness';
import { createAccount, createAkunBank, createWebsite } from './fixtures';
import { approveTickets, boDepositCsv, boWithdrawCsv, cents, jakartaDay, plain, upload, uploadBca, viewPage, type TestDay } from './report-data';

const DEPOSIT_ACCOUNT = '0123456789';
const WITHDRAW_ACCOUNT = '1234567890';

/** The pending rows' reasons as the dashboard groups them: every number read as N, most rows first, then by reason. */
function reasonCounts(reasons: readonly unknown[]): Array<{ reason: string; count: number }> {
  const counts = new Map<string, number>();
  for (const reason of reasons) {
    const kind = String(reason ?? '').replace(/[0-9]+/g, 'N');
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason, 'en'));
}

describe.each(BACKENDS)('GET /api/dashboard on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let checker: string;
  let cs: string;
  const today = jakartaDay(0);
  const yesterday = jakartaDay(-1);
  const sql = <T extends object>(text: string, params: unknown[] = []) =>
    withPg(backend.databaseUrl as string, server.schema as string, async (client) => (await client.query<T>(text, params)).rows);

  /**
   * SITI's deposit is proved by her credit; ANI's 100,000 fits two nameless credits equally (ambiguous);
   * BUDI's is approved by hand without a credit; JOKO's credit shows another name, so a person approves it
   * with that credit; RINA's waits. One withdrawal is proved by its debit, one waits.
   */
  async function uploadDay(site: string, day: TestDay): Promise<void> {
    const corporate = `BCA - ${DEPOSIT_ACCOUNT} - PT SUMBER JAYA`;
    const deposits = [
      { ticket: `${site}${day.iso}D1`, username: 'siti88', fullName: 'SITI RAHAYU', amount: 150_000_00n },
      { ticket: `${site}${day.iso}D2`, username: 'ani', fullName: 'ANI', amount: 100_000_00n },
      { ticket: `${site}${day.iso}D3`, username: 'budi77', fullName: 'BUDI SANTOSO', amount: 250_000_00n },
      { ticket: `${site}${day.iso}D4`, username: 'rina_al', fullName: 'RINA AYU', amount: 300_000_00n },
      { ticket: `${site}${day.iso}D5`, username: 'joko', fullName: 'JOKO WIDODO', amount: 200_000_00n },
    ].map((row) => ({ ...row, day, playerBank: `BCA - 0999 - ${row.fullName}`, corporate, handler: 'op1' }));
    await upload(server, admin, 'checkdata', `dp-${site}-${day.iso}.csv`, boDepositCsv(deposits), { groups: site });
    await uploadBca(server, admin, site, 'deposit', DEPOSIT_ACCOUNT, day, [
      { day, description: 'TRSF E-BANKING CR 0302/FTSCY/WS95031 150000.00 SITI RAHAYU', amount: 150_000_00n, direction: 'CR' },
      { day, description: 'SETORAN TUNAI', amount: 100_000_00n, direction: 'CR' },
      { day, description: 'SETORAN KLIRING', amount: 100_000_00n, direction: 'CR' },
      { day, description: 'BUNGA', amount: 1_234_56n, direction: 'CR' },
      { day, description: 'TRSF E-BANKING CR 0302/FTSCY/WS95032 200000.00 HENDRA WIJAYA', amount: 200_000_00n, direction: 'CR' },
    ]);
    await approveTickets(server, admin, 'deposit', site, day, [`${site}${day.iso}D3`, `${site}${day.iso}D5`]);
    const withdrawals = [
      { ticket: `${site}${day.iso}W1`, username: 'budi77', fullName: 'BUDI SANTOSO', amount: 87_490_00n },
      { ticket: `${site}${day.iso}W2`, username: 'ahmad', fullName: 'AHMAD FAUZI', amount: 99_000_00n },
    ].map((row) => ({ ...row, day, brand: site, playerBank: `BNI - 0888 - ${row.fullName}`, corporate: `BCA - ${WITHDRAW_ACCOUNT} - PT SUMBER JAYA`, handler: 'op2' }));
    await upload(server, admin, 'bowd', `wd-${site}-${day.iso}.csv`, boWithdrawCsv(withdrawals), { groups: site });
    await uploadBca(server, admin, site, 'withdraw', WITHDRAW_ACCOUNT, day, [
      { day, description: 'TRSF E-BANKING DB 0202/FTFVA/WS95051 87490.00 BUDI SANTOSO', amount: 87_490_00n, direction: 'DB' },
      { day, description: 'BIAYA ADM', amount: 10_000_00n, direction: 'DB' },
    ]);
  }

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    const dba = await createWebsite(server, admin, 'DBA', 'Dashboard A', 'NEXUS');
    await createWebsite(server, admin, 'DBB', 'Dashboard B', 'LUXE');
    await createWebsite(server, admin, 'DBC', 'Dashboard C', 'NEXUS');
    await createAccount(server, admin, { name: 'db-checker', password: 'db-checker-pass', role: 'CHECKER', website: dba });
    await createAccount(server, admin, { name: 'db-cs', password: 'db-cs-password', role: 'CS', website: dba });
    checker = (await signIn(server, 'db-checker', 'db-checker-pass')).cookies;
    cs = (await signIn(server, 'db-cs', 'db-cs-password')).cookies;
    for (const site of ['DBA', 'DBC']) {
      await createAkunBank(server, admin, { website: site, bank: 'BCA', no: DEPOSIT_ACCOUNT, name: 'PT SUMBER JAYA' });
      await createAkunBank(server, admin, { website: site, jenis: 'WD', bank: 'BCA', no: WITHDRAW_ACCOUNT, name: 'PT SUMBER JAYA' });
    }
    await uploadDay('DBA', yesterday);
    await uploadDay('DBA', today);
    await uploadDay('DBC', today);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const dashboard = async (cookies: string) => {
    const response = await server.request('GET', '/api/dashboard', { cookies });
    expect(response.status).toBe(200);
    return response.json<Dashboard>();
  };

  it("shows every website to ADMIN and only their own to CHECKER and CS, today and yesterday in Jakarta", async () => {
    const all = await dashboard(admin);
    expect([all.today, all.yesterday]).toEqual([today.mon, yesterday.mon]);
    expect(all.websites.map((w) => w.website_code)).toEqual(['DBA', 'DBB', 'DBC']);
    for (const cookies of [checker, cs]) {
      const own = await dashboard(cookies);
      expect(own.websites.map((w) => w.website_code)).toEqual(['DBA']);
      expect(own.websites[0]).toEqual(all.websites[0]);
    }
    const empty = all.websites[1] as Website;
    expect(empty.days.map((d) => d.date)).toEqual([today.mon, yesterday.mon]);
    expect(empty.days[0]).toEqual({
      date: today.mon,
      bo_deposit: { matched: 0, pending: 0, auto: 0, by_person: 0, unbacked: 0, pending_reasons: [] },
      bo_withdraw: { matched: 0, pending: 0, auto: 0, by_person: 0, unbacked: 0, pending_reasons: [] },
      mutasi_deposit: { count: 0, amount: '0.00' },
      mutasi_withdraw: { count: 0, amount: '0.00' },
    });
    expect(empty.last_uploads).toEqual([]);
  });

  it('counts exactly what View BO and View Mutasi show for the same date and status: who approved, and the pending rows by reason', async () => {
    const site = (await dashboard(checker)).websites[0] as Website;
    for (const [index, day] of [today, yesterday].entries()) {
      const shown = site.days[index] as Day;
      for (const [view, status] of [['viewbo', shown.bo_deposit], ['viewbowd', shown.bo_withdraw]] as const) {
        const approved = await viewPage(server, checker, view, day, 'DBA', 'approve');
        const pending = await viewPage(server, checker, view, day, 'DBA', 'pending');
        const prefix = view === 'viewbo' ? '' : 'wd_';
        const approvedBy = (person: boolean, backed: boolean) =>
          approved.rows.filter((row) => (row[`${prefix}approved_by`] !== null) === person && (row[`${prefix}matched_mutasi_id`] !== null) === backed).length;
        expect([day.mon, view, status]).toEqual([
          day.mon,
          view,
          {
            matched: approved.total,
            pending: pending.total,
            auto: approvedBy(false, true),
            by_person: approvedBy(true, true),
            unbacked: approvedBy(true, false),
            pending_reasons: reasonCounts(pending.rows.map((row) => row[`${prefix}match_reason`])),
          },
        ]);
      }
      for (const [view, money, amount] of [['viewmutasi', shown.mutasi_deposit, 'mutasi_amount'], ['viewmutasiwd', shown.mutasi_withdraw, 'mutasiwd_amount']] as const) {
        const unclaimed = await viewPage(server, checker, view, day, 'DBA', 'pending');
        expect([day.mon, view, money]).toEqual([day.mon, view, { count: unclaimed.total, amount: plain(unclaimed.rows.reduce((sum, row) => sum + cents(String(row[amount])), 0n)) }]);
      }
    }
    // The scenario: SITI proved, BUDI by hand without a statement row (no credit of 250,000), JOKO by hand with
    // HENDRA's credit, ANI ambiguous, RINA waiting; the two nameless credits and the interest unclaimed.
    const [ambiguous, nothing] = [{ reason: 'ambiguous: N candidates', count: 1 }, { reason: 'no statement row of that amount', count: 1 }];
    expect(site.days[0]).toEqual({
      date: today.mon,
      bo_deposit: { matched: 3, pending: 2, auto: 1, by_person: 1, unbacked: 1, pending_reasons: [ambiguous, nothing] },
      bo_withdraw: { matched: 1, pending: 1, auto: 1, by_person: 0, unbacked: 0, pending_reasons: [nothing] },
      mutasi_deposit: { count: 3, amount: '201234.56' },
      mutasi_withdraw: { count: 1, amount: '10000.00' },
    });
    if (backend.databaseUrl) {
      const [direct] = await sql<{ matched: number; pending: number; unclaimed: string }>(
        `SELECT count(*) FILTER (WHERE bo_approve)::int AS matched, count(*) FILTER (WHERE NOT bo_approve)::int AS pending,
                (SELECT sum(mutasi_amount)::text FROM mutasi_deposit m JOIN websites w ON w.id = m.website_id WHERE w.code = 'DBA' AND m.statement_date = $1 AND NOT m.mutasi_app) AS unclaimed
           FROM bo_deposit b JOIN websites w ON w.id = b.website_id WHERE w.code = 'DBA' AND b.bank_statement_date = $1`,
        [today.iso],
      );
      expect([site.days[0]?.bo_deposit.matched, site.days[0]?.bo_deposit.pending, site.days[0]?.mutasi_deposit.amount]).toEqual([direct?.matched, direct?.pending, direct?.unclaimed]);
    }
  });

  it('draws 14 days of matched and pending BO rows, oldest first, and names the newest upload of every source', async () => {
    const site = (await dashboard(admin)).websites[0] as Website;
    expect(site.series).toHaveLength(14);
    expect(site.series.map((point) => point.date)).toEqual(Array.from({ length: 14 }, (_, i) => jakartaDay(i - 13).mon));
    const [todayPoint, yesterdayPoint] = [site.series[13], site.series[12]];
    for (const [point, day] of [[todayPoint, site.days[0]], [yesterdayPoint, site.days[1]]] as const) {
      expect(point).toEqual({ date: day?.date, matched: (day?.bo_deposit.matched ?? 0) + (day?.bo_withdraw.matched ?? 0), pending: (day?.bo_deposit.pending ?? 0) + (day?.bo_withdraw.pending ?? 0) });
    }
    expect(site.series.slice(0, 12).every((point) => point.matched === 0 && point.pending === 0)).toBe(true);

    // Four sources, each with today's file (uploaded after yesterday's), newest first.
    expect(site.last_uploads.map((u) => [u.kind, u.transaction_type, u.file_name])).toEqual([
      ['statement', 'withdraw', `bca-withdraw-${today.iso}.csv`],
      ['bo-withdraw', 'withdraw', `wd-DBA-${today.iso}.csv`],
      ['statement', 'deposit', `bca-deposit-${today.iso}.csv`],
      ['bo-deposit', 'deposit', `dp-DBA-${today.iso}.csv`],
    ]);
    expect(site.last_uploads[0]).toMatchObject({ source: 'BCA (KlikBCA / KlikBCA Bisnis)', account: `BCA ${WITHDRAW_ACCOUNT}`, statement_date: today.mon, rows: 2, inserted: 2, uploaded_by: ADMIN.name });
    expect(site.last_uploads[3]).toMatchObject({ source: 'Nexus deposit BO', account: null, rows: 5 });
    const times = site.last_uploads.map((u) => Date.parse(u.uploaded_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
