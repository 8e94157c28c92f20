import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pool, PoolClient, QueryResult, QueryResultRow } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { SET_LOCAL_SETTINGS, setLocalParameters } from './settings';
import type { Staging } from './staging';

/** Anything that runs SQL: the pool or the client of an open transaction. */
export interface Queryable {
  query<R extends QueryResultRow = QueryResultRow>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

/** Identity values set aside for rows about to be loaded: a block from `first` on, or an ascending comma-separated list. */
export type ReservedIds = { first: number } | { list: string };

/** The client of an open transaction. */
export interface Transaction extends Queryable {
  /**
   * Bulk-loads rows into `table` with COPY. Each chunk holds whole lines of COPY text format
   * (tab-separated, `\N` for NULL, backslash escapes), in `columns` order.
   */
  copyRows(table: string, columns: readonly string[], chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<void>;
  /** Takes `count` values of the identity column's sequence, so the rows can be loaded with their ids already known. */
  reserveIds(table: string, column: string, count: number): Promise<ReservedIds>;
}

/** What differs between a real PostgreSQL and PGlite on the connection of an open transaction. */
export interface Backend {
  copyRows(client: PoolClient, table: string, columns: readonly string[], chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<void>;
  reserveIds(client: PoolClient, table: string, column: string, count: number): Promise<ReservedIds>;
  /**
   * PGlite: one COPY in a transaction of its own, begun and committed by the database itself while
   * the pool's one connection is held outside any transaction (no other statement can fall inside).
   */
  loadAlone?(client: PoolClient, settings: Array<[string, string]>, table: string, columns: readonly string[], data: Uint8Array): Promise<void>;
}

/**
 * A real PostgreSQL: COPY FROM STDIN streamed chunk by chunk; ids one nextval each, since other
 * sessions draw from the sequence at the same time (usually they still come as one block).
 */
export const POSTGRES_BACKEND: Backend = {
  async copyRows(client, table, columns, chunks) {
    const buffers = async function* (): AsyncGenerator<Buffer> {
      for await (const chunk of chunks) yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    };
    await pipeline(Readable.from(buffers()), client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)));
  },
  async reserveIds(client, table, column, count) {
    // nextval of a constant oid: a name or an expression there is looked up again for every row, ten times slower.
    const sequence = await client.query<{ oid: string }>('SELECT pg_get_serial_sequence($1, $2)::regclass::oid AS oid', [table, column]);
    const result = await client.query<{ first: string; list: string | null }>(
      `WITH ids AS MATERIALIZED (SELECT nextval($1::oid::regclass) AS v FROM generate_series(1, $2::int))
       SELECT (SELECT min(v) FROM ids)::text AS first,
              CASE WHEN (SELECT max(v) - min(v) + 1 FROM ids) = $2::int THEN NULL ELSE (SELECT string_agg(v::text, ',' ORDER BY v) FROM ids) END AS list`,
      [sequence.rows[0]?.oid, count],
    );
    const row = result.rows[0];
    return row?.list ? { list: row.list } : { first: Number(row?.first) };
  },
};

/** The one database handle every route uses. */
export interface Db extends Queryable {
  /**
   * Runs `fn` inside BEGIN/COMMIT on one connection (ROLLBACK when it throws). Inside `fn` use
   * only `tx`: the PGlite pool has a single connection, so calling the Db itself would wait forever.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Background work (TransactionOptions): bulk-loads one chunk of COPY text in a transaction of its
   * own, with `settings` (set_config name and value) local to it. On PGlite that transaction is one
   * message to the database worker rather than four round trips, which a staged upload's hundreds of
   * short steps notice. Answers how long it held the connection, in ms (waiting for it excluded).
   */
  copyInOwnTransaction(settings: Array<[string, string]>, table: string, columns: readonly string[], data: Uint8Array): Promise<number>;
  /** How long no request (holdForeground), query or transaction other than background work has run or waited, in ms (0 while one does). */
  foregroundIdleMs(): number;
  /**
   * Counts as foreground work, as a running query does, until the answered release is called (only
   * the first call counts): a request holds it from start to answer, so no background step slips in
   * between its queries and it waits for at most the one step running when it arrived.
   */
  holdForeground(): () => void;
  /** PGlite only (one connection for every request): how uploads keep their rows out of sight until whole (staging.ts). */
  readonly staging?: Staging;
  /** PGlite only: the data directory as a tar, taken between two statements (`npm run backup`). */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface TransactionOptions {
  /**
   * Background work (a staged upload's steps): on a one-connection pool it starts only once no other
   * query or request (holdForeground) has run or waited for BACKGROUND_QUIET_MS, so a request that
   * runs several queries in a row is not held up by a step between each of them. Ignored where every
   * transaction has a connection of its own.
   */
  background?: boolean;
}

/** How long the connection must have been free of other queries before background work takes it. */
const BACKGROUND_QUIET_MS = 2;
/** Background work waits at most this long for quiet, so steady traffic cannot starve it. */
const BACKGROUND_WAIT_MAX_MS = 200;

function clientTransaction(client: PoolClient, backend: Backend): Transaction {
  return {
    query: <R extends QueryResultRow>(sql: string, params?: readonly unknown[]) => client.query<R>(sql, params ? [...params] : undefined),
    copyRows: (table, columns, chunks) => backend.copyRows(client, table, columns, chunks),
    reserveIds: (table, column, count) => backend.reserveIds(client, table, column, count),
  };
}

export function dbFromPool(pool: Pool, backend: Backend, staging: Staging | null, onClose: () => Promise<void>): Db {
  const oneConnection = pool.options.max === 1;
  // Holds: queries and transactions other than background ones, waiting or running, and requests being answered; and when the last ended.
  let inFlight = 0;
  let quietSince = performance.now();
  const holdForeground = (): (() => void) => {
    inFlight += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      inFlight -= 1;
      if (inFlight === 0) quietSince = performance.now();
    };
  };
  const foreground = async <T>(run: () => Promise<T>): Promise<T> => {
    const release = holdForeground();
    try {
      return await run();
    } finally {
      release();
    }
  };
  const idleMs = (): number => (inFlight === 0 ? performance.now() - quietSince : 0);
  const quiet = async (): Promise<void> => {
    const giveUp = performance.now() + BACKGROUND_WAIT_MAX_MS;
    while (performance.now() < giveUp) {
      const calm = idleMs();
      if (calm >= BACKGROUND_QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, BACKGROUND_QUIET_MS - calm)));
    }
  };
  const inTransaction = async <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const result = await fn(clientTransaction(client, backend));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  };
  return {
    ...(staging ? { staging } : {}),
    query: <R extends QueryResultRow>(sql: string, params?: readonly unknown[]) => foreground(() => pool.query<R>(sql, params ? [...params] : undefined)),
    async transaction<T>(fn: (tx: Transaction) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
      if (!options.background || !oneConnection) return foreground(() => inTransaction(fn));
      await quiet();
      return inTransaction(fn);
    },
    async copyInOwnTransaction(settings, table, columns, data) {
      const { loadAlone } = backend;
      if (!loadAlone || !oneConnection) {
        return this.transaction(
          async (tx) => {
            const began = performance.now();
            await tx.query(SET_LOCAL_SETTINGS, setLocalParameters(settings));
            await tx.copyRows(table, columns, [data]);
            return performance.now() - began;
          },
          { background: true },
        );
      }
      await quiet();
      const client = await pool.connect();
      const began = performance.now();
      try {
        await loadAlone(client, settings, table, columns, data);
        return performance.now() - began;
      } finally {
        client.release();
      }
    },
    foregroundIdleMs: idleMs,
    holdForeground,
    async close() {
      await pool.end();
      await onClose();
    },
  };
}

/** Double-quotes an identifier for SQL (schema names come from configuration, never from users). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** PostgreSQL error codes the routes turn into answers. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

export function pgErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return null;
}
