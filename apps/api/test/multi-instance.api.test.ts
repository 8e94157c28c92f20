// Issue 7, several API instances: two server processes on different ports share one PostgreSQL
// schema, as N instances behind a load balancer would. Everything that must hold across instances
// lives in the database: sessions, the sign-in failure count, and the advisory locks that serialise
// uploads of one website and date (src/db/scope-locks.ts).
// PGlite is one process's embedded database, so this file runs only on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { describeOnPostgres, startTwoInstances, ADMIN, signIn, withPg, type TestServer } from './harness';
import { createAkunBank, createWebsite } from './fixtures';
import { bcaCsv, boDepositCsv, jakartaDay, upload, type TestDay } from './report-data';
import { postFile, type PostedFile } from './uploads';

const SITE = 'MI';
const ACCOUNT_NO = '7400000001';
const ROUNDS = 4;
/** Rounds of View BO edits raced through the two instances. */
const EDIT_ROUNDS = 6;

describeOnPostgres('two API instances on one PostgreSQL', (postgres) => {
  const { databaseUrl } = postgres;
  const schema = `checker_test_multi_${randomBytes(5).toString('hex')}`;
  let first: TestServer;
  let second: TestServer;
  /** Signed in before the failure-count test blocks this address. */
  let admin: Awaited<ReturnType<typeof signIn>>;
  const sql = <T extends object>(text: string, params: unknown[] = []) => withPg(databaseUrl, schema, async (client) => (await client.query<T>(text, params)).rows);

  beforeAll(async () => {
    [first, second] = await startTwoInstances(postgres, { schema });
    expect(first.port).not.toBe(second.port);
    admin = await signIn(second, ADMIN.name, ADMIN.password);
  });

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await withPg(databaseUrl, 'public', (client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
  });

  it('accepts a session opened on one instance on the other, and a sign-out on either ends it on both', async () => {
    const session = await signIn(first, ADMIN.name, ADMIN.password);
    expect((await second.request('GET', '/api/websitelist', { cookies: session.cookies })).status).toBe(200);
    expect((await second.request('POST', '/api/logout', { cookies: session.cookies })).status).toBe(200);
    expect((await first.request('GET', '/api/websitelist', { cookies: session.cookies })).status).toBe(401);
    expect((await second.request('GET', '/api/websitelist', { cookies: session.cookies })).status).toBe(401);
  });

  it('counts sign-in failures across both instances, also when they arrive at the same moment', async () => {
    const attempt = (server: TestServer) => server.request('POST', '/api/login', { body: { account_name: 'multi-target', account_password: 'wrong' } });
    const burst = await Promise.all([attempt(first), attempt(second), attempt(first), attempt(second), attempt(first)]);
    expect(burst.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect((await attempt(second)).status).toBe(429);
    expect((await attempt(first)).status).toBe(429);
  });

  it('stores the same BO and statement files sent through both instances at the same moment once, and claims each statement row at most once', async () => {
    const siteId = await createWebsite(first, admin.cookies, SITE);
    await createAkunBank(second, admin.cookies, { website: siteId, bank: 'BCA', no: ACCOUNT_NO, name: 'PT SUMBER JAYA' });
    const corporate = `BCA - ${ACCOUNT_NO} - PT SUMBER JAYA`;
    const files = (day: TestDay) => ({
      bo: boDepositCsv(
        [
          { ticket: `MI${day.iso}A`, username: 'siti88', fullName: 'SITI RAHAYU', amount: 150_000_00n, playerBank: 'BCA - 0111111111 - SITI RAHAYU' },
          { ticket: `MI${day.iso}B`, username: 'budi77', fullName: 'BUDI SANTOSO', amount: 250_000_00n, playerBank: 'BNI - 0222222222 - BUDI SANTOSO' },
          { ticket: `MI${day.iso}C`, username: 'rina', fullName: 'RINA AYU', amount: 300_000_00n, playerBank: 'BCA - 0333333333 - RINA AYU' },
        ].map((row) => ({ ...row, day, corporate, handler: 'op1' })),
      ),
      statement: bcaCsv([
        { day, description: 'TRSF E-BANKING CR 0302/FTSCY/WS95031 150000.00 SITI RAHAYU', amount: 150_000_00n, direction: 'CR' },
        { day, description: 'TRSF E-BANKING CR 0302/FTSCY/WS95032 250000.00 BUDI SANTOSO', amount: 250_000_00n, direction: 'CR' },
        { day, description: 'SETORAN TUNAI', amount: 70_000_00n, direction: 'CR' },
      ]),
    });
    const send = (server: TestServer, kind: 'bo' | 'statement', day: TestDay): Promise<PostedFile> => {
      const content = files(day)[kind];
      if (kind === 'bo') return postFile(server, '/api/checkdata', { cookies: admin.cookies, file: { name: `bo-${day.iso}.csv`, content }, fields: { groups: SITE } });
      return postFile(server, '/api/mutasiupdepobca', {
        cookies: admin.cookies,
        file: { name: `bca-${day.iso}.csv`, content },
        fields: { groups: SITE, transaction_type: 'deposit', dates: day.mon, corporate_bank_no: ACCOUNT_NO },
      });
    };

    const problems: string[] = [];
    let sends = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const day = jakartaDay(-1 - round);
      // Round 0 sends the BO files first and the statements after; the others send all four at once, twice over.
      const waves: Array<Array<[TestServer, 'bo' | 'statement']>> =
        round === 0
          ? [[[first, 'bo'], [second, 'bo']], [[first, 'statement'], [second, 'statement']]]
          : [[[first, 'bo'], [second, 'bo'], [second, 'statement'], [first, 'statement']], [[second, 'bo'], [first, 'bo'], [first, 'statement'], [second, 'statement']]];
      for (const wave of waves) {
        const answers = await Promise.all(wave.map(([server, kind]) => send(server, kind, day)));
        sends += wave.length;
        answers.forEach((answer, i) => {
          if (answer.status !== 200) problems.push(`${day.mon} ${wave[i]?.[1]} via port ${wave[i]?.[0].port}: ${answer.status} ${answer.text.slice(0, 200)}`);
        });
      }
      const [bo] = await sql<{ rows: number; tickets: number; approved: number }>(
        'SELECT count(*)::int AS rows, count(DISTINCT ticket_no)::int AS tickets, count(*) FILTER (WHERE bo_approve)::int AS approved FROM bo_deposit WHERE website_id = $1 AND bank_statement_date = $2',
        [siteId, day.iso],
      );
      const [mutasi] = await sql<{ rows: number; claimed: number }>(
        'SELECT count(*)::int AS rows, count(matched_bo_id)::int AS claimed FROM mutasi_deposit WHERE website_id = $1 AND statement_date = $2',
        [siteId, day.iso],
      );
      if (JSON.stringify([bo, mutasi]) !== JSON.stringify([{ rows: 3, tickets: 3, approved: 2 }, { rows: 3, claimed: 2 }])) {
        problems.push(`${day.mon}: BO ${JSON.stringify(bo)} and statement ${JSON.stringify(mutasi)}, expected 3 BO rows (2 approved) and 3 statement rows (2 claimed)`);
      }
    }
    expect(problems).toEqual([]);

    // No statement row is claimed by two BO rows, no BO row by two statement rows, and every claim is mutual.
    expect(await sql('SELECT matched_mutasi_id FROM bo_deposit WHERE matched_mutasi_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1')).toEqual([]);
    expect(await sql('SELECT matched_bo_id FROM mutasi_deposit WHERE matched_bo_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1')).toEqual([]);
    expect(
      await sql(
        `SELECT b.bo_id, m.mutasi_id FROM bo_deposit b FULL JOIN mutasi_deposit m ON m.mutasi_id = b.matched_mutasi_id
          WHERE (b.matched_mutasi_id IS NOT NULL OR m.matched_bo_id IS NOT NULL) AND (b.bo_id IS DISTINCT FROM m.matched_bo_id OR m.mutasi_id IS DISTINCT FROM b.matched_mutasi_id)`,
      ),
    ).toEqual([]);
    const [uploads] = await sql<{ stored: number; staged: number }>('SELECT (SELECT count(*)::int FROM uploads) AS stored, (SELECT count(*)::int FROM upload_staging) AS staged');
    expect(uploads?.staged).toBe(0);
    // One upload record per send (a repeated file is recorded with nothing inserted); none is left staged.
    expect(uploads?.stored).toBe(sends);
  });

  it('approves a BO row once when View BO Submit reaches both instances at the same moment, and a Submit racing a Delete leaves it approved or deleted', async () => {
    const site = 'MIE';
    const accountNo = '7400000002';
    const siteId = await createWebsite(first, admin.cookies, site);
    await createAkunBank(second, admin.cookies, { website: siteId, bank: 'BCA', no: accountNo, name: 'PT SUMBER JAYA' });
    const day = jakartaDay(-1);
    const corporate = `BCA - ${accountNo} - PT SUMBER JAYA`;
    const names = ['SITI RAHAYU', 'BUDI SANTOSO', 'RINA AYU', 'AGUS SALIM', 'DEWI LESTARI', 'EKO PRASETYO', 'FITRI HANDAYANI', 'GILANG RAMADHAN', 'HENDRA WIJAYA', 'INDAH PERMATA', 'JOKO SUSILO', 'KARTIKA SARI'];
    // Per round: row A (the BO amount is 50,000 short of its statement row: only a person's corrected
    // amount pairs them), row B (no statement row) and row C (like A), all pending after the uploads.
    const rupiah = (round: number, row: 'A' | 'B' | 'C', corrected: boolean) => ({ A: 100_000, B: 500_000, C: 300_000 })[row] + round * 1_000 + (corrected && row !== 'B' ? 50_000 : 0);
    const rows = Array.from({ length: EDIT_ROUNDS }, (_, round) =>
      (['A', 'B', 'C'] as const).map((row) => ({ round, row, ticket: `ME${round}${row}`, name: names[(round * 2 + (row === 'C' ? 1 : 0)) % names.length] as string })),
    ).flat();
    await upload(first, admin.cookies, 'checkdata', `bo-edits-${day.iso}.csv`, boDepositCsv(
      rows.map((r) => ({ ticket: r.ticket, day, username: `u${r.ticket.toLowerCase()}`, fullName: r.name, amount: BigInt(rupiah(r.round, r.row, false)) * 100n, playerBank: `BCA - 05${r.round}000000${r.row === 'A' ? 1 : 3} - ${r.name}`, corporate, handler: 'op1' })),
    ), { groups: site });
    await upload(second, admin.cookies, 'mutasiupdepobca', `bca-edits-${day.iso}.csv`, bcaCsv(
      rows.filter((r) => r.row !== 'B').map((r) => ({ day, description: `TRSF E-BANKING CR ${r.ticket} ${r.name}`, amount: BigInt(rupiah(r.round, r.row, true)) * 100n, direction: 'CR' as const })),
    ), { groups: site, transaction_type: 'deposit', dates: day.mon, corporate_bank_no: accountNo });
    const boIds = new Map((await sql<{ id: number; ticket: string }>('SELECT bo_id::int AS id, ticket_no AS ticket FROM bo_deposit WHERE website_id = $1', [siteId])).map((r) => [r.ticket, r.id]));
    const mutasiIds = new Map((await sql<{ id: number; amount: string }>('SELECT mutasi_id::int AS id, mutasi_amount::text AS amount FROM mutasi_deposit WHERE website_id = $1', [siteId])).map((r) => [r.amount, r.id]));
    const pending = await sql<{ approved: number; claimed: number }>(
      'SELECT (SELECT count(*) FILTER (WHERE bo_approve) FROM bo_deposit WHERE website_id = $1)::int AS approved, (SELECT count(matched_bo_id) FROM mutasi_deposit WHERE website_id = $1)::int AS claimed',
      [siteId],
    );
    expect([boIds.size, mutasiIds.size, pending]).toEqual([EDIT_ROUNDS * 3, EDIT_ROUNDS * 2, [{ approved: 0, claimed: 0 }]]);
    const idOf = (round: number, row: 'A' | 'B' | 'C') => boIds.get(`ME${round}${row}`) as number;
    const mutasiOf = (round: number, row: 'A' | 'C') => mutasiIds.get(`${rupiah(round, row, true)}.00`) as number;
    const submit = (server: TestServer, items: Array<{ id: number; amount?: number }>) =>
      server.request('PUT', '/api/updatebodepostts', {
        cookies: admin.cookies,
        body: { bank_statement_date: day.mon, arr: items.map((item) => ({ bo_id: item.id, ket_app: 'checked by hand', depo_amount: item.amount === undefined ? '' : String(item.amount) })) },
      });
    const remove = (server: TestServer, id: number) => server.request('PUT', '/api/deleteboid', { cookies: admin.cookies, body: { arr: [{ bo_id: id }] } });

    const problems: string[] = [];
    const outcomes = { approved: 0, deleted: 0 };
    for (let round = 0; round < EDIT_ROUNDS; round += 1) {
      const [a, b] = round % 2 === 0 ? [first, second] : [second, first];
      // The same Submit (rows A and B, A with its corrected amount) through both instances at once.
      const items = [{ id: idOf(round, 'A'), amount: rupiah(round, 'A', true) }, { id: idOf(round, 'B') }];
      const both = await Promise.all([submit(a, items), submit(b, items)]);
      const statuses = both.map((r) => r.status).sort();
      const refused = both.find((r) => r.status !== 200);
      if (JSON.stringify(statuses) !== '[200,409]' || !/^BO deposit #\d+ \(ME\dA\) is approved and cannot be changed\.$/.test(refused?.json<{ message: string }>().message ?? '')) {
        problems.push(`round ${round} Submit twice: ${both.map((r) => `${r.status} ${r.text}`).join(' | ')}`);
      }
      // Submit of row C through one instance, Delete of it through the other, at once.
      const [approval, deletion] = await Promise.all([submit(a, [{ id: idOf(round, 'C'), amount: rupiah(round, 'C', true) }]), remove(b, idOf(round, 'C'))]);
      const pair = `${approval.status}/${deletion.status}`;
      const message = (answer: typeof approval) => answer.json<{ message: string }>().message;
      if (pair === '200/409' && message(deletion).endsWith('is approved and cannot be deleted.')) outcomes.approved += 1;
      else if (pair === '404/200' && message(approval).endsWith('does not exist.')) outcomes.deleted += 1;
      else problems.push(`round ${round} Submit/Delete: ${approval.status} ${approval.text} | ${deletion.status} ${deletion.text}`);
    }
    expect(problems).toEqual([]);

    const state = await sql<{ ticket: string; id: number; approved: boolean | null; amount: string | null; claims: number | null; approvals: number; deletions: number }>(
      `SELECT t.ticket, t.id::int AS id, b.bo_approve AS approved, b.depo_amount::text AS amount, b.matched_mutasi_id::int AS claims,
              (SELECT count(*) FROM tracking WHERE website_id = $1 AND activity LIKE 'Approve BO deposit #' || t.id || ' %')::int AS approvals,
              (SELECT count(*) FROM tracking WHERE website_id = $1 AND activity LIKE 'Delete BO deposit #' || t.id || ' %')::int AS deletions
         FROM unnest($2::text[], $3::bigint[]) AS t(ticket, id) LEFT JOIN bo_deposit b ON b.bo_id = t.id ORDER BY t.id`,
      [siteId, [...boIds.keys()], [...boIds.values()]],
    );
    const claimedBy = new Map((await sql<{ id: number; bo: number | null; taken: boolean }>('SELECT mutasi_id::int AS id, matched_bo_id::int AS bo, mutasi_app AS taken FROM mutasi_deposit WHERE website_id = $1', [siteId])).map((r) => [r.id, r]));
    for (let round = 0; round < EDIT_ROUNDS; round += 1) {
      const at = (row: 'A' | 'B' | 'C') => state.find((s) => s.id === idOf(round, row));
      // A and B: approved once (one tracking entry each), A with the corrected amount and its statement row, claimed by A alone.
      expect(at('A')).toMatchObject({ approved: true, amount: `${rupiah(round, 'A', true)}.00`, claims: mutasiOf(round, 'A'), approvals: 1, deletions: 0 });
      expect(at('B')).toMatchObject({ approved: true, amount: `${rupiah(round, 'B', false)}.00`, claims: null, approvals: 1, deletions: 0 });
      expect(claimedBy.get(mutasiOf(round, 'A'))).toEqual({ id: mutasiOf(round, 'A'), bo: idOf(round, 'A'), taken: true });
      // C: approved (its statement row claimed) or deleted (its statement row unclaimed), with the one entry that says which.
      const c = at('C');
      if (c?.approved) {
        expect(c).toMatchObject({ claims: mutasiOf(round, 'C'), approvals: 1, deletions: 0 });
        expect(claimedBy.get(mutasiOf(round, 'C'))).toEqual({ id: mutasiOf(round, 'C'), bo: idOf(round, 'C'), taken: true });
      } else {
        expect(c).toMatchObject({ approved: null, approvals: 0, deletions: 1 });
        expect(claimedBy.get(mutasiOf(round, 'C'))).toEqual({ id: mutasiOf(round, 'C'), bo: null, taken: false });
      }
    }
    expect(outcomes.approved + outcomes.deleted).toBe(EDIT_ROUNDS);
    expect(await sql('SELECT matched_bo_id FROM mutasi_deposit WHERE matched_bo_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1')).toEqual([]);
    expect(await sql('SELECT matched_mutasi_id FROM bo_deposit WHERE matched_mutasi_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1')).toEqual([]);
  });
});
