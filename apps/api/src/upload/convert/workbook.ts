// Spreadsheet reading for Convert Mutasi. The reader is @e965/xlsx 0.20.3, a republish of SheetJS
// Community Edition 0.20.3 from the SheetJS CDN: the npm `xlsx` package stopped at 0.18.5, which has
// published CVEs (CVE-2023-30533 prototype pollution, fixed in 0.19.3; CVE-2024-22363 ReDoS, fixed in
// 0.20.2). One library reads .xlsx, BIFF .xls and the HTML/XML files banks name .xls, and writes
// the workbooks the tests build; exceljs would need a second reader for BIFF.
import * as XLSX from '@e965/xlsx';
import { ReconError, parseAmount, parseMutasiDate, type Cents } from '@checker/recon';
import { said, type CalendarDate } from '@checker/domain';
import { invalidUpload, type UploadError } from '../errors';

export type CellValue = string | number | boolean | null;

export interface Sheet {
  name: string;
  rows: CellValue[][];
  /** Workbooks saved on the 1904 date system count serial dates from 1904. */
  date1904: boolean;
}

/** Rows read per sheet at most: a bank statement is far shorter; this bounds a hostile workbook. */
const SHEET_ROWS_MAX = 200_000;

/**
 * Reads every sheet as rows of raw cell values: numbers stay numbers (dates as serials), text as
 * text. `raw` keeps HTML and CSV text cells as written, so `1.250` is not read as one and a quarter.
 */
export function readWorkbook(bytes: Uint8Array): Sheet[] {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, { type: 'buffer', raw: true, dense: true, cellDates: false, cellFormula: false, cellHTML: false, sheetRows: SHEET_ROWS_MAX });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/password/i.test(message)) throw invalidUpload(said('server.convert.passwordProtected'));
    throw invalidUpload(said('server.convert.unreadable', { reason: message }));
  }
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    const rows = sheet ? XLSX.utils.sheet_to_json<CellValue[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true }) : [];
    return { name, rows, date1904 };
  });
}

/** A header cell's words: `Dana Masuk (IDR) / Incoming` reads as `dana masuk`, `incoming` and the whole. */
export function headerWords(cell: CellValue): string[] {
  if (typeof cell !== 'string') return [];
  const clean = (text: string): string =>
    text
      .toLowerCase()
      .replace(/\((?:idr|rp)\)/g, ' ')
      .replace(/[.:()*#]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const whole = clean(cell);
  const parts = cell.split(/ \/ |\r?\n/).map(clean);
  return [...new Set([whole, ...parts])].filter((word) => word !== '');
}

export interface ColumnSpec<K extends string> {
  key: K;
  names: readonly string[];
  optional?: boolean;
}

export interface FoundTable<K extends string> {
  sheet: Sheet;
  /** 0-based index of the header row. */
  headerRow: number;
  columns: Partial<Record<K, number>>;
}

const HEADER_SEARCH_ROWS = 60;

function matchHeader<K extends string>(row: readonly CellValue[], specs: readonly ColumnSpec<K>[]): Partial<Record<K, number>> | null {
  const columns: Partial<Record<K, number>> = {};
  const used = new Set<number>();
  for (const spec of specs) {
    const names = spec.names.map((name) => headerWords(name)[0]);
    const index = row.findIndex((cell, i) => !used.has(i) && headerWords(cell).some((word) => names.includes(word)));
    if (index >= 0) {
      columns[spec.key] = index;
      used.add(index);
    } else if (!spec.optional) {
      return null;
    }
  }
  return columns;
}

/** The first row (of the first sheet that has one) holding every required column; `accept` may ask for more. */
export function findTable<K extends string>(
  sheets: readonly Sheet[],
  specs: readonly ColumnSpec<K>[],
  accept: (columns: Partial<Record<K, number>>) => boolean = () => true,
): FoundTable<K> | null {
  for (const sheet of sheets) {
    const limit = Math.min(sheet.rows.length, HEADER_SEARCH_ROWS);
    for (let r = 0; r < limit; r += 1) {
      const columns = matchHeader(sheet.rows[r] ?? [], specs);
      if (columns && accept(columns)) return { sheet, headerRow: r, columns };
    }
  }
  return null;
}

export function cellAt<K extends string>(table: FoundTable<K>, row: readonly CellValue[], key: K): CellValue {
  const index = table.columns[key];
  return index === undefined ? null : (row[index] ?? null);
}

export function cellText(value: CellValue): string {
  if (value === null) return '';
  return String(value).replace(/\s+/g, ' ').trim();
}

/** Where a cell is, for messages (`Sheet "Mutasi", row 12, column "Dana Masuk (IDR)"`): the sheet and column quoted. */
export function cellRef<K extends string>(table: FoundTable<K>, rowIndex: number, key: K): { sheet: string; row: number; column: string } {
  const index = table.columns[key];
  const header = index === undefined ? key : cellText(table.sheet.rows[table.headerRow]?.[index] ?? key);
  return { sheet: JSON.stringify(table.sheet.name), row: rowIndex + 1, column: JSON.stringify(header) };
}

/** What is wrong with a cell: its text (quoted) is not an amount, or not Cr/Db; or the amount is empty. */
export type CellProblem = { problem: 'notAmount' | 'notCrDb'; value: string } | { problem: 'amountEmpty' };

const CELL_PROBLEMS = { notAmount: 'server.convert.notAmount', notCrDb: 'server.convert.notCrDb', amountEmpty: 'server.convert.amountEmpty' } as const;

export function cellError<K extends string>(table: FoundTable<K>, rowIndex: number, key: K, wrong: CellProblem): UploadError {
  const where = cellRef(table, rowIndex, key);
  return invalidUpload(said(CELL_PROBLEMS[wrong.problem], 'value' in wrong ? { ...where, value: wrong.value } : where));
}

const MONEY_MAX = 1e13;

/**
 * An amount cell in cents; null when empty. A workbook stores numbers as doubles: bank amounts have
 * at most two decimals, so rounding ×100 recovers the exact cents. Text goes through the statement
 * amount rules (`41.920,00`, `1,250,000.00`).
 */
export function amountCents(value: CellValue): Cents | null {
  if (value === null || value === '') return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) >= MONEY_MAX) throw new ReconError('AMOUNT_OUT_OF_RANGE', said('recon.amount.valueNotAmount', { value }));
    return BigInt(Math.round(value * 100));
  }
  const text = cellText(value);
  return text === '' ? null : parseAmount(text);
}

export interface DateTime {
  date: CalendarDate | null;
  time: string | null;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const TRAILING_TIME = /(?:^|[\sT])(\d{1,2})[.:](\d{2})(?:[.:](\d{2}))?$/;

/**
 * A date and/or time cell: an Excel serial (a fraction is the time of day, below 1 a time only) or
 * text such as `04 Feb 2025`, `04/02/2025 14:22:05` or `14:22:05 WIB`. Unreadable text gives nulls.
 */
export function dateTimeOf(value: CellValue, date1904: boolean): DateTime {
  if (typeof value === 'number') {
    const parts = XLSX.SSF.parse_date_code(value, { date1904 });
    if (!parts) return { date: null, time: null };
    const hasTime = value % 1 !== 0;
    const time = hasTime ? `${pad(parts.H)}:${pad(parts.M)}:${pad(parts.S)}` : null;
    return { date: value >= 1 ? { year: parts.y, month: parts.m, day: parts.d } : null, time };
  }
  const text = cellText(value).replace(/\bWI[BT]A?\b/gi, '').trim();
  if (text === '') return { date: null, time: null };
  const clock = TRAILING_TIME.exec(text);
  let time: string | null = null;
  let datePart = text;
  if (clock && Number(clock[1]) < 24 && Number(clock[2]) < 60 && Number(clock[3] ?? '0') < 60) {
    time = `${pad(Number(clock[1]))}:${clock[2]}:${clock[3] ?? '00'}`;
    datePart = text.slice(0, clock.index).trim();
  }
  if (datePart === '') return { date: null, time };
  try {
    return { date: parseMutasiDate(datePart), time };
  } catch (error) {
    if (error instanceof ReconError) return { date: null, time: null };
    throw error;
  }
}

/** One CSV line: cells with a delimiter, quote or line break are quoted. */
export function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
}

/**
 * Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) gets a leading apostrophe,
 * which Excel hides and the statement parsers ignore.
 */
export function safeText(text: string): string {
  return /^[=+\-@]/.test(text) ? `'${text}` : text;
}
