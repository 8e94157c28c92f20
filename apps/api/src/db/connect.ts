import pg from 'pg';
import type { Config } from '../config';
import { POSTGRES_BACKEND, dbFromPool, quoteIdent, type Backend, type Db } from './db';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './pglite';
import { stagingFor } from './staging';

/** A new connection's first statement (its search_path), until it has run. */
type ConnectionSetups = WeakMap<pg.ClientBase, Promise<unknown>>;

/**
 * PGlite: one COPY FROM '/dev/blob' per chunk through the worker; ids as one block, since PGlite runs
 * one statement at a time and no other session can draw from the sequence between nextval and setval.
 * A load alone waits for the connection's setup, which would otherwise run inside its transaction.
 */
function embeddedBackend(embedded: EmbeddedDatabase, setups: ConnectionSetups): Backend {
  const copyFromBlob = (table: string, columns: readonly string[]): string => `COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`;
  return {
    async copyRows(_client, table, columns, chunks) {
      for await (const chunk of chunks) await embedded.copyBlob(copyFromBlob(table, columns), chunk);
    },
    async loadAlone(client, settings, table, columns, data) {
      await setups.get(client);
      await embedded.loadBlob(settings, copyFromBlob(table, columns), data);
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
 * How long a request waits for a PostgreSQL connection, a new one or a free one of the pool, before
 * it fails (503): an unreachable database answers at once or after this, never leaves it hanging.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * How much longer than the statement timeout pg waits for a query's answer before it gives up on the
 * connection: PostgreSQL's own cancel (57014) normally comes first, so this fires only when the
 * connection itself stopped answering, and the pool then drops it.
 */
const QUERY_READ_MARGIN_MS = 5_000;

/**
 * CHECKER_DB_STATEMENT_TIMEOUT_MS on every PostgreSQL connection: a statement that runs longer is
 * cancelled (57014, answered 503), a session left idle inside a transaction that long is ended, and a
 * query unanswered a little longer fails on the client (`Query read timeout`, also 503). 0 turns all
 * three off.
 */
function timeouts(statementTimeoutMs: number): pg.PoolConfig {
  if (statementTimeoutMs === 0) return {};
  return {
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + QUERY_READ_MARGIN_MS,
  };
}

/**
 * DATABASE_URL → a real PostgreSQL; otherwise the embedded PGlite under CHECKER_DATA_DIR.
 * CHECKER_DB_SCHEMA puts every table in that schema (set as search_path on each connection).
 * PGlite also gets what staged uploads need (staging.ts); run recoverStaging after the migrations.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbSchema' | 'dbStatementTimeoutMs'>, pgliteWorkerFile: string): Promise<Db> {
  let db: Db;
  let pool: pg.Pool;
  const setups: ConnectionSetups = new WeakMap();
  if (config.databaseUrl) {
    pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, ...timeouts(config.dbStatementTimeoutMs) });
    db = dbFromPool(pool, POSTGRES_BACKEND, null, async () => undefined);
  } else {
    const embedded = await startEmbeddedDatabase(config.dataDir, pgliteWorkerFile);
    pool = embedded.pool;
    db = Object.assign(dbFromPool(pool, embeddedBackend(embedded, setups), stagingFor(config.dbSchema), () => embedded.stop()), { dumpDataDir: () => embedded.dump() });
  }
  // An idle connection that breaks is dropped by the pool, which then reports it here; the listener
  // below has logged it already.
  pool.on('error', () => undefined);
  const { staging } = db;
  const schemaPath = config.dbSchema ? quoteIdent(config.dbSchema) : null;
  pool.on('connect', (client) => {
    // pg reports a connection lost while a request holds it (between two queries of a transaction)
    // on the client; unheard, that would end the process. The request's next query fails (503) and
    // the pool drops the client when it comes back.
    client.on('error', (error) => console.error('Database connection lost:', error.message));
    // pg runs this before any query the pool hands the new connection to; on PGlite it is the path the
    // session last committed, views first while an upload is staged.
    const searchPath = staging ? staging.readPath : schemaPath;
    if (searchPath) setups.set(client, client.query(`SET search_path TO ${searchPath}`).catch((error: Error) => console.error('Could not set search_path:', error.message)));
  });
  return db;
}
