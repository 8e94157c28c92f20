export type ReconErrorCode =
  | 'AMOUNT_EMPTY'
  | 'AMOUNT_MALFORMED'
  | 'AMOUNT_TOO_MANY_DECIMALS'
  | 'AMOUNT_OUT_OF_RANGE'
  | 'DATE_EMPTY'
  | 'DATE_MALFORMED'
  | 'DATE_INVALID';

/** The one error the recon engine throws on bad input; parsers add the line and column. */
export class ReconError extends Error {
  override readonly name = 'ReconError';

  constructor(
    readonly code: ReconErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const QUOTED_MAX = 40;

/** Quotes a cell for an error message, cut so a huge cell cannot flood the upload answer. */
export function quoteCell(text: string): string {
  return JSON.stringify(text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX)}…` : text);
}
