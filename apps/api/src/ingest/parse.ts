import { parserOf, type ParseContext, type ParserId } from '@checker/recon';
import { prepareBoDepositRows, prepareBoWithdrawRows, prepareStatementRows, rowTableOf, type PreparedRows } from './rows';

/** A file read by its parser and laid out for the bulk insert. */
export interface ParsedUpload {
  layout: string;
  rows: PreparedRows;
  warnings: string[];
  skipped: number;
  otherDirection: number;
  /** Distinct Brand/Site values of a BO withdraw file (it names its website there), else empty. */
  brands: string[];
}

/** Parses the whole file (throws ReconError on the first problem) before anything touches the database. */
export function parseUpload(parserId: ParserId, bytes: Uint8Array, context: ParseContext): ParsedUpload {
  const parser = parserOf(parserId);
  const common = (result: { layout: string; warnings: string[]; skipped: readonly unknown[]; otherDirection: number }) => ({
    layout: result.layout,
    warnings: result.warnings,
    skipped: result.skipped.length,
    otherDirection: result.otherDirection,
  });
  switch (parser.kind) {
    case 'statement': {
      const result = parser.parse(bytes, context);
      return { ...common(result), rows: prepareStatementRows(rowTableOf('statement', context.transactionType), result.rows), brands: [] };
    }
    case 'bo-deposit': {
      const result = parser.parse(bytes, context);
      return { ...common(result), rows: prepareBoDepositRows(result.rows), brands: [] };
    }
    case 'bo-withdraw': {
      const result = parser.parse(bytes, context);
      const brands = [...new Set(result.rows.map((row) => row.wd_brand ?? ''))];
      return { ...common(result), rows: prepareBoWithdrawRows(result.rows), brands };
    }
  }
}
