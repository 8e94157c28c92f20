import { said } from '@checker/domain';
import { ReconError, quoteCell } from './errors';

/**
 * Money is a bigint of cents: numeric(18,2) reaches 10^18 − 1 cents, beyond Number.MAX_SAFE_INTEGER,
 * and a bigint cannot be mixed with a float by accident.
 */
export type Cents = bigint;

/** The largest magnitude numeric(18,2) can store, in cents. */
export const MAX_ABS_CENTS: Cents = 10n ** 18n - 1n;

/** The debit/credit flag some statements carry next to an unsigned amount. */
export type Direction = 'DB' | 'CR';

export interface MutasiAmount {
  cents: Cents;
  /** The DB/CR flag written after the amount, or null when the cell has none. */
  direction: Direction | null;
}

const CELL_MAX = 64;
const MINUS = /^[-\u2212]$/;
const AMOUNT_CELL = /^(\()?\s*([-+\u2212])?\s*(?:(?:rp\.?|idr)\s*)?([-+\u2212])?\s*([\d.,]+)\s*(\))?$/i;
const DIRECTION_SUFFIX = /^(.*?)\s*(DB|CR)$/i;
/**
 * The forms most exports write, read directly because 100,000-row files are made of them: plain
 * (`150000.00`, `20000`) and grouped by thousands (`1,250,000.00`, `41.920,00`, `20,000`). Anything
 * else, or anything too large, takes the general path below, which also says what is wrong.
 */
const PLAIN_AMOUNT = /^(\d{1,16})(?:\.(\d{1,2}))?$/;
const COMMA_GROUPED_AMOUNT = /^([1-9]\d{0,2}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;
const DOT_GROUPED_AMOUNT = /^([1-9]\d{0,2}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;
const GROUP_MARKS = /[.,]/g;

function commonAmount(text: string): Cents | null {
  const match = PLAIN_AMOUNT.exec(text) ?? COMMA_GROUPED_AMOUNT.exec(text) ?? DOT_GROUPED_AMOUNT.exec(text);
  if (!match) return null;
  const cents = BigInt((match[1] ?? '0').replace(GROUP_MARKS, '')) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return cents > MAX_ABS_CENTS ? null : cents;
}

function malformed(text: string): ReconError {
  return new ReconError('AMOUNT_MALFORMED', said('recon.amount.notNumber', { cell: quoteCell(text) }));
}

function tooManyDecimals(text: string): ReconError {
  return new ReconError('AMOUNT_TOO_MANY_DECIMALS', said('recon.amount.tooManyDecimals', { cell: quoteCell(text) }));
}

function countOf(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Digits grouped by thousands: a first group of 1–3 digits without a leading zero, then groups of exactly 3. */
function ungroup(integer: string, separator: string): string | null {
  const groups = integer.split(separator);
  const [first, ...rest] = groups as [string, ...string[]];
  if (!/^[1-9]\d{0,2}$/.test(first)) return null;
  if (!rest.every((group) => /^\d{3}$/.test(group))) return null;
  return groups.join('');
}

/** Splits the digits-and-marks part into whole rupiah digits and 0–2 decimal digits. */
function splitNumber(body: string, text: string): { whole: string; fraction: string } {
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  if (lastDot < 0 && lastComma < 0) return { whole: body, fraction: '' };

  if (lastDot >= 0 && lastComma >= 0) {
    // Both marks present: the later one is the decimal mark, the other groups thousands.
    const [mark, grouping] = lastDot > lastComma ? ['.', ','] : [',', '.'];
    if (countOf(body, mark) !== 1) throw malformed(text);
    const [integer, fraction] = body.split(mark) as [string, string];
    if (fraction.length === 0) throw malformed(text);
    if (fraction.length > 2) throw tooManyDecimals(text);
    const whole = ungroup(integer, grouping);
    if (whole === null) throw malformed(text);
    return { whole, fraction };
  }

  const mark = lastDot >= 0 ? '.' : ',';
  if (countOf(body, mark) > 1) {
    // A mark used twice can only group thousands: 1.250.000, 1,250,000.
    const whole = ungroup(body, mark);
    if (whole === null) throw malformed(text);
    return { whole, fraction: '' };
  }

  const [integer, fraction] = body.split(mark) as [string, string];
  if (fraction.length === 0) throw malformed(text);
  if (fraction.length <= 2) return { whole: integer, fraction };
  // One mark followed by exactly three digits groups thousands (20,000 and 150.000 are rupiah, not decimals).
  if (fraction.length === 3) {
    const whole = ungroup(body, mark);
    if (whole !== null) return { whole, fraction: '' };
  }
  throw tooManyDecimals(text);
}

/**
 * Parses an amount cell as written by banks and back offices into signed cents. The decimal mark
 * is the later of `.` and `,`; a lone mark followed by three digits groups thousands. Accepts a
 * leading `-`/`+`, accounting parentheses and an `Rp`/`IDR` prefix. Throws ReconError otherwise.
 */
export function parseAmount(text: string): Cents {
  const trimmed = text.trim();
  if (trimmed === '') throw new ReconError('AMOUNT_EMPTY', said('recon.amount.empty'));
  if (trimmed.length > CELL_MAX) throw malformed(trimmed);
  const common = commonAmount(trimmed);
  if (common !== null) return common;
  const match = AMOUNT_CELL.exec(trimmed);
  if (!match) throw malformed(trimmed);
  const [, open, signBefore, signAfter, body = '', close] = match;
  if (Boolean(open) !== Boolean(close)) throw malformed(trimmed);
  if (signBefore && signAfter) throw malformed(trimmed);
  const sign = signBefore ?? signAfter;
  if (open && sign) throw malformed(trimmed);

  const { whole, fraction } = splitNumber(body, trimmed);
  if (whole === '' && fraction === '') throw malformed(trimmed);
  const magnitude = BigInt(whole === '' ? '0' : whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (magnitude > MAX_ABS_CENTS) {
    throw new ReconError('AMOUNT_OUT_OF_RANGE', said('recon.amount.tooLarge', { cell: quoteCell(trimmed) }));
  }
  const negative = Boolean(open) || (sign !== undefined && MINUS.test(sign));
  return negative ? -magnitude : magnitude;
}

/**
 * Parses a statement amount cell that may end with a DB/CR flag (`"287,490.00 DB"`). A flagged
 * amount must be unsigned: a sign and a flag together are contradictory, so they are rejected.
 */
export function parseMutasiAmount(text: string): MutasiAmount {
  const trimmed = text.trim();
  if (trimmed.length > CELL_MAX) throw malformed(trimmed);
  const flagged = DIRECTION_SUFFIX.exec(trimmed);
  if (!flagged) return { cents: parseAmount(trimmed), direction: null };
  const [, amountText = '', flag = ''] = flagged;
  if (/[-+\u2212()]/.test(amountText)) throw malformed(trimmed);
  return { cents: parseAmount(amountText), direction: flag.toUpperCase() as Direction };
}

/** The storage form for numeric(18,2): `1234567.00`, `-0.05`, never grouped, never a float. */
export function formatCents(cents: Cents): string {
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  if (magnitude > MAX_ABS_CENTS) {
    throw new ReconError('AMOUNT_OUT_OF_RANGE', said('recon.amount.centsTooLarge', { cents: String(cents) }));
  }
  const fraction = String(magnitude % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${magnitude / 100n}.${fraction}`;
}
