import Papa from 'papaparse';
import { countValue, listValue, said, type Said } from '@checker/domain';
import { ReconError } from '../errors';
import { decodeCsvText } from './text';
import type { SkippedLine } from './types';

export const MAX_COLUMNS = 10_000;
/** The header must sit within this many records: bank preambles are a dozen lines at most. */
export const HEADER_SEARCH_RECORDS = 100;
export const DELIMITERS = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];
/** Delimiters that exports never use for these files: a header found with one of them gets a clear refusal. */
const REFUSED_DELIMITERS = ['|'] as const;

export interface ColumnSpec<K extends string> {
  key: K;
  /** Accepted header texts; compared trimmed, case-insensitive, spaces collapped. `''` is an unnamed column. */
  names: readonly string[];
  optional?: boolean;
  /** What to call the column in messages when its header cell is empty (BCA's CR/DB column). */
  label?: string;
  /** The column must directly follow the previous one (an unnamed flag column right after the amount). */
  adjacent?: boolean;
}

export interface Layout<K extends string> {
  name: string;
  columns: readonly ColumnSpec<K>[];
  /** The header as the template writes it, quoted in "wrong header" messages. */
  headerText: string;
  /** Whether a record starts the footer (`Saldo Awal,=,…`); the footer is handed over apart from the rows, unchecked. */
  isFooter?: (cells: readonly string[]) => boolean;
}

interface CompiledColumn<K extends string> extends ColumnSpec<K> {
  match: ReadonlySet<string>;
}

interface CompiledLayout<K extends string> extends Layout<K> {
  compiled: readonly CompiledColumn<K>[];
}

export interface CsvRecord {
  /** 1-based physical line where the record starts. */
  line: number;
  cells: string[];
}

/** The comparable form of a header cell: `" Jumlah "`, `'JUMLAH` and `jumlah` are the same column. */
export function headerKey(cell: string): string {
  return cell.replace(/^\uFEFF/, '').trim().replace(/^'/, '').replace(/\s+/g, ' ').toLowerCase();
}

export function defineLayout<K extends string>(
  name: string,
  columns: readonly ColumnSpec<K>[],
  isFooter?: (cells: readonly string[]) => boolean,
): Layout<K> {
  const compiled = columns.map((column) => ({ ...column, match: new Set(column.names.map(headerKey)) }));
  const headerText = columns.map((column) => column.names[0] ?? '').join(',');
  const layout: CompiledLayout<K> = { name, columns, headerText, compiled, ...(isFooter ? { isFooter } : {}) };
  return layout;
}

/** Every Layout is made by defineLayout, which compiles its header names once. */
function compiledOf<K extends string>(layout: Layout<K>): CompiledLayout<K> {
  return layout as CompiledLayout<K>;
}

interface HeaderMatch<K extends string> {
  indexes: Map<K, number>;
  missing: ColumnSpec<K>[];
  /** Named columns found, the measure of how close a near-miss header is. */
  named: number;
}

/** Finds the layout's columns in order; other columns may sit between them and after them. */
function matchHeader<K extends string>(layout: Layout<K>, cells: readonly string[]): HeaderMatch<K> {
  const keys = cells.map(headerKey);
  const indexes = new Map<K, number>();
  const missing: ColumnSpec<K>[] = [];
  let named = 0;
  let from = 0;
  for (const column of compiledOf(layout).compiled) {
    let found = -1;
    const last = column.adjacent ? Math.min(from + 1, keys.length) : keys.length;
    for (let index = from; index < last; index += 1) {
      if (column.match.has(keys[index] ?? '')) {
        found = index;
        break;
      }
    }
    if (found < 0) {
      if (!column.optional) missing.push(column);
      continue;
    }
    indexes.set(column.key, found);
    if (keys[found] !== '') named += 1;
    from = found + 1;
  }
  return { indexes, missing, named };
}

interface TokenizeOptions {
  /** Stop after this many records (header search). */
  limit?: number;
  /** Refuse quote errors and oversized rows instead of ignoring them (the full read). */
  strict: boolean;
}

/** Splits the text into records with papaparse, keeping the physical line each record starts on. */
function tokenize(text: string, delimiter: string, options: TokenizeOptions): CsvRecord[] {
  const records: CsvRecord[] = [];
  const state: { problem: ReconError | null } = { problem: null };
  let line = 1;
  let start = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    skipEmptyLines: false,
    ...(options.limit === undefined ? {} : { preview: options.limit }),
    step: (result, parser) => {
      const recordLine = line;
      const end = result.meta.cursor;
      for (let at = text.indexOf('\n', start); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) line += 1;
      start = end;
      if (options.strict) {
        state.problem = problemOf(result.data, result.errors, recordLine);
        if (state.problem) {
          parser.abort();
          return;
        }
      }
      records.push({ line: recordLine, cells: result.data });
    },
  });
  if (state.problem) throw state.problem;
  return records;
}

function problemOf(cells: readonly string[], errors: readonly Papa.ParseError[], line: number): ReconError | null {
  if (cells.length > MAX_COLUMNS) {
    const counts = { count: countValue(cells.length), max: countValue(MAX_COLUMNS) };
    return new ReconError('TOO_MANY_COLUMNS', said('recon.table.tooManyColumns', { line, ...counts }), { line });
  }
  if (errors.some((error) => error.code === 'MissingQuotes')) {
    return new ReconError('QUOTE_UNCLOSED', said('recon.table.quoteUnclosed', { line }), { line });
  }
  if (errors.some((error) => error.code === 'InvalidQuotes')) {
    return new ReconError('QUOTE_MALFORMED', said('recon.table.quoteMalformed', { line }), { line });
  }
  return null;
}

/** The first lines of the text, enough for the header search without tokenizing a 100,000-row file three times. */
function headOf(text: string, lines: number): string {
  let at = -1;
  for (let count = 0; count < lines; count += 1) {
    at = text.indexOf('\n', at + 1);
    if (at === -1) return text;
  }
  return text.slice(0, at);
}

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

function columnWord(count: number): Said {
  return count === 1 ? said('recon.table.oneColumn') : said('recon.table.columns', { count: countValue(count) });
}

function delimiterName(delimiter: string): Said | string {
  return delimiter === '\t' ? said('recon.table.tab') : `"${delimiter}"`;
}

/** The table under a recognised header: data records in order, plus what came before and after. */
export class Table<K extends string> {
  constructor(
    readonly layout: Layout<K>,
    private readonly header: readonly string[],
    private readonly indexes: ReadonlyMap<K, number>,
    readonly preamble: readonly CsvRecord[],
    readonly rows: readonly CsvRecord[],
    readonly footer: readonly CsvRecord[],
    readonly skipped: readonly SkippedLine[],
    readonly warnings: readonly Said[],
  ) {}

  has(key: K): boolean {
    return this.indexes.has(key);
  }

  /** The raw cell, `''` when the column is optional and absent from this file. */
  cell(row: CsvRecord, key: K): string {
    const index = this.indexes.get(key);
    return index === undefined ? '' : (row.cells[index] ?? '');
  }

  /** The column as the file's header names it, for messages. */
  columnName(key: K): string {
    const index = this.indexes.get(key);
    const text = index === undefined ? '' : (this.header[index] ?? '').replace(/^\uFEFF/, '').trim().replace(/\s+/g, ' ');
    if (text !== '') return text;
    const spec = this.layout.columns.find((column) => column.key === key);
    return spec?.label ?? spec?.names[0] ?? key;
  }

  /** `column "Jumlah"`, or `column 5 (CR/DB)` for a column whose header cell is empty, as a message to put in another. */
  columnRef(key: K): Said {
    const index = this.indexes.get(key);
    const text = index === undefined ? '' : (this.header[index] ?? '').trim();
    if (text !== '' || index === undefined) return said('recon.table.column', { name: this.columnName(key) });
    return said('recon.table.columnAt', { number: index + 1, name: this.columnName(key) });
  }
}

export interface LayoutOption<R> {
  layout: Layout<string>;
  read: (table: Table<string>) => R;
}

/** Pairs a layout with the reader of its rows; the reader sees the layout's own column keys. */
export function option<K extends string, R>(layout: Layout<K>, read: (table: Table<K>) => R): LayoutOption<R> {
  // The table handed to `read` is always built from this same layout, so its keys are K.
  return { layout, read: read as unknown as (table: Table<string>) => R };
}

interface Found<R> {
  line: number;
  delimiter: Delimiter;
  option: LayoutOption<R>;
}

interface NearMiss {
  line: number;
  layout: Layout<string>;
  missing: readonly ColumnSpec<string>[];
  named: number;
}

function expectedHeaders(options: readonly LayoutOption<unknown>[]): string {
  return options.map(({ layout }) => `${layout.name}: ${layout.headerText}`).join('; ');
}

function findHeader<R>(text: string, source: string, options: readonly LayoutOption<R>[]): Found<R> {
  const head = headOf(text, HEADER_SEARCH_RECORDS * 2);
  let found: Found<R> | null = null;
  let nearMiss: NearMiss | null = null;
  for (const delimiter of DELIMITERS) {
    for (const record of tokenize(head, delimiter, { limit: HEADER_SEARCH_RECORDS, strict: false })) {
      if (found && record.line >= found.line) break;
      for (const candidate of options) {
        const match = matchHeader(candidate.layout, record.cells);
        if (match.missing.length === 0) {
          found = { line: record.line, delimiter, option: candidate };
          break;
        }
        const required = candidate.layout.columns.filter((column) => !column.optional && column.names[0] !== '').length;
        if (match.named >= 2 && match.named * 2 >= required && (!nearMiss || match.named > nearMiss.named)) {
          nearMiss = { line: record.line, layout: candidate.layout, missing: match.missing, named: match.named };
        }
      }
    }
  }
  if (found) return found;

  for (const delimiter of REFUSED_DELIMITERS) {
    for (const record of tokenize(head, delimiter, { limit: HEADER_SEARCH_RECORDS, strict: false })) {
      if (options.some((candidate) => matchHeader(candidate.layout, record.cells).missing.length === 0)) {
        throw new ReconError(
          'DELIMITER_UNSUPPORTED',
          said('recon.table.delimiterUnsupported', { line: record.line, source, delimiter: delimiterName(delimiter) }),
          { line: record.line },
        );
      }
    }
  }
  if (nearMiss) {
    const missing = nearMiss.missing.map((column) => `"${column.label ?? column.names[0] ?? column.key}"`).join(', ');
    throw new ReconError(
      'HEADER_INCOMPLETE',
      said('recon.table.headerIncomplete', { line: nearMiss.line, layout: nearMiss.layout.name, missing, header: nearMiss.layout.headerText }),
      { line: nearMiss.line },
    );
  }
  throw new ReconError('HEADER_MISSING', said('recon.table.headerMissing', { source, lines: HEADER_SEARCH_RECORDS, expected: expectedHeaders(options) }));
}

function buildTable<K extends string>(records: readonly CsvRecord[], headerLine: number, layout: Layout<K>, delimiter: Delimiter): Table<K> {
  const headerIndex = records.findIndex((record) => record.line === headerLine);
  const headerRecord = records[headerIndex];
  const match = headerRecord ? matchHeader(layout, headerRecord.cells) : null;
  if (!headerRecord || !match || match.missing.length > 0) {
    throw new ReconError('HEADER_MISSING', said('recon.table.headerUnreadable', { layout: layout.name, line: headerLine }), { line: headerLine });
  }
  const header = headerRecord.cells;
  const used = new Set(match.indexes.values());
  const unread = header.map((cell, index) => (used.has(index) ? '' : cell.trim())).filter((cell) => cell !== '');
  const warnings = unread.length > 0 ? [said('recon.warn.columnsNotRead', { columns: listValue(unread.map((cell) => `"${cell}"`), ', ') })] : [];

  const width = Math.max(0, ...match.indexes.values()) + 1;
  const firstKey = [...match.indexes.values()][0] ?? 0;
  const firstHeaderKey = headerKey(header[firstKey] ?? '');
  const rows: CsvRecord[] = [];
  const footer: CsvRecord[] = [];
  const skipped: SkippedLine[] = [];
  for (let index = headerIndex + 1; index < records.length; index += 1) {
    const record = records[index] as CsvRecord;
    if (isBlank(record.cells)) continue;
    if (footer.length > 0 || layout.isFooter?.(record.cells)) {
      footer.push(record);
      continue;
    }
    const first = record.cells[firstKey] ?? '';
    // The length test spares a headerKey copy on every data row: a header cell is at least as long as its key.
    if (first.length >= firstHeaderKey.length && headerKey(first) === firstHeaderKey && matchHeader(layout, record.cells).missing.length === 0) {
      skipped.push({ line: record.line, reason: 'repeated header' });
      continue;
    }
    checkShape(record, header.length, width, delimiter);
    rows.push(record);
  }
  return new Table(layout, header, match.indexes, records.slice(0, headerIndex), rows, footer, skipped, warnings);
}

function checkShape(record: CsvRecord, headerWidth: number, requiredWidth: number, delimiter: Delimiter): void {
  const { cells, line } = record;
  let filled = cells.length;
  while (filled > 0 && (cells[filled - 1] ?? '').trim() === '') filled -= 1;
  if (filled > headerWidth) {
    const shape = { line, found: columnWord(filled), header: columnWord(headerWidth), delimiter: delimiterName(delimiter) };
    throw new ReconError('ROW_SHAPE', said('recon.table.rowTooWide', shape), { line });
  }
  if (cells.length < requiredWidth) {
    const shape = { line, found: columnWord(cells.length), header: columnWord(headerWidth), delimiter: delimiterName(delimiter) };
    throw new ReconError('ROW_SHAPE', said('recon.table.rowTooNarrow', shape), { line });
  }
}

/**
 * Reads an uploaded CSV against the layouts a parser accepts: decodes it, finds the header (and
 * with it the delimiter: comma, semicolon or tab) in the first records, tokenizes the whole file
 * once, checks every data record's shape, and hands the table to the matching layout's reader.
 * `source` names the file kind in messages (`BCA`, `Nexus deposit BO`).
 */
export function parseTable<R>(bytes: Uint8Array, source: string, options: readonly LayoutOption<R>[]): R {
  const text = decodeCsvText(bytes);
  const found = findHeader(text, source, options);
  const records = tokenize(text, found.delimiter, { strict: true });
  return found.option.read(buildTable(records, found.line, found.option.layout, found.delimiter));
}
