import pg from 'pg';
import type { Config } from '../config';
import { POSTGRES_BACKEND, dbFromPool, quoteIdent, type Backend, type Db } from './db';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './pglite';
import { stagingFor } from './staging';

/**
 * PGlite: one COPY FROM '/dev/blob' per chunk through the worker; ids as one block, since PGlite runs
 * one statement at a time and no other session can draw from the sequence between nextval and setval.
 */
function embeddedBackend(embedded: EmbeddedDatabase): Backend {
  return {
    async copyRows(_client, table, columns, chunks) {
      for await (const chunk of chunks) await embedded.copyBlob(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`, chunk);
    },
    async reserveIds(client, table, column, count) {
      const result = await client.query<{ first: string }>(
        'SELECT setval(pg_get_serial_sequence($1, $2), nextval(pg_get_serial_sequence($1, $2)) + $3::int - 1) - $3::int + 1 AS first',
        [table, column, count],
      );
      return { first: Number(result.rows[0]?.first) };
    },
  };
}

/**
 * DATABASE_URL → a real PostgreSQL; otherwise the embedded PGlite under CHECKER_DATA_DIR.
 * CHECKER_DB_SCHEMA puts every table in that schema (set as search_path on each connection).
 * PGlite also gets what staged uploads need (staging.ts); run recoverStaging after the migrations.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbSchema'>, pgliteWorkerFile: string): Promise<Db> {
  let db: Db;
  let pool: pg.Pool;
  if (config.databaseUrl) {
    pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    db = dbFromPool(pool, POSTGRES_BACKEND, null, async () => undefined);
  } else {
    const embedded = await startEmbeddedDatabase(config.dataDir, pgliteWorkerFile);
    pool = embedded.pool;
    db = dbFromPool(pool, embeddedBackend(embedded), stagingFor(config.dbSchema), () => embedded.stop());
  }
  pool.on('error', (error) => console.error('Database connection error:', error.message));
  const { staging } = db;
  if (config.dbSchema || staging) {
    const schemaPath = config.dbSchema ? quoteIdent(config.dbSchema) : '';
    // pg runs this before any query the pool hands the new connection to; on PGlite it is the path the
    // session last committed, views first while an upload is staged.
    pool.on('connect', (client) => {
      client.query(`SET search_path TO ${staging ? staging.readPath : schemaPath}`).catch((error: Error) => console.error('Could not set search_path:', error.message));
    });
  }
  return db;
}
