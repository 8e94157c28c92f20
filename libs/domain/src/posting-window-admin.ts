/**
 * The Posting Window page (issue 16) and GET /api/postingwindow: each statement source's window in
 * working days, which an ADMIN sets or resets to the default, and the public holidays banks do not
 * post on. Written by the server, read by the admin remote. Dates are DD-Mon-YYYY, instants ISO (UTC).
 */

/** The longest holiday name an ADMIN may give. */
export const POSTING_HOLIDAY_NAME_MAX = 100;

export interface PostingSourceWindow {
  /** As the checker's reasons name it: the akun bank's bank (`BCA`) or the gateway's name (`QRIS Solita`). */
  source: string;
  working_days: number;
  /** True when no ADMIN has set this source: it uses DEFAULT_POSTING_WORKING_DAYS. */
  is_default: boolean;
  /** Account id of the ADMIN who set it, null for the default. */
  edited_by: number | null;
  edited_at: string | null;
}

export interface PostingHoliday {
  /** DD-Mon-YYYY. */
  date: string;
  name: string;
  /** Account id of the ADMIN who added it, null for the holidays the migration seeded. */
  created_by: number | null;
  created_at: string;
}

/** GET /api/postingwindow: every source in name order, then the holidays in date order. */
export interface PostingWindowAnswer {
  default_working_days: number;
  max_working_days: number;
  sources: PostingSourceWindow[];
  holidays: PostingHoliday[];
}

/** How the page and the tracking log show a source's window: `2`, or `1 (default)`. */
export function workingDaysText(window: Pick<PostingSourceWindow, 'working_days' | 'is_default'>): string {
  return window.is_default ? `${window.working_days} (default)` : String(window.working_days);
}
