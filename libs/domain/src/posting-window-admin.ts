/**
 * The Posting Window page (issue 16) and GET /api/postingwindow: each statement source's window in
 * working days, which an ADMIN sets or resets to the default, and the public holidays banks do not
 * post on. Written by the server, read by the admin remote. Dates are DD-Mon-YYYY, instants ISO (UTC).
 */

/** The longest holiday name an ADMIN may give. */
export const POSTING_HOLIDAY_NAME_MAX = 100;

import type { PostingSourceWindow } from './schemas/posting-window';

export type { PostingHoliday, PostingSourceWindow, PostingWindowAnswer } from './schemas/posting-window';

/** How the page and the tracking log show a source's window: `2`, or `1 (default)`. */
export function workingDaysText(window: Pick<PostingSourceWindow, 'working_days' | 'is_default'>): string {
  return window.is_default ? `${window.working_days} (default)` : String(window.working_days);
}
