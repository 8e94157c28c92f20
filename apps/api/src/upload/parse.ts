import { normalizeWebsiteCode, type Said } from '@checker/domain';
import { parserOf, type BoWithdrawRow, type ParseContext, type ParserId } from '@checker/recon';
import { prepareBoDepositRows, prepareBoWithdrawRows, prepareMutasiRows, rowTableOf, type PreparedRows } from './rows';

/** One row's Brand/Site cell: its line and text ('' when empty). */
export interface BrandCell {
  line: number;
  text: string;
}

/**
 * What the server needs to hold a BO withdraw file to one website: the first row's brand, and the
 * first row whose brand is another website code (normalizeWebsiteCode), null when every row agrees.
 * Two cells, not every brand: the answer crosses to the main thread whatever the file's size.
 */
export interface BrandSummary {
  first: BrandCell;
  other: BrandCell | null;
}

/** A file read by its parser and laid out for the bulk insert. */
export interface ParsedUpload {
  layout: string;
  rows: PreparedRows;
  warnings: Said[];
  skipped: number;
  otherDirection: number;
  /** A BO withdraw file's Brand/Site column (it names its website there); null for other files and a file without rows. */
  brand: BrandSummary | null;
}

export function brandSummary(rows: readonly BoWithdrawRow[]): BrandSummary | null {
  const [head] = rows;
  if (!head) return null;
  const first = { line: head.line, text: head.wd_brand ?? '' };
  const code = normalizeWebsiteCode(first.text);
  // The same text as the first row's is the same website: only differing texts are normalised.
  const differs = rows.find((row) => (row.wd_brand ?? '') !== first.text && normalizeWebsiteCode(row.wd_brand ?? '') !== code);
  return { first, other: differs ? { line: differs.line, text: differs.wd_brand ?? '' } : null };
}

/** Parses the whole file (throws ReconError on the first problem) before anything touches the database. */
export function parseUpload(parserId: ParserId, bytes: Uint8Array, context: ParseContext): ParsedUpload {
  const parser = parserOf(parserId);
  const common = (result: { layout: string; warnings: Said[]; skipped: readonly unknown[]; otherDirection: number }) => ({
    layout: result.layout,
    warnings: result.warnings,
    skipped: result.skipped.length,
    otherDirection: result.otherDirection,
  });
  switch (parser.kind) {
    case 'statement': {
      const result = parser.parse(bytes, context);
      return { ...common(result), rows: prepareMutasiRows(rowTableOf('statement', context.transactionType), result.rows), brand: null };
    }
    case 'bo-deposit': {
      const result = parser.parse(bytes, context);
      return { ...common(result), rows: prepareBoDepositRows(result.rows), brand: null };
    }
    case 'bo-withdraw': {
      const result = parser.parse(bytes, context);
      return { ...common(result), rows: prepareBoWithdrawRows(result.rows), brand: brandSummary(result.rows) };
    }
  }
}
