/**
 * GET /api/dashboard's answer (issue 6): written by the server, read by the shell's dashboard; its types
 * are the route schema's (schemas/dashboard.ts). Dates are DD-Mon-YYYY Asia/Jakarta days, money is
 * numeric text, instants are ISO strings in UTC.
 */

export type { BoStatus, DashboardAnswer, DashboardDay, DashboardWebsite, LastUpload, PendingReason, SeriesPoint, UnclaimedMoney } from './schemas/dashboard';

/** Days of the matched-versus-pending chart, today included. */
export const SERIES_DAYS = 14;
