// A read-only look at the server's database for tests that must prove a request changed nothing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { withPg, type TestServer } from './harness';

/** A read-only connection to the server's database: the test schema on PostgreSQL, the embedded database's socket on PGlite. */
export async function withDatabase<T>(server: TestServer, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  if (server.backend.databaseUrl && server.schema) return withPg(server.backend.databaseUrl, server.schema, fn);
  if (!existsSync(join(server.dataDir, '.s.PGSQL.5432'))) throw new Error(`No PGlite socket in ${server.dataDir}: the data dir path is too long for one.`);
  const client = new pg.Client({ host: server.dataDir, port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Every table of the schema with its row count and a digest of its contents (an update shows too). */
export async function snapshot(server: TestServer): Promise<Record<string, string>> {
  return withDatabase(server, async (client) => {
    const tables = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const row = await client.query<{ n: number; digest: string }>(
        `SELECT count(*)::int AS n, md5(COALESCE(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM "${name.replace(/"/g, '""')}" t`,
      );
      result[name] = `${row.rows[0]?.n} rows, ${row.rows[0]?.digest}`;
    }
    return result;
  });
}
