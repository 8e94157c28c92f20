import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { transferListOf } from '../transfer';
import type { CopyFailure, MainMessage, PgliteWorkerData, WorkerMessage } from './pglite-protocol';

const SOCKET_NAME = '.s.PGSQL.5432';
/** Linux allows 107 bytes in a unix socket path; keep a margin. */
const SOCKET_PATH_MAX = 100;

export interface EmbeddedDatabase {
  pool: pg.Pool;
  /** Runs `COPY … FROM '/dev/blob'` with `data` inside the transaction that holds the pool's connection. */
  copyBlob(sql: string, data: Uint8Array): Promise<void>;
  /**
   * Runs the same COPY in a transaction of its own, with `settings` set for it (set_config, local).
   * Only while the caller holds the pool's connection outside a transaction.
   */
  loadBlob(settings: Array<[string, string]>, sql: string, data: Uint8Array): Promise<void>;
  /** The data directory as a tar, taken between two statements (see MainMessage `dump`). */
  dump(): Promise<Uint8Array>;
  stop(): Promise<void>;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One server per PGlite data directory: a second one would corrupt it. */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'checker.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processAlive(holder)) {
        throw new Error(`Another Checker server (pid ${holder}) is using the data directory ${dataDir}. Stop it, or set CHECKER_DATA_DIR to another directory, or use DATABASE_URL.`, { cause: error });
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

/** `<dataDir>/.s.PGSQL.5432`, or a short directory under the system temp dir when that path is too long. */
function socketDirFor(dataDir: string): string {
  if (join(dataDir, SOCKET_NAME).length <= SOCKET_PATH_MAX) return dataDir;
  const dir = join(tmpdir(), `checker-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/**
 * The operator's channel to a running server on PGlite (`npm run backup`): a unix socket beside the
 * database's, reachable only by whoever may read the data directory.
 */
export function operatorSocketPath(dataDir: string): string {
  return join(socketDirFor(dataDir), 'checker-operator.sock');
}

/** The worker's error with its SQLSTATE code, as `pg` would raise it, so the routes answer it the same way. */
function databaseError(failure: CopyFailure): Error {
  return Object.assign(new Error(failure.message), failure.code ? { code: failure.code } : {});
}

/**
 * Starts PGlite (data in `<dataDir>/pglite`) in a worker thread and returns a single-connection pg
 * pool to it: PGlite is single-connection, and the main event loop stays free while it works.
 */
export async function startEmbeddedDatabase(dataDir: string, workerFile: string): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const socketDir = socketDirFor(dataDir);
  const socketPath = join(socketDir, SOCKET_NAME);
  // The lock is ours, so a socket file left here belongs to a server that died.
  rmSync(socketPath, { force: true });

  const data: PgliteWorkerData = { pgliteDir: join(dataDir, 'pglite'), socketPath };
  const worker = new Worker(workerFile, { workerData: data });
  let stopping = false;
  try {
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerMessage): void => {
        if (message.type === 'ready') resolve();
        if (message.type === 'error') reject(new Error(`The embedded database (PGlite) did not start: ${message.message}`));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The embedded database worker exited with code ${code} while starting.`)));
    });
  } catch (error) {
    await worker.terminate();
    unlock();
    throw error;
  }
  worker.removeAllListeners('exit');
  worker.removeAllListeners('error');
  worker.on('error', (error) => {
    console.error('The embedded database worker failed:', error);
    process.exit(1);
  });
  worker.on('exit', (code) => {
    if (stopping) return;
    console.error(`The embedded database worker stopped unexpectedly (exit code ${code}).`);
    process.exit(1);
  });

  const pool = new pg.Pool({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 1, idleTimeoutMillis: 0 });

  // Requests to the worker (COPY, dump) by id: one listener settles each with its own answer.
  type Answer = Extract<WorkerMessage, { type: 'copied' | 'dumped' }>;
  let nextRequest = 1;
  const requests = new Map<number, (answer: Answer) => void>();
  worker.on('message', (message: WorkerMessage) => {
    if (message.type !== 'copied' && message.type !== 'dumped') return;
    const settle = requests.get(message.id);
    requests.delete(message.id);
    settle?.(message);
  });

  /** Sends the request `build` makes with a fresh id; `read` turns the worker's answer into the result, or throws. */
  const request = <T>(build: (id: number) => MainMessage & { id: number }, read: (answer: Answer) => T): Promise<T> => {
    const message = build(nextRequest++);
    return new Promise<T>((resolve, reject) => {
      requests.set(message.id, (answer) => {
        try {
          resolve(read(answer));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      worker.postMessage(message, 'data' in message ? transferListOf(message.data) : []);
    });
  };
  const copied = (answer: Answer): void => {
    if (answer.type === 'copied' && answer.failure) throw databaseError(answer.failure);
  };
  const dumped = (answer: Answer): Uint8Array => {
    if (answer.type === 'dumped' && answer.data) return answer.data;
    throw new Error(`The embedded database could not be dumped: ${(answer.type === 'dumped' && answer.failure) || 'no data'}`);
  };

  return {
    pool,
    dump: () => request((id) => ({ type: 'dump', id }), dumped),
    copyBlob: (sql, data) => request((id) => ({ type: 'copy', id, sql, data }), copied),
    loadBlob: (settings, sql, data) => request((id) => ({ type: 'load', id, settings, sql, data }), copied),
    async stop() {
      stopping = true;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 10_000);
        worker.on('message', (message: WorkerMessage) => {
          if (message.type === 'stopped') {
            clearTimeout(timer);
            resolve();
          }
        });
        const stop: MainMessage = { type: 'stop' };
        worker.postMessage(stop);
      });
      await worker.terminate();
      unlock();
    },
  };
}
