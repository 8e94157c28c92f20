import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadJwtSecret } from './auth/jwt-secret';
import { jwtSigner } from './auth/tokens';
import { ensureFirstAdmin } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/connect';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { recoverStaging } from './db/staging';
import { ingestWorker } from './ingest/workers';
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
  let closing = false;
  const shutdown = async (code: number): Promise<void> => {
    if (closing) return;
    closing = true;
    try {
      await app?.close();
      await db.close();
    } finally {
      process.exit(code);
    }
  };
  process.once('SIGTERM', () => void shutdown(0));
  process.once('SIGINT', () => void shutdown(0));

  try {
    await migrate(db, config.dbSchema, MIGRATIONS);
    if (db.staging) {
      const removed = await recoverStaging(db, db.staging);
      if (removed > 0) console.log(`Removed ${removed} upload(s) left unfinished when the server last stopped.`);
    }
    const secret = await loadJwtSecret(db, config.jwtSecret);
    const firstAdmin = await ensureFirstAdmin(db, config);
    if (firstAdmin?.generatedPassword) {
      console.log(`First admin created: user "${firstAdmin.name}", password "${firstAdmin.generatedPassword}" — change it after signing in.`);
    } else if (firstAdmin) {
      console.log(`First admin created: user "${firstAdmin.name}" with the password from CHECKER_ADMIN_PASSWORD.`);
    }
    app = await buildApp({ db, config, tokens: jwtSigner(secret), ingest: ingestWorker(join(distDir, 'ingest-worker.js')) }, { logger: true });
    const port = await listen(app, config);
    console.log(`Checker is running on http://localhost:${port} — sign in at http://localhost:${port}/signin`);
  } catch (error) {
    console.error('Checker could not start:', error);
    await shutdown(1);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error('Checker could not start:', error);
  process.exit(1);
});
