import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadJwtSecret } from './auth/jwt-secret';
import { jwtSigner } from './auth/tokens';
import { ensureFirstAdmin } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { serveOperatorSocket } from './backup/operator-socket';
import { openDatabase } from './db/connect';
import { operatorSocketPath } from './db/pglite';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { recoverStaging } from './db/staging';
import { uploadWorker } from './upload/workers';
import { MIGRATIONS } from './db/migrations';
import { remotesMap } from './web/site';

// This file is apps/api/dist/main.js once built: the worker sits beside it, the repo root three levels up.
const distDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(distDir, '..', '..', '..');

async function listen(app: FastifyInstance, config: Config): Promise<number> {
  if (config.host) {
    await app.listen({ port: config.port, host: config.host });
  } else {
    try {
      // '::' accepts IPv6 and IPv4 clients alike (dual stack), so http://localhost works either way.
      await app.listen({ port: config.port, host: '::' });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error;
      await app.listen({ port: config.port, host: '0.0.0.0' });
    }
  }
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : config.port;
}

/**
 * server.close() drops the connections idle at that moment, but one whose request is still in flight
 * would stay open for its keep-alive time (72 s) after the answer, holding the stop up. The returned
 * function, called on stopping, makes every answer from then on end its connection: one still to be
 * written says `Connection: close`, one already streaming ends the connection once it is written.
 */
function endConnectionsWhenAnswered(server: Server): () => void {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  const endAfter = (response: ServerResponse): void => {
    if (!response.headersSent) {
      response.setHeader('Connection', 'close');
    } else {
      const socket = response.socket;
      response.once('finish', () => socket?.end());
    }
  };
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (stopping) return endAfter(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  return () => {
    stopping = true;
    for (const response of inFlight) endAfter(response);
  };
}

/**
 * Migrations may build indexes over large tables for longer than a request may take: on PostgreSQL
 * they run on a pool of their own without the statement timeouts (PGlite has none).
 */
async function migrateWithoutTimeouts(db: Db, config: Config): Promise<void> {
  if (!config.databaseUrl || config.dbStatementTimeoutMs === 0) {
    await migrate(db, config.dbSchema, MIGRATIONS);
    return;
  }
  const untimed = await openDatabase({ ...config, dbStatementTimeoutMs: 0 }, join(distDir, 'pglite-worker.js'));
  try {
    await migrate(untimed, config.dbSchema, MIGRATIONS);
  } finally {
    await untimed.close();
  }
}

function describeDatabase(config: Config): string {
  const schema = config.dbSchema ? `, schema ${config.dbSchema}` : '';
  return config.databaseUrl ? `PostgreSQL from DATABASE_URL${schema}` : `embedded PGlite in ${config.dataDir}${schema}`;
}

async function main(): Promise<void> {
  // The bundle ships with source maps: stack traces in the log then point at the TypeScript sources.
  process.setSourceMapsEnabled(true);
  const config = loadConfig(process.env, process.cwd(), repoRoot);
  // A broken CHECKER_REMOTES_JSON should stop the start, not surface later as a 500 on every page load.
  await remotesMap(config.web).catch((error: unknown) => {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  });
  const db: Db = await openDatabase(config, join(distDir, 'pglite-worker.js'));
  console.log(`Database: ${describeDatabase(config)}`);
  let app: FastifyInstance | null = null;
  let endConnections = (): void => undefined;
  let stopOperatorSocket = async (): Promise<void> => undefined;
  let closing = false;
  /**
   * Fastify stops taking connections, answers the requests in flight and only then runs its onClose
   * hooks (the upload parser); the database closes last, after the work those requests started.
   */
  const shutdown = async (code: number): Promise<void> => {
    if (closing) return;
    closing = true;
    let exitCode = code;
    try {
      const closed = app?.close();
      endConnections();
      await closed;
      await stopOperatorSocket();
      await db.close();
    } catch (error) {
      console.error('Checker did not stop cleanly:', error);
      exitCode = 1;
    }
    process.exit(exitCode);
  };
  // Once: a second signal ends the process at once (the default), e.g. when a request never finishes.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      console.log(`${signal}: finishing the requests in flight, then stopping.`);
      void shutdown(0);
    });
  }

  try {
    await migrateWithoutTimeouts(db, config);
    if (db.staging) {
      const removed = await recoverStaging(db, db.staging);
      if (removed > 0) console.log(`Removed ${removed} upload(s) left unfinished when the server last stopped.`);
    }
    // On PGlite, `npm run backup` asks this server for its snapshot (it cannot open the data dir the server holds).
    if (db.dumpDataDir) stopOperatorSocket = await serveOperatorSocket(operatorSocketPath(config.dataDir), db);
    const secret = await loadJwtSecret(db, config.jwtSecret);
    const firstAdmin = await ensureFirstAdmin(db, config);
    if (firstAdmin?.generatedPassword) {
      console.log(`First admin created: user "${firstAdmin.name}", password "${firstAdmin.generatedPassword}" — change it after signing in.`);
    } else if (firstAdmin) {
      console.log(`First admin created: user "${firstAdmin.name}" with the password from CHECKER_ADMIN_PASSWORD.`);
    }
    app = await buildApp({ db, config, tokens: jwtSigner(secret), uploadWorker: uploadWorker(join(distDir, 'upload-worker.js'), config.parseWorkerMemoryMb) }, { logger: true });
    endConnections = endConnectionsWhenAnswered(app.server);
    const port = await listen(app, config);
    console.log(`Checker is running on http://localhost:${port} — sign in at http://localhost:${port}/signin`);
  } catch (error) {
    reportStartFailure(error);
    await shutdown(1);
  }
}

/** A setting refused (before or after the database opened) is one line naming it; anything else shows its stack. */
function reportStartFailure(error: unknown): void {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error('Checker could not start:', error);
}

main().catch((error: unknown) => {
  reportStartFailure(error);
  process.exit(1);
});
