import { formatMonDate, parseIsoDate } from '@checker/domain';
import type { TransactionType } from '@checker/recon';
import type { SignedIn } from '../auth/sessions';
import type { Db, Queryable } from '../db/db';
import { NO_MATCHING, matchDates, type MatchSummary } from '../matching/run';
import { sideOfTable } from '../matching/sides';
import { trackBy } from '../tracking';
import type { SqlValue } from './rows';
import type { ParsedFile } from './workers';

/** Rows per INSERT: large enough that round trips do not matter, small enough to keep each statement's parameters a few MB. */
export const INSERT_CHUNK_ROWS = 5000;

/** The corporate account an upload's statement rows belong to (null for BO files and gateway exports). */
export interface UploadAccount {
  akunBankId: number | null;
  bank: string;
  name: string;
  number: string;
}

/** Everything recorded about one accepted file. */
export interface UploadRecord {
  websiteId: number;
  parserId: string;
  kind: 'statement' | 'bo-deposit' | 'bo-withdraw';
  endpoint: string;
  transactionType: TransactionType;
  /** Scope of the duplicate check within a website and date: parser, account, manual provider. */
  sourceKey: string;
  layout: string;
  fileName: string;
  byteSize: number;
  /** ISO Tanggal Mutasi sent with the file, or null to use the earliest row date. */
  statementDate: string | null;
  account: UploadAccount | null;
  manualProvider: string | null;
  /** Names the file kind in the tracking log, e.g. `BCA`. */
  label: string;
}

export interface IngestResult {
  uploadId: number;
  /** Rows the file holds to store. */
  rowCount: number;
  inserted: number;
  /** Rows already stored by an earlier upload (count-aware). */
  existing: number;
  /** Distinct ISO dates of the file's rows, ascending. */
  dates: string[];
  /** What the checker decided over the dates the file touched. */
  matching: MatchSummary;
}

function monDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatMonDate(date) : iso;
}

/** `03-Feb-2025`, or the first and last date joined by `separator` when the rows span several. */
export function dateSpan(isoDates: readonly string[], separator: string): string {
  const first = isoDates[0];
  const last = isoDates[isoDates.length - 1];
  if (first === undefined || last === undefined) return '-';
  return first === last ? monDate(first) : `${monDate(first)}${separator}${monDate(last)}`;
}

/**
 * Count-aware duplicate check (DESIGN §6): a row is new unless an equal row (same content key) is
 * still unclaimed among the stored rows of that scope, so a re-upload adds nothing while a row the
 * file really holds twice is stored twice. Answers the indexes of the new rows in file order.
 */
export function newRowIndexes(keys: readonly string[], stored: ReadonlyMap<string, number>): number[] {
  const unclaimed = new Map(stored);
  const fresh: number[] = [];
  keys.forEach((key, index) => {
    const left = unclaimed.get(key) ?? 0;
    if (left > 0) unclaimed.set(key, left - 1);
    else fresh.push(index);
  });
  return fresh;
}

/** The advisory lock of one (website, table, source, date) scope: uploads take it, and so does the Delete page. */
export function uploadScopeKey(websiteId: number, table: string, sourceKey: string, isoDate: string): string {
  return `checker:upload:${websiteId}:${table}:${sourceKey}:${isoDate}`;
}

/** Locks are taken in one sorted order so two transactions over overlapping scopes cannot deadlock. */
export async function lockUploadScopes(tx: Queryable, keys: readonly string[]): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM (SELECT k FROM unnest($1::text[]) AS k ORDER BY k) AS sorted', [keys]);
}

async function lockScope(tx: Queryable, record: UploadRecord, table: string, dates: readonly string[]): Promise<void> {
  await lockUploadScopes(tx, dates.map((date) => uploadScopeKey(record.websiteId, table, record.sourceKey, date)));
}

async function storedKeys(tx: Queryable, record: UploadRecord, file: ParsedFile): Promise<Map<string, number>> {
  const { name, dateColumn } = file.table;
  const result = await tx.query<{ row_key: string; stored: number }>(
    `SELECT t.row_key, count(*)::int AS stored
       FROM ${name} t JOIN uploads u ON u.id = t.upload_id
      WHERE t.website_id = $1 AND t.${dateColumn} = ANY($2::date[]) AND u.source_key = $3
      GROUP BY t.row_key`,
    [record.websiteId, file.dates, record.sourceKey],
  );
  return new Map(result.rows.map((row) => [row.row_key, row.stored]));
}

async function insertUpload(tx: Queryable, record: UploadRecord, file: ParsedFile, account: SignedIn, inserted: number): Promise<number> {
  const { dates } = file;
  const result = await tx.query<{ id: string }>(
    `INSERT INTO uploads (website_id, parser_id, kind, endpoint, transaction_type, source_key, layout, file_name, sha256, byte_size,
                          row_count, inserted_count, statement_date, first_date, last_date, akun_bank_id, corporate_bank,
                          corporate_account_name, corporate_account_no, manual_provider, uploaded_by, uploaded_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, COALESCE($13::date, $14::date), $14::date, $15::date, $16, $17, $18, $19, $20, $21, $22)
     RETURNING id`,
    [
      record.websiteId,
      record.parserId,
      record.kind,
      record.endpoint,
      record.transactionType,
      record.sourceKey,
      record.layout,
      record.fileName,
      file.sha256,
      record.byteSize,
      file.count,
      inserted,
      record.statementDate,
      dates[0],
      dates[dates.length - 1],
      record.account?.akunBankId ?? null,
      record.account?.bank ?? null,
      record.account?.name ?? null,
      record.account?.number ?? null,
      record.manualProvider,
      account.account_id,
      account.account_name,
    ],
  );
  return Number((result.rows[0] as { id: string }).id);
}

/**
 * One multi-row INSERT per chunk: every column travels as one typed array literal and `unnest` zips
 * them back into rows. The worker builds chunk k+1 while the database inserts chunk k.
 */
async function insertRows(tx: Queryable, record: UploadRecord, uploadId: number, file: ParsedFile, fresh: readonly number[]): Promise<void> {
  const statementRows = file.table.name.startsWith('mutasi_');
  const fixed: Array<[string, string, SqlValue]> = [
    ['website_id', 'integer', record.websiteId],
    ['upload_id', 'bigint', uploadId],
  ];
  if (statementRows) {
    fixed.push(
      ['akun_bank_id', 'integer', record.account?.akunBankId ?? null],
      ['corporate_bank', 'text', record.account?.bank ?? null],
      ['corporate_account_name', 'text', record.account?.name ?? null],
      ['corporate_account_no', 'text', record.account?.number ?? null],
    );
  }
  const arrays = [{ name: 'row_key', type: 'text' }, ...file.columns];
  const columnList = [...fixed.map(([name]) => name), ...arrays.map((c) => c.name)].join(', ');
  const fixedParams = fixed.map(([, type], i) => `$${i + 1}::${type}`);
  const arrayParams = arrays.map((c, i) => `$${fixed.length + i + 1}::${c.type}[]`);
  const sql = `INSERT INTO ${file.table.name} (${columnList}) SELECT ${fixedParams.join(', ')}, r.* FROM unnest(${arrayParams.join(', ')}) AS r`;
  const fixedValues = fixed.map(([, , value]) => value);
  const chunks: Int32Array[] = [];
  for (let start = 0; start < fresh.length; start += INSERT_CHUNK_ROWS) chunks.push(Int32Array.from(fresh.slice(start, start + INSERT_CHUNK_ROWS)));
  const build = (index: number): Promise<string[]> | null => {
    const chunk = chunks[index];
    if (!chunk) return null;
    const literals = file.literals(chunk);
    // Awaited below; until then a failure must not count as unhandled.
    literals.catch(() => undefined);
    return literals;
  };
  let next = build(0);
  for (let index = 0; next; index += 1) {
    const literals = await next;
    next = build(index + 1);
    await tx.query(sql, [...fixedValues, ...literals]);
  }
}

/**
 * Stores one parsed file in ONE transaction: locks its (website, source, date) scopes, keeps only
 * the rows not already stored, records the upload and writes the tracking row. Two identical
 * uploads at the same moment serialise on the lock, so the second finds the first's rows. When
 * rows were added, the checker then matches every (website, date) the file touched, in the same
 * transaction: a BO file against the statements already there, a statement file against the BO rows.
 */
export async function ingestRows(db: Db, record: UploadRecord, file: ParsedFile, account: SignedIn): Promise<IngestResult> {
  const { dates } = file;
  return db.transaction(async (tx) => {
    await lockScope(tx, record, file.table.name, dates);
    const stored = await storedKeys(tx, record, file);
    // Only a scope that already holds rows needs every key before the first insert.
    const fresh = stored.size === 0 ? Array.from({ length: file.count }, (_, i) => i) : newRowIndexes(await file.keys(), stored);
    const uploadId = await insertUpload(tx, record, file, account, fresh.length);
    if (fresh.length > 0) await insertRows(tx, record, uploadId, file, fresh);
    const existing = file.count - fresh.length;
    const already = existing > 0 ? `, ${existing} already stored` : '';
    await trackBy(
      tx,
      account,
      `Upload ${record.label} ${file.table.what} ${dateSpan(dates, ' to ')}: ${fresh.length} rows${already} (file ${record.fileName})`,
      record.websiteId,
    );
    let matching = NO_MATCHING;
    if (fresh.length > 0) {
      const side = sideOfTable(file.table.name);
      matching = await matchDates(tx, record.websiteId, side, dates);
      await trackBy(
        tx,
        account,
        `Auto-match ${side} ${dateSpan(dates, ' to ')}: ${matching.approved} approved, ${matching.pending} BO pending, ${matching.unclaimed} mutasi unclaimed`,
        record.websiteId,
      );
    }
    return { uploadId, rowCount: file.count, inserted: fresh.length, existing, dates, matching };
  });
}
