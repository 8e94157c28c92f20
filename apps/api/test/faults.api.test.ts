// Issue 7, faults: the server killed (SIGKILL) or stopped (SIGTERM) while it writes a 100,000-row
// upload, and PostgreSQL going away and coming back while the API runs. The moment to strike is
// watched, not guessed: on PostgreSQL the upload's COPY shows in pg_stat_progress_copy, on PGlite
// the data files grow as the rows arrive. Two identical uploads at the same moment are raced in
// upload-rules.api.test.ts ("stores two identical uploads sent at the same moment once").
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { ADMIN, BACKENDS, REPO_ROOT, signIn, startServer, withPg, type BackendCase, type TestServer } from './harness';
import { createWebsite } from './fixtures';
import { INSPECTED_ENV, inspectServer } from './inspector';
import { boFile, ROWS, writeWatch } from './big-upload';
import { fixture, postFile, type PostedFile, type UploadAnswer } from './uploads';

const DATABASE_UNAVAILABLE = { message: 'The database is not available right now; try again in a moment.' };
const DATABASE_TIMEOUT = { message: 'The database took too long to answer; try again in a moment.' };
/** CHECKER_DB_STATEMENT_TIMEOUT_MS of the timeout tests; pg gives up on an unanswered query 5 s later (src/db/connect.ts). */
const STATEMENT_TIMEOUT_MS = 1_000;
/** src/upload/workers.ts PARSER_STOPPED. */
const PARSER_STOPPED = { message: 'The file reader stopped while reading the file; nothing of it was stored. Send it again.' };

jest.setTimeout(300_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the file; a connection the server drops (killed) settles as the Error. */
function sendFile(server: TestServer, cookies: string, website: string): Promise<PostedFile | Error> {
  return postFile(server, '/api/checkdata', { cookies, file: { name: 'bo-100k.csv', content: boFile() }, fields: { groups: website } }).catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );
}

function answered(result: PostedFile | Error): PostedFile {
  if (result instanceof Error) throw new Error(`The upload got no answer: ${result.message}`);
  return result;
}

interface StoredState {
  rows: number;
  /** Uploads the rows belong to. */
  row_uploads: number;
  uploads: number;
  /** Tracking entries of uploads. */
  tracked: number;
  /** What View BO counts (review_counts deltas). */
  counted: number;
  staged: number;
  claims: number;
}

const STORED_STATE = `
  SELECT (SELECT count(*) FROM bo_deposit WHERE website_id = w.id)::int AS rows,
         (SELECT count(DISTINCT upload_id) FROM bo_deposit WHERE website_id = w.id)::int AS row_uploads,
         (SELECT count(*) FROM uploads WHERE website_id = w.id)::int AS uploads,
         (SELECT count(*) FROM tracking WHERE website_id = w.id AND activity LIKE 'Upload %')::int AS tracked,
         (SELECT coalesce(sum(delta), 0) FROM review_counts WHERE table_name = 'bo_deposit' AND website_id = w.id)::int AS counted,
         (SELECT count(*) FROM upload_staging)::int AS staged,
         (SELECT count(*) FROM upload_claims)::int AS claims
    FROM websites w WHERE w.code = $1`;

/**
 * What the tables hold for a website, staged rows included (the pages read PGlite through views that
 * leave them out). PGlite: only once its server has stopped, read in a child process as
 * upload-staging.api.test.ts does.
 */
async function storedState(server: TestServer, website: string): Promise<StoredState> {
  if (server.backend.databaseUrl) {
    return withPg(server.backend.databaseUrl, server.schema as string, async (client) => (await client.query<StoredState>(STORED_STATE, [website])).rows[0] as StoredState);
  }
  const read = `
    import { PGlite } from '@electric-sql/pglite';
    const db = new PGlite(process.argv[1]);
    const result = await db.query(process.argv[2], [process.argv[3]]);
    console.log(JSON.stringify(result.rows[0]));
    await db.close();`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', read, join(server.dataDir, 'pglite'), STORED_STATE, website], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`Reading the PGlite data failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as StoredState;
}

async function viewBoTotal(server: TestServer, cookies: string, website: string): Promise<number> {
  const response = await server.request('GET', `/api/viewbo/03-Feb-2025/${website}/all/100/1`, { cookies });
  expect(response.status).toBe(200);
  return Number(response.headers['x-total-count']);
}

/** Resolves once a new connection to `port` is refused. */
async function refusesConnections(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    if (Date.now() > deadline) throw new Error(`Port ${port} still takes connections 10 s after SIGTERM.`);
    await sleep(25);
  }
}

/** Resolves once the server's log says `text` (it writes its log lines a moment after the answer). */
async function logged(server: TestServer, text: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!server.logs().includes(text)) {
    if (Date.now() > deadline) throw new Error(`The server did not log "${text}":\n${server.logs()}`);
    await sleep(25);
  }
}

function restartOptions(server: TestServer): { dataDir: string; schema?: string } {
  return { dataDir: server.dataDir, ...(server.schema ? { schema: server.schema } : {}) };
}

describe.each(BACKENDS)('faults on $name', (backend) => {
  it('SIGTERM lets a 100,000-row upload in flight finish, refuses new connections meanwhile and exits 0', async () => {
    const first = await startServer(backend);
    try {
      const admin = (await signIn(first, ADMIN.name, ADMIN.password)).cookies;
      await createWebsite(first, admin, 'FLTT', 'Faults SIGTERM', 'NEXUS');
      const watch = await writeWatch(first);
      let settled = false;
      const upload = sendFile(first, admin, 'FLTT').finally(() => {
        settled = true;
      });
      await watch.until(upload);
      first.kill('SIGTERM');
      await refusesConnections(first.port);
      // The listener closed while the upload was still being written (it has about 80,000 rows to go).
      expect(settled).toBe(false);

      const answer = answered(await upload);
      expect(answer.status).toBe(200);
      expect(answer.json<UploadAnswer>()).toMatchObject({ status: false, inserted: ROWS, existing: 0, data: [{ message: `${ROWS} data berhasil ditambahkan.` }] });
      // Its keep-alive connection ends with the answer, so it does not hold the stop up.
      expect(answer.headers.get('connection')).toBe('close');
      expect(await first.exited).toEqual({ code: 0, signal: null });
      expect(first.logs()).toContain('SIGTERM: finishing the requests in flight, then stopping.');

      const second = await startServer(backend, restartOptions(first));
      try {
        expect(second.logs()).not.toContain('left unfinished');
        const again = (await signIn(second, ADMIN.name, ADMIN.password)).cookies;
        expect(await viewBoTotal(second, again, 'FLTT')).toBe(ROWS);
      } finally {
        await second.stop(true);
      }
      expect(await storedState(first, 'FLTT')).toEqual({ rows: ROWS, row_uploads: 1, uploads: 1, tracked: 1, counted: ROWS, staged: 0, claims: 0 });
    } finally {
      await first.stop();
    }
  });

  it('SIGKILL while a 100,000-row upload is written leaves none of the file; after a restart it uploads in full, then counts as already there', async () => {
    const first = await startServer(backend);
    try {
      const admin = (await signIn(first, ADMIN.name, ADMIN.password)).cookies;
      await createWebsite(first, admin, 'FLTK', 'Faults SIGKILL', 'NEXUS');
      const watch = await writeWatch(first);
      const upload = sendFile(first, admin, 'FLTK');
      await watch.until(upload);
      first.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(await upload).toBeInstanceOf(Error);

      const second = await startServer(backend, restartOptions(first));
      try {
        // PostgreSQL rolled the one transaction back; PGlite's next start removes what was staged.
        if (!backend.databaseUrl) expect(second.logs()).toContain('Removed 1 upload(s) left unfinished when the server last stopped.');
        if (backend.databaseUrl) expect(await storedState(second, 'FLTK')).toEqual({ rows: 0, row_uploads: 0, uploads: 0, tracked: 0, counted: 0, staged: 0, claims: 0 });
        const admin2 = (await signIn(second, ADMIN.name, ADMIN.password)).cookies;
        expect(await viewBoTotal(second, admin2, 'FLTK')).toBe(0);

        const again = answered(await sendFile(second, admin2, 'FLTK'));
        expect(again.status).toBe(200);
        expect(again.json<UploadAnswer>()).toMatchObject({ status: false, inserted: ROWS, existing: 0, data: [{ message: `${ROWS} data berhasil ditambahkan.` }] });
        const twice = answered(await sendFile(second, admin2, 'FLTK'));
        expect(twice.status).toBe(200);
        expect(twice.json<UploadAnswer>()).toMatchObject({ status: true, inserted: 0, existing: ROWS, data: [{ message: '03-Feb-2025' }] });
        expect(await viewBoTotal(second, admin2, 'FLTK')).toBe(ROWS);
      } finally {
        await second.stop(true);
      }
      // Two uploads recorded (the full one and the one that found every row), none of the killed one.
      expect(await storedState(first, 'FLTK')).toEqual({ rows: ROWS, row_uploads: 1, uploads: 2, tracked: 2, counted: ROWS, staged: 0, claims: 0 });
    } finally {
      await first.stop();
    }
  });

  it('the parse worker killed while it parses a 100,000-row upload: that upload answers 503, none of it is stored, and the next upload works', async () => {
    const server = await startServer(backend, { env: INSPECTED_ENV });
    try {
      const admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
      await createWebsite(server, admin, 'FLTW', 'Faults parse worker', 'NEXUS');
      await createWebsite(server, admin, 'FLTP', 'Faults parse worker start', 'NEXUS');
      const inspector = await inspectServer(server.logs);
      // A small upload starts the worker, and its debugger is on before the large one is sent: on a
      // loaded machine, enabling it during the large upload could outlast that upload's parse.
      const small = await postFile(server, '/api/checkdata', { cookies: admin, file: { name: 'bo-small.csv', content: fixture('bo-nexus-deposit.csv') }, fields: { groups: 'FLTP' } });
      expect(small.status).toBe(200);
      await inspector.watchWorker('upload-worker.js');
      let stack: string[];
      const upload = sendFile(server, admin, 'FLTW');
      try {
        stack = await inspector.terminateWorkerDuring('upload-worker.js', 'parseUpload', upload);
      } finally {
        inspector.close();
      }
      expect(stack).toContain('parseUpload');
      const failed = answered(await upload);
      expect([failed.status, failed.json()]).toEqual([503, PARSER_STOPPED]);
      await logged(server, 'The upload parser stopped (exit code 1) with files in hand.');
      expect(await viewBoTotal(server, admin, 'FLTW')).toBe(0);
      if (backend.databaseUrl) expect(await storedState(server, 'FLTW')).toEqual({ rows: 0, row_uploads: 0, uploads: 0, tracked: 0, counted: 0, staged: 0, claims: 0 });

      // A new worker takes the same file in full.
      const again = answered(await sendFile(server, admin, 'FLTW'));
      expect([again.status, again.json<UploadAnswer>().inserted]).toEqual([200, ROWS]);
      expect(await viewBoTotal(server, admin, 'FLTW')).toBe(ROWS);
      await server.stop(true);
      expect(await storedState(server, 'FLTW')).toEqual({ rows: ROWS, row_uploads: 1, uploads: 1, tracked: 1, counted: ROWS, staged: 0, claims: 0 });
    } finally {
      await server.stop();
    }
  });
});

/** A TCP proxy between the API and PostgreSQL, so the test can take "the database" away without touching the real one. */
interface DbProxy {
  /** DATABASE_URL through the proxy, with an application_name that marks the API's sessions. */
  url: string;
  applicationName: string;
  /** Stops taking connections; the open ones keep running. */
  refuse(): Promise<void>;
  /** Drops every open connection. */
  dropAll(): void;
  /** Drops the open connections and takes new ones without ever passing anything on: a database that hangs. */
  hang(): void;
  /** Passes connections on again. */
  restore(): Promise<void>;
  /** From now on a connection whose client sends `marker` (e.g. in a query's parameters) gets nothing back any more: a database that stops answering mid-query. */
  stallOn(marker: string): void;
  /** Connections stalled by stallOn that are still open. */
  stalledOpen(): number;
  /** From now on what a client sends from a chunk holding `marker` on reaches PostgreSQL `ms` later: a session that sits idle meanwhile. */
  delayOn(marker: string, ms: number): void;
  close(): Promise<void>;
}

async function startProxy(databaseUrl: string): Promise<DbProxy> {
  const target = new URL(databaseUrl);
  const upstream = { host: target.hostname, port: Number(target.port || 5432) };
  const sockets = new Set<net.Socket>();
  const stalled = new Set<net.Socket>();
  let hanging = false;
  let stallMarker: Buffer | null = null;
  let delay: { marker: Buffer; ms: number } | null = null;
  const track = (socket: net.Socket): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (hanging) return;
    const database = net.connect(upstream.port, upstream.host);
    track(database);
    // The client's bytes in order; once a chunk holding delay's marker arrives, it and all after it wait.
    let held: Promise<void> = Promise.resolve();
    client.on('data', (chunk: Buffer) => {
      if (delay && chunk.includes(delay.marker)) {
        const { ms } = delay;
        held = held.then(async () => {
          await sleep(ms);
        });
      }
      held = held.then(() => {
        if (!database.destroyed) database.write(chunk);
      });
    });
    database.pipe(client);
    client.on('data', (chunk: Buffer) => {
      if (!stallMarker || stalled.has(client) || !chunk.includes(stallMarker)) return;
      stalled.add(client);
      client.on('close', () => stalled.delete(client));
      // The query goes on to PostgreSQL; whatever it answers is dropped here.
      database.unpipe(client);
      database.on('data', () => undefined);
    });
    client.on('close', () => database.destroy());
    database.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const applicationName = `checker_faults_${randomBytes(4).toString('hex')}`;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  url.searchParams.set('application_name', applicationName);
  const dropAll = (): void => {
    for (const socket of sockets) socket.destroy();
  };
  // close() stops listening at once; its callback would wait for the open connections too.
  const refuse = async (): Promise<void> => {
    if (server.listening) server.close();
  };
  return {
    url: url.toString(),
    applicationName,
    refuse,
    dropAll,
    hang() {
      hanging = true;
      dropAll();
    },
    stallOn(marker) {
      stallMarker = Buffer.from(marker);
    },
    stalledOpen: () => stalled.size,
    delayOn(marker, ms) {
      delay = { marker: Buffer.from(marker), ms };
    },
    async restore() {
      hanging = false;
      stallMarker = null;
      delay = null;
      if (!server.listening) await listen(port);
    },
    async close() {
      await refuse();
      dropAll();
    },
  };
}

const postgres = BACKENDS.find((backend): backend is BackendCase & { databaseUrl: string } => backend.databaseUrl !== null);

if (!postgres) {
  describe('PostgreSQL lost while the API runs', () => {
    it.skip('needs CHECKER_TEST_DATABASE_URL (a PostgreSQL server); PGlite runs inside the server process', () => undefined);
  });
} else {
  describe('PostgreSQL lost while the API runs', () => {
    let proxy: DbProxy;
    let server: TestServer;
    let admin: string;
    const direct = (text: string, params: unknown[] = []) => withPg(postgres.databaseUrl, server.schema as string, async (client) => (await client.query(text, params)).rows);

    beforeAll(async () => {
      proxy = await startProxy(postgres.databaseUrl);
      server = await startServer(postgres, { env: { DATABASE_URL: proxy.url } });
      admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
      await createWebsite(server, admin, 'FLTP', 'Faults PostgreSQL', 'NEXUS');
    });
    afterAll(async () => {
      await proxy?.restore();
      await server?.stop();
      await proxy?.close();
    });

    it('answers 503 with a message while PostgreSQL restarts, health says down, and recovers by itself', async () => {
      const health = await server.request('GET', '/api/health');
      expect([health.status, health.json()]).toEqual([200, { status: 'ok', database: 'up' }]);

      // A restart in the middle of a 100,000-row upload: no new connections, and every session of the
      // API ended by the server (57P01, what PostgreSQL sends its sessions when it shuts down).
      const watch = await writeWatch(server);
      const upload = sendFile(server, admin, 'FLTP');
      await watch.until(upload);
      await proxy.refuse();
      const ended = await withPg(postgres.databaseUrl, 'public', (client) =>
        client.query<{ n: number }>('SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = $1', [proxy.applicationName]),
      );
      expect(ended.rows[0]?.n).toBeGreaterThanOrEqual(1);
      proxy.dropAll();

      const failed = answered(await upload);
      expect([failed.status, failed.json()]).toEqual([503, DATABASE_UNAVAILABLE]);
      const down = await server.request('GET', '/api/health');
      expect([down.status, down.json()]).toEqual([503, { status: 'error', database: 'down', ...DATABASE_UNAVAILABLE }]);
      const page = await server.request('GET', '/api/websitelist', { cookies: admin });
      expect([page.status, page.json()]).toEqual([503, DATABASE_UNAVAILABLE]);
      const login = await server.request('POST', '/api/login', { body: { account_name: ADMIN.name, account_password: ADMIN.password } });
      expect([login.status, login.json(), login.setCookies]).toEqual([503, DATABASE_UNAVAILABLE, []]);
      // Nothing of the file was written.
      expect(await direct("SELECT (SELECT count(*) FROM bo_deposit)::int AS rows, (SELECT count(*) FROM uploads)::int AS uploads, (SELECT count(*) FROM tracking WHERE activity LIKE 'Upload %')::int AS tracked")).toEqual([
        { rows: 0, uploads: 0, tracked: 0 },
      ]);

      // PostgreSQL is back: the same API process answers again, with the session signed in before.
      await proxy.restore();
      const back = await server.request('GET', '/api/health');
      expect([back.status, back.json()]).toEqual([200, { status: 'ok', database: 'up' }]);
      expect((await server.request('GET', '/api/websitelist', { cookies: admin })).status).toBe(200);
      const again = answered(await sendFile(server, admin, 'FLTP'));
      expect([again.status, again.json<UploadAnswer>().inserted]).toEqual([200, ROWS]);
      expect(await storedState(server, 'FLTP')).toEqual({ rows: ROWS, row_uploads: 1, uploads: 1, tracked: 1, counted: ROWS, staged: 0, claims: 0 });
    });

    it('answers 503 instead of hanging while PostgreSQL takes connections but never answers, and recovers by itself', async () => {
      proxy.hang();
      // The pool gives up on a connection after 10 s (src/db/connect.ts).
      const [page, health] = await Promise.all([server.request('GET', '/api/websitelist', { cookies: admin }), server.request('GET', '/api/health')]);
      expect([page.status, page.json()]).toEqual([503, DATABASE_UNAVAILABLE]);
      expect([health.status, health.json()]).toEqual([503, { status: 'error', database: 'down', ...DATABASE_UNAVAILABLE }]);

      await proxy.restore();
      const back = await server.request('GET', '/api/health');
      expect([back.status, back.json()]).toEqual([200, { status: 'ok', database: 'up' }]);
      expect((await server.request('GET', '/api/websitelist', { cookies: admin })).status).toBe(200);
    });
  });

  describe('PostgreSQL statements that take too long', () => {
    let proxy: DbProxy;
    let server: TestServer;
    let admin: string;

    beforeAll(async () => {
      proxy = await startProxy(postgres.databaseUrl);
      server = await startServer(postgres, { env: { DATABASE_URL: proxy.url, CHECKER_DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) } });
      admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    });
    afterAll(async () => {
      await server?.stop();
      await proxy?.close();
    });

    it('answers 503 once a statement waits past the statement timeout (a table locked elsewhere), and serves it once the lock goes', async () => {
      const locker = new pg.Client({ connectionString: postgres.databaseUrl });
      await locker.connect();
      try {
        await locker.query(`SET search_path TO "${server.schema}"`);
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE websites IN ACCESS EXCLUSIVE MODE');
        const page = await server.request('GET', '/api/websitelist', { cookies: admin });
        expect([page.status, page.json()]).toEqual([503, DATABASE_TIMEOUT]);
        await logged(server, 'canceling statement due to statement timeout');
        await locker.query('ROLLBACK');
      } finally {
        await locker.end();
      }
      expect((await server.request('GET', '/api/websitelist', { cookies: admin })).status).toBe(200);
    });

    it('stores an upload whose transaction waits longer than the timeout for the parse worker (the limit on idle transactions is raised for uploads)', async () => {
      // The upload's row reaches PostgreSQL only after the statement timeout, as when a day's second file
      // of 100,000 rows keeps its transaction idle while the worker decides the day on a busy machine.
      await createWebsite(server, admin, 'FLTI', 'Faults idle upload', 'NEXUS');
      proxy.delayOn('INSERT INTO uploads', STATEMENT_TIMEOUT_MS * 2);
      try {
        const upload = await postFile(server, '/api/checkdata', { cookies: admin, file: { name: 'bo-idle.csv', content: fixture('bo-nexus-deposit.csv') }, fields: { groups: 'FLTI' } });
        expect(upload.status).toBe(200);
        const answer = upload.json<UploadAnswer>();
        expect(answer).toMatchObject({ inserted: answer.rows, existing: 0 });
        expect(answer.rows).toBeGreaterThan(0);
      } finally {
        await proxy.restore();
      }
      expect(server.logs()).not.toContain('idle-in-transaction timeout');
    });

    it('answers 503 instead of hanging when the connection stops answering in the middle of a query, and drops that connection', async () => {
      const marker = `stalled-${randomBytes(4).toString('hex')}`;
      proxy.stallOn(marker);
      // Sign-in looks the name up on one of the pool's connections; that one gets no answer.
      const login = await server.request('POST', '/api/login', { body: { account_name: marker, account_password: 'whatever-1' } });
      expect([login.status, login.json(), login.setCookies]).toEqual([503, DATABASE_TIMEOUT, []]);
      await logged(server, 'Query read timeout');
      // The pool drops the stalled connection after the answer; the proxy sees that socket close a moment later.
      const deadline = Date.now() + 5_000;
      while (proxy.stalledOpen() > 0 && Date.now() < deadline) await sleep(25);
      expect(proxy.stalledOpen()).toBe(0);
      await proxy.restore();
      const health = await server.request('GET', '/api/health');
      expect([health.status, health.json()]).toEqual([200, { status: 'ok', database: 'up' }]);
      expect((await server.request('GET', '/api/websitelist', { cookies: admin })).status).toBe(200);
    });
  });
}
