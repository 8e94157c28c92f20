/**
 * Next-day postings (issue 16): a bank may post a late-evening transfer on a later day's statement.
 * A BO row of day D may be proved by a credit dated after D up to and including the N-th working day
 * after D, where N is the statement source's window (default 1: the next working day; Saturday, Sunday
 * and the public holidays an ADMIN keeps are not working days, so a Friday's window reaches Monday).
 */
export const DEFAULT_POSTING_WORKING_DAYS = 1;
/** The longest window an ADMIN may set; it also bounds how far an upload looks back or ahead. */
export const MAX_POSTING_WORKING_DAYS = 5;

/** The window a source uses: its own number of working days, or the default. */
export interface PostingWindow {
  workingDays: ReadonlyMap<string, number>;
  /** ISO dates banks do not post on besides Saturday and Sunday. */
  holidays: ReadonlySet<string>;
}

const DAY_MS = 86_400_000;

function isoPlusDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function isWorkingDay(isoDate: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(isoDate);
}

export function workingDaysOf(window: PostingWindow, source: string): number {
  return window.workingDays.get(source) ?? DEFAULT_POSTING_WORKING_DAYS;
}

/** The days after `isoDate`, in order, on whose statements a credit for a BO row of `isoDate` may be posted. */
export function laterPostingDates(isoDate: string, workingDays: number, holidays: ReadonlySet<string>): string[] {
  const dates: string[] = [];
  let working = 0;
  for (let offset = 1; working < workingDays; offset += 1) {
    const date = isoPlusDays(isoDate, offset);
    dates.push(date);
    if (isWorkingDay(date, holidays)) working += 1;
  }
  return dates;
}

/** Whether a credit of `creditDate` from `source` may prove a BO row of `boDate`. */
export function withinPostingWindow(window: PostingWindow, source: string, boDate: string, creditDate: string): boolean {
  return laterPostingDates(boDate, workingDaysOf(window, source), window.holidays).includes(creditDate);
}

function widest(window: PostingWindow): number {
  return Math.max(DEFAULT_POSTING_WORKING_DAYS, ...window.workingDays.values());
}

/** Every later day some source's window reaches from a BO row of `isoDate` (the statement days a BO upload revisits). */
export function laterDatesOfAnySource(window: PostingWindow, isoDate: string): string[] {
  return laterPostingDates(isoDate, widest(window), window.holidays);
}

/** Every earlier day whose BO rows some source's window lets a credit of `isoDate` prove (the BO days a statement upload revisits). */
export function earlierDatesOfAnySource(window: PostingWindow, isoDate: string): string[] {
  const most = widest(window);
  const dates: string[] = [];
  // A window of N working days spans at most N working days plus the weekends and holidays between them.
  for (let back = 1; back <= most * 7 + window.holidays.size && dates.length < 60; back += 1) {
    const date = isoPlusDays(isoDate, -back);
    const reach = laterPostingDates(date, most, window.holidays);
    if (reach.includes(isoDate)) dates.push(date);
    else if ((reach[reach.length - 1] ?? date) < isoDate) break;
  }
  return dates.reverse();
}

/**
 * Banks post a transfer made after their evening cut-off on the next working day's statement, and
 * one made on a weekend or holiday on the next working day's too (Jakarta time).
 */
export const POSTING_CUTOFF_JAKARTA = '21:00';

/**
 * The earlier BO days whose requests may have money on `isoDate`'s statement, split by how much of
 * each day counts: a non-working day whole (`wholeDays`), a working day only after the cut-off (`lateDays`).
 */
export function earlierRequestDays(window: PostingWindow, isoDate: string): { wholeDays: string[]; lateDays: string[] } {
  const wholeDays: string[] = [];
  const lateDays: string[] = [];
  for (const date of earlierDatesOfAnySource(window, isoDate)) (isWorkingDay(date, window.holidays) ? lateDays : wholeDays).push(date);
  return { wholeDays, lateDays };
}

/** Whether a request of `isoDate` at Jakarta time `localTime` (HH:MM) may have its money posted on a later day's statement. */
export function isLateRequest(window: PostingWindow, isoDate: string, localTime: string): boolean {
  return !isWorkingDay(isoDate, window.holidays) || localTime >= POSTING_CUTOFF_JAKARTA;
}
