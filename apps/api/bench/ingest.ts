// bench:ingest — a 100,000-row BCA statement and a 100,000-row Nexus deposit BO file uploaded through
// the HTTP endpoints of the built server (apps/api/dist), on PGlite and on PostgreSQL (when
// CHECKER_BENCH_DATABASE_URL or CHECKER_TEST_DATABASE_URL names one), printed beside the same database's
// raw COPY of the same rows in the same run (pg-copy-streams on PostgreSQL; a separate PGlite instance
// in this process with COPY … FROM '/dev/blob'), medians of 3 runs. Each run uploads the file twice:
// alone, as the raw COPY runs, for the rows/s; and while GET /api/websitelist is sent every 25 ms from
// another thread, for the page's latency during an upload and the upload's rows/s under that traffic
// (with, for scale, the same requests' latency when no upload runs).
import { PARSERS, type ParseContext, type ParserId } from '@checker/recon';
import { parseUpload } from '../src/upload/parse';
import { ADMIN, signIn, startServer, type BackendCase, type TestServer } from '../test/harness';
import { createAkunBank, createWebsite } from '../test/fixtures';
import { BENCH_ACCOUNT, median, pgCopyRunner, pgliteCopyRunner, pinger, quantile, readySend } from './upload-kit';

const ROWS = 100_000;
const RUNS = 3;
const PING_EVERY_MS = 25;
const BASELINE_MS = 5000;
const context: ParseContext = { websiteCode: 'BENCH', transactionType: 'deposit', mutasiDate: { year: 2025, month: 2, day: 3 } };

/** Every row a credit so all 100,000 are stored; distinct names keep them distinct rows. */
function mutasiFile(): Buffer {
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
    bytes: mutasiFile(),
    fields: (website) => ({ groups: website, transaction_type: 'deposit', dates: '03-Feb-2025', corporate_bank_no: BENCH_ACCOUNT.number }),
  },
  { label: 'Nexus deposit BO', parserId: 'nexus-bo-deposit', endpoint: 'checkdata', bytes: boFile(), fields: (website) => ({ groups: website }) },
];

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
  const ping = await pinger(server, cookies, PING_EVERY_MS);
  await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
  const latencies = await ping.stop();
  return `median ${median(latencies).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`;
}

/** Readies an upload of the file to a new website `code` (with its BCA account): sending it answers the seconds until the answer. */
async function readyUpload(server: TestServer, admin: string, file: BenchFile, code: string): Promise<() => Promise<number>> {
  await createWebsite(server, admin, code, `Bench ${code}`, 'NEXUS');
  await createAkunBank(server, admin, { website: code, bank: 'BCA', name: BENCH_ACCOUNT.name, no: BENCH_ACCOUNT.number });
  const send = await readySend(server, admin, file.endpoint, { name: `${code}.csv`, bytes: file.bytes, fields: file.fields(code), rows: ROWS });
  return async () => (await send()).seconds;
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
        const ping = await pinger(server, admin, PING_EVERY_MS);
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
