// Export files read back the way a spreadsheet would: papaparse, with the leading BOM dropped.
import Papa from 'papaparse';

/** The records of a CSV text (quoted fields, CRLF or LF line ends, a leading BOM), without a trailing empty line. */
export function csvRecords(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
}

/** The header and every row by column name. */
export function csvTable(text: string): { header: string[]; rows: Array<Record<string, string>> } {
  const [header = [], ...rest] = csvRecords(text);
  return { header, rows: rest.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']))) };
}
