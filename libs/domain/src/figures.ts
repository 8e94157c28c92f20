/**
 * Money and counts as Checker shows them everywhere, whichever language the user chose: id-ID
 * grouping, money always with its two decimals (tables, cards, dialogs and the messages around them).
 */
export const EMPTY_CELL = '-';

const ID_NUMBER = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });
/** Money always shows its cents, so amounts line up in a column (`50.000,00` beside `51.337,50`). */
const ID_MONEY = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const ID_COUNT = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Whether a text is a plain decimal number ("1234.50", "-7"), as numeric columns and message figures carry amounts. */
export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

type Figure = number | bigint | string | null | undefined;

/**
 * Decimal strings, as numeric columns arrive from the server, are formatted exactly without passing
 * through a float; empty values show '-'; text that is not a number is shown as it is.
 */
function formatWith(format: Intl.NumberFormat, value: Figure): string {
  if (value === null || value === undefined) return EMPTY_CELL;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return EMPTY_CELL;
    return isDecimalText(text) ? format.format(text as `${number}`) : text;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return EMPTY_CELL;
  return format.format(value);
}

/** Indonesian number format with up to two decimals (1.234.567,5), for measures such as a file's size. */
export function formatIdNumber(value: Figure): string {
  return formatWith(ID_NUMBER, value);
}

/** An amount of money in Indonesian format with exactly two decimals (1.234.567,50). */
export function formatMoney(value: Figure): string {
  return formatWith(ID_MONEY, value);
}

/** A count of rows, players or transactions in Indonesian format, without decimals (1.234). */
export function formatCount(value: Figure): string {
  return formatWith(ID_COUNT, value);
}

