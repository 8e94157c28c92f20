// Issue 7, several API instances: two server processes on different ports share one PostgreSQL
// schema, as N instances behind a load balancer would. Everything that must hold across instances
// lives in the database: sessions, the sign-in failure count, and the advisory locks that serialise
// uploads of one website and date (src/ingest/store.ts lockUploadScopes, src/matching/run.ts).
// PGlite is one process's embedded database, so this file runs only on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { ADMIN, BACKENDS, signIn, startServer, withPg, type TestServer } from './harness';
import { createAkunBank, createWebsite } from './fixtures';
import { bcaCsv, boDepositCsv, jakartaDay, type TestDay } from './report-data';
import { postFile, type PostedFile } from './uploads';

const postgres = BACKENDS.find((backend) => backend.name === 'postgres');
const SITE = 'MI';
const ACCOUNT_NO = '7400000001';
const ROUNDS = 4;

if (!postgres) {
  describe('two API instances on one PostgreSQL', () => {
    it.skip('needs CHECKER_TEST_DATABASE_URL (a PostgreSQL server); PGlite is embedded in one process', () => undefined);
  });
} else {
  const databaseUrl = postgres.databaseUrl as string;

  describe('two API instances on one PostgreSQL', () => {
    const schema = `checker_test_multi_${randomBytes(5).toString('hex')}`;
    let first: TestServer;
    let second: TestServer;
    /** Signed in before the failure-count test blocks this address. */
    let admin: Awaited<ReturnType<typeof signIn>>;
    const sql = <T extends object>(text: string, params: unknown[] = []) => withPg(databaseUrl, schema, async (client) => (await client.query<T>(text, params)).rows);

    beforeAll(async () => {
      const started = await Promise.allSettled([startServer(postgres, { schema }), startServer(postgres, { schema })]);
      const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      if (servers.length !== 2) {
        for (const s of servers) await s.stop();
        throw new Error(`Both instances must start: ${started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok')).join('; ')}`);
      }
      [first, second] = servers as [TestServer, TestServer];
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
  });
}
