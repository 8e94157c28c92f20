// bench:day — what a user waits for when a day's two files arrive (issue 17). One website-day of
// realistic rows (libs/recon syntheticDay: cut names, repeated amounts, 5 % of requests without money,
// 5 % of credits without a request) as a Nexus deposit BO export and a KlikBCA statement, uploaded
// through the HTTP endpoints of the built server (apps/api/dist), in both orders: the first file of
// the day (nothing on the other side yet) and the second (the checker decides the whole day), beside
// the same database's raw COPY of each file's rows in the same run. Medians of 3 runs, at 10,000 and
// 100,000 BO rows (CHECKER_BENCH_DAY_SIZES), on PGlite and on PostgreSQL (CHECKER_BENCH_DATABASE_URL
// or CHECKER_TEST_DATABASE_URL). Then, once per order, the second file again while GET /api/websitelist
// is sent every 25 ms from another thread: that page's latency while the checker runs.
// Targets: second file ≤ 1.3× the first; first file ≥ 60 % of raw COPY's rows/s; the time per row at
// 100,000 ≤ 1.2× that at 10,000; the page during a second file p95 ≤ 30 ms, slowest ≤ 100 ms.
import { syntheticDay, type ParseContext, type ParserId } from '@checker/recon';
import { parseUpload } from '../src/upload/parse';
import { ADMIN, signIn, startServer, type BackendCase, type TestServer } from '../test/harness';
import { createAkunBank, createWebsite } from '../test/fixtures';
import { NEXUS_DEPOSIT_HEADER, bcaCsv, plain, testDay } from '../test/report-data';
import type { UploadAnswer } from '../test/uploads';
import { BENCH_ACCOUNT, median, pgCopyRunner, pgliteCopyRunner, pinger, quantile, readySend, type CopyRunner } from './upload-kit';

const SIZES = (process.env.CHECKER_BENCH_DAY_SIZES ?? '10000,100000').split(',').map(Number);
const RUNS = 3;
const PING_EVERY_MS = 25;
/** A Tuesday: a working day before and after, so no request counts as a weekend's. */
const DAY = testDay({ year: 2025, month: 2, day: 4 });
const context: ParseContext = { websiteCode: 'BENCH', transactionType: 'deposit', mutasiDate: DAY.date };
const CORPORATE = `BCA - ${BENCH_ACCOUNT.number} - ${BENCH_ACCOUNT.name}`;
const ORDERS = ['BO first', 'statement first'] as const;
type Order = (typeof ORDERS)[number];

interface DayFile {
  parserId: ParserId;
  endpoint: string;
  bytes: Buffer;
  rows: number;
  fields(website: string): Record<string, string>;
}

/** The day's two files: every BO row filed under the statement's account, so the whole day is one scope. */
function dayFiles(boRows: number): { bo: DayFile; statement: DayFile } {
  const day = syntheticDay({ seed: 20250204, boRows, missingShare: 0.05, extraShare: 0.05 });
  // The export's optional columns left empty, as Nexus leaves them on many rows: 100,000 rows stay under the 20 MB upload limit.
  const bo = [
    NEXUS_DEPOSIT_HEADER,
    ...day.bo.map((row) => `${row.ticket},${DAY.slash} 10:00:00,,${row.userName},${row.fullName ?? ''},BANK,${plain(row.amountCents)},,,,${plain(row.amountCents)},${row.playerBank ?? ''},${CORPORATE},,,Approved,,op1,,`),
  ].join('\n');
  const statement = bcaCsv(day.statements.map((row) => ({ day: DAY, description: row.description.replaceAll(',', ' '), amount: row.amountCents, direction: 'CR' as const })));
  return {
    bo: { parserId: 'nexus-bo-deposit', endpoint: 'checkdata', bytes: Buffer.from(bo), rows: day.bo.length, fields: (website) => ({ groups: website }) },
    statement: {
      parserId: 'bca',
      endpoint: 'mutasiupdepobca',
      bytes: Buffer.from(statement),
      rows: day.statements.length,
      fields: (website) => ({ groups: website, transaction_type: 'deposit', dates: DAY.mon, corporate_bank_no: BENCH_ACCOUNT.number }),
    },
  };
}

/** The file's upload to `code`, encoded before the clock starts. */
const readyUpload = (server: TestServer, admin: string, file: DayFile, code: string) =>
  readySend<UploadAnswer & { auto_approved: number }>(server, admin, file.endpoint, { name: `${code}-${file.endpoint}.csv`, bytes: file.bytes, fields: file.fields(code), rows: file.rows });

interface DayRun {
  first: number;
  second: number;
  approved: number;
}

/** A new website with the bench account, then the order's first file and its second; `pingSecond` sends page requests during the second. */
async function uploadDay(server: TestServer, admin: string, files: { bo: DayFile; statement: DayFile }, order: Order, code: string, pingSecond: boolean): Promise<DayRun & { latencies: number[] }> {
  await createWebsite(server, admin, code, `Bench day ${code}`, 'NEXUS');
  await createAkunBank(server, admin, { website: code, bank: 'BCA', name: BENCH_ACCOUNT.name, no: BENCH_ACCOUNT.number });
  const [firstFile, secondFile] = order === 'BO first' ? [files.bo, files.statement] : [files.statement, files.bo];
  const sendFirst = await readyUpload(server, admin, firstFile, code);
  const sendSecond = await readyUpload(server, admin, secondFile, code);
  const first = await sendFirst();
  const ping = pingSecond ? await pinger(server, admin, PING_EVERY_MS) : null;
  const second = await sendSecond();
  const latencies = ping ? await ping.stop() : [];
  return { first: first.seconds, second: second.seconds, approved: second.answer.auto_approved, latencies };
}

const perRowMs = (seconds: number, rows: number): number => (seconds * 1000) / rows;

async function benchBackend(backend: BackendCase): Promise<void> {
  const server = await startServer(backend);
  let copier: { run: CopyRunner; close(): Promise<void> } | null = null;
  try {
    copier = backend.databaseUrl ? await pgCopyRunner(backend.databaseUrl, server.schema as string) : await pgliteCopyRunner();
    const admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    const name = backend.name.padEnd(8);
    /** Per order, the median ms per BO row of the first and of the second file at each size. */
    const perRow = new Map<Order, Array<{ size: number; first: number; second: number }>>();
    for (const size of SIZES) {
      const files = dayFiles(size);
      const copy = { bo: [] as number[], statement: [] as number[] };
      const runs = new Map<Order, DayRun[]>(ORDERS.map((order) => [order, []]));
      for (let run = 1; run <= RUNS; run += 1) {
        for (const order of ORDERS) runs.get(order)?.push(await uploadDay(server, admin, files, order, `DY${size / 1000}${order === 'BO first' ? 'B' : 'S'}${run}`, false));
        copy.bo.push(await copier.run(parseUpload(files.bo.parserId, files.bo.bytes, context).rows));
        copy.statement.push(await copier.run(parseUpload(files.statement.parserId, files.statement.bytes, context).rows));
      }
      const copySeconds = { bo: median(copy.bo), statement: median(copy.statement) };
      console.log(`${name} ${size} BO rows, ${files.statement.rows} credits: raw COPY BO ${copySeconds.bo.toFixed(2)} s, statement ${copySeconds.statement.toFixed(2)} s`);
      for (const order of ORDERS) {
        const results = runs.get(order) as DayRun[];
        const firstFile = order === 'BO first' ? 'bo' : 'statement';
        const first = median(results.map((r) => r.first));
        const second = median(results.map((r) => r.second));
        const ratio = median(results.map((r) => r.second / r.first));
        const ofCopy = copySeconds[firstFile] / first;
        console.log(
          `${name}   ${order.padEnd(15)} first ${first.toFixed(2)} s (${Math.round(ofCopy * 100)} % of COPY's rows/s), second ${second.toFixed(2)} s (${median(results.map((r) => r.approved))} approved) → second/first ${ratio.toFixed(2)}× ` +
            `[runs ${results.map((r) => `${r.first.toFixed(2)}/${r.second.toFixed(2)}`).join(', ')}]`,
        );
        const list = perRow.get(order) ?? [];
        list.push({ size, first: perRowMs(first, size), second: perRowMs(second, size) });
        perRow.set(order, list);
      }
    }
    for (const [order, sizes] of perRow) {
      const smallest = sizes[0];
      const largest = sizes[sizes.length - 1];
      if (!smallest || !largest || smallest === largest) continue;
      console.log(
        `${name}   ${order.padEnd(15)} time per BO row at ${largest.size} vs ${smallest.size}: first ${(largest.first / smallest.first).toFixed(2)}×, second ${(largest.second / smallest.second).toFixed(2)}× ` +
          `(${(largest.first * 1000).toFixed(0)} / ${(largest.second * 1000).toFixed(0)} µs per row)`,
      );
    }
    const largestSize = SIZES[SIZES.length - 1] as number;
    const files = dayFiles(largestSize);
    const latencies: number[] = [];
    for (const order of ORDERS) latencies.push(...(await uploadDay(server, admin, files, order, `DP${order === 'BO first' ? 'B' : 'S'}`, true)).latencies);
    console.log(
      `${name}   GET /api/websitelist during a second file of ${largestSize} rows (both orders, ${latencies.length} requests): median ${median(latencies).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
    );
  } finally {
    await copier?.close();
    await server.stop();
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.CHECKER_BENCH_DATABASE_URL ?? process.env.CHECKER_TEST_DATABASE_URL ?? null;
  const backends: BackendCase[] = [{ name: 'pglite', databaseUrl: null }, ...(databaseUrl ? [{ name: 'postgres' as const, databaseUrl }] : [])];
  console.log(`bench:day — medians of ${RUNS} runs; targets: second file ≤ 1.3× the first, first ≥ 60 % of raw COPY, per row at the largest size ≤ 1.2× the smallest, page p95 ≤ 30 ms and max ≤ 100 ms`);
  for (const backend of backends) await benchBackend(backend);
  if (!databaseUrl) console.log('PostgreSQL skipped: set CHECKER_BENCH_DATABASE_URL (or CHECKER_TEST_DATABASE_URL) to include it.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
