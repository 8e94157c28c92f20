import { said, type CalendarDate, type MessageKey, type Said } from '@checker/domain';
import { parseAmount, parseMutasiAmount, type Cents, type MutasiAmount } from '../amount';
import { parseMutasiDate } from '../dates';
import { ReconError, quoteCell, type ReconErrorCode } from '../errors';
import type { CsvRecord, Table } from './table';
import type { LocalDateTime } from './types';

const WHITESPACE = /\s+/g;
/** Whitespace that cleanText must collapse: a run, or anything but a plain space. Tested first so clean cells are not copied. */
const UNTIDY_WHITESPACE = /\s\s|[^\S ]/;
const TRAILING_TIME = /[ T](\d{1,2})[.:](\d{2})(?:[.:](\d{2}))?$/;
const TIME_CELL = /^(\d{1,2})[.:](\d{2})(?:[.:](\d{2}))?(?:\s*WIB)?$/i;
const COMPACT_TIME_CELL = /^(\d{2})(\d{2})(\d{2})$/;
/** Accounting exports print a zero as a dash. */
const ZERO_DASH = /^[-\u2212\u2013]$/;

/** A cell as text: trimmed, Excel's leading `'` text marker dropped, whitespace runs collapsed. */
export function cleanText(text: string): string {
  const trimmed = text.trim();
  const unmarked = trimmed.startsWith("'") ? trimmed.slice(1).trim() : trimmed;
  return UNTIDY_WHITESPACE.test(unmarked) ? unmarked.replace(WHITESPACE, ' ') : unmarked;
}

/** The file's memo in `memos` (one per parsed table), made on first use. */
function memoOf<V>(memos: WeakMap<object, Map<string, V>>, table: object): Map<string, V> {
  let memo = memos.get(table);
  if (!memo) {
    memo = new Map();
    memos.set(table, memo);
  }
  return memo;
}

/** Dates repeat on every row of a statement: each distinct date text is parsed once per file. */
const DATE_MEMO = new WeakMap<object, Map<string, CalendarDate>>();

function memoizedDate(table: object, text: string, parse: (text: string) => CalendarDate): CalendarDate {
  const memo = memoOf(DATE_MEMO, table);
  const known = memo.get(text);
  if (known) return known;
  const date = Object.freeze(parse(text));
  memo.set(text, date);
  return date;
}

/** The date forms a column accepts, as a refusal names them: `DD/MM/YYYY`, `DD/MM, DD/MM/YYYY or PEND`. */
export type DateForms = readonly [string, ...string[]];

function formsOf(forms: DateForms): Said | string {
  const last = forms[forms.length - 1] as string;
  return forms.length === 1 ? last : said('recon.cell.forms', { first: forms.slice(0, -1).join(', '), last });
}

/** A refusal of one cell: `Line 4, column "Jumlah": ` and what is wrong with it. */
export function cellError<K extends string>(table: Table<K>, row: CsvRecord, key: K, detail: Said, code: ReconErrorCode = 'CELL_INVALID'): ReconError {
  return new ReconError(code, said('recon.cell.at', { line: row.line, column: table.columnRef(key), detail }), {
    line: row.line,
    column: table.columnName(key),
  });
}

/** A refusal of one row: `Line 4: ` and what is wrong with it. */
export function rowError(row: Pick<CsvRecord, 'line'>, detail: Said, code: ReconErrorCode = 'CELL_INVALID'): ReconError {
  return new ReconError(code, said('recon.row.at', { line: row.line, detail }), { line: row.line });
}

/** An amount or date reader's refusal said of a cell, with the same values: `"1.2.3,456" has more than 2 decimals.` */
const IN_A_CELL: Partial<Readonly<Record<MessageKey, MessageKey>>> = {
  'recon.amount.tooManyDecimals': 'recon.cell.tooManyDecimals',
  'recon.amount.tooLarge': 'recon.cell.tooLarge',
  'recon.date.notReal': 'recon.cell.notRealDate',
  'recon.date.notNearMutasiDate': 'recon.cell.dateNotNear',
};

/** Restates an amount or date error of one cell with its line and column. */
function located<K extends string>(table: Table<K>, row: CsvRecord, key: K, error: unknown, forms?: DateForms): ReconError {
  if (!(error instanceof ReconError)) throw error;
  const cell = quoteCell(cleanText(table.cell(row, key)));
  const detail = (() => {
    switch (error.code) {
      case 'AMOUNT_EMPTY':
        return said('recon.cell.amountEmpty');
      case 'AMOUNT_MALFORMED':
        return said('recon.cell.notAmount', { cell });
      case 'DATE_EMPTY':
        return said('recon.cell.dateEmpty');
      case 'DATE_MALFORMED':
        return forms ? said('recon.cell.notDateIn', { cell, forms: formsOf(forms) }) : said('recon.cell.notDate', { cell });
      default: {
        const inACell = IN_A_CELL[error.said.key];
        return inACell ? said(inACell, error.said.values) : said('recon.cell.problem', { problem: error.said });
      }
    }
  })();
  return cellError(table, row, key, detail, error.code);
}

/** Runs a cell reader (parseDayMonth, a lookup) and restates its ReconError with the line and column. */
export function readCell<K extends string, T>(table: Table<K>, row: CsvRecord, key: K, read: (text: string) => T, forms?: DateForms): T {
  try {
    return read(table.cell(row, key));
  } catch (error) {
    throw located(table, row, key, error, forms);
  }
}

export function textCell<K extends string>(table: Table<K>, row: CsvRecord, key: K): string {
  return cleanText(table.cell(row, key));
}

/** Text or null when the cell is empty or the column absent. */
export function optionalText<K extends string>(table: Table<K>, row: CsvRecord, key: K): string | null {
  const text = textCell(table, row, key);
  return text === '' ? null : text;
}

export function requiredText<K extends string>(table: Table<K>, row: CsvRecord, key: K): string {
  const text = textCell(table, row, key);
  if (text === '') throw cellError(table, row, key, said('recon.cell.empty'));
  return text;
}

/**
 * Amounts repeat too (fees of `0.00`, the usual deposit sizes): each distinct amount text is parsed
 * once per file, up to this many texts, which bounds the memo of a file where every amount differs.
 */
const AMOUNT_MEMO_MAX = 10_000;
const AMOUNT_MEMO = new WeakMap<object, Map<string, Cents>>();

/** A signed amount; an empty cell is an error. */
export function amountCell<K extends string>(table: Table<K>, row: CsvRecord, key: K): Cents {
  const text = table.cell(row, key);
  const memo = memoOf(AMOUNT_MEMO, table);
  const known = memo.get(text);
  if (known !== undefined) return known;
  let cents: Cents;
  try {
    cents = parseAmount(text);
  } catch (error) {
    throw located(table, row, key, error);
  }
  if (memo.size < AMOUNT_MEMO_MAX) memo.set(text, cents);
  return cents;
}

/** A signed amount, or null when the cell is empty, a dash, or the column absent. */
export function optionalAmount<K extends string>(table: Table<K>, row: CsvRecord, key: K): Cents | null {
  const raw = table.cell(row, key).trim();
  if (raw === '' || ZERO_DASH.test(raw)) return null;
  return amountCell(table, row, key);
}

/** An amount that must not be negative: money in or out is a positive number in its own column. */
export function unsignedAmount<K extends string>(table: Table<K>, row: CsvRecord, key: K): Cents {
  const cents = amountCell(table, row, key);
  if (cents < 0n) throw cellError(table, row, key, said('recon.cell.negative', { cell: quoteCell(cleanText(table.cell(row, key))) }));
  return cents;
}

export function optionalUnsignedAmount<K extends string>(table: Table<K>, row: CsvRecord, key: K): Cents | null {
  const cents = optionalAmount(table, row, key);
  if (cents !== null && cents < 0n) {
    throw cellError(table, row, key, said('recon.cell.negative', { cell: quoteCell(cleanText(table.cell(row, key))) }));
  }
  return cents;
}

/** An amount that may end with its own DB/CR flag (`"287,490.00 DB"`). */
export function flaggedAmount<K extends string>(table: Table<K>, row: CsvRecord, key: K): MutasiAmount {
  try {
    return parseMutasiAmount(table.cell(row, key));
  } catch (error) {
    throw located(table, row, key, error);
  }
}

export function dateCell<K extends string>(table: Table<K>, row: CsvRecord, key: K, forms: DateForms): CalendarDate {
  return readCell(table, row, key, (text) => memoizedDate(table, text, parseMutasiDate), forms);
}

/** A date read through the per-file memo with another parser (parseDayMonth with the Tanggal Mutasi). */
export function memoizedDateCell<K extends string>(
  table: Table<K>,
  row: CsvRecord,
  key: K,
  parse: (text: string) => CalendarDate,
  forms: DateForms,
): CalendarDate {
  return readCell(table, row, key, (text) => memoizedDate(table, text, parse), forms);
}

function clock(hour: string, minute: string, second: string | undefined): string | null {
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? '0') > 59) return null;
  return `${hour.padStart(2, '0')}:${minute}:${second ?? '00'}`;
}

/** The `HH:MM:SS` written after a date in the same cell (`03/02/25 14.22.05`), or null. */
export function trailingTime(text: string): string | null {
  const match = TRAILING_TIME.exec(cleanText(text));
  return match ? clock(match[1] ?? '', match[2] ?? '', match[3]) : null;
}

/**
 * A date that may carry a time in the same cell. The date part goes through the per-file memo
 * (timestamps differ on every row, their dates do not); an impossible time is left to
 * parseMutasiDate, which says what is wrong with the whole cell.
 */
export function dateTimeCell<K extends string>(table: Table<K>, row: CsvRecord, key: K, forms: DateForms): LocalDateTime {
  const cell = cleanText(table.cell(row, key));
  const match = TRAILING_TIME.exec(cell);
  const time = match ? clock(match[1] ?? '', match[2] ?? '', match[3]) : null;
  if (!match || time === null) return { date: dateCell(table, row, key, forms), time: null };
  const date = readCell(table, row, key, () => memoizedDate(table, cell.slice(0, match.index), parseMutasiDate), forms);
  return { date, time };
}

export function optionalDateTime<K extends string>(table: Table<K>, row: CsvRecord, key: K, forms: DateForms): LocalDateTime | null {
  return textCell(table, row, key) === '' ? null : dateTimeCell(table, row, key, forms);
}

/** Reads `14:22:05`, `14.22`, `14:22:05 WIB` or `142205` as `HH:MM:SS`; null when the text is not a time. */
export function timeOf(text: string): string | null {
  const cell = cleanText(text);
  const match = TIME_CELL.exec(cell) ?? COMPACT_TIME_CELL.exec(cell);
  return match ? clock(match[1] ?? '', match[2] ?? '', match[3]) : null;
}

/** A time-of-day cell; null when empty. */
export function timeCell<K extends string>(table: Table<K>, row: CsvRecord, key: K): string | null {
  const raw = textCell(table, row, key);
  if (raw === '') return null;
  const time = timeOf(raw);
  if (time === null) throw cellError(table, row, key, said('recon.cell.notTime', { cell: quoteCell(raw) }));
  return time;
}
