import { MONTH_ABBR, formatMonDate, parseIsoDate, said, toIsoDate, type CalendarDate } from '@checker/domain';
import { ReconError, quoteCell } from './errors';

const YEAR_MIN = 1900;
const YEAR_MAX = 2999;
const DAY_MS = 86_400_000;
/** A year-less date is placed in the year that puts it nearest the Tanggal Mutasi; half a year is the most that can be. */
/**
 * A KlikBCA row lies on or before the statement's Tanggal Mutasi, or at most a month after it when the
 * Tanggal Mutasi is the start of a downloaded range (BCA exports at most 31 days). Outside this window
 * a DD/MM row is refused rather than put in the future or a year back.
 */
const DAY_MONTH_DAYS_BEFORE = 335;
const DAY_MONTH_DAYS_AFTER = 30;

const TIME = String.raw`(?:[ T](\d{1,2})[.:](\d{2})(?:[.:](\d{2}))?)?`;
const ISO_DATE = new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})${TIME}$`);
const NUMERIC_DATE = new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})${TIME}$`);
const NAMED_MONTH_DATE = new RegExp(String.raw`^(\d{1,2})[ -]([A-Za-z]+)\.?[ -](\d{4})${TIME}$`);
const DAY_MONTH = /^(\d{1,2})([/.-])(\d{1,2})$/;

const FULL_MONTHS_EN = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const FULL_MONTHS_ID = ['januari', 'februari', 'maret', 'april', 'mei', 'juni', 'juli', 'agustus', 'september', 'oktober', 'november', 'desember'];

/** English (Livin' in English) and Indonesian month names, full and abbreviated; `agt` is the common Indonesian short form of August. */
const MONTH_BY_NAME: ReadonlyMap<string, number> = new Map(
  [
    ...MONTH_ABBR.map((name, index) => [name.toLowerCase(), index + 1] as const),
    ...FULL_MONTHS_EN.map((name, index) => [name, index + 1] as const),
    ...FULL_MONTHS_ID.map((name, index) => [name, index + 1] as const),
    ...FULL_MONTHS_ID.map((name, index) => [name.slice(0, 3), index + 1] as const),
    ['agt', 8] as const,
  ],
);

/** A real calendar date in the supported years, or null (31/02, month 13, year 0099). */
function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < YEAR_MIN || year > YEAR_MAX) return null;
  return parseIsoDate(toIsoDate({ year, month, day }));
}

/** Statement cells arrive with Excel's text marker (`'03/02`) and stray spacing. */
function cleanCell(text: string): string {
  return text.trim().replace(/^'/, '').replace(/\s+/g, ' ').trim();
}

function malformed(text: string): ReconError {
  return new ReconError('DATE_MALFORMED', said('recon.date.unknownFormat', { cell: quoteCell(text) }));
}

function notReal(text: string): ReconError {
  return new ReconError('DATE_INVALID', said('recon.date.notReal', { cell: quoteCell(text) }));
}

function checkTime(text: string, hour?: string, minute?: string, second?: string): void {
  if (hour === undefined) return;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? '0') > 59) throw notReal(text);
}

function dateOrThrow(text: string, year: number, month: number, day: number): CalendarDate {
  const date = calendarDate(year, month, day);
  if (!date) throw notReal(text);
  return date;
}

/**
 * Parses a statement date that carries its year: `DD/MM/YYYY` (BCA Bisnis), `DD/MM/YY` and
 * `DD/MM/YY HH.MM.SS` (BNIDirect), ISO `YYYY-MM-DD` (BRI), `04 Feb 2025` (Mandiri Livin').
 * Day comes before month; a time part is checked and dropped; `YY` means 20YY.
 */
export function parseMutasiDate(text: string): CalendarDate {
  const cell = cleanCell(text);
  if (cell === '') throw new ReconError('DATE_EMPTY', said('recon.date.empty'));

  const iso = ISO_DATE.exec(cell);
  if (iso) {
    const [, year = '', month = '', day = '', hour, minute, second] = iso;
    checkTime(cell, hour, minute, second);
    return dateOrThrow(cell, Number(year), Number(month), Number(day));
  }

  const numeric = NUMERIC_DATE.exec(cell);
  if (numeric) {
    const [, day = '', , month = '', year = '', hour, minute, second] = numeric;
    checkTime(cell, hour, minute, second);
    const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
    return dateOrThrow(cell, fullYear, Number(month), Number(day));
  }

  const named = NAMED_MONTH_DATE.exec(cell);
  if (named) {
    const [, day = '', monthName = '', year = '', hour, minute, second] = named;
    const month = MONTH_BY_NAME.get(monthName.toLowerCase());
    if (month === undefined) throw malformed(cell);
    checkTime(cell, hour, minute, second);
    return dateOrThrow(cell, Number(year), month, Number(day));
  }

  throw malformed(cell);
}

function epochDay(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}

/**
 * Parses a year-less `DD/MM` date (KlikBCA individual) against the Tanggal Mutasi chosen at upload:
 * the row gets the year that puts it nearest that date, so `31/12` on a statement of 2 January 2025
 * is 31 December 2024.
 */
export function parseDayMonth(text: string, tanggalMutasi: CalendarDate): CalendarDate {
  const cell = cleanCell(text);
  if (cell === '') throw new ReconError('DATE_EMPTY', said('recon.date.empty'));
  const match = DAY_MONTH.exec(cell);
  if (!match) throw malformed(cell);
  const day = Number(match[1]);
  const month = Number(match[3]);
  // 2000 is a leap year, so this accepts 29/02 and leaves the year to the Tanggal Mutasi.
  if (!calendarDate(2000, month, day)) throw notReal(cell);

  const target = epochDay(tanggalMutasi);
  const nearest = [tanggalMutasi.year - 1, tanggalMutasi.year, tanggalMutasi.year + 1]
    .map((year) => calendarDate(year, month, day))
    .filter((date): date is CalendarDate => date !== null)
    .filter((date) => epochDay(date) - target >= -DAY_MONTH_DAYS_BEFORE && epochDay(date) - target <= DAY_MONTH_DAYS_AFTER)
    .reduce<CalendarDate | null>(
      (best, date) => (best === null || Math.abs(epochDay(date) - target) < Math.abs(epochDay(best) - target) ? date : best),
      null,
    );
  if (!nearest) {
    throw new ReconError('DATE_INVALID', said('recon.date.notNearMutasiDate', { cell: quoteCell(cell), date: formatMonDate(tanggalMutasi) }));
  }
  return nearest;
}
