import { hash } from 'node:crypto';
import { toIsoDate, type CalendarDate } from '@checker/domain';
import { formatCents, type BoDepositRow, type BoWithdrawRow, type Cents, type LocalDateTime, type ParserKind, type MutasiRow, type TransactionType } from '@checker/recon';

export type SqlValue = string | number | boolean | null;

export type RowTableName = 'mutasi_deposit' | 'mutasi_withdraw' | 'bo_deposit' | 'bo_withdraw';

/** Where one kind of row is stored and which column dates it. */
export interface RowTable {
  name: RowTableName;
  /** The identity column (uploads reserve the ids of their new rows). */
  idColumn: 'mutasi_id' | 'bo_id' | 'wd_bo_id';
  dateColumn: 'statement_date' | 'bank_statement_date' | 'wd_bank_date';
  /** Says what the rows are in messages and the tracking log. */
  what: string;
}

export const ROW_TABLES: Record<RowTableName, RowTable> = {
  mutasi_deposit: { name: 'mutasi_deposit', idColumn: 'mutasi_id', dateColumn: 'statement_date', what: 'mutasi deposit' },
  mutasi_withdraw: { name: 'mutasi_withdraw', idColumn: 'mutasi_id', dateColumn: 'statement_date', what: 'mutasi withdraw' },
  bo_deposit: { name: 'bo_deposit', idColumn: 'bo_id', dateColumn: 'bank_statement_date', what: 'BO deposit' },
  bo_withdraw: { name: 'bo_withdraw', idColumn: 'wd_bo_id', dateColumn: 'wd_bank_date', what: 'BO withdraw' },
};

export function rowTableOf(kind: ParserKind, transactionType: TransactionType): RowTable {
  if (kind === 'bo-deposit') return ROW_TABLES.bo_deposit;
  if (kind === 'bo-withdraw') return ROW_TABLES.bo_withdraw;
  return transactionType === 'deposit' ? ROW_TABLES.mutasi_deposit : ROW_TABLES.mutasi_withdraw;
}

interface ColumnDef<Row> {
  name: string;
  /** Part of the row's identity for the duplicate check (line numbers and running balances are not). */
  key: boolean;
  value(row: Row): SqlValue;
}

/**
 * Parsed rows as the bulk load needs them. Dates are known at once; each row's values and content
 * key are computed when asked, so laying out chunk k+1 overlaps the database loading chunk k.
 */
export interface PreparedRows {
  table: RowTable;
  /** Column names in the order of valuesOf. */
  columns: readonly string[];
  count: number;
  /** ISO date of each row (its dateColumn). */
  dates: readonly string[];
  /** Row `index`'s values in column order. */
  valuesOf(index: number): SqlValue[];
  /** One value of row `index`: the column at position `column` of `columns`. */
  valueAt(index: number, column: number): SqlValue;
  /** Digest of row `index`'s content (the duplicate check compares these, count-aware). */
  keyOf(index: number): string;
}

const money = (cents: Cents): string => formatCents(cents);
const optionalMoney = (cents: Cents | null): string | null => (cents === null ? null : formatCents(cents));

/** The file's Asia/Jakarta wall clock as a timestamptz literal (Jakarta is UTC+7 all year). */
function jakartaMoment(date: CalendarDate, time: string | null): string {
  return `${toIsoDate(date)} ${time ?? '00:00:00'}+07`;
}

const moment = (value: LocalDateTime): string => jakartaMoment(value.date, value.time);

function text<Row>(name: string, get: (row: Row) => string | null, key = true): ColumnDef<Row> {
  return { name, key, value: get };
}

const MUTASI_COLUMNS: readonly ColumnDef<MutasiRow>[] = [
  { name: 'line', key: false, value: (r) => r.line },
  { name: 'statement_date', key: true, value: (r) => toIsoDate(r.date) },
  { name: 'transaction_at', key: true, value: (r) => (r.time ? jakartaMoment(r.date, r.time) : null) },
  // A KlikBCA PEND row is the same transaction as the posted row of a later download.
  { name: 'pending', key: false, value: (r) => r.pending },
  { name: 'mutasi_amount', key: true, value: (r) => money(r.amountCents) },
  { name: 'balance', key: false, value: (r) => (r.balanceCents === undefined ? null : money(r.balanceCents)) },
  text('description', (r) => r.description),
  text('sender_name', (r) => r.senderName),
  text('sender_account', (r) => r.senderAccount),
  text('transaction_id', (r) => r.reference),
];

const BO_DEPOSIT_COLUMNS: readonly ColumnDef<BoDepositRow>[] = [
  { name: 'line', key: false, value: (r) => r.line },
  { name: 'bank_statement_date', key: true, value: (r) => toIsoDate(r.req_date.date) },
  text('ticket_no', (r) => r.ticket_no),
  { name: 'req_date', key: true, value: (r) => moment(r.req_date) },
  { name: 'app_date', key: true, value: (r) => (r.app_date ? moment(r.app_date) : null) },
  text('user_name', (r) => r.user_name),
  text('full_name', (r) => r.full_name),
  text('payment_type', (r) => r.payment_type),
  { name: 'depo_amount', key: true, value: (r) => money(r.depo_amount) },
  { name: 'admin_fee', key: true, value: (r) => money(r.admin_fee) },
  { name: 'agent_fee', key: true, value: (r) => money(r.agent_fee) },
  { name: 'player_fee', key: true, value: (r) => money(r.player_fee) },
  { name: 'nett_amount', key: true, value: (r) => optionalMoney(r.nett_amount) },
  text('player_bank', (r) => r.player_bank),
  text('corporate_bank', (r) => r.corporate_bank),
  text('bo_desc', (r) => r.bo_desc),
  text('bo_ref', (r) => r.bo_ref),
  text('bo_status', (r) => r.bo_status),
  text('bo_reason', (r) => r.bo_reason),
  text('bo_handler', (r) => r.bo_handler),
  text('player_ref', (r) => r.player_ref),
  text('player_own_ref', (r) => r.player_own_ref),
];

const BO_WITHDRAW_COLUMNS: readonly ColumnDef<BoWithdrawRow>[] = [
  { name: 'line', key: false, value: (r) => r.line },
  { name: 'wd_bank_date', key: true, value: (r) => toIsoDate(r.wd_app_date.date) },
  text('wd_ticket_no', (r) => r.wd_ticket_no),
  { name: 'wd_app_date', key: true, value: (r) => moment(r.wd_app_date) },
  text('wd_brand', (r) => r.wd_brand),
  text('wd_fullname', (r) => r.wd_fullname),
  text('wd_player_bank', (r) => r.wd_player_bank),
  { name: 'wd_amount', key: true, value: (r) => money(r.wd_amount) },
  { name: 'wd_nett_amount', key: true, value: (r) => optionalMoney(r.wd_nett_amount) },
  text('wd_corp_bank', (r) => r.wd_corp_bank),
  text('wd_username', (r) => r.wd_username),
  text('wd_remarks', (r) => r.wd_remarks),
  text('wd_status', (r) => r.wd_status),
  text('wd_handler', (r) => r.wd_handler),
  text('wd_ref_code', (r) => r.wd_ref_code),
  text('wd_own_ref_code', (r) => r.wd_own_ref_code),
  { name: 'wd_last_balance', key: true, value: (r) => optionalMoney(r.wd_last_balance) },
];

/** Separates key fields; it cannot occur in a parsed cell (control characters are refused). */
const KEY_SEPARATOR = '\u001f';
const NULL_MARK = '\u0000';

function prepare<Row>(table: RowTable, defs: readonly ColumnDef<Row>[], rows: readonly Row[]): PreparedRows {
  const dateDef = defs.find((def) => def.name === table.dateColumn) as ColumnDef<Row>;
  const keys = new Array<string | undefined>(rows.length);
  const keyDefs = defs.filter((def) => def.key);
  const keyFrom = (row: Row): string => {
    let text = '';
    for (const def of keyDefs) {
      const value = def.value(row);
      text += (value === null ? NULL_MARK : String(value)) + KEY_SEPARATOR;
    }
    return hash('sha256', text, 'base64url').slice(0, 22);
  };
  return {
    table,
    columns: defs.map(({ name }) => name),
    count: rows.length,
    dates: rows.map((row) => dateDef.value(row) as string),
    valuesOf: (index) => defs.map((def) => def.value(rows[index] as Row)),
    valueAt: (index, column) => (defs[column] as ColumnDef<Row>).value(rows[index] as Row),
    keyOf(index) {
      const known = keys[index];
      if (known !== undefined) return known;
      const key = keyFrom(rows[index] as Row);
      keys[index] = key;
      return key;
    },
  };
}

export function prepareMutasiRows(table: RowTable, rows: readonly MutasiRow[]): PreparedRows {
  return prepare(table, MUTASI_COLUMNS, rows);
}

export function prepareBoDepositRows(rows: readonly BoDepositRow[]): PreparedRows {
  return prepare(ROW_TABLES.bo_deposit, BO_DEPOSIT_COLUMNS, rows);
}

export function prepareBoWithdrawRows(rows: readonly BoWithdrawRow[]): PreparedRows {
  return prepare(ROW_TABLES.bo_withdraw, BO_WITHDRAW_COLUMNS, rows);
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value in COPY text format: `\N` for NULL, t/f, and backslash, tab and line breaks escaped. */
export function copyValue(value: SqlValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] as string) : text;
}

/** Cells of one row that are not the file's: `before(i)` ends in a tab, `after(i)` starts with one (i: position in `indexes`). */
export interface ExtraCells {
  before(position: number): string;
  after(position: number): string;
}

/**
 * The rows at `indexes` as COPY text lines: `prefix` (the values every row shares, already in COPY
 * format and ending in a tab), the row's own cells before, the row key, the row's values in column
 * order and the row's own cells after.
 */
export function copyLines(rows: PreparedRows, indexes: ArrayLike<number>, prefix: string, extra?: ExtraCells): string {
  let text = '';
  for (let i = 0; i < indexes.length; i += 1) {
    const index = indexes[i] as number;
    text += prefix + (extra ? extra.before(i) : '') + rows.keyOf(index);
    for (const value of rows.valuesOf(index)) text += '\t' + copyValue(value);
    text += (extra ? extra.after(i) : '') + '\n';
  }
  return text;
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
