/**
 * GET /api/dashboard's answer (issue 6): written by the server, read by the shell's dashboard. Dates are
 * DD-Mon-YYYY Asia/Jakarta days, money is numeric text, instants are ISO strings in UTC.
 */

/** Days of the matched-versus-pending chart, today included. */
export const SERIES_DAYS = 14;

/** How many pending rows of one side and day carry one reason of the checker. */
export interface PendingReason {
  /** The checker's reason with every number read as N ('ambiguous: N candidates'); '' when a row has none. */
  reason: string;
  count: number;
}

/**
 * BO rows of one side and day, as View BO counts them for status approve and pending. `matched` is
 * `auto` + `by_person` + `unbacked` (DESIGN §6, the books invariant: an approved row is backed by one
 * statement row, or approved without one with a person's reason).
 */
export interface BoStatus {
  matched: number;
  pending: number;
  /** Approved by the checker with the statement row it found. */
  auto: number;
  /** Approved by a person with a statement row (Update, Submit, or proving it with a candidate). */
  by_person: number;
  /** Rows a person approved without a statement row, with a reason. */
  unbacked: number;
  /** The pending rows by the checker's reason, most first, then by reason; the counts add up to `pending`. */
  pending_reasons: PendingReason[];
}

/** Statement rows no BO row claims (View Mutasi status pending) and their sum as numeric text, e.g. '201234.56'. */
export interface UnclaimedMoney {
  count: number;
  amount: string;
}

export interface DashboardDay {
  /** DD-Mon-YYYY, an Asia/Jakarta calendar day. */
  date: string;
  bo_deposit: BoStatus;
  bo_withdraw: BoStatus;
  mutasi_deposit: UnclaimedMoney;
  mutasi_withdraw: UnclaimedMoney;
}

/** The newest upload of one source (parser, account, manual provider) of a website. */
export interface LastUpload {
  source: string;
  kind: string;
  transaction_type: string;
  account: string | null;
  file_name: string;
  statement_date: string;
  rows: number;
  inserted: number;
  /** An ISO instant (UTC). */
  uploaded_at: string;
  uploaded_by: string;
}

export interface SeriesPoint {
  date: string;
  matched: number;
  pending: number;
}

export interface DashboardWebsite {
  website_id: number;
  website_code: string;
  website_name: string;
  /** Today first, then yesterday. */
  days: DashboardDay[];
  /** Newest first. */
  last_uploads: LastUpload[];
  /** The last 14 days, oldest first, every day present. */
  series: SeriesPoint[];
}

/** GET /api/dashboard: the websites the caller may see (all for ADMIN, their own otherwise). */
export interface DashboardAnswer {
  today: string;
  yesterday: string;
  websites: DashboardWebsite[];
}
