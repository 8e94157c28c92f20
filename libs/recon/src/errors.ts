import { ANSWER_LANGUAGE, saidText, type Said } from '@checker/domain';

export type ReconErrorCode =
  | 'AMOUNT_EMPTY'
  | 'AMOUNT_MALFORMED'
  | 'AMOUNT_TOO_MANY_DECIMALS'
  | 'AMOUNT_OUT_OF_RANGE'
  | 'DATE_EMPTY'
  | 'DATE_MALFORMED'
  | 'DATE_INVALID'
  | 'FILE_EMPTY'
  | 'FILE_NOT_TEXT'
  | 'FILE_BINARY'
  | 'DELIMITER_UNSUPPORTED'
  | 'HEADER_MISSING'
  | 'HEADER_INCOMPLETE'
  | 'TOO_MANY_COLUMNS'
  | 'QUOTE_UNCLOSED'
  | 'QUOTE_MALFORMED'
  | 'ROW_SHAPE'
  | 'CELL_INVALID'
  | 'BALANCE_MISMATCH'
  | 'CONTEXT_MISSING'
  | 'DIRECTION_UNSUPPORTED';

/** Where in an uploaded file the problem is: a 1-based physical line and the column's header text. */
export interface ReconErrorLocation {
  line: number;
  column?: string;
}

/**
 * The one error the recon engine throws on bad input; parsers add the line and column. What it says is a
 * catalogue message (`said`, the `recon.` keys) a page shows in the user's language; `message` is its
 * English text, the upload answer's readable `message`.
 */
export class ReconError extends Error {
  override readonly name = 'ReconError';

  constructor(
    readonly code: ReconErrorCode,
    readonly said: Said,
    readonly location?: ReconErrorLocation,
  ) {
    super(saidText(ANSWER_LANGUAGE, said));
  }
}

const QUOTED_MAX = 40;

/** Quotes a cell for an error message, cut so a huge cell cannot flood the upload answer. */
export function quoteCell(text: string): string {
  return JSON.stringify(text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX)}…` : text);
}
