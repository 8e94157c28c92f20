/** Dates travel in paths and bodies as D-Mon-YYYY or DD-Mon-YYYY with English month abbreviations. */
export const MONTH_ABBR = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface CalendarDate {
  year: number;
  month: number; // 1..12
  day: number;
}

const MON_DATE = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses `5-Jan-2025` or `05-Jan-2025` (month case-insensitive); null when not a real date. */
export function parseMonDate(text: string): CalendarDate | null {
  const match = MON_DATE.exec(text.trim());
  if (!match) return null;
  const [, dayText, monText, yearText] = match as unknown as [string, string, string, string];
  const monthIndex = MONTH_ABBR.findIndex((m) => m.toLowerCase() === monText.toLowerCase());
  if (monthIndex < 0) return null;
  const year = Number(yearText);
  const month = monthIndex + 1;
  const day = Number(dayText);
  if (year < 1900 || year > 2999 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** `05-Jan-2025` (padded = true, uploads and exports) or `5-Jan-2025` (views). */
export function formatMonDate(date: CalendarDate, padded = true): string {
  const day = padded ? String(date.day).padStart(2, '0') : String(date.day);
  return `${day}-${MONTH_ABBR[date.month - 1]}-${date.year}`;
}

/** ISO `YYYY-MM-DD`, the form the database stores. */
export function toIsoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A stored ISO day as messages and reasons write it (`05-Mar-2025`); text that is not an ISO day is kept as it is. */
export function formatIsoAsMonDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  return date ? formatMonDate(date) : isoDate;
}
