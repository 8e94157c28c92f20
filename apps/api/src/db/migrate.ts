import { quoteIdent, type Db } from './db';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Migration files are NNN_name.sql; this reads the version and name from the file name. */
export function migrationFromFile(fileName: string, sql: string): Migration {
  const match = /^(\d{3})_([a-z0-9_]+)\.sql$/.exec(fileName);
  if (!match) throw new Error(`Migration file name "${fileName}" must look like 001_name.sql.`);
  return { version: Number(match[1]), name: match[2] as string, sql };
}

/**
 * Applies the migrations not yet recorded, in one transaction under an advisory lock so that
 * several servers starting together apply each migration exactly once.
 */
export async function migrate(db: Db, schema: string | null, migrations: readonly Migration[]): Promise<number[]> {
  const versions = migrations.map((m) => m.version);
  if (versions.some((v, i) => i > 0 && v <= (versions[i - 1] as number))) throw new Error('Migrations must be listed in increasing version order.');
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('checker:migrate:' || $1::text))`, [schema ?? '']);
    if (schema) await tx.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(done.rows.map((row) => row.version));
    const ran: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await tx.query(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      ran.push(migration.version);
    }
    return ran;
  });
}
