import { spawn } from 'node:child_process';
import pg from 'pg';
import { quoteIdent } from '../db/db';
import type { SnapshotFacts } from './archive';
import { snapshotFacts } from './facts';

/** Runs a PostgreSQL client tool; its stdout as bytes, or an error carrying what it printed. */
function runTool(tool: string, args: readonly string[], input: Uint8Array | null): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? `${tool} is not installed: install PostgreSQL's client tools (Debian: postgresql-client).` : error.message)),
    );
    child.on('close', (code) => {
      if (code === 0) {
        const bytes = Buffer.concat(out);
        resolve(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      } else reject(new Error(`${tool} failed (exit ${code}): ${err.trim()}`));
    });
    if (input && child.stdin) {
      child.stdin.on('error', () => undefined);
      child.stdin.end(input);
    }
  });
}

/**
 * pg_dump of the schema in use, custom format, and the facts of the same snapshot: the counts are
 * read in a repeatable-read transaction whose snapshot pg_dump is given (--snapshot), so both see
 * the database at one moment, an upload in flight at that moment in neither.
 */
export async function dumpPostgres(databaseUrl: string, schema: string): Promise<{ payload: Uint8Array; facts: SnapshotFacts; extensions: Record<string, string> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(`SET LOCAL search_path TO ${quoteIdent(schema)}`);
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]?.id ?? '';
    const facts = await snapshotFacts(client);
    const installed = await client.query<{ name: string; schema: string }>(
      `SELECT e.extname AS name, n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname <> 'plpgsql' ORDER BY 1`,
    );
    const extensions = Object.fromEntries(installed.rows.map((row) => [row.name, row.schema]));
    const payload = await runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--schema=${schema}`, '--no-owner', '--no-privileges', `--dbname=${databaseUrl}`], null);
    await client.query('COMMIT');
    return { payload, facts, extensions };
  } finally {
    await client.end();
  }
}

/** The schema's tables, when it exists; null when it does not. */
async function tablesOf(client: pg.Client, schema: string): Promise<number | null> {
  const found = await client.query<{ tables: number | null }>(
    `SELECT (SELECT count(*)::int FROM pg_class c WHERE c.relnamespace = n.oid AND c.relkind IN ('r', 'p', 'v', 'm', 'S')) AS tables FROM pg_namespace n WHERE n.nspname = $1`,
    [schema],
  );
  return found.rows[0]?.tables ?? null;
}

export class RestoreRefused extends Error {}

/**
 * Restores a dump into `schema` of `databaseUrl`, which must be the schema it was dumped from (a
 * dump names its schema throughout) and empty or absent: anything in it is refused, never mixed.
 * The extensions the schema used are created first where they were.
 */
export async function restorePostgres(databaseUrl: string, schema: string, dumpedSchema: string, extensions: Record<string, string>, payload: Uint8Array): Promise<void> {
  if (schema !== dumpedSchema) {
    throw new RestoreRefused(`This backup holds schema "${dumpedSchema}"; restore it with CHECKER_DB_SCHEMA=${dumpedSchema} (into an empty schema of that name, e.g. in a new database).`);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await tablesOf(client, schema);
    if (tables !== null && tables > 0) throw new RestoreRefused(`Schema "${schema}" already holds ${tables} tables or sequences; restore only into an empty schema.`);
    // The dump creates the schema itself (but public, which every database has).
    if (tables !== null && schema !== 'public') await client.query(`DROP SCHEMA ${quoteIdent(schema)}`);
    // pg_dump of one schema leaves out the extensions it uses, which live in the database (pg_trgm in public).
    for (const [name, home] of Object.entries(extensions)) {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(home)}`);
      await client.query(`CREATE EXTENSION IF NOT EXISTS ${quoteIdent(name)} SCHEMA ${quoteIdent(home)}`);
    }
  } finally {
    await client.end();
  }
  await runTool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${databaseUrl}`], payload);
}
