import { quoteIdent, type Db, type Queryable } from './db';
import { SET_LOCAL_SETTINGS, setLocalParameters } from './settings';

/**
 * Staged uploads on the embedded database (migration 007). PGlite serves one connection, shared by
 * every request, so an upload there writes its rows in short transactions and lists itself in
 * upload_staging until a last short one. Meanwhile the session's search_path puts views first that
 * leave the listed uploads' rows out, so every other request reads and changes only what is whole;
 * the upload's own statements run on the tables (SET LOCAL). With nothing staged the session reads
 * the tables directly and the views cost nothing.
 */
export interface Staging {
  /** search_path of the tables themselves. */
  readonly tablesPath: string;
  /** search_path with the views first. */
  readonly visiblePath: string;
  /** The schema of the views, quoted. */
  readonly viewSchema: string;
  /** The session's search_path as last committed: a new connection is given it. */
  readPath: string;
}

/** What the views leave out: the rows of a listed upload, and the count deltas its statements wrote. */
const STAGED = 'SELECT upload_id FROM upload_staging';
const VIEWS: ReadonlyArray<{ table: string; visible: string }> = [
  { table: 'uploads', visible: `id NOT IN (${STAGED})` },
  { table: 'mutasi_deposit', visible: `upload_id NOT IN (${STAGED})` },
  { table: 'mutasi_withdraw', visible: `upload_id NOT IN (${STAGED})` },
  { table: 'bo_deposit', visible: `upload_id NOT IN (${STAGED})` },
  { table: 'bo_withdraw', visible: `upload_id NOT IN (${STAGED})` },
  { table: 'review_counts', visible: `staged_upload IS NULL OR staged_upload NOT IN (${STAGED})` },
];

/** The row tables an upload writes (uploads excluded). */
const ROW_TABLES = VIEWS.map((view) => view.table).filter((table) => table !== 'uploads' && table !== 'review_counts');

export function stagingFor(schema: string | null): Staging {
  const tablesPath = schema ? quoteIdent(schema) : '"$user", public';
  const viewSchema = quoteIdent(schema ? `${schema}_visible` : 'checker_visible');
  return { tablesPath, visiblePath: `${viewSchema}, ${tablesPath}`, viewSchema, readPath: tablesPath };
}

/**
 * What a staged upload's statements run with: the tables themselves, and its id to tag the count
 * deltas they write (the review_counts_tag_staged trigger).
 */
export function onTablesSettings(staging: Staging, uploadId: number): Array<[string, string]> {
  return [
    ['search_path', staging.tablesPath],
    ['checker.staging_upload', String(uploadId)],
  ];
}

/** Runs the rest of a staged upload's transaction with onTablesSettings. */
export async function onTables(tx: Queryable, staging: Staging, uploadId: number): Promise<void> {
  await tx.query(SET_LOCAL_SETTINGS, setLocalParameters(onTablesSettings(staging, uploadId)));
}

/**
 * In the transaction that lists or unlists a staged upload: the session reads through the views while
 * any upload is listed, and the tables again once none is. Answers the path, to keep once committed.
 */
export async function settleReadPath(tx: Queryable, staging: Staging): Promise<string> {
  const result = await tx.query<{ path: string }>(
    `SELECT CASE WHEN EXISTS (SELECT 1 FROM upload_staging) THEN $1 ELSE $2 END AS path`,
    [staging.visiblePath, staging.tablesPath],
  );
  const path = result.rows[0]?.path ?? staging.tablesPath;
  await tx.query("SELECT set_config('search_path', $1, false)", [path]);
  return path;
}

/**
 * Removes one staged upload with its claims, and with its rows when `rowsLeft` (a pass over each row
 * table), its count deltas netting to nothing.
 */
async function dropStagedUpload(tx: Queryable, staging: Staging, uploadId: number, rowsLeft: boolean): Promise<void> {
  await onTables(tx, staging, uploadId);
  if (rowsLeft) for (const table of ROW_TABLES) await tx.query(`DELETE FROM ${table} WHERE upload_id = $1`, [uploadId]);
  await tx.query('DELETE FROM uploads WHERE id = $1', [uploadId]);
}

/**
 * At start, after the migrations and before the first request: (re)creates the views with the
 * tables' current columns, and removes the uploads a stopped server left staged, so a file it was
 * storing is absent as a whole. Answers how many it removed.
 */
export async function recoverStaging(db: Db, staging: Staging): Promise<number> {
  const schema = staging.viewSchema;
  await db.transaction(async (tx) => {
    await tx.query("SELECT set_config('search_path', $1, true)", [staging.tablesPath]);
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    for (const { table, visible } of VIEWS) {
      await tx.query(`DROP VIEW IF EXISTS ${schema}.${table}`);
      await tx.query(`CREATE VIEW ${schema}.${table} AS SELECT * FROM ${table} WHERE ${visible}`);
    }
  });
  const left = await db.query<{ upload_id: string }>('SELECT upload_id FROM upload_staging');
  for (const row of left.rows) await db.transaction((tx) => dropStagedUpload(tx, staging, Number(row.upload_id), true));
  staging.readPath = await db.transaction((tx) => settleReadPath(tx, staging));
  return left.rows.length;
}

/** Rows an upload loaded: its table, and its ids as reserved (ascending, `first` to `last`). */
export interface LoadedRows {
  table: string;
  idColumn: string;
  first: number;
  last: number;
}

const DISCARD_CHUNK_IDS = 5000;

/**
 * Removes an upload that failed while staged: the rows it loaded a range of ids per transaction (no
 * step is long), then the upload with its claims. `loaded` is null when it failed before loading any.
 */
export async function discardStagedUpload(db: Db, staging: Staging, uploadId: number, loaded: LoadedRows | null): Promise<void> {
  if (loaded) {
    for (let from = loaded.first; from <= loaded.last; from += DISCARD_CHUNK_IDS) {
      await db.transaction(
        async (tx) => {
          await onTables(tx, staging, uploadId);
          await tx.query(`DELETE FROM ${loaded.table} WHERE ${loaded.idColumn} BETWEEN $1 AND $2 AND upload_id = $3`, [from, Math.min(loaded.last, from + DISCARD_CHUNK_IDS - 1), uploadId]);
        },
        { background: true },
      );
    }
  }
  staging.readPath = await db.transaction(
    async (tx) => {
      await dropStagedUpload(tx, staging, uploadId, false);
      return settleReadPath(tx, staging);
    },
    { background: true },
  );
}
