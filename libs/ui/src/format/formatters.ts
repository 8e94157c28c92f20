import { DEFAULT_LANGUAGE, JAKARTA_TZ, type Language } from '@checker/domain';

export const EMPTY_CELL = '-';

const ID_NUMBER = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });
/** Money always shows its cents, so amounts line up in a column (`50.000,00` beside `51.337,50`). */
const ID_MONEY = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const ID_COUNT = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

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
    return DECIMAL_TEXT.test(text) ? format.format(text as `${number}`) : text;
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

const LONG_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: JAKARTA_TZ,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};
const JAKARTA_LONG: Readonly<Record<Language, Intl.DateTimeFormat>> = {
  'id-ID': new Intl.DateTimeFormat('id-ID', LONG_OPTIONS),
  en: new Intl.DateTimeFormat('en-GB', LONG_OPTIONS),
};

/**
 * The language of the long dates' words, set with dayjs's locale by ThemeProvider when the user
 * chooses one: like dayjs's, it is global, so the table cells that format dates need no language of their own.
 */
let dateLanguage: Language = DEFAULT_LANGUAGE;

export function setDateLanguage(language: Language): void {
  dateLanguage = language;
}

/**
 * 'Selasa, 7 Januari 2025 pukul 00.05.09' ('Tuesday, 7 January 2025 at 00:05:09' in English): weekday, long
 * date, 24-hour time in Asia/Jakarta; '-' when empty.
 */
export function formatJakartaLong(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return EMPTY_CELL;
  return JAKARTA_LONG[dateLanguage].format(date);
}

const JAKARTA_SHORT = new Intl.DateTimeFormat('id-ID', {
  timeZone: JAKARTA_TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** '07/01/2025 00.05.09' in Asia/Jakarta, for dense tables; '-' when empty. */
export function formatJakartaShort(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return EMPTY_CELL;
  return JAKARTA_SHORT.format(date).replace(', ', ' ');
}
