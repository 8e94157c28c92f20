import { DEFAULT_LANGUAGE, EMPTY_CELL, JAKARTA_TZ, type Language } from '@checker/domain';

/** Figures are formatted once, in libs/domain, for the pages and the server's messages alike. */
export { EMPTY_CELL, formatCount, formatIdNumber, formatMoney } from '@checker/domain';

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
