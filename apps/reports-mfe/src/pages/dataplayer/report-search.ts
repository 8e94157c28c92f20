import type { ReportRange, WebsiteOption } from '@checker/api';
import { formatMonDate, toIsoDate, type CalendarDate } from '@checker/domain';

export type ReportMode = 'dataplayer' | 'gamesite';

/** Spec 03 §9: the Data Player table pages by 10, 20, 50 or 100 rows, 50 at first. */
export const DATA_PLAYER_PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
export const DATA_PLAYER_DEFAULT_PAGE_SIZE = 50;
/** Spec 03 §9: the totals (and the game-site report) are asked with 100 rows, page 1. */
export const TOTALS_ROWS = 100;
/** Spec 02/03: up to 5 page buttons, the first and the last among them. */
export const REPORT_PAGE_BUTTONS = 5;
/** Shown in a summary card while its figure loads (spec 03 §2): an ellipsis, no words. */
export const LOADING_FIGURE = '…';

/** What the last Search asked for; results show it until the next Search. */
export interface ReportSearch {
  mode: ReportMode;
  website: WebsiteOption;
  start: CalendarDate;
  end: CalendarDate;
  /** Counts the Searches, so pressing Search again reloads even when nothing changed. */
  run: number;
}

export function endBeforeStart(start: CalendarDate | null, end: CalendarDate | null): boolean {
  return start !== null && end !== null && toIsoDate(end) < toIsoDate(start);
}

/** The path parameters of a search: the website code and DD-Mon-YYYY dates. */
export function rangeOf(search: ReportSearch): ReportRange {
  return { website: search.website.website_code, start: formatMonDate(search.start), end: formatMonDate(search.end) };
}
