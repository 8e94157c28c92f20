import { formatIsoAsMonDate } from '@checker/domain';
import type { TransactionType } from '@checker/recon';
import type { SignedIn } from '../auth/sessions';
import type { Queryable, Transaction } from '../db/db';
import type { MatchSummary } from '../matching/decision';
import { readScopeText, sourceLabels, writeBo, writeMutasi } from '../matching/run';
import { SIDES, sideOfTable, type Side, type SideTables } from '../matching/sides';
import { readPostingWindow } from '../matching/window';
import { decidedColumns, type DecideInput } from './decide';
import { copyValue, type SqlValue } from './rows';
import type { DecidedPart, ParsedFile } from './workers';

/*
 * The steps of storing an upload that both stores take (store-postgres.ts in one transaction,
 * store-staged.ts in short ones on PGlite): the duplicate check's reads, the upload row, the
 * checker's input and writes, the COPY columns, the tracking text.
 */

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
  mutasiDate: string | null;
  account: UploadAccount | null;
  manualProvider: string | null;
  /** Names the file kind in the tracking log, e.g. `BCA`. */
  label: string;
}

export interface StoredUpload {
  uploadId: number;
  /** Rows the file holds to store. */
  rowCount: number;
  inserted: number;
  /** Rows already stored by an earlier upload (count-aware). */
  existing: number;
  /** Rows a person deleted in View BO (bo_tombstones): not brought back. */
  withheld: number;
  /** Distinct ISO dates of the file's rows, ascending. */
  dates: string[];
  /** What the checker decided over the dates the file touched. */
  matching: MatchSummary;
}

/** `03-Feb-2025`, or the first and last date joined by `separator` when the rows span several. */
export function dateSpan(isoDates: readonly string[], separator: string): string {
  const first = isoDates[0];
  const last = isoDates[isoDates.length - 1];
  if (first === undefined || last === undefined) return '-';
  return first === last ? formatIsoAsMonDate(first) : `${formatIsoAsMonDate(first)}${separator}${formatIsoAsMonDate(last)}`;
}

/**
 * The row keys the scope already holds, and those of its BO rows a person deleted (bo_tombstones),
 * comma-separated, once per row: one text value each, so the main thread parses no rows.
 */
export async function storedKeys(tx: Queryable, record: UploadRecord, file: ParsedFile): Promise<{ stored: string; deleted: string }> {
  const { name, dateColumn } = file.table;
  const params = [record.websiteId, file.dates, record.sourceKey];
  const result = await tx.query<{ keys: string }>(
    `SELECT coalesce(string_agg(t.row_key, ','), '') AS keys
       FROM ${name} t JOIN uploads u ON u.id = t.upload_id
      WHERE t.website_id = $1 AND t.${dateColumn} = ANY($2::date[]) AND u.source_key = $3`,
    params,
  );
  const stored = result.rows[0]?.keys ?? '';
  if (!name.startsWith('bo_')) return { stored, deleted: '' };
  const deleted = await tx.query<{ keys: string }>(
    `SELECT coalesce(string_agg(t.row_key, ','), '') AS keys
       FROM bo_tombstones t JOIN uploads u ON u.id = t.upload_id
      WHERE t.website_id = $1 AND t.side = $4 AND t.row_date = ANY($2::date[]) AND u.source_key = $3`,
    [...params, sideOfTable(name)],
  );
  return { stored, deleted: deleted.rows[0]?.keys ?? '' };
}

export async function insertUpload(tx: Queryable, record: UploadRecord, file: ParsedFile, account: SignedIn, inserted: number): Promise<number> {
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
      record.mutasiDate,
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

/** The values every row of the upload shares: they open each COPY line. */
function sharedColumns(record: UploadRecord, file: ParsedFile, uploadId: number): Array<[string, SqlValue]> {
  const shared: Array<[string, SqlValue]> = [
    ['website_id', record.websiteId],
    ['upload_id', uploadId],
  ];
  if (file.table.name.startsWith('mutasi_')) {
    shared.push(
      ['akun_bank_id', record.account?.akunBankId ?? null],
      ['corporate_bank', record.account?.bank ?? null],
      ['corporate_account_name', record.account?.name ?? null],
      ['corporate_account_no', record.account?.number ?? null],
    );
  }
  return shared;
}

/**
 * What the worker needs to run the checker before the rows are written: ids for the new rows, the
 * moment, and per date the rows already stored with the source labels of their uploads (this one too).
 */
export async function decideInput(step: Step, record: UploadRecord, file: ParsedFile, uploadId: number, count: number, side: Side): Promise<DecideInput> {
  const ids = await step((tx) => tx.reserveIds(file.table.name, file.table.idColumn, count));
  const now = await step(async (tx) => (await tx.query<{ now: string }>('SELECT now()::text AS now')).rows[0]?.now ?? '');
  const mutasiFile = file.table.name.startsWith('mutasi_');
  const scopes: DecideInput['scopes'] = [];
  for (const date of file.dates) {
    const { scope, uploadIds } = await step((tx) => readScopeText(tx, SIDES[side], record.websiteId, date));
    const labels = await step((tx) => sourceLabels(tx, [...uploadIds, ...(mutasiFile ? [String(uploadId)] : [])]));
    scopes.push({ date, scope, labels: [...labels] });
  }
  const holidays = [...(await step((tx) => readPostingWindow(tx))).holidays];
  return { side, uploadId, ids, now, corporateAccountNo: record.account?.number ?? null, scopes, holidays };
}

/** Runs one database step of an upload: in its one transaction, or (staged) each in a short one of its own. */
export type Step = <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>;

export function copyColumns(record: UploadRecord, file: ParsedFile, uploadId: number): { columns: string[]; prefix: string } {
  const shared = sharedColumns(record, file, uploadId);
  const decided = decidedColumns(file.table);
  return {
    columns: [...shared.map(([name]) => name), decided.id, 'row_key', ...file.columns, ...decided.outcome],
    prefix: shared.map(([, value]) => `${copyValue(value)}\t`).join(''),
  };
}

export async function writeDecided(tx: Queryable, tables: SideTables, decided: Pick<DecidedPart, 'bo' | 'mutasi'>): Promise<void> {
  await writeBo(tx, tables, decided.bo);
  await writeMutasi(tx, tables, decided.mutasi, 'AUTO: ');
}

export function trackingText(record: UploadRecord, file: ParsedFile, fresh: number, withheld: number, matching: MatchSummary | null): string {
  const existing = file.count - fresh - withheld;
  const already = `${existing > 0 ? `, ${existing} already stored` : ''}${withheld > 0 ? `, ${withheld} deleted before (not added again)` : ''}`;
  const matched = matching ? `; auto-match: ${matching.approved} approved, ${matching.pending} BO pending, ${matching.unclaimed} mutasi unclaimed` : '';
  return `Upload ${record.label} ${file.table.what} ${dateSpan(file.dates, ' to ')}: ${fresh} rows${already} (file ${record.fileName})${matched}`;
}
