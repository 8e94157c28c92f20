// bench:ingest — a 100,000-row BCA statement and a 100,000-row Nexus deposit BO file uploaded through
// the HTTP endpoints of the built server (apps/api/dist), on PGlite and on PostgreSQL (when
// CHECKER_BENCH_DATABASE_URL or CHECKER_TEST_DATABASE_URL names one), printed beside the same database's
// raw COPY of the same rows in the same run (pg-copy-streams on PostgreSQL; a separate PGlite instance
// in this process with COPY … FROM '/dev/blob'), medians of 3 runs. Each run uploads the file twice:
// alone, as the raw COPY runs, for the rows/s; and while GET /api/websitelist is sent every 25 ms from
// another thread, for the page's latency during an upload and the upload's rows/s under that traffic
// (with, for scale, the same requests' latency when no upload runs).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { PARSERS, type ParseContext, type ParserId } from '@checker/recon';
import { parseUpload } from '../src/ingest/parse';
import { copyLines, copyValue, type PreparedRows, type SqlValue } from '../src/ingest/rows';
import { ADMIN, REPO_ROOT, signIn, startServer, type BackendCase, type TestServer } from '../test/harness';
import { createAkunBank, createWebsite } from '../test/fixtures';
import { uploadForm, type UploadAnswer } from '../test/uploads';

const ROWS = 100_000;
const RUNS = 3;
const PING_EVERY_MS = 25;
const BASELINE_MS = 5000;
const MIGRATIONS_DIR = join(REPO_ROOT, 'apps', 'api', 'src', 'db', 'migrations');
/** The BCA account of every bench website: the uploads' statement rows carry it, and so do the raw COPY's. */
const BENCH_ACCOUNT = { name: 'PT Contoh', number: '0123456789' };
const context: ParseContext = { websiteCode: 'BENCH', transactionType: 'deposit', statementDate: { year: 2025, month: 2, day: 3 } };

/** Every row a credit so all 100,000 are stored; distinct names keep them distinct rows. */
function statementFile(): Buffer {
  const lines = ['Tanggal,Keterangan,Cabang,Jumlah,,Saldo'];
  let balance = 1_000_000_000n;
  for (let index = 0; index < ROWS; index += 1) {
    balance += 15_000_000n;
    lines.push(`'03/02,TRSF E-BANKING CR 0302/FTSCY/WS95031 150000.00 SITI RAHAYU ${index},'0000,150000.00,CR,${balance / 100n}.00`);
  }
  return Buffer.from(lines.join('\r\n'));
}

function boFile(): Buffer {
  const header = PARSERS['nexus-bo-deposit'].template.csv.split('\r\n')[0] ?? '';
  const lines = [header];
  for (let index = 0; index < ROWS; index += 1) {
    lines.push(`DP${index},03/02/2025 14:20:11,03/02/2025 14:25:40,user${index},SITI RAHAYU,BANK,"150,000.00",0.00,0.00,0.00,"150,000.00",BCA - 0123456789,BCA - 1234567890,Deposit BCA,REF${index},Approved,,operator1,P1,O1`);
  }
  return Buffer.from(lines.join('\n'));
}

interface BenchFile {
  label: string;
  parserId: ParserId;
  endpoint: string;
  bytes: Buffer;
  fields(website: string): Record<string, string>;
}

const FILES: BenchFile[] = [
  {
    label: 'BCA statement',
    parserId: 'bca',
    endpoint: 'mutasiupdepobca',
    bytes: statementFile(),
    fields: (website) => ({ groups: website, transaction_type: 'deposit', dates: '03-Feb-2025', corporate_bank_no: BENCH_ACCOUNT.number }),
  },
  { label: 'Nexus deposit BO', parserId: 'nexus-bo-deposit', endpoint: 'checkdata', bytes: boFile(), fields: (website) => ({ groups: website }) },
];

/** The value below which `share` of the values lie (0.5: the median). */
function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

const median = (values: readonly number[]): number => quantile(values, 0.5);

/** Every row as COPY text, in the server's own layout (src/ingest/rows.ts), after the shared values. */
function copyText(rows: PreparedRows, fixed: readonly SqlValue[]): string {
  return copyLines(rows, Int32Array.from({ length: rows.count }, (_, i) => i), fixed.map((value) => `${copyValue(value)}\t`).join(''));
}

function copyColumns(rows: PreparedRows): { fixedNames: string[]; statement: (table: string, source: string) => string } {
  const fixedNames = rows.table.name.startsWith('mutasi_') ? ['website_id', 'upload_id', 'akun_bank_id', 'corporate_bank', 'corporate_account_name', 'corporate_account_no'] : ['website_id', 'upload_id'];
  const names = [...fixedNames, 'row_key', ...rows.columns].join(', ');
  return { fixedNames, statement: (table, source) => `COPY ${table} (${names}) FROM ${source}` };
}

/** The raw COPY's website and its BCA account, as the uploads have them. */
interface CopyTarget {
  website: number;
  akunBank: number;
}

async function copyTarget(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<CopyTarget> {
  const { rows } = await query(
    `WITH w AS (INSERT INTO websites (name, code, panel) VALUES ('Copy', 'BENCHCOPY', 'NEXUS') RETURNING id)
     INSERT INTO akun_bank (website_id, jenis_transaksi, bank, name, number) SELECT id, 'DEPO', 'BCA', '${BENCH_ACCOUNT.name}', '${BENCH_ACCOUNT.number}' FROM w
     RETURNING website_id AS website, id AS akun_bank`,
  );
  const row = rows[0] as { website: number; akun_bank: number };
  return { website: row.website, akunBank: row.akun_bank };
}

/** The values every row of an upload shares, as the server lays them out: a statement upload's carry its account too. */
function sharedValues(fixedNames: readonly string[], target: CopyTarget, upload: number): SqlValue[] {
  const values: Record<string, SqlValue> = {
    website_id: target.website,
    upload_id: upload,
    akun_bank_id: target.akunBank,
    corporate_bank: 'BCA',
    corporate_account_name: BENCH_ACCOUNT.name,
    corporate_account_no: BENCH_ACCOUNT.number,
  };
  return fixedNames.map((name) => values[name] ?? null);
}

const UPLOAD_ROW = `INSERT INTO uploads (website_id, parser_id, kind, endpoint, transaction_type, source_key, layout, file_name, sha256, byte_size, row_count, inserted_count,
  statement_date, first_date, last_date, uploaded_by, uploaded_by_name) VALUES ($1, 'bench', 'statement', 'bench', 'deposit', 'bench', 'bench', 'bench.csv', repeat('0', 64), 1, 0, 0,
  '2025-02-03', '2025-02-03', '2025-02-03', 1, 'bench') RETURNING id`;

/** One raw COPY of the prepared rows into the same table, in its own transaction: seconds. */
type CopyRunner = (rows: PreparedRows) => Promise<number>;

async function pgCopyRunner(databaseUrl: string, schema: string): Promise<{ run: CopyRunner; close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`SET search_path TO "${schema}"`);
  const target = await copyTarget((sql) => client.query(sql));
  return {
    async run(rows) {
      const upload = Number((await client.query<{ id: string }>(UPLOAD_ROW, [target.website])).rows[0]?.id);
      const { fixedNames, statement } = copyColumns(rows);
      const text = copyText(rows, sharedValues(fixedNames, target, upload));
      const start = performance.now();
      await client.query('BEGIN');
      await pipeline(Readable.from([text]), client.query(copyFrom(statement(rows.table.name, 'STDIN'))));
      await client.query('COMMIT');
      return (performance.now() - start) / 1000;
    },
    close: () => client.end(),
  };
}

async function pgliteCopyRunner(): Promise<{ run: CopyRunner; close(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'checker-bench-copy-'));
  const db = new PGlite(join(dir, 'pglite'));
  for (const file of (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort()) await db.exec(await readFile(join(MIGRATIONS_DIR, file), 'utf8'));
  const target = await copyTarget((sql) => db.query(sql));
  return {
    async run(rows) {
      const upload = Number((await db.query<{ id: string }>(UPLOAD_ROW, [target.website])).rows[0]?.id);
      const { fixedNames, statement } = copyColumns(rows);
      const text = copyText(rows, sharedValues(fixedNames, target, upload));
      const blob = new Blob([text]);
      const start = performance.now();
      await db.query(statement(rows.table.name, "'/dev/blob'"), [], { blob });
      return (performance.now() - start) / 1000;
    },
    async close() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The page requests run in a thread of their own, like a browser beside the uploader: this thread
 * blocks for tens of ms while it lays out and sends a 17 MB form, which would otherwise count as the
 * server's latency.
 */
const PINGER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, cookies, everyMs } = workerData;
let running = true;
parentPort.on('message', () => { running = false; });
const once = () => new Promise((resolve, reject) => {
  const start = performance.now();
  const req = http.get({ host: '127.0.0.1', port, path: '/api/websitelist', headers: { cookie: cookies } }, (res) => {
    res.resume();
    res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - start) : reject(new Error('websitelist answered ' + res.statusCode))));
  });
  req.on('error', reject);
});
(async () => {
  const latencies = [];
  parentPort.postMessage('started');
  while (running) {
    latencies.push(await once());
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  parentPort.postMessage(latencies);
})();
`;

/** GET /api/websitelist every 25 ms until stopped: the latencies seen while an upload runs. */
async function pinger(server: TestServer, cookies: string): Promise<{ stop(): Promise<number[]> }> {
  const worker = new Worker(PINGER_SOURCE, { eval: true, workerData: { port: server.port, cookies, everyMs: PING_EVERY_MS } });
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  const message = (): Promise<unknown> => Promise.race([new Promise((resolve) => worker.once('message', resolve)), failed]);
  await message();
  return {
    async stop() {
      const answer = message();
      worker.postMessage('stop');
      const latencies = (await answer) as number[];
      await worker.terminate();
      return latencies;
    },
  };
}

interface RunResult {
  /** The upload alone, as the raw COPY runs alone. */
  httpSeconds: number;
  copySeconds: number;
  /** The same upload (to another website) while the page requests run. */
  pingedSeconds: number;
  pingMedian: number;
  pingP95: number;
  pingMax: number;
}

/** The same page request with no upload running, for scale: what the machine's own load costs it. */
async function baselinePings(server: TestServer, cookies: string): Promise<string> {
  const ping = await pinger(server, cookies);
  await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
  const latencies = await ping.stop();
  return `median ${median(latencies).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`;
}

/**
 * The upload's multipart body, encoded before the clock starts (as the raw COPY's text is): on two
 * cores, encoding 17 MB in this process while the server works would take CPU from the server.
 */
async function encodedForm(file: BenchFile, code: string): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Response(uploadForm({ file: { name: `${code}.csv`, content: file.bytes }, fields: file.fields(code) }));
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

/** Readies an upload of the file to a new website `code` (with its BCA account): sending it answers the seconds until the answer. */
async function readyUpload(server: TestServer, admin: string, file: BenchFile, code: string): Promise<() => Promise<number>> {
  await createWebsite(server, admin, code, `Bench ${code}`, 'NEXUS');
  await createAkunBank(server, admin, { website: code, bank: 'BCA', name: BENCH_ACCOUNT.name, no: BENCH_ACCOUNT.number });
  const { body, contentType } = await encodedForm(file, code);
  return async () => {
    const start = performance.now();
    const response = await fetch(`http://127.0.0.1:${server.port}/api/${file.endpoint}`, { method: 'POST', body, headers: { cookie: admin, 'content-type': contentType } });
    const text = await response.text();
    const seconds = (performance.now() - start) / 1000;
    if (response.status !== 200) throw new Error(`${file.endpoint} answered ${response.status}: ${text}`);
    const answer = JSON.parse(text) as UploadAnswer;
    if (answer.inserted !== ROWS) throw new Error(`${file.endpoint} stored ${answer.inserted} rows, expected ${ROWS}.`);
    return seconds;
  };
}

async function benchBackend(backend: BackendCase): Promise<void> {
  const server = await startServer(backend);
  const copier = backend.databaseUrl ? await pgCopyRunner(backend.databaseUrl, server.schema as string) : await pgliteCopyRunner();
  try {
    const admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    console.log(`${backend.name.padEnd(8)} GET /api/websitelist with no upload running: ${await baselinePings(server, admin)}`);
    for (const file of FILES) {
      const prepared = parseUpload(file.parserId, file.bytes, context).rows;
      const results: RunResult[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const code = `B${file.parserId === 'bca' ? 'S' : 'B'}${run}`;
        const httpSeconds = await (await readyUpload(server, admin, file, code))();
        const copySeconds = await copier.run(prepared);
        const send = await readyUpload(server, admin, file, `${code}P`);
        const ping = await pinger(server, admin);
        const pingedSeconds = await send();
        const latencies = await ping.stop();
        results.push({ httpSeconds, copySeconds, pingedSeconds, pingMedian: median(latencies), pingP95: quantile(latencies, 0.95), pingMax: Math.max(...latencies) });
      }
      const rate = (key: 'httpSeconds' | 'copySeconds' | 'pingedSeconds'): number => median(results.map((r) => ROWS / r[key]));
      const [http, copy, pinged] = [rate('httpSeconds'), rate('copySeconds'), rate('pingedSeconds')];
      const ms = (key: 'pingMedian' | 'pingP95' | 'pingMax'): string => `${median(results.map((r) => r[key])).toFixed(0)} ms`;
      const name = backend.name.padEnd(8);
      console.log(
        `${name} ${file.label.padEnd(17)} ${ROWS} rows: HTTP upload ${Math.round(http)} rows/s (${(ROWS / http).toFixed(2)} s), raw COPY ${Math.round(copy)} rows/s (${(ROWS / copy).toFixed(2)} s) → ${Math.round((http / copy) * 100)}% of COPY`,
      );
      console.log(
        `${name}   with GET /api/websitelist every ${PING_EVERY_MS} ms: HTTP upload ${Math.round(pinged)} rows/s (${(ROWS / pinged).toFixed(2)} s) → ${Math.round((pinged / copy) * 100)}% of COPY; the page request meanwhile: median ${ms('pingMedian')}, p95 ${ms('pingP95')}, max ${ms('pingMax')}`,
      );
      console.log(
        `         runs: ${results.map((r) => `HTTP ${r.httpSeconds.toFixed(2)} s / COPY ${r.copySeconds.toFixed(2)} s / with pages ${r.pingedSeconds.toFixed(2)} s, max ${r.pingMax.toFixed(0)} ms`).join('; ')}`,
      );
    }
  } finally {
    await copier.close();
    await server.stop();
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.CHECKER_BENCH_DATABASE_URL ?? process.env.CHECKER_TEST_DATABASE_URL ?? null;
  const backends: BackendCase[] = [{ name: 'pglite', databaseUrl: null }, ...(databaseUrl ? [{ name: 'postgres' as const, databaseUrl }] : [])];
  console.log(`bench:ingest — medians of ${RUNS} runs; targets: HTTP ≥ 60% of raw COPY, concurrent page request ≤ 100 ms`);
  for (const backend of backends) await benchBackend(backend);
  if (!databaseUrl) console.log('PostgreSQL skipped: set CHECKER_BENCH_DATABASE_URL (or CHECKER_TEST_DATABASE_URL) to include it.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
