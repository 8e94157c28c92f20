/**
 * GET /api/dashboard (issue 6): written by the server, read by the shell's dashboard. Dates are
 * DD-Mon-YYYY Asia/Jakarta days, money is numeric text, instants are ISO strings in UTC.
 */
import { Exact, Nullable, Type, type Static } from './common';

/** How many pending rows of one side and day carry one reason of the checker. */
export const PendingReason = Exact({
  /** The checker's reason with every number read as N ('ambiguous: N candidates'); '' when a row has none. */
  reason: Type.String(),
  count: Type.Integer(),
});
export type PendingReason = Static<typeof PendingReason>;

/**
 * BO rows of one side and day, as View BO counts them for status approve and pending. `matched` is
 * `auto` + `by_person` + `unbacked` (DESIGN §6, the books invariant: an approved row is backed by one
 * statement row, or approved without one with a person's reason).
 */
export const BoStatus = Exact({
  matched: Type.Integer(),
  pending: Type.Integer(),
  /** Approved by the checker with the statement row it found. */
  auto: Type.Integer(),
  /** Approved by a person with a statement row (Update, Submit, or proving it with a candidate). */
  by_person: Type.Integer(),
  /** Rows a person approved without a statement row, with a reason. */
  unbacked: Type.Integer(),
  /** The pending rows by the checker's reason, most first, then by reason; the counts add up to `pending`. */
  pending_reasons: Type.Array(PendingReason),
});
export type BoStatus = Static<typeof BoStatus>;

/** Statement rows no BO row claims (View Mutasi status pending) and their sum as numeric text, e.g. '201234.56'. */
export const UnclaimedMoney = Exact({
  count: Type.Integer(),
  amount: Type.String(),
});
export type UnclaimedMoney = Static<typeof UnclaimedMoney>;

export const DashboardDay = Exact({
  /** DD-Mon-YYYY, an Asia/Jakarta calendar day. */
  date: Type.String(),
  bo_deposit: BoStatus,
  bo_withdraw: BoStatus,
  mutasi_deposit: UnclaimedMoney,
  mutasi_withdraw: UnclaimedMoney,
});
export type DashboardDay = Static<typeof DashboardDay>;

/** The newest upload of one source (parser, account, manual provider) of a website. */
export const LastUpload = Exact({
  source: Type.String(),
  kind: Type.String(),
  transaction_type: Type.String(),
  account: Nullable(Type.String()),
  file_name: Type.String(),
  statement_date: Type.String(),
  rows: Type.Integer(),
  inserted: Type.Integer(),
  /** An ISO instant (UTC). */
  uploaded_at: Type.String(),
  uploaded_by: Type.String(),
});
export type LastUpload = Static<typeof LastUpload>;

export const SeriesPoint = Exact({
  date: Type.String(),
  matched: Type.Integer(),
  pending: Type.Integer(),
});
export type SeriesPoint = Static<typeof SeriesPoint>;

export const DashboardWebsite = Exact({
  website_id: Type.Integer(),
  website_code: Type.String(),
  website_name: Type.String(),
  /** Today first, then yesterday. */
  days: Type.Array(DashboardDay),
  /** Newest first. */
  last_uploads: Type.Array(LastUpload),
  /** The last 14 days (SERIES_DAYS), oldest first, every day present. */
  series: Type.Array(SeriesPoint),
});
export type DashboardWebsite = Static<typeof DashboardWebsite>;

/** GET /api/dashboard: the websites the caller may see (all for ADMIN, their own otherwise). */
export const DashboardAnswer = Exact({
  today: Type.String(),
  yesterday: Type.String(),
  websites: Type.Array(DashboardWebsite),
});
export type DashboardAnswer = Static<typeof DashboardAnswer>;

export const DASHBOARD_ROUTES = {
  dashboard: { response: { 200: DashboardAnswer } },
} as const;
