import type { CalendarDate } from '@checker/domain';
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

export function cellError<K extends string>(
  table: Table<K>,
  row: CsvRecord,
  key: K,
  detail: string,
  code: ReconErrorCode = 'CELL_INVALID',
): ReconError {
  return new ReconError(code, `Line ${row.line}, ${table.columnRef(key)}: ${detail}`, {
    line: row.line,
    column: table.columnName(key),
  });
}

export function rowError(row: CsvRecord, detail: string, code: ReconErrorCode = 'CELL_INVALID'): ReconError {
  return new ReconError(code, `Line ${row.line}: ${detail}`, { line: row.line });
}

/** Restates an amount or date error of one cell with its line and column. */
function located<K extends string>(table: Table<K>, row: CsvRecord, key: K, error: unknown, form?: string): ReconError {
  if (!(error instanceof ReconError)) throw error;
  const raw = cleanText(table.cell(row, key));
  const detail = (() => {
    switch (error.code) {
      case 'AMOUNT_EMPTY':
        return 'the amount is empty.';
      case 'AMOUNT_MALFORMED':
        return `${quoteCell(raw)} is not an amount.`;
      case 'DATE_EMPTY':
        return 'the date is empty.';
      case 'DATE_MALFORMED':
        return `${quoteCell(raw)} is not a date${form ? ` in the form ${form}` : ''}.`;
      default:
        return `${error.message.replace(/^(Amount|Date) /, '')}.`;
    }
  })();
  return cellError(table, row, key, detail, error.code);
}

/** Runs a cell reader (parseDayMonth, a lookup) and restates its ReconError with the line and column. */
export function readCell<K extends string, T>(table: Table<K>, row: CsvRecord, key: K, read: (text: string) => T, form?: string): T {
  try {
    return read(table.cell(row, key));
  } catch (error) {
    throw located(table, row, key, error, form);
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
  if (text === '') throw cellError(table, row, key, 'the cell is empty.');
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
  if (cents < 0n) throw cellError(table, row, key, `${quoteCell(cleanText(table.cell(row, key)))} must not be negative.`);
  return cents;
}

export function optionalUnsignedAmount<K extends string>(table: Table<K>, row: CsvRecord, key: K): Cents | null {
  const cents = optionalAmount(table, row, key);
  if (cents !== null && cents < 0n) {
    throw cellError(table, row, key, `${quoteCell(cleanText(table.cell(row, key)))} must not be negative.`);
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

export function dateCell<K extends string>(table: Table<K>, row: CsvRecord, key: K, form: string): CalendarDate {
  return readCell(table, row, key, (text) => memoizedDate(table, text, parseMutasiDate), form);
}

/** A date read through the per-file memo with another parser (parseDayMonth with the Tanggal Mutasi). */
export function memoizedDateCell<K extends string>(
  table: Table<K>,
  row: CsvRecord,
  key: K,
  parse: (text: string) => CalendarDate,
  form: string,
): CalendarDate {
  return readCell(table, row, key, (text) => memoizedDate(table, text, parse), form);
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
export function dateTimeCell<K extends string>(table: Table<K>, row: CsvRecord, key: K, form: string): LocalDateTime {
  const cell = cleanText(table.cell(row, key));
  const match = TRAILING_TIME.exec(cell);
  const time = match ? clock(match[1] ?? '', match[2] ?? '', match[3]) : null;
  if (!match || time === null) return { date: dateCell(table, row, key, form), time: null };
  const date = readCell(table, row, key, () => memoizedDate(table, cell.slice(0, match.index), parseMutasiDate), form);
  return { date, time };
}

export function optionalDateTime<K extends string>(table: Table<K>, row: CsvRecord, key: K, form: string): LocalDateTime | null {
  return textCell(table, row, key) === '' ? null : dateTimeCell(table, row, key, form);
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
  if (time === null) throw cellError(table, row, key, `${quoteCell(raw)} is not a time of day (HH:MM:SS).`);
  return time;
}
