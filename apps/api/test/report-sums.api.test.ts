// Data Player's total and the Game Site report add up the count and amount deltas the BO tables'
// triggers keep (migrations 006 and 010). After every kind of change — uploads, the checker's and
// the hand approvals, an approval that edits the amount, deleting a row, deleting a day, and on
// PostgreSQL un-approving, moving and re-pricing rows directly — they must equal the rows themselves.
import { ADMIN, BACKENDS, signIn, startServer, withPg, type TestServer } from './harness';
import { createAkunBank, createWebsite } from './fixtures';
import { approveTickets, boDepositCsv, boWithdrawCsv, cents, jakartaDay, plain, upload, uploadBca, viewPage, type TestDay } from './report-data';

const DEPOSIT_ACCOUNT = '0123456789';
const WITHDRAW_ACCOUNT = '1234567890';
const SITE = 'RSA';

interface Detail {
  date: string;
  deposit: string;
  withdraw: string;
}

interface ReportDay {
  date: string;
  total_deposit: string;
  total_withdraw: string;
  total_transactions: number;
}

interface TotalsAnswer {
  details: ReportDay[];
  grand_total_deposit: string;
  grand_total_withdraw: string;
  grand_total_transactions: number;
}

interface Sums {
  deposit: bigint;
  withdraw: bigint;
  transactions: number;
}

describe.each(BACKENDS)('report sums kept by triggers on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  const today = jakartaDay(0);
  const yesterday = jakartaDay(-1);
  const sql = <T extends object>(text: string, params: unknown[] = []) =>
    withPg(backend.databaseUrl as string, server.schema as string, async (client) => (await client.query<T>(text, params)).rows);
  const get = (path: string) => server.request('GET', path, { cookies: admin });

  /** SITI's deposit and BUDI's withdrawal are proved by the statement; the other rows stay pending. */
  async function uploadDay(day: TestDay): Promise<void> {
    const corporate = `BCA - ${DEPOSIT_ACCOUNT} - PT SUMBER JAYA`;
    const deposits = [
      { ticket: `${day.iso}D1`, username: 'siti88', fullName: 'SITI RAHAYU', amount: 150_000_00n, playerBank: 'BCA - 0111111111 - SITI RAHAYU' },
      { ticket: `${day.iso}D2`, username: 'budi77', fullName: 'BUDI SANTOSO', amount: 250_000_00n, playerBank: 'BNI - 0222222222 - BUDI SANTOSO' },
      { ticket: `${day.iso}D3`, username: 'rina_al', fullName: 'RINA AYU', amount: 300_000_00n, playerBank: 'BCA - 0333333333 - RINA AYU' },
    ].map((row) => ({ ...row, day, corporate, handler: 'op1' }));
    const withdrawals = [
      { ticket: `${day.iso}W1`, username: 'budi77', fullName: 'BUDI SANTOSO', amount: 87_490_00n, playerBank: 'BNI - 0222222222 - BUDI SANTOSO' },
      { ticket: `${day.iso}W2`, username: 'ahmad', fullName: 'AHMAD FAUZI', amount: 100_000_00n, playerBank: 'BCA - 0444444444 - AHMAD FAUZI' },
    ].map((row) => ({ ...row, day, brand: SITE, corporate: `BCA - ${WITHDRAW_ACCOUNT} - PT SUMBER JAYA`, handler: 'op2' }));
    await upload(server, admin, 'checkdata', `dp-${day.iso}.csv`, boDepositCsv(deposits), { groups: SITE });
    const mutasiDeposit = await uploadBca(server, admin, SITE, 'deposit', DEPOSIT_ACCOUNT, day, [
      { day, description: 'TRSF E-BANKING CR 0302/FTSCY/WS95031 150000.00 SITI RAHAYU', amount: 150_000_00n, direction: 'CR' },
    ]);
    await upload(server, admin, 'bowd', `wd-${day.iso}.csv`, boWithdrawCsv(withdrawals), { groups: SITE });
    const mutasiWithdraw = await uploadBca(server, admin, SITE, 'withdraw', WITHDRAW_ACCOUNT, day, [
      { day, description: 'TRSF E-BANKING DB 0202/FTFVA/WS95051 87490.00 BUDI SANTOSO', amount: 87_490_00n, direction: 'DB' },
    ]);
    expect([mutasiDeposit.auto_approved, mutasiWithdraw.auto_approved]).toEqual([1, 1]);
  }

  /** The sums of the approved rows as Data Player lists them, one row per approved BO row, per day and in all. */
  async function sumsOfRows(): Promise<{ all: Sums; days: Map<string, Sums> }> {
    const details: Detail[] = [];
    for (let page = 1; ; page += 1) {
      const answer = (await get(`/api/dataplayer/${SITE}/${yesterday.mon}/${today.mon}/100/${page}`)).json<{ details: Detail[]; last_page: number; total: number }>();
      details.push(...answer.details);
      if (page >= answer.last_page) {
        expect(answer.total).toBe(details.length);
        break;
      }
    }
    const all: Sums = { deposit: 0n, withdraw: 0n, transactions: 0 };
    // The report lists every day of the range, zeros included.
    const days = new Map<string, Sums>([yesterday, today].map((day) => [day.mon, { deposit: 0n, withdraw: 0n, transactions: 0 }]));
    for (const detail of details) {
      const day = days.get(detail.date) ?? { deposit: 0n, withdraw: 0n, transactions: 0 };
      for (const sums of [all, day]) {
        sums.deposit += cents(detail.deposit);
        sums.withdraw += cents(detail.withdraw);
        sums.transactions += 1;
      }
      days.set(detail.date, day);
    }
    return { all, days };
  }

  /** The report equals the rows; on PostgreSQL every key's deltas (pending rows too) equal the rows' count and amount. */
  async function expectSumsMatchRows(): Promise<Sums> {
    const rows = await sumsOfRows();
    const report = (await get(`/api/totaldataplayer/${SITE}/${yesterday.mon}/${today.mon}/100/1`)).json<TotalsAnswer>();
    expect([report.grand_total_deposit, report.grand_total_withdraw, report.grand_total_transactions]).toEqual([plain(rows.all.deposit), plain(rows.all.withdraw), rows.all.transactions]);
    expect(report.details.map((day) => [day.date, day.total_deposit, day.total_withdraw, day.total_transactions])).toEqual(
      [...rows.days].map(([date, sums]) => [date, plain(sums.deposit), plain(sums.withdraw), sums.transactions]),
    );
    if (backend.databaseUrl) {
      const differences = await sql(
        `WITH kept AS (SELECT table_name, website_id, day, approved, sum(delta)::bigint AS n, COALESCE(sum(amount), 0) AS amount
                         FROM review_counts WHERE table_name IN ('bo_deposit', 'bo_withdraw') GROUP BY 1, 2, 3, 4),
              stored AS (SELECT 'bo_deposit' AS table_name, website_id, bank_statement_date AS day, bo_approve AS approved, count(*) AS n, sum(depo_amount) AS amount FROM bo_deposit GROUP BY 1, 2, 3, 4
                         UNION ALL
                         SELECT 'bo_withdraw', website_id, wd_bank_date, wd_bo_approve, count(*), sum(wd_amount) FROM bo_withdraw GROUP BY 1, 2, 3, 4)
         SELECT * FROM kept FULL JOIN stored USING (table_name, website_id, day, approved)
          WHERE COALESCE(kept.n, 0) <> COALESCE(stored.n, 0) OR COALESCE(kept.amount, 0) <> COALESCE(stored.amount, 0)`,
      );
      expect(differences).toEqual([]);
    }
    return rows.all;
  }

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    await createWebsite(server, admin, SITE, 'Report sums', 'NEXUS');
    await createAkunBank(server, admin, { website: SITE, bank: 'BCA', no: DEPOSIT_ACCOUNT, name: 'PT SUMBER JAYA' });
    await createAkunBank(server, admin, { website: SITE, jenis: 'WD', bank: 'BCA', no: WITHDRAW_ACCOUNT, name: 'PT SUMBER JAYA' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('stay equal to the rows through uploads, approvals, an amount edit and deletions', async () => {
    // Uploads, and the checker approving the rows the statements prove.
    await uploadDay(yesterday);
    await uploadDay(today);
    expect(await expectSumsMatchRows()).toEqual({ deposit: 300_000_00n, withdraw: 174_980_00n, transactions: 4 });

    // A hand approval, and one that edits the amount.
    await approveTickets(server, admin, 'withdraw', SITE, yesterday, [`${yesterday.iso}W2`]);
    const pending = await viewPage(server, admin, 'viewbo', today, SITE, 'pending');
    const budi = pending.rows.find((row) => row.ticket_no === `${today.iso}D2`)?.bo_id;
    const edited = await server.request('PUT', '/api/updatebodepostts', { cookies: admin, body: { bank_statement_date: today.mon, arr: [{ bo_id: budi, ket_app: 'paid 260,000', depo_amount: '260000' }] } });
    expect(edited.status).toBe(200);
    expect(await expectSumsMatchRows()).toEqual({ deposit: 560_000_00n, withdraw: 274_980_00n, transactions: 6 });

    // Deleting a pending row changes nothing approved; deleting today removes its day.
    const rina = (await viewPage(server, admin, 'viewbo', yesterday, SITE, 'pending')).rows.find((row) => row.ticket_no === `${yesterday.iso}D3`)?.bo_id;
    expect((await server.request('PUT', '/api/deleteboid', { cookies: admin, body: { arr: [{ bo_id: rina }] } })).status).toBe(200);
    expect(await expectSumsMatchRows()).toEqual({ deposit: 560_000_00n, withdraw: 274_980_00n, transactions: 6 });
    expect((await server.request('DELETE', '/api/deletebomutasi', { cookies: admin, body: { date: today.mon, group: SITE } })).status).toBe(200);
    expect(await expectSumsMatchRows()).toEqual({ deposit: 150_000_00n, withdraw: 187_490_00n, transactions: 3 });

    // Today uploaded again.
    await uploadDay(today);
    expect(await expectSumsMatchRows()).toEqual({ deposit: 300_000_00n, withdraw: 274_980_00n, transactions: 5 });
  });

  it('stay equal to the rows when rows are un-approved, moved to another day or re-priced (PostgreSQL, directly)', async () => {
    if (!backend.databaseUrl) return;
    // Each change keeps the books (migration 014): a claim is undone or redone on both of its rows in one statement.
    const [siti] = await sql<{ mutasi_id: string }>(`SELECT matched_mutasi_id AS mutasi_id FROM bo_deposit WHERE ticket_no = $1`, [`${today.iso}D1`]);
    await sql(
      `WITH freed AS (
         UPDATE mutasi_deposit SET mutasi_app = false, mutasi_ketapp = NULL, mutasi_ticket = NULL, mutasi_app_date = NULL, matched_bo_id = NULL
          WHERE matched_bo_id = (SELECT bo_id FROM bo_deposit WHERE ticket_no = $1) RETURNING 1)
       UPDATE bo_deposit SET bo_approve = false, matched_mutasi_id = NULL, unbacked_reason = NULL WHERE ticket_no = $1`,
      [`${today.iso}D1`],
    );
    expect(await expectSumsMatchRows()).toEqual({ deposit: 150_000_00n, withdraw: 274_980_00n, transactions: 4 });
    await sql(`UPDATE bo_withdraw SET wd_bank_date = $1::date WHERE wd_ticket_no = $2`, [yesterday.iso, `${today.iso}W1`]);
    expect(await expectSumsMatchRows()).toEqual({ deposit: 150_000_00n, withdraw: 274_980_00n, transactions: 4 });
    await sql(
      `WITH repriced AS (
         UPDATE mutasi_withdraw m SET mutasi_amount = m.mutasi_amount + 0.01 FROM bo_withdraw b WHERE b.matched_mutasi_id = m.mutasi_id AND b.wd_bo_approve RETURNING 1)
       UPDATE bo_withdraw SET wd_amount = wd_amount + 0.01 WHERE wd_bo_approve`,
    );
    expect(await expectSumsMatchRows()).toEqual({ deposit: 150_000_00n, withdraw: 274_980_03n, transactions: 4 });
    await sql(
      `WITH claimed AS (
         UPDATE mutasi_deposit SET mutasi_app = true, mutasi_ketapp = 'approved by hand in the test', mutasi_ticket = $1, mutasi_app_date = now(),
                matched_bo_id = (SELECT bo_id FROM bo_deposit WHERE ticket_no = $1)
          WHERE mutasi_id = $2 RETURNING 1)
       UPDATE bo_deposit SET bo_approve = true, matched_mutasi_id = $2 WHERE ticket_no = $1`,
      [`${today.iso}D1`, siti?.mutasi_id],
    );
    expect(await expectSumsMatchRows()).toEqual({ deposit: 300_000_00n, withdraw: 274_980_03n, transactions: 5 });
  });
});
