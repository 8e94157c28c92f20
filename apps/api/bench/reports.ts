// bench:reports — Data Player totals / the Game Site report (GET /api/totaldataplayer) and the first
// Data Player page (GET /api/dataplayer) over 1,000,000 BO rows (700,000 deposits, 300,000
// withdrawals, 90% approved) spread over 4 websites and the 62 days up to today, asked for one
// website and the last 31 days through the HTTP API of the built server (apps/api/dist). PostgreSQL (CHECKER_BENCH_DATABASE_URL
// or CHECKER_TEST_DATABASE_URL) and PGlite, each beside the same SQL run directly on that database
// (pg on PostgreSQL; the same PGlite data directory opened in this process): p95 and median latency,
// medians of 3 runs of 40 requests; GET /api/dashboard over the same rows and a plain signed-in
// request for scale.
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg, { type QueryResult, type QueryResultRow } from 'pg';
import { formatMonDate, jakartaToday, toIsoDate, type CalendarDate } from '@checker/domain';
import type { Queryable } from '../src/db/db';
import { dataPlayerPage, gameSiteReport, parseReportRange } from '../src/routes/reports';
import { ADMIN, removeServerData, signIn, startServer, type BackendCase, type TestServer } from '../test/harness';
import { createWebsite } from '../test/fixtures';

const DEPOSITS = 700_000;
const WITHDRAWALS = 300_000;
const WEBSITES = ['BENCHA', 'BENCHB', 'BENCHC', 'BENCHD'];
const DAYS = 62;

/** Jakarta today shifted by `offset` days. */
function dayFromToday(offset: number): CalendarDate {
  const today = jakartaToday();
  const shifted = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The rows end today, so the dashboard's 14 days fall inside them too. */
const FIRST_DAY = toIsoDate(dayFromToday(1 - DAYS));
const RANGE_START = formatMonDate(dayFromToday(-30));
const RANGE_END = formatMonDate(dayFromToday(0));
const RANGE = parseReportRange(RANGE_START, RANGE_END);
const RUNS = 3;
const REQUESTS = 40;
const WARMUP = 5;
const TARGET_MS = 100;

/** One bench website's upload record and rows, generated inside the database. */
function loadSql(website: number, deposits: number, withdrawals: number): string[] {
  const upload = (kind: string, type: string) => `INSERT INTO uploads (website_id, parser_id, kind, endpoint, transaction_type, source_key, layout, file_name, sha256, byte_size,
      row_count, inserted_count, statement_date, first_date, last_date, uploaded_by, uploaded_by_name, uploaded_at)
    VALUES (${website}, 'bench', '${kind}', 'bench', '${type}', 'bench', 'bench', 'bench.csv', repeat('0', 64), 1, 0, 0, '${FIRST_DAY}', '${FIRST_DAY}', '${FIRST_DAY}'::date + ${DAYS - 1}, 1, 'bench', now() - interval '30 days')`;
  return [
    upload('bo-deposit', 'deposit'),
    `INSERT INTO bo_deposit (website_id, upload_id, line, row_key, bank_statement_date, ticket_no, req_date, user_name, full_name, depo_amount, player_bank, corporate_bank, bo_handler, bo_approve, unbacked_reason)
     SELECT ${website}, (SELECT max(id) FROM uploads), g, md5(g::text), '${FIRST_DAY}'::date + (g % ${DAYS}), 'DP${website}-' || g, ('${FIRST_DAY}'::date + (g % ${DAYS}))::timestamp + interval '1 hour',
            'player' || (g % 5000), 'PLAYER ' || (g % 5000), (10000 + (g % 997) * 1000 + (g % 100) / 100.0)::numeric(18, 2), 'BCA - 01' || (g % 5000) || ' - PLAYER', 'BCA - 0123456789 - PT BENCH',
            'op' || (g % 7), g % 10 <> 0, CASE WHEN g % 10 <> 0 THEN 'bench' END
       FROM generate_series(1, ${deposits}) AS g`,
    upload('bo-withdraw', 'withdraw'),
    `INSERT INTO bo_withdraw (website_id, upload_id, line, row_key, wd_bank_date, wd_ticket_no, wd_app_date, wd_username, wd_fullname, wd_amount, wd_player_bank, wd_corp_bank, wd_handler, wd_bo_approve, unbacked_reason)
     SELECT ${website}, (SELECT max(id) FROM uploads), g, md5(g::text), '${FIRST_DAY}'::date + (g % ${DAYS}), 'WD${website}-' || g, ('${FIRST_DAY}'::date + (g % ${DAYS}))::timestamp + interval '2 hours',
            'player' || (g % 5000), 'PLAYER ' || (g % 5000), (50000 + (g % 991) * 1000 + (g % 100) / 100.0)::numeric(18, 2), 'BNI - 02' || (g % 5000) || ' - PLAYER', 'BCA - 1234567890 - PT BENCH',
            'op' || (g % 7), g % 10 <> 0, CASE WHEN g % 10 <> 0 THEN 'bench' END
       FROM generate_series(1, ${withdrawals}) AS g`,
  ];
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const median = (values: readonly number[]) => percentile(values, 50);

interface Latency {
  p95: number;
  median: number;
}

/** Medians over RUNS runs of REQUESTS timed calls each (after WARMUP untimed ones). */
async function measure(call: () => Promise<unknown>): Promise<Latency> {
  for (let i = 0; i < WARMUP; i += 1) await call();
  const runs: Latency[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const start = performance.now();
      await call();
      times.push(performance.now() - start);
    }
    runs.push({ p95: percentile(times, 95), median: median(times) });
  }
  return { p95: median(runs.map((r) => r.p95)), median: median(runs.map((r) => r.median)) };
}

function pgliteQueryable(db: PGlite): Queryable {
  return {
    async query<R extends QueryResultRow>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
      const result = await db.query<R>(sql, params ? [...params] : []);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length, command: '', oid: 0, fields: [] };
    },
  };
}

function pgQueryable(client: pg.Client): Queryable {
  return { query: <R extends QueryResultRow>(sql: string, params?: readonly unknown[]) => client.query<R>(sql, params ? [...params] : undefined) };
}

interface Direct {
  q: Queryable;
  close(): Promise<void>;
}

interface Figures {
  /** GET /api/websitelist: what any signed-in request costs on this machine right now. */
  floor: Latency;
  totals: Latency;
  details: Latency;
  /** GET /api/dashboard as ADMIN: every website, 14 days. */
  dashboard: Latency;
  directTotals: Latency;
  directDetails: Latency;
  grandTotal: string;
  loadSeconds: number;
}

async function getJson(server: TestServer, path: string, cookies: string): Promise<Record<string, unknown>> {
  const response = await server.request('GET', path, { cookies });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${response.text}`);
  return response.json();
}

async function benchBackend(backend: BackendCase): Promise<Figures> {
  // The server creates the schema and the websites; the rows are then generated inside the database.
  let server = await startServer(backend);
  const admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
  const ids: number[] = [];
  for (const code of WEBSITES) ids.push(await createWebsite(server, admin, code, `Bench ${code}`, 'NEXUS'));
  await server.stop(true);

  const openDirect = async (): Promise<Direct> => {
    if (backend.databaseUrl) {
      const client = new pg.Client({ connectionString: backend.databaseUrl });
      await client.connect();
      await client.query(`SET search_path TO "${server.schema as string}"`);
      return { q: pgQueryable(client), close: () => client.end() };
    }
    const db = await PGlite.create({ dataDir: join(server.dataDir, 'pglite') });
    return { q: pgliteQueryable(db), close: () => db.close() };
  };

  const loader = await openDirect();
  const loadStart = performance.now();
  for (const id of ids) for (const sql of loadSql(id, DEPOSITS / WEBSITES.length, WITHDRAWALS / WEBSITES.length)) await loader.q.query(sql);
  // PostgreSQL's autovacuum would do this on its own; PGlite has none, and uploads run ANALYZE only.
  await loader.q.query(backend.databaseUrl ? 'VACUUM ANALYZE bo_deposit' : 'ANALYZE bo_deposit');
  await loader.q.query(backend.databaseUrl ? 'VACUUM ANALYZE bo_withdraw' : 'ANALYZE bo_withdraw');
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const website = { id: ids[0] as number, code: WEBSITES[0] as string };
  const directTotals = await measure(() => gameSiteReport(loader.q, website.id, RANGE));
  const directDetails = await measure(() => dataPlayerPage(loader.q, website, RANGE, null, 50, 1));
  const expected = await gameSiteReport(loader.q, website.id, RANGE);
  await loader.close();

  server = await startServer(backend, { dataDir: server.dataDir, ...(server.schema ? { schema: server.schema } : {}) });
  try {
    const cookies = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    const range = `${website.code}/${RANGE_START}/${RANGE_END}`;
    const answer = await getJson(server, `/api/totaldataplayer/${range}/100/1`, cookies);
    if (answer.grand_total_deposit !== expected.deposit || answer.grand_total_transactions !== expected.transactions) {
      throw new Error(`The API answered ${String(answer.grand_total_deposit)} / ${String(answer.grand_total_transactions)}, the database ${expected.deposit} / ${expected.transactions}.`);
    }
    const floor = await measure(() => server.request('GET', '/api/websitelist', { cookies }));
    const totals = await measure(() => getJson(server, `/api/totaldataplayer/${range}/100/1`, cookies));
    const details = await measure(() => getJson(server, `/api/dataplayer/${range}/50/1`, cookies));
    const dashboard = await measure(() => getJson(server, '/api/dashboard', cookies));
    return { floor, totals, details, dashboard, directTotals, directDetails, grandTotal: `${expected.transactions} rows, deposit ${expected.deposit}, withdraw ${expected.withdraw}`, loadSeconds };
  } finally {
    await server.stop();
    await removeServerData(server);
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const databaseUrl = process.env.CHECKER_BENCH_DATABASE_URL ?? process.env.CHECKER_TEST_DATABASE_URL ?? null;
  const backends: BackendCase[] = [...(databaseUrl ? [{ name: 'postgres' as const, databaseUrl }] : []), { name: 'pglite', databaseUrl: null }];
  console.log(`load average at the start: ${loadavg().map((value) => value.toFixed(2)).join(' ')} on ${cpus().length} cores`);
  console.log(
    `bench:reports — ${DEPOSITS + WITHDRAWALS} BO rows over ${WEBSITES.length} websites and ${DAYS} days; one website, ${RANGE.from} to ${RANGE.to} (31 days); medians of ${RUNS} runs × ${REQUESTS} requests; target p95 ≤ ${TARGET_MS} ms on PostgreSQL`,
  );
  for (const backend of backends) {
    const f = await benchBackend(backend);
    const verdict = backend.databaseUrl ? (f.totals.p95 <= TARGET_MS ? 'PASS' : 'FAIL') : 'info';
    console.log(`${backend.name.padEnd(8)} load ${f.loadSeconds.toFixed(1)} s; report covers ${f.grandTotal}`);
    console.log(`         GET /api/totaldataplayer (totals + game-site report): p95 ${ms(f.totals.p95)}, median ${ms(f.totals.median)} | same SQL direct: p95 ${ms(f.directTotals.p95)}, median ${ms(f.directTotals.median)} [${verdict}]`);
    console.log(`         GET /api/dataplayer (first page of 50):              p95 ${ms(f.details.p95)}, median ${ms(f.details.median)} | same SQL direct: p95 ${ms(f.directDetails.p95)}, median ${ms(f.directDetails.median)}`);
    console.log(`         GET /api/dashboard (ADMIN, ${WEBSITES.length} websites, 14 days):         p95 ${ms(f.dashboard.p95)}, median ${ms(f.dashboard.median)}`);
    console.log(`         GET /api/websitelist (the cost of any signed-in request): p95 ${ms(f.floor.p95)}, median ${ms(f.floor.median)}`);
  }
  console.log(`load average at the end: ${loadavg().map((value) => value.toFixed(2)).join(' ')} on ${cpus().length} cores`);
  if (!databaseUrl) console.log('PostgreSQL skipped: set CHECKER_BENCH_DATABASE_URL (or CHECKER_TEST_DATABASE_URL) to include it.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
