// Worker thread entry: PGlite blocks its thread while it runs, so it lives here and is served over
// the Postgres wire protocol on a unix socket; the main thread reaches it with `pg`.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { SET_LOCAL_SETTINGS, setLocalParameters } from './settings';
import type { CopyFailure, MainMessage, PgliteWorkerData, WorkerMessage } from './pglite-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-worker must run as a worker thread.');
const { pgliteDir, socketPath } = workerData as PgliteWorkerData;

function send(message: WorkerMessage): void {
  port?.postMessage(message);
}

function failureOf(error: unknown): CopyFailure {
  const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;
  return { message: error instanceof Error ? error.message : String(error), code };
}

/**
 * COPY beside the socket reaches the same single PGlite session. The main thread sends it only while
 * it holds the pool's one connection inside BEGIN, so the rows join that transaction; outside a
 * transaction it would commit on its own, which is refused.
 */
async function copyBlob(db: PGlite, sql: string, data: Uint8Array): Promise<void> {
  if (!db.isInTransaction()) throw new Error('A bulk load through the PGlite worker must run inside a transaction.');
  await db.query(sql, [], { blob: new Blob([data]) });
}

/**
 * A COPY in a transaction of its own. The main thread sends it only while it holds the pool's one
 * connection outside any transaction, so no statement from the socket can fall inside this one.
 */
async function loadAlone(db: PGlite, settings: ReadonlyArray<[string, string]>, sql: string, data: Uint8Array): Promise<void> {
  if (db.isInTransaction()) throw new Error('A bulk load in a transaction of its own was sent while a transaction was open.');
  await db.transaction(async (tx) => {
    await tx.query(SET_LOCAL_SETTINGS, setLocalParameters(settings));
    await tx.query(sql, [], { blob: new Blob([data]) });
  });
}

async function start(): Promise<void> {
  // pg_trgm backs the tracking search index (migration 009).
  const db = await PGlite.create({ dataDir: pgliteDir, extensions: { pg_trgm } });
  // More than one socket lets the pool reconnect while a dropped connection is still being cleaned up;
  // PGlite still runs one query at a time through the server's queue.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  port?.on('message', (message: MainMessage) => {
    if (message.type === 'dump') {
      db.dumpDataDir('none').then(
        async (file) => {
          const data = new Uint8Array(await file.arrayBuffer());
          port?.postMessage({ type: 'dumped', id: message.id, data, failure: null } satisfies WorkerMessage, [data.buffer]);
        },
        (error: unknown) => send({ type: 'dumped', id: message.id, data: null, failure: failureOf(error).message }),
      );
      return;
    }
    if (message.type === 'copy' || message.type === 'load') {
      const copied = message.type === 'copy' ? copyBlob(db, message.sql, message.data) : loadAlone(db, message.settings, message.sql, message.data);
      copied.then(
        () => send({ type: 'copied', id: message.id, failure: null }),
        (error: unknown) => send({ type: 'copied', id: message.id, failure: failureOf(error) }),
      );
      return;
    }
    void (async () => {
      await server.stop();
      await db.close();
      send({ type: 'stopped' });
    })();
  });
  send({ type: 'ready' });
}

start().catch((error: unknown) => {
  send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
});
