// bench:match — one website-day of 100,000 BO deposit rows and 100,000 statement rows (libs/recon
// syntheticDay: cut names, repeated amounts, 5% without money, 5% money without a BO row), on
// PGlite (the server's own set-up: a worker served over the wire protocol, dist/pglite-worker.js)
// and on PostgreSQL (CHECKER_BENCH_DATABASE_URL or CHECKER_TEST_DATABASE_URL). Per database, medians
// of 3 runs of: the checker as uploads run it (read the scope, match in memory, write the results
// back, one transaction; the three phases are reported too) and the SQL way (row_number pairing on
// amount + account into a temporary table, then UPDATE … FROM it for the BO and the statement rows),
// each from the same unmatched state. Then 900,000 more BO rows on other days (1,000,000 in the
// table) and the median and p95 of the /api/viewbo page query (page + total) for each status, after
// one untimed pass over the same pages (warm buffers, as on a running server).
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatCents, syntheticDay } from '@checker/recon';
import type { ReviewStatus } from '@checker/domain';
import { openDatabase } from '../src/db/connect';
import type { Db } from '../src/db/db';
import { migrate, migrationFromFile, type Migration } from '../src/db/migrate';
import { matchDates, type MatchTimings } from '../src/matching/run';
import { viewPage } from '../src/review/queries';
import { VIEWS } from '../src/review/views';
import { REPO_ROOT } from '../test/harness';

const ROWS = 100_000;
const RUNS = 3;
const TABLE_ROWS = 1_000_000;
const PAGE_QUERIES = 200;
/** The pages of 100 the page queries cycle through (offsets 0 to 1,900). */
const PAGES = 20;
const DATE = '2025-02-03';
const INSERT_CHUNK = 10_000;
const WORKER_FILE = join(REPO_ROOT, 'apps', 'api', 'dist', 'pglite-worker.js');
const MIGRATIONS_DIR = join(REPO_ROOT, 'apps', 'api', 'src', 'db', 'migrations');

/** The migration files as the server bundles them (tsx cannot import .sql). */
async function migrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(files.map(async (file) => migrationFromFile(file, await readFile(join(MIGRATIONS_DIR, file), 'utf8'))));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}

async function load(db: Db): Promise<{ websiteId: number; boRows: number; mutasiRows: number }> {
  const day = syntheticDay({ seed: 20250203, boRows: ROWS, missingShare: 0.05, extraShare: 0.05 });
  const websiteId = (await db.query<{ id: number }>("INSERT INTO websites (name, code, panel) VALUES ('Bench', 'BENCHMATCH', 'NEXUS') RETURNING id")).rows[0]?.id as number;
  const upload = (
    await db.query<{ id: string }>(
      `INSERT INTO uploads (website_id, parser_id, kind, endpoint, transaction_type, source_key, layout, file_name, sha256, byte_size, row_count, inserted_count,
                            statement_date, first_date, last_date, uploaded_by, uploaded_by_name)
       VALUES ($1, 'manual', 'statement', 'bench', 'deposit', 'bench', 'bench', 'bench.csv', repeat('0', 64), 1, 0, 0, $2, $2, $2, 1, 'bench') RETURNING id`,
      [websiteId, DATE],
    )
  ).rows[0]?.id;
  for (let start = 0; start < day.bo.length; start += INSERT_CHUNK) {
    const rows = day.bo.slice(start, start + INSERT_CHUNK);
    await db.query(
      `INSERT INTO bo_deposit (website_id, upload_id, line, row_key, bank_statement_date, ticket_no, req_date, user_name, full_name, depo_amount, corporate_bank, player_bank)
       SELECT $1, $2, r.line, r.line::text, $3::date, r.ticket, $3::date, r.user_name, r.full_name, r.amount, r.corporate, r.player
         FROM unnest($4::int[], $5::text[], $6::text[], $7::text[], $8::numeric[], $9::text[], $10::text[]) AS r(line, ticket, user_name, full_name, amount, corporate, player)`,
      [
        websiteId,
        upload,
        DATE,
        rows.map((r) => r.id),
        rows.map((r) => r.ticket),
        rows.map((r) => r.userName),
        rows.map((r) => r.fullName),
        rows.map((r) => formatCents(r.amountCents)),
        rows.map((r) => r.corporateBank),
        rows.map((r) => r.playerBank),
      ],
    );
  }
  for (let start = 0; start < day.statements.length; start += INSERT_CHUNK) {
    const rows = day.statements.slice(start, start + INSERT_CHUNK);
    await db.query(
      `INSERT INTO mutasi_deposit (website_id, upload_id, line, row_key, statement_date, mutasi_amount, description, sender_name, sender_account, transaction_id, corporate_bank, corporate_account_no)
       SELECT $1, $2, r.line, r.line::text, $3::date, r.amount, r.description, r.sender_name, r.sender_account, r.reference, 'BCA', r.account
         FROM unnest($4::int[], $5::numeric[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[]) AS r(line, amount, description, sender_name, sender_account, reference, account)`,
      [
        websiteId,
        upload,
        DATE,
        rows.map((r) => r.id),
        rows.map((r) => formatCents(r.amountCents)),
        rows.map((r) => r.description),
        rows.map((r) => r.senderName),
        rows.map((r) => r.senderAccount),
        rows.map((r) => r.reference),
        rows.map((r) => r.corporateAccountNo),
      ],
    );
  }
  await db.query('ANALYZE bo_deposit');
  await db.query('ANALYZE mutasi_deposit');
  return { websiteId, boRows: day.bo.length, mutasiRows: day.statements.length };
}

/** Back to nothing matched, with the dead rows of the last run vacuumed away (PGlite has no autovacuum). */
async function reset(db: Db): Promise<void> {
  // One statement, so both rows of every claim are undone before the books are checked (migration 014).
  await db.query(
    `WITH freed AS (
       UPDATE mutasi_deposit SET mutasi_app = false, mutasi_ketapp = NULL, mutasi_ticket = NULL, mutasi_app_date = NULL, match_rule = NULL, match_reason = NULL, matched_bo_id = NULL
        WHERE mutasi_app OR match_reason IS NOT NULL RETURNING 1)
     UPDATE bo_deposit SET bo_approve = false, ket_app = NULL, approved_at = NULL, match_rule = NULL, match_reason = NULL, matched_mutasi_id = NULL, unbacked_reason = NULL
      WHERE bo_approve OR match_reason IS NOT NULL`,
  );
  await db.query('VACUUM ANALYZE bo_deposit');
  await db.query('VACUUM ANALYZE mutasi_deposit');
}

async function timed<T>(fn: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { seconds: (performance.now() - start) / 1000, value };
}

/** Where the SQL way spends its time: pairing, and writing the pairs back. */
interface SqlPhases {
  pairMs: number;
  updateMs: number;
}

/**
 * The same one-to-one pairing in SQL: the n-th pending BO row of an (amount, corporate account) with the
 * n-th free statement row of it, into a temporary table that carries what both UPDATEs need (the
 * ticket too, so the statement UPDATE joins nothing else), then one UPDATE … FROM per table. It writes
 * the same columns the checker writes for a match (it has no reasons to give for the rest).
 */
async function sqlWay(db: Db, websiteId: number, phases: SqlPhases): Promise<number> {
  return db.transaction(async (tx) => {
    const start = performance.now();
    await tx.query(
      `CREATE TEMP TABLE pairs ON COMMIT DROP AS
       WITH b AS (SELECT bo_id, ticket_no, depo_amount, substring(corporate_bank from '[0-9]{5,}') AS account,
                         row_number() OVER (PARTITION BY depo_amount, substring(corporate_bank from '[0-9]{5,}') ORDER BY bo_id) AS rn
                    FROM bo_deposit WHERE website_id = $1 AND bank_statement_date = $2::date AND NOT bo_approve),
            m AS (SELECT mutasi_id, mutasi_amount, corporate_account_no,
                         row_number() OVER (PARTITION BY mutasi_amount, corporate_account_no ORDER BY mutasi_id) AS rn
                    FROM mutasi_deposit WHERE website_id = $1 AND statement_date = $2::date AND NOT mutasi_app)
       SELECT b.bo_id, b.ticket_no, m.mutasi_id FROM b JOIN m ON m.mutasi_amount = b.depo_amount AND m.corporate_account_no = b.account AND m.rn = b.rn`,
      [websiteId, DATE],
    );
    const paired = performance.now();
    phases.pairMs = paired - start;
    const updated = await tx.query(
      `UPDATE bo_deposit AS b SET bo_approve = true, ket_app = 'AUTO: amount · #' || p.mutasi_id, approved_at = now(), match_rule = 'SQL',
              match_reason = 'amount · #' || p.mutasi_id, matched_mutasi_id = p.mutasi_id
         FROM pairs p WHERE b.bo_id = p.bo_id`,
    );
    await tx.query(
      `UPDATE mutasi_deposit AS m SET mutasi_app = true, mutasi_ketapp = 'AUTO: amount · ' || p.ticket_no, mutasi_ticket = p.ticket_no, mutasi_app_date = now(),
              match_rule = 'SQL', matched_bo_id = p.bo_id
         FROM pairs p WHERE m.mutasi_id = p.mutasi_id`,
    );
    phases.updateMs = performance.now() - paired;
    return updated.rowCount ?? 0;
  });
}

/** 900,000 more BO rows on nine other days of the same website, written by the database itself. */
async function fillTable(db: Db, websiteId: number): Promise<void> {
  const upload = (await db.query<{ id: string }>('SELECT min(id)::text AS id FROM uploads')).rows[0]?.id;
  await db.query(
    `INSERT INTO bo_deposit (website_id, upload_id, line, row_key, bank_statement_date, ticket_no, req_date, user_name, full_name, depo_amount, corporate_bank, bo_approve, unbacked_reason)
     SELECT $1, $2, g, g::text, date '2025-01-20' + (g % 9), 'DPX' || g, date '2025-01-20' + (g % 9), 'user' || (g % 5000), 'PLAYER ' || (g % 5000),
            ((g % 200) + 1) * 5000, 'BCA - 1234567890 - PT SUMBER JAYA', g % 10 <> 0, CASE WHEN g % 10 <> 0 THEN 'bench' END
       FROM generate_series(1, $3::int) AS g`,
    [websiteId, upload, TABLE_ROWS - ROWS],
  );
  await db.query('VACUUM ANALYZE bo_deposit');
}

interface Latency {
  median: number;
  p95: number;
}

const STATUSES: readonly ReviewStatus[] = ['all', 'approve', 'pending'];

/**
 * Each page of each status once, untimed, first: right after the bulk fill the index pages are not
 * in the database's buffers yet, and whichever status ran first paid for reading them (PGlite "all"
 * p95 14–27 ms cold against ~10 ms warm). A server's page queries run on a warm cache.
 */
async function pageLatencies(db: Db, websiteId: number): Promise<Record<ReviewStatus, Latency>> {
  const filter = (status: ReviewStatus) => ({ websiteId, date: { year: 2025, month: 2, day: 3 }, status, search: null });
  for (const status of STATUSES) for (let page = 0; page < PAGES; page += 1) await viewPage(db, VIEWS.viewbo, filter(status), 100, page * 100);
  const result = {} as Record<ReviewStatus, Latency>;
  for (const status of STATUSES) {
    const times: number[] = [];
    for (let i = 0; i < PAGE_QUERIES; i += 1) {
      const page = i % PAGES;
      const { seconds } = await timed(() => viewPage(db, VIEWS.viewbo, filter(status), 100, page * 100));
      times.push(seconds * 1000);
    }
    result[status] = { median: median(times), p95: p95(times) };
  }
  return result;
}

async function bench(name: string, db: Db, schema: string | null): Promise<void> {
  await migrate(db, schema, await migrations());
  const loaded = await timed(() => load(db));
  const { websiteId } = loaded.value;
  console.log(`${name}: loaded ${loaded.value.boRows} BO + ${loaded.value.mutasiRows} mutasi rows in ${loaded.seconds.toFixed(1)} s`);
  const checker: number[] = [];
  const phases: MatchTimings[] = [];
  const sql: number[] = [];
  const sqlPhases: SqlPhases[] = [];
  let approved = 0;
  let sqlPaired = 0;
  for (let run = 0; run < RUNS; run += 1) {
    await reset(db);
    const timings: MatchTimings = { readMs: 0, matchMs: 0, writeMs: 0 };
    const ours = await timed(() => db.transaction((tx) => matchDates(tx, websiteId, 'deposit', [DATE], timings)));
    checker.push(ours.seconds);
    phases.push(timings);
    approved = ours.value.approved;
    await reset(db);
    const split: SqlPhases = { pairMs: 0, updateMs: 0 };
    const theirs = await timed(() => sqlWay(db, websiteId, split));
    sql.push(theirs.seconds);
    sqlPhases.push(split);
    sqlPaired = theirs.value;
  }
  const ours = median(checker);
  const theirs = median(sql);
  const phase = (key: keyof MatchTimings): string => `${(median(phases.map((p) => p[key])) / 1000).toFixed(2)} s`;
  console.log(`${name}: checker (read + match in memory + write back) median ${ours.toFixed(2)} s [${checker.map((s) => s.toFixed(2)).join(', ')}], ${approved} approved`);
  console.log(`${name}:   phases (medians): read ${phase('readMs')}, match ${phase('matchMs')}, write back ${phase('writeMs')}`);
  console.log(`${name}: SQL row_number pairing + UPDATE … FROM      median ${theirs.toFixed(2)} s [${sql.map((s) => s.toFixed(2)).join(', ')}], ${sqlPaired} paired`);
  const sqlPhase = (key: keyof SqlPhases): string => `${(median(sqlPhases.map((p) => p[key])) / 1000).toFixed(2)} s`;
  console.log(`${name}:   phases (medians): pairing ${sqlPhase('pairMs')}, UPDATE … FROM ${sqlPhase('updateMs')}`);
  // Issue 17's targets, each a ratio of two timings of this run: the decision in memory against SQL's
  // amount-only pairing of the same rows, and writing the decisions against PostgreSQL's UPDATE … FROM.
  const ratio = (ourKey: keyof MatchTimings, theirKey: keyof SqlPhases): string =>
    (median(phases.map((p) => p[ourKey])) / Math.max(median(sqlPhases.map((p) => p[theirKey])), 1)).toFixed(2);
  console.log(`${name}: decision in memory / SQL amount-only pairing: ${ratio('matchMs', 'pairMs')}× (target < 1×)`);
  console.log(`${name}: writing the decisions / UPDATE … FROM: ${ratio('writeMs', 'updateMs')}× (target ≤ 0.5×)`);
  await reset(db);
  await db.transaction((tx) => matchDates(tx, websiteId, 'deposit', [DATE]));
  const filled = await timed(() => fillTable(db, websiteId));
  const count = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bo_deposit')).rows[0]?.n;
  console.log(`${name}: ${count} BO rows in the table (filled in ${filled.seconds.toFixed(1)} s)`);
  const latencies = await pageLatencies(db, websiteId);
  console.log(
    `${name}: /api/viewbo page query (page of 100 + total) over ${PAGE_QUERIES} each, median / p95: ${Object.entries(latencies)
      .map(([status, ms]) => `${status} ${ms.median.toFixed(1)} / ${ms.p95.toFixed(1)} ms`)
      .join(', ')}`,
  );
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'checker-bench-match-'));
  try {
    const pglite = await openDatabase({ databaseUrl: null, dataDir: join(dir, 'data'), dbSchema: null, dbStatementTimeoutMs: 0 }, WORKER_FILE);
    try {
      await bench('PGlite', pglite, null);
    } finally {
      await pglite.close();
    }
    const url = process.env.CHECKER_BENCH_DATABASE_URL ?? process.env.CHECKER_TEST_DATABASE_URL;
    if (!url) {
      console.log('PostgreSQL: skipped (set CHECKER_BENCH_DATABASE_URL or CHECKER_TEST_DATABASE_URL)');
      return;
    }
    const schema = `checker_bench_${randomBytes(4).toString('hex')}`;
    const postgres = await openDatabase({ databaseUrl: url, dataDir: dir, dbSchema: schema, dbStatementTimeoutMs: 0 }, WORKER_FILE);
    try {
      await bench('PostgreSQL', postgres, schema);
    } finally {
      await postgres.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await postgres.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
