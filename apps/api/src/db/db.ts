import type { Pool, PoolClient, QueryResult, QueryResultRow } from 'pg';

/** Anything that runs SQL: the pool or the client of an open transaction. */
export interface Queryable {
  query<R extends QueryResultRow = QueryResultRow>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

/** The one database handle every route uses. */
export interface Db extends Queryable {
  /**
   * Runs `fn` inside BEGIN/COMMIT on one connection (ROLLBACK when it throws). Inside `fn` use
   * only `tx`: the PGlite pool has a single connection, so calling the Db itself would wait forever.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function clientQueryable(client: PoolClient): Queryable {
  return {
    query: <R extends QueryResultRow>(sql: string, params?: readonly unknown[]) => client.query<R>(sql, params ? [...params] : undefined),
  };
}

export function dbFromPool(pool: Pool, onClose: () => Promise<void>): Db {
  return {
    query: <R extends QueryResultRow>(sql: string, params?: readonly unknown[]) => pool.query<R>(sql, params ? [...params] : undefined),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(clientQueryable(client));
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
    },
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
