import pg from 'pg';
import type { Config } from '../config';
import { dbFromPool, quoteIdent, type Db } from './db';
import { startEmbeddedDatabase } from './pglite';

/**
 * DATABASE_URL → a real PostgreSQL; otherwise the embedded PGlite under CHECKER_DATA_DIR.
 * CHECKER_DB_SCHEMA puts every table in that schema (set as search_path on each connection).
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbSchema'>, pgliteWorkerFile: string): Promise<Db> {
  let db: Db;
  let pool: pg.Pool;
  if (config.databaseUrl) {
    pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    db = dbFromPool(pool, async () => undefined);
  } else {
    const embedded = await startEmbeddedDatabase(config.dataDir, pgliteWorkerFile);
    pool = embedded.pool;
    db = dbFromPool(pool, () => embedded.stop());
  }
  pool.on('error', (error) => console.error('Database connection error:', error.message));
  if (config.dbSchema) {
    const setPath = `SET search_path TO ${quoteIdent(config.dbSchema)}`;
    // pg runs this before any query the pool hands the new connection to.
    pool.on('connect', (client) => {
      client.query(setPath).catch((error: Error) => console.error('Could not set search_path:', error.message));
    });
  }
  return db;
}
