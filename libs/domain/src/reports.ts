// The answers of the report endpoints (spec 03 §3), as the server sends them and the pages read them.
// Money is numeric text, never a float.

/** One approved BO row of the Data Player table. */
export interface DataPlayerDetail {
  date: string;
  handler: string | null;
  username: string;
  website: string;
  player_bank_name: string | null;
  player_bank_no: string | null;
  deposit: string;
  withdraw: string;
}

/** GET /api/dataplayer and /api/searchdataplayer. */
export interface DataPlayerAnswer {
  details: DataPlayerDetail[];
  last_page: number;
  /** Rows across all pages, when the server says. */
  total?: number;
}

/** One day of the game-site report. */
export interface GameSiteDay {
  date: string;
  total_deposit: string;
  total_withdraw: string;
  total_transactions: number;
  balance: string;
}

/** GET /api/totaldataplayer: the Data Player summary and the game-site report in one answer. */
export interface GameSiteTotals {
  deposit: string;
  withdraw: string;
  balance: string;
  transactions: number;
  details: GameSiteDay[];
  grand_total_deposit: string;
  grand_total_withdraw: string;
  grand_total_transactions: number;
  total_balance: string;
  last_page: number;
  total?: number;
}

/** Spec 03 §9: Tracking's 'Show N entries per page' (10 at first); the server takes no other size. */
export const TRACKING_PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const TRACKING_DEFAULT_PAGE_SIZE = 10;

/** The tracking website parameter that reads every website's entries (ADMIN only). */
export const TRACKING_EVERY_WEBSITE = 'all';

/** An entry of the activity log (the creation time is spelled tracking_crated_at, an ISO instant). */
export interface TrackingEntry {
  tracking_id: number;
  /** The website code; null for platform-wide entries. */
  tracking_website: string | null;
  tracking_username: string;
  tracking_role: string | null;
  tracking_activity: string;
  tracking_crated_at: string;
  all_data?: number;
}
