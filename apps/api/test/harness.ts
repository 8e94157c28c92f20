// Spawns the built server (apps/api/dist/main.js) as a child process and talks HTTP to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { ANSWER_LANGUAGE, formatMessage, isMessageKey, type MessageValues } from '@checker/domain';
import { ANSWER_MISMATCH } from '@checker/domain/schemas';

export const REPO_ROOT = resolve(__dirname, '..', '..', '..');
export const SERVER_MAIN = join(REPO_ROOT, 'apps', 'api', 'dist', 'main.js');
/** `npm run verify-books` as built: every test database must keep the books (issue 15) when its server stops. */
const VERIFY_BOOKS = join(REPO_ROOT, 'apps', 'api', 'dist', 'verify-books.js');
export const ADMIN = { name: 'root', password: 'root-password-1' } as const;

export interface BackendCase {
  name: 'pglite' | 'postgres';
  databaseUrl: string | null;
}

/** PGlite always; PostgreSQL too when CHECKER_TEST_DATABASE_URL names one. */
export const BACKENDS: BackendCase[] = [
  { name: 'pglite', databaseUrl: null },
  ...(process.env.CHECKER_TEST_DATABASE_URL ? [{ name: 'postgres' as const, databaseUrl: process.env.CHECKER_TEST_DATABASE_URL }] : []),
];

/**
 * A describe block for what needs a PostgreSQL server (several API processes on one database): run on
 * the PostgreSQL backend, or shown as skipped when CHECKER_TEST_DATABASE_URL names none.
 */
export function describeOnPostgres(title: string, body: (postgres: BackendCase & { databaseUrl: string }) => void): void {
  const postgres = BACKENDS.find((backend) => backend.name === 'postgres');
  const databaseUrl = postgres?.databaseUrl;
  if (!postgres || !databaseUrl) {
    describe(title, () => {
      it.skip('needs CHECKER_TEST_DATABASE_URL (a PostgreSQL server); PGlite is embedded in one process', () => undefined);
    });
    return;
  }
  describe(title, () => body({ ...postgres, databaseUrl }));
}

/** Two API processes on one PostgreSQL schema (`options.schema`), on different ports; neither is left running if the other fails. */
export async function startTwoInstances(postgres: BackendCase, options: StartOptions & { schema: string }): Promise<[TestServer, TestServer]> {
  const started = await Promise.allSettled([startServer(postgres, options), startServer(postgres, options)]);
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (servers.length !== 2) {
    for (const s of servers) await s.stop();
    throw new Error(`Both instances must start: ${started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok')).join('; ')}`);
  }
  return servers as [TestServer, TestServer];
}

/**
 * Two instances on one fresh PostgreSQL schema for the tests of a describe block: started before
 * them, stopped and their schema dropped after. Answers a getter for the two servers.
 */
export function twoInstancesFor(postgres: BackendCase, schemaPrefix: string): () => [TestServer, TestServer] {
  let servers: [TestServer, TestServer] | undefined;
  beforeAll(async () => {
    servers = await startTwoInstances(postgres, { schema: `${schemaPrefix}_${Date.now()}` });
  });
  afterAll(async () => {
    for (const server of servers ?? []) await server.stop();
    if (servers) await removeServerData(servers[0]);
  });
  return () => {
    if (!servers) throw new Error('The two instances did not start.');
    return servers;
  };
}

/** Sends `send` through both instances at once, each with an ADMIN session of its own: the statuses of the two answers, sorted. */
export async function raceThroughBoth(servers: readonly [TestServer, TestServer], send: (server: TestServer, cookies: string, index: number) => Promise<TestResponse>): Promise<number[]> {
  const sessions = await Promise.all(servers.map((server) => signIn(server, ADMIN.name, ADMIN.password)));
  const answers = await Promise.all(servers.map((server, index) => send(server, (sessions[index] as Session).cookies, index)));
  return answers.map((answer) => answer.status).sort();
}

export interface ParsedCookie {
  name: string;
  value: string;
  /** Lower-cased attribute names; flags (HttpOnly, Secure) map to true. */
  attributes: Record<string, string | true>;
}

export interface TestResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  setCookies: ParsedCookie[];
  /**
   * The body parsed as JSON (the caller names the shape it expects), without the catalogue fields of its
   * messages: each message's `messageKey` is checked to put its `messageValues` into exactly the English
   * `message` it came with, then left out, so a test reads the answer as the spec words it.
   */
  json<T = Record<string, unknown>>(): T;
  /** The body parsed as JSON as it came, catalogue fields included. */
  said<T = Record<string, unknown>>(): T;
}

/** A body with every message's messageKey and messageValues checked against its `message` and left out. */
export function withoutMessageKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMessageKeys);
  if (typeof value !== 'object' || value === null) return value;
  const { messageKey, messageValues, ...rest } = value as Record<string, unknown>;
  if (messageKey !== undefined) {
    if (!isMessageKey(messageKey)) throw new Error(`An answer names a message key the catalogue lacks: ${String(messageKey)}`);
    const english = formatMessage(ANSWER_LANGUAGE, messageKey, messageValues as MessageValues | undefined);
    if (english !== rest.message) throw new Error(`An answer's message ${JSON.stringify(rest.message)} differs from its key ${messageKey}: ${JSON.stringify(english)}`);
  }
  return Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, withoutMessageKeys(inner)]));
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, for malformed-input tests. */
  rawBody?: string;
  contentType?: string;
  cookies?: string;
  headers?: Record<string, string>;
  /** The client's own address, e.g. 127.0.0.2 to come from a non-whitelisted loopback address. */
  localAddress?: string;
  /** Which address of the server to connect to (default 127.0.0.1). */
  host?: string;
}

function parseSetCookie(header: string): ParsedCookie {
  const [pair = '', ...attributeParts] = header.split(';');
  const index = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of attributeParts) {
    const eq = part.indexOf('=');
    if (eq < 0) attributes[part.trim().toLowerCase()] = true;
    else attributes[part.slice(0, eq).trim().toLowerCase()] = part.slice(eq + 1).trim();
  }
  return { name: pair.slice(0, index).trim(), value: decodeURIComponent(pair.slice(index + 1).trim()), attributes };
}

/** The connection broke (EPIPE, ECONNRESET) and no answer had come within a second of it. */
class AnswerLost extends Error {}

export async function request(port: number, method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> {
  try {
    return await sendOnce(port, method, path, options);
  } catch (error) {
    // The server's kernel resets a connection it closed while a large body was still arriving, and the
    // reset can discard its answer (e.g. 413) before it is read: a race of the transport, not an answer.
    if (!(error instanceof AnswerLost)) throw error;
    return sendOnce(port, method, path, options);
  }
}

function sendOnce(port: number, method: string, path: string, options: RequestOptions): Promise<TestResponse> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) {
    headers['content-type'] = options.contentType ?? 'application/json';
    // Node sends no length for a DELETE body by default, so the server would read it as the next request.
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  if (options.cookies) headers.cookie = options.cookies;
  return new Promise((resolvePromise, reject) => {
    let answered = false;
    const req = http.request({ host: options.host ?? '127.0.0.1', port, method, path, headers, localAddress: options.localAddress }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const raw = res.headers['set-cookie'] ?? [];
        resolvePromise({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          setCookies: raw.map(parseSetCookie),
          json: <T>() => withoutMessageKeys(JSON.parse(text)) as T,
          said: <T>() => JSON.parse(text) as T,
        });
      });
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A server that refuses a big body early (413) closes while it is still being written: its answer
      // is already on the way, so give it a moment to arrive before calling the request failed.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      else if (!answered) setTimeout(() => (answered ? undefined : reject(new AnswerLost(`${method} ${path}: ${error.code} before any answer`))), 1000);
    });
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '::', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePromise(port));
    });
  });
}

/** A direct connection to the test schema on PostgreSQL (not available on PGlite: the server owns it). */
export async function withPg<T>(databaseUrl: string, schema: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${schema}"`);
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Start with CHECKER_ADMIN_USER/PASSWORD = ADMIN (default true). */
  adminCredentials?: boolean;
  /** Reuse a data dir (PGlite) or schema (PostgreSQL) of an earlier server: the caller cleans up. */
  dataDir?: string;
  schema?: string;
}

export interface TestServer {
  port: number;
  backend: BackendCase;
  dataDir: string;
  /** The CHECKER_DB_SCHEMA on PostgreSQL, null on PGlite. */
  schema: string | null;
  logs(): string;
  /** Sends `signal` to the server process, for fault tests (SIGKILL: a crash; SIGTERM: a graceful stop). */
  kill(signal: NodeJS.Signals): void;
  /** Settles once the process has exited, with its exit code or the signal that ended it. */
  exited: Promise<ProcessExit>;
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  /** Stops the process; `keepData` leaves the data dir / schema for a restart. */
  stop(keepData?: boolean): Promise<void>;
  /**
   * Runs verify-books while the server runs (PostgreSQL only: PGlite's server owns its data dir; its check runs at stop):
   * null when the books hold and no reason is stale, else what it printed.
   */
  verifyBooks(): Promise<string | null>;
}

/** CHECKER_REQUESTS_PER_MINUTE of a test server: beyond any test's pace. */
const TEST_REQUESTS_PER_MINUTE = 1_000_000;

const INHERITED_BLOCKLIST = /^(PORT|HOST|DATABASE_URL|CHECKER_.*)$/;

export async function startServer(backend: BackendCase, options: StartOptions = {}): Promise<TestServer> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build it first with "npx rspack build -c apps/api/rspack.config.mjs".`);
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'checker-api-test-')));
  const schema = backend.databaseUrl ? (options.schema ?? `checker_test_${randomBytes(6).toString('hex')}`) : null;
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && !INHERITED_BLOCKLIST.test(key)) env[key] = value;
  Object.assign(env, { PORT: String(port), CHECKER_DATA_DIR: dataDir, NODE_ENV: 'production' });
  // API tests send hundreds of requests a second from one session; request-limit.api.test.ts proves the limit with its own.
  Object.assign(env, { CHECKER_REQUESTS_PER_MINUTE: String(TEST_REQUESTS_PER_MINUTE), CHECKER_CHECK_ANSWERS: '1' });
  if (options.adminCredentials !== false) Object.assign(env, { CHECKER_ADMIN_USER: ADMIN.name, CHECKER_ADMIN_PASSWORD: ADMIN.password });
  if (backend.databaseUrl && schema) Object.assign(env, { DATABASE_URL: backend.databaseUrl, CHECKER_DB_SCHEMA: schema });
  Object.assign(env, options.env ?? {});

  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], { cwd: dataDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  const exit = new Promise<ProcessExit>((resolvePromise) => child.once('exit', (code, signal) => {
    exited = true;
    resolvePromise({ code, signal });
  }));

  const cleanup = async (keepData: boolean): Promise<void> => {
    if (keepData) return;
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    if (backend.databaseUrl && schema && !options.schema) {
      const client = new pg.Client({ connectionString: backend.databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  };

  const stop = async (keepData = false): Promise<void> => {
    const running = !exited;
    if (running) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    }
    // A server a test crashed on purpose may leave an upload half stored: the next start removes it, not this check.
    const books = running && !keepData ? await verifyBooksOf(env, dataDir) : null;
    await cleanup(keepData);
    if (books) throw new Error(`verify-books found rows that break the books or carry a stale reason:\n${books}`);
    const mismatches = output.split('\n').filter((line) => line.startsWith(ANSWER_MISMATCH));
    if (mismatches.length > 0) throw new Error(`The server answered outside its routes' response schemas:\n${[...new Set(mismatches)].join('\n')}`);
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited) {
      const { code, signal } = await exit;
      await cleanup(false);
      throw new Error(`The server exited (${signal ?? `code ${code}`}) while starting:\n${output}`);
    }
    try {
      const health = await request(port, 'GET', '/api/health');
      if (health.status === 200 && output.includes('Checker is running on')) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become healthy within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    port,
    backend,
    dataDir,
    schema,
    logs: () => output,
    kill: (signal) => child.kill(signal),
    exited: exit,
    request: (method, path, requestOptions) => request(port, method, path, requestOptions),
    stop,
    verifyBooks: async () => {
      if (!backend.databaseUrl) throw new Error('verify-books reads a PGlite data dir only once its server has stopped.');
      return verifyBooksOf(env, dataDir);
    },
  };
}

/** Runs verify-books on a stopped server's database: null when the books hold and no reason is stale, else what it printed. */
async function verifyBooksOf(env: Record<string, string>, dataDir: string): Promise<string | null> {
  const child = spawn(process.execPath, [VERIFY_BOOKS], { cwd: dataDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolvePromise) => child.once('exit', resolvePromise));
  return code === 0 ? null : output;
}

export interface Session {
  cookies: string;
  token: string;
  session: string;
  accountId: number;
}

export function cookieHeader(response: TestResponse): string {
  return response.setCookies.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join('; ');
}

/** Signs in and returns the cookie header to send afterwards; fails the test when sign-in fails. */
export async function signIn(server: TestServer, name: string, password: string, options: RequestOptions = {}): Promise<Session> {
  const response = await server.request('POST', '/api/login', { ...options, body: { account_name: name, account_password: password } });
  if (response.status !== 200) throw new Error(`Sign-in of ${name} failed: ${response.status} ${response.text}`);
  const token = response.setCookies.find((c) => c.name === 'token')?.value ?? '';
  const session = response.setCookies.find((c) => c.name === 'checker_session')?.value ?? '';
  return { cookies: cookieHeader(response), token, session, accountId: response.json<{ account_id: number }>().account_id };
}

export function cookiesOf(session: Pick<Session, 'token' | 'session'>): string {
  return `token=${encodeURIComponent(session.token)}; checker_session=${encodeURIComponent(session.session)}`;
}

/** Removes the data dir and schema a server was handed (StartOptions dataDir / schema): the server leaves those. */
export async function removeServerData(server: TestServer): Promise<void> {
  await rm(server.dataDir, { recursive: true, force: true });
  if (!server.backend.databaseUrl || !server.schema) return;
  const client = new pg.Client({ connectionString: server.backend.databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${server.schema}" CASCADE`);
  await client.end();
}
