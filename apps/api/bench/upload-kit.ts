// What the HTTP upload benches share (bench:ingest, bench:day): the same database's raw COPY of an
// upload's prepared rows, a page request sent from another thread while an upload runs, the upload's
// multipart body encoded before the clock starts, and the statistics they print.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyLines, copyValue, type PreparedRows, type SqlValue } from '../src/upload/rows';
import { REPO_ROOT, type TestServer } from '../test/harness';
import { uploadForm, type UploadAnswer } from '../test/uploads';

const MIGRATIONS_DIR = join(REPO_ROOT, 'apps', 'api', 'src', 'db', 'migrations');
/** The BCA account of every bench website: the uploads' statement rows carry it, and so do the raw COPY's. */
export const BENCH_ACCOUNT = { name: 'PT Contoh', number: '0123456789' };

/** The value below which `share` of the values lie (0.5: the median). */
export function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

/** Every row as COPY text, in the server's own layout (src/upload/rows.ts), after the shared values. */
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
export type CopyRunner = (rows: PreparedRows) => Promise<number>;

export async function pgCopyRunner(databaseUrl: string, schema: string): Promise<{ run: CopyRunner; close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`SET search_path TO "${schema}"`);
  const target = await copyTarget((sql) => client.query(sql));
  const tables = new Set<string>();
  return {
    async run(rows) {
      tables.add(rows.table.name);
      const upload = Number((await client.query<{ id: string }>(UPLOAD_ROW, [target.website])).rows[0]?.id);
      const { fixedNames, statement } = copyColumns(rows);
      const text = copyText(rows, sharedValues(fixedNames, target, upload));
      const start = performance.now();
      await client.query('BEGIN');
      await pipeline(Readable.from([text]), client.query(copyFrom(statement(rows.table.name, 'STDIN'))));
      await client.query('COMMIT');
      return (performance.now() - start) / 1000;
    },
    // The copied rows share the server's schema but were never decided: they go, so the server's verify-books at stop reads only its own.
    async close() {
      for (const table of tables) await client.query(`DELETE FROM ${table} WHERE website_id = $1`, [target.website]);
      await client.end();
    },
  };
}

export async function pgliteCopyRunner(): Promise<{ run: CopyRunner; close(): Promise<void> }> {
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
export async function pinger(server: TestServer, cookies: string, everyMs: number): Promise<{ stop(): Promise<number[]> }> {
  const worker = new Worker(PINGER_SOURCE, { eval: true, workerData: { port: server.port, cookies, everyMs } });
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

/**
 * An upload's multipart body, encoded before the clock starts (as the raw COPY's text is): on two
 * cores, encoding 17 MB in this process while the server works would take CPU from the server.
 */
async function encodedForm(fileName: string, bytes: Buffer, fields: Record<string, string>): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Response(uploadForm({ file: { name: fileName, content: bytes }, fields }));
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

/** An upload of `rows` rows readied (its form encoded) before the clock starts: sending it answers the seconds until the answer, and the answer. */
export async function readySend<Answer extends UploadAnswer>(
  server: TestServer,
  cookies: string,
  endpoint: string,
  file: { name: string; bytes: Buffer; fields: Record<string, string>; rows: number },
): Promise<() => Promise<{ seconds: number; answer: Answer }>> {
  const { body, contentType } = await encodedForm(file.name, file.bytes, file.fields);
  return async () => {
    const start = performance.now();
    const response = await fetch(`http://127.0.0.1:${server.port}/api/${endpoint}`, { method: 'POST', body, headers: { cookie: cookies, 'content-type': contentType } });
    const text = await response.text();
    const seconds = (performance.now() - start) / 1000;
    if (response.status !== 200) throw new Error(`${endpoint} answered ${response.status}: ${text}`);
    const answer = JSON.parse(text) as Answer;
    if (answer.inserted !== file.rows) throw new Error(`${endpoint} stored ${answer.inserted} rows, expected ${file.rows}.`);
    return { seconds, answer };
  };
}
