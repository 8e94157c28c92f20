import type { SnapshotFacts } from './archive';

/** Anything that runs SQL and answers rows: the server's pool, a pg client, a PGlite session. */
export interface RowReader {
  query<R extends Record<string, unknown>>(sql: string): Promise<{ rows: R[] }>;
}

/** Every base table of the schema in use with its row count, and the last migration applied. */
export async function snapshotFacts(q: RowReader): Promise<SnapshotFacts> {
  const tables = await q.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const counted = await q.query<{ n: string }>(`SELECT count(*)::text AS n FROM "${name.replace(/"/g, '""')}"`);
    counts[name] = Number(counted.rows[0]?.n ?? 0);
  }
  const level = await q.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  return { migration: level.rows[0]?.version ?? 0, counts };
}

/** What differs between the snapshot a backup describes and the database restored from it. */
export function factsDiffer(expected: SnapshotFacts, found: SnapshotFacts): string[] {
  const problems: string[] = [];
  if (expected.migration !== found.migration) problems.push(`migration level ${found.migration}, the backup has ${expected.migration}`);
  for (const table of new Set([...Object.keys(expected.counts), ...Object.keys(found.counts)])) {
    const want = expected.counts[table];
    const got = found.counts[table];
    if (want !== got) problems.push(`${table}: ${got ?? 'missing'} rows, the backup has ${want ?? 'no such table'}`);
  }
  return problems;
}
