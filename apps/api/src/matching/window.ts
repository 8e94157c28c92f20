import { earlierDatesOfAnySource, laterDatesOfAnySource, type PostingWindow } from '@checker/domain';
import type { Queryable } from '../db/db';

/** The posting window as an ADMIN keeps it (migration 015): each source's working days and the holidays. */
export async function readPostingWindow(q: Queryable): Promise<PostingWindow> {
  const [sources, holidays] = await Promise.all([
    q.query<{ source: string; working_days: number }>('SELECT source, working_days FROM posting_windows'),
    q.query<{ holiday: string }>("SELECT to_char(holiday, 'YYYY-MM-DD') AS holiday FROM posting_holidays"),
  ]);
  return {
    workingDays: new Map(sources.rows.map((row) => [row.source, Number(row.working_days)])),
    holidays: new Set(holidays.rows.map((row) => row.holiday)),
  };
}

export const sortedDates = (dates: Iterable<string>): string[] => [...new Set(dates)].sort();

/** The BO days whose rows a change on `dates` may prove with a later credit: the days themselves and those whose window reaches them. */
export function focusDays(window: PostingWindow, dates: readonly string[]): string[] {
  return sortedDates([...dates, ...dates.flatMap((date) => earlierDatesOfAnySource(window, date))]);
}

/**
 * Every (website, side) date a next-day pass over `dates` reads: the focus BO days, the later days
 * their credits may be posted on, and the other BO days that could claim those credits. Whoever
 * decides rows of `dates` locks all of them, in one sorted order (lockMatchScopes).
 */
export function postingNeighbourhood(window: PostingWindow, dates: readonly string[]): string[] {
  const focus = focusDays(window, dates);
  const credits = sortedDates(focus.flatMap((date) => laterDatesOfAnySource(window, date)));
  return sortedDates([...focus, ...credits, ...credits.flatMap((date) => earlierDatesOfAnySource(window, date))]);
}
