// bench:load — 50 signed-in staff (50 sessions: root and four CHECKERs of the website) on 50
// connections for CHECKER_LOAD_SECONDS (default 60) against the built server (apps/api/dist), cycling
// through the pages they read: View BO (GET /api/viewbo), its three searches (GET /api/searchbo id,
// nominal, string), Data Player (GET /api/dataplayer and /api/totaldataplayer, which the page asks
// for together) and Tracking (GET /api/tracking, /api/searchtracking). At the start of the window
// one of them uploads a 100,000-row Nexus BO deposit file for today through POST /api/checkdata.
// Two phases on the same server, each as long, each with its own upload: "no think time" (every
// connection sends its next request as soon as an answer arrives: the most the server can answer) and
// "paced" (every connection sends one request a second, the connections 20 ms apart: 50 staff reading
// pages at a brisk pace, not clicking in step).
// Each prints requests/s, latency percentiles (all, while the upload ran, after it, per route), the longest
// time no request was answered, errors by status and the upload's time. The data and the requests are
// in load-workload.ts. PGlite always; PostgreSQL too when CHECKER_BENCH_DATABASE_URL or
// CHECKER_TEST_DATABASE_URL names one.
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { BackendCase, TestServer } from '../test/harness';
import {
  BROWSER_HEADERS,
  DAYS,
  DEPOSITS_PER_DAY,
  TRACKING_ROWS,
  UPLOAD_ROWS,
  WEBSITE,
  WITHDRAWALS_PER_DAY,
  plannedRequests,
  startLoadServer,
  upload,
  uploadFile,
  type UploadResult,
} from './load-workload';

const CONNECTIONS = 50;
const SECONDS = loadSeconds(process.env.CHECKER_LOAD_SECONDS);
/** A request unanswered this long counts as an error (autocannon reconnects and moves on). */
const REQUEST_TIMEOUT_SECONDS = 10;
const TARGET_P95_MS = 100;

interface Phase {
  label: string;
  /** Requests a second per connection; null: the next as soon as an answer arrives. */
  connectionRate: number | null;
  /** Ticket prefix of the phase's upload. */
  ticketPrefix: string;
}

const PHASES: readonly Phase[] = [
  { label: 'no think time', connectionRate: null, ticketPrefix: 'UP' },
  { label: 'paced, 1 request/s per connection, 20 ms apart', connectionRate: 1, ticketPrefix: 'UQ' },
];

function loadSeconds(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 60;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`CHECKER_LOAD_SECONDS must be a whole number of seconds, got "${raw}".`);
  return seconds;
}

interface Sample {
  route: string;
  status: number;
  ms: number;
  /** When it was answered, ms after the window opened. */
  at: number;
  /** Answered while the upload was still running. */
  duringUpload: boolean;
}

interface LoadFigures {
  phase: Phase;
  seedSeconds: number;
  seconds: number;
  samples: Sample[];
  socketErrors: number;
  timeouts: number;
  upload: UploadResult;
  uploadBytes: number;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** One request a second per connection: the time between two connections' starts (1 s over the connections). */
function staggerMs(phase: Phase): number {
  return phase.connectionRate === null ? 0 : 1000 / phase.connectionRate / CONNECTIONS;
}

/**
 * The 50 connections for SECONDS at the phase's pace, and the upload started with them. Paced
 * connections are each their own autocannon run, started a fiftieth of a second apart: one run's
 * connections keep their pace with one-second timers all started at once, which sends all 50
 * requests in the same instant every second (staff do not click in step).
 */
async function runLoad(server: TestServer, sessions: readonly string[], file: Buffer, phase: Phase): Promise<Omit<LoadFigures, 'phase' | 'seedSeconds' | 'uploadBytes'>> {
  const samples: Sample[] = [];
  let uploadRunning = true;
  const start = performance.now();
  const setupClient = (index: number) => (client: autocannon.Client) => {
    const headers = { ...BROWSER_HEADERS, cookie: sessions[index % sessions.length] as string };
    // onResponse runs just before the client's response event, which carries the latency.
    let answered = '';
    const requests = plannedRequests(index).map((planned) => ({
      method: 'GET' as const,
      path: planned.path,
      headers,
      onResponse: () => {
        answered = planned.route;
      },
    }));
    client.setRequests(requests);
    client.on('response', (status, _bytes, ms) => samples.push({ route: answered, status, ms, at: performance.now() - start, duringUpload: uploadRunning }));
  };
  const options = { url: `http://127.0.0.1:${server.port}`, duration: SECONDS, timeout: REQUEST_TIMEOUT_SECONDS };
  let runs: Array<Promise<autocannon.Result>>;
  if (phase.connectionRate === null) {
    let connection = 0;
    runs = [autocannon({ ...options, connections: CONNECTIONS, setupClient: (client) => setupClient(connection++)(client) })];
  } else {
    const rate = phase.connectionRate;
    runs = Array.from({ length: CONNECTIONS }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * staggerMs(phase)));
      return autocannon({ ...options, connections: 1, connectionRate: rate, setupClient: setupClient(index) });
    });
  }
  const uploading = upload(server, sessions[0] as string, file).then((result) => {
    uploadRunning = false;
    return result;
  });
  const results = await Promise.all(runs);
  const seconds = (performance.now() - start) / 1000;
  const errors = results.reduce((sum, result) => sum + result.errors, 0);
  const timeouts = results.reduce((sum, result) => sum + result.timeouts, 0);
  return { seconds, samples, socketErrors: errors - timeouts, timeouts, upload: await uploading };
}

async function benchBackend(backend: BackendCase): Promise<LoadFigures[]> {
  const load = await startLoadServer(backend, CONNECTIONS);
  try {
    const figures: LoadFigures[] = [];
    for (const phase of PHASES) {
      const file = uploadFile(phase.ticketPrefix);
      figures.push({ phase, seedSeconds: load.seedSeconds, uploadBytes: file.length, ...(await runLoad(load.server, load.sessions, file, phase)) });
    }
    return figures;
  } finally {
    await load.close();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

function latencyLine(samples: readonly Sample[]): string {
  const times = samples.map((sample) => sample.ms);
  return `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}`;
}

/** The longest stretch of the window in which no request was answered: the server or its database stood still. */
function longestStall(samples: readonly Sample[], seconds: number): number {
  const times = [0, ...samples.map((sample) => sample.at).sort((a, b) => a - b), seconds * 1000];
  let longest = 0;
  for (let index = 1; index < times.length; index += 1) longest = Math.max(longest, (times[index] as number) - (times[index - 1] as number));
  return longest;
}

function report(backend: BackendCase, f: LoadFigures): void {
  const ok = f.samples.filter((sample) => sample.status >= 200 && sample.status < 300);
  const failed = f.samples.filter((sample) => sample.status < 200 || sample.status >= 300);
  const byStatus = new Map<number, number>();
  for (const sample of failed) byStatus.set(sample.status, (byStatus.get(sample.status) ?? 0) + 1);
  const errors = failed.length + f.socketErrors + f.timeouts;
  const p95 = percentile(f.samples.map((sample) => sample.ms), 95);
  const name = backend.name.padEnd(8);
  console.log(`${name} [${f.phase.label}] seeded in ${f.seedSeconds.toFixed(1)} s; ${f.samples.length} answers in ${f.seconds.toFixed(1)} s → ${(f.samples.length / f.seconds).toFixed(1)} req/s (${ok.length} 2xx)`);
  console.log(`         latency (all answers): ${latencyLine(f.samples)}; longest time with no answer: ${ms(longestStall(f.samples, f.seconds))}`);
  const during = f.samples.filter((sample) => sample.duringUpload);
  const after = f.samples.filter((sample) => !sample.duringUpload);
  if (during.length > 0) console.log(`         while the upload ran: ${during.length} answers, ${latencyLine(during)}`);
  if (after.length > 0) console.log(`         after it finished:    ${after.length} answers, ${latencyLine(after)}`);
  const statusList = [...byStatus.entries()].map(([status, count]) => `${status} × ${count}`).join(', ');
  console.log(`         errors: ${errors} (non-2xx: ${failed.length}${statusList ? ` [${statusList}]` : ''}; socket errors: ${f.socketErrors}; timeouts > ${REQUEST_TIMEOUT_SECONDS} s: ${f.timeouts})`);
  console.log(`         upload of ${UPLOAD_ROWS} BO rows (${(f.uploadBytes / 1e6).toFixed(1)} MB) started with the load: ${f.upload.seconds.toFixed(1)} s, ${f.upload.ok ? 'succeeded' : 'FAILED'}: ${f.upload.summary}`);
  for (const route of [...new Set(f.samples.map((sample) => sample.route))]) {
    const of = f.samples.filter((sample) => sample.route === route);
    const bad = of.filter((sample) => sample.status < 200 || sample.status >= 300).length;
    console.log(`           ${route.padEnd(17)} ${String(of.length).padStart(6)} answers, ${latencyLine(of)}${bad ? `, ${bad} non-2xx` : ''}`);
  }
  if (backend.databaseUrl) {
    const met = errors === 0 && p95 <= TARGET_P95_MS && f.upload.ok;
    console.log(`PostgreSQL target [${f.phase.label}]: 0 errors, p95 ≤ ${TARGET_P95_MS} ms (and the upload succeeds) — ${met ? 'met' : 'not met'} (${errors} errors, p95 ${ms(p95)}, upload ${f.upload.ok ? 'ok' : 'failed'})`);
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.CHECKER_BENCH_DATABASE_URL ?? process.env.CHECKER_TEST_DATABASE_URL ?? null;
  const backends: BackendCase[] = [{ name: 'pglite', databaseUrl: null }, ...(databaseUrl ? [{ name: 'postgres' as const, databaseUrl }] : [])];
  const rows = DAYS * (DEPOSITS_PER_DAY + WITHDRAWALS_PER_DAY);
  console.log(`load average at the start: ${loadavg().map((value) => value.toFixed(2)).join(' ')} on ${cpus().length} cores`);
  console.log(
    `bench:load — ${CONNECTIONS} connections (${CONNECTIONS} sessions) for ${SECONDS} s per phase (${PHASES.map((phase) => phase.label).join('; ')}) over website ${WEBSITE}: ${rows} BO and ${rows} statement rows over ${DAYS} days, ${TRACKING_ROWS} tracking entries; ` +
      `a ${UPLOAD_ROWS}-row BO upload starts with each phase`,
  );
  for (const backend of backends) for (const figures of await benchBackend(backend)) report(backend, figures);
  console.log(`load average at the end: ${loadavg().map((value) => value.toFixed(2)).join(' ')} on ${cpus().length} cores`);
  if (!databaseUrl) console.log('PostgreSQL skipped: set CHECKER_BENCH_DATABASE_URL (or CHECKER_TEST_DATABASE_URL) to include it.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
