import { createHash } from 'node:crypto';
import { toIsoDate, type CalendarDate } from '@checker/domain';
import { formatCents, type BoDepositRow, type BoWithdrawRow, type Cents, type LocalDateTime, type ParserKind, type StatementRow, type TransactionType } from '@checker/recon';

/** The Postgres array types the bulk insert casts its parameters to. */
export type SqlType = 'text' | 'numeric' | 'date' | 'timestamptz' | 'integer' | 'boolean';
export type SqlValue = string | number | boolean | null;

export type RowTableName = 'mutasi_deposit' | 'mutasi_withdraw' | 'bo_deposit' | 'bo_withdraw';

/** Where one kind of row is stored and which column dates it. */
export interface RowTable {
  name: RowTableName;
  dateColumn: 'statement_date' | 'bank_statement_date' | 'wd_bank_date';
  /** Says what the rows are in messages and the tracking log. */
  what: string;
}

export const ROW_TABLES: Record<RowTableName, RowTable> = {
  mutasi_deposit: { name: 'mutasi_deposit', dateColumn: 'statement_date', what: 'mutasi deposit' },
  mutasi_withdraw: { name: 'mutasi_withdraw', dateColumn: 'statement_date', what: 'mutasi withdraw' },
  bo_deposit: { name: 'bo_deposit', dateColumn: 'bank_statement_date', what: 'BO deposit' },
  bo_withdraw: { name: 'bo_withdraw', dateColumn: 'wd_bank_date', what: 'BO withdraw' },
};

export function rowTableOf(kind: ParserKind, transactionType: TransactionType): RowTable {
  if (kind === 'bo-deposit') return ROW_TABLES.bo_deposit;
  if (kind === 'bo-withdraw') return ROW_TABLES.bo_withdraw;
  return transactionType === 'deposit' ? ROW_TABLES.mutasi_deposit : ROW_TABLES.mutasi_withdraw;
}

interface ColumnDef<Row> {
  name: string;
  type: SqlType;
  /** Part of the row's identity for the duplicate check (line numbers and running balances are not). */
  key: boolean;
  value(row: Row): SqlValue;
}

export interface Column {
  name: string;
  type: SqlType;
}

/**
 * Parsed rows as the bulk insert needs them. Dates are known at once; each row's values and content
 * key are computed when asked, so laying out chunk k+1 overlaps the database inserting chunk k.
 */
export interface PreparedRows {
  table: RowTable;
  columns: readonly Column[];
  count: number;
  /** ISO date of each row (its dateColumn). */
  dates: readonly string[];
  /** Row `index`'s values in column order. */
  valuesOf(index: number): SqlValue[];
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
  return { name, type: 'text', key, value: get };
}

const STATEMENT_COLUMNS: readonly ColumnDef<StatementRow>[] = [
  { name: 'line', type: 'integer', key: false, value: (r) => r.line },
  { name: 'statement_date', type: 'date', key: true, value: (r) => toIsoDate(r.date) },
  { name: 'transaction_at', type: 'timestamptz', key: true, value: (r) => (r.time ? jakartaMoment(r.date, r.time) : null) },
  // A KlikBCA PEND row is the same transaction as the posted row of a later download.
  { name: 'pending', type: 'boolean', key: false, value: (r) => r.pending },
  { name: 'mutasi_amount', type: 'numeric', key: true, value: (r) => money(r.amountCents) },
  { name: 'balance', type: 'numeric', key: false, value: (r) => (r.balanceCents === undefined ? null : money(r.balanceCents)) },
  text('description', (r) => r.description),
  text('sender_name', (r) => r.senderName),
  text('sender_account', (r) => r.senderAccount),
  text('transaction_id', (r) => r.reference),
];

const BO_DEPOSIT_COLUMNS: readonly ColumnDef<BoDepositRow>[] = [
  { name: 'line', type: 'integer', key: false, value: (r) => r.line },
  { name: 'bank_statement_date', type: 'date', key: true, value: (r) => toIsoDate(r.req_date.date) },
  text('ticket_no', (r) => r.ticket_no),
  { name: 'req_date', type: 'timestamptz', key: true, value: (r) => moment(r.req_date) },
  { name: 'app_date', type: 'timestamptz', key: true, value: (r) => (r.app_date ? moment(r.app_date) : null) },
  text('user_name', (r) => r.user_name),
  text('full_name', (r) => r.full_name),
  text('payment_type', (r) => r.payment_type),
  { name: 'depo_amount', type: 'numeric', key: true, value: (r) => money(r.depo_amount) },
  { name: 'admin_fee', type: 'numeric', key: true, value: (r) => money(r.admin_fee) },
  { name: 'agent_fee', type: 'numeric', key: true, value: (r) => money(r.agent_fee) },
  { name: 'player_fee', type: 'numeric', key: true, value: (r) => money(r.player_fee) },
  { name: 'nett_amount', type: 'numeric', key: true, value: (r) => optionalMoney(r.nett_amount) },
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
  { name: 'line', type: 'integer', key: false, value: (r) => r.line },
  { name: 'wd_bank_date', type: 'date', key: true, value: (r) => toIsoDate(r.wd_app_date.date) },
  text('wd_ticket_no', (r) => r.wd_ticket_no),
  { name: 'wd_app_date', type: 'timestamptz', key: true, value: (r) => moment(r.wd_app_date) },
  text('wd_brand', (r) => r.wd_brand),
  text('wd_fullname', (r) => r.wd_fullname),
  text('wd_player_bank', (r) => r.wd_player_bank),
  { name: 'wd_amount', type: 'numeric', key: true, value: (r) => money(r.wd_amount) },
  { name: 'wd_nett_amount', type: 'numeric', key: true, value: (r) => optionalMoney(r.wd_nett_amount) },
  text('wd_corp_bank', (r) => r.wd_corp_bank),
  text('wd_username', (r) => r.wd_username),
  text('wd_remarks', (r) => r.wd_remarks),
  text('wd_status', (r) => r.wd_status),
  text('wd_handler', (r) => r.wd_handler),
  text('wd_ref_code', (r) => r.wd_ref_code),
  text('wd_own_ref_code', (r) => r.wd_own_ref_code),
  { name: 'wd_last_balance', type: 'numeric', key: true, value: (r) => optionalMoney(r.wd_last_balance) },
];

/** Separates key fields; it cannot occur in a parsed cell (control characters are refused). */
const KEY_SEPARATOR = '\u001f';
const NULL_MARK = '\u0000';

function prepare<Row>(table: RowTable, defs: readonly ColumnDef<Row>[], rows: readonly Row[]): PreparedRows {
  const dateDef = defs.find((def) => def.name === table.dateColumn) as ColumnDef<Row>;
  const keys = new Array<string | undefined>(rows.length);
  const keyFrom = (values: readonly SqlValue[]): string => {
    let text = '';
    for (let c = 0; c < defs.length; c += 1) {
      if (!(defs[c] as ColumnDef<Row>).key) continue;
      const value = values[c] as SqlValue;
      text += (value === null ? NULL_MARK : String(value)) + KEY_SEPARATOR;
    }
    return createHash('sha256').update(text).digest('base64url').slice(0, 22);
  };
  const valuesOf = (index: number): SqlValue[] => defs.map((def) => def.value(rows[index] as Row));
  return {
    table,
    columns: defs.map(({ name, type }) => ({ name, type })),
    count: rows.length,
    dates: rows.map((row) => dateDef.value(row) as string),
    valuesOf,
    keyOf(index) {
      const known = keys[index];
      if (known !== undefined) return known;
      const key = keyFrom(valuesOf(index));
      keys[index] = key;
      return key;
    },
  };
}

export function prepareStatementRows(table: RowTable, rows: readonly StatementRow[]): PreparedRows {
  return prepare(table, STATEMENT_COLUMNS, rows);
}

export function prepareBoDepositRows(rows: readonly BoDepositRow[]): PreparedRows {
  return prepare(ROW_TABLES.bo_deposit, BO_DEPOSIT_COLUMNS, rows);
}

export function prepareBoWithdrawRows(rows: readonly BoWithdrawRow[]): PreparedRows {
  return prepare(ROW_TABLES.bo_withdraw, BO_WITHDRAW_COLUMNS, rows);
}

/** One array element: NULL bare, numbers, dates and booleans bare, text quoted with `"` and `\\` escaped. */
function arrayElement(value: SqlValue, quote: boolean): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (!quote) return String(value);
  const text = String(value);
  return /["\\]/.test(text) ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
}

/** Types whose values may hold spaces or quotes; the others are digits, dots, dashes. */
const QUOTED = new Set<SqlType>(['text', 'timestamptz']);

/**
 * The rows at `indexes` as Postgres array literals, one per column with the row keys first: sent
 * as text and cast (`$1::numeric[]`), so the main thread hands the driver ready strings.
 */
export function arrayLiterals(rows: PreparedRows, indexes: ArrayLike<number>): string[] {
  const quoted = rows.columns.map((column) => QUOTED.has(column.type));
  const keys = new Array<string>(indexes.length);
  const columns = rows.columns.map(() => new Array<string>(indexes.length));
  for (let i = 0; i < indexes.length; i += 1) {
    const index = indexes[i] as number;
    keys[i] = arrayElement(rows.keyOf(index), true);
    const values = rows.valuesOf(index);
    for (let c = 0; c < columns.length; c += 1) (columns[c] as string[])[i] = arrayElement(values[c] as SqlValue, quoted[c] as boolean);
  }
  return [`{${keys.join(',')}}`, ...columns.map((parts) => `{${parts.join(',')}}`)];
}
