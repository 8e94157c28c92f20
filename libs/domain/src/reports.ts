// The report endpoints (spec 03 §3): Data Player's and Game Site's answers are the route schemas' types
// (schemas/reports.ts). Money is numeric text, never a float.

export type { DataPlayerAnswer, DataPlayerDetail, GameSiteDay, GameSiteTotals } from './schemas/reports';
export type { TrackingEntry } from './schemas/tracking';

/** The Data Player page asks for 10, 20, 50 or 100 rows and the totals with 100 (spec 03 §9): the server takes no more. */
export const REPORT_ROWS_MAX = 100;

/** Spec 03 §9: Tracking's 'Show N entries per page' (10 at first); the server takes no other size. */
export const TRACKING_PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const TRACKING_DEFAULT_PAGE_SIZE = 10;

/** The tracking website parameter that reads every website's entries (ADMIN only). */
export const TRACKING_EVERY_WEBSITE = 'all';
