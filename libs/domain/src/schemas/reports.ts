/**
 * Data Player and the Game Site report with its exports (spec 03 §2, §3, §7). Dates travel as DD-Mon-YYYY
 * text; money is numeric text with two decimals, never a float.
 */
import { REPORT_ROWS_MAX } from '../reports';
import { Exact, FileAnswer, Nullable, PageNumber, Text, Type, type Static } from './common';

/** A report's website (its code, or its id) and range, in the path. */
const ReportPageParams = {
  website: Text(40),
  start: Text(20),
  end: Text(20),
  rows: Type.Integer({ minimum: 1, maximum: REPORT_ROWS_MAX }),
  page: PageNumber,
};

/** The path of GET /api/dataplayer and /api/totaldataplayer. */
export const ReportParams = Type.Object(ReportPageParams);
export type ReportParams = Static<typeof ReportParams>;

/** One approved BO row of the Data Player table. */
export const DataPlayerDetail = Exact({
  date: Type.String(),
  handler: Nullable(Type.String()),
  username: Type.String(),
  website: Type.String(),
  player_bank_name: Nullable(Type.String()),
  player_bank_no: Nullable(Type.String()),
  deposit: Type.String(),
  withdraw: Type.String(),
});
export type DataPlayerDetail = Static<typeof DataPlayerDetail>;

/** GET /api/dataplayer and /api/searchdataplayer. */
export const DataPlayerAnswer = Exact({
  details: Type.Array(DataPlayerDetail),
  last_page: Type.Integer(),
  /** Rows across all pages. */
  total: Type.Integer(),
});
export type DataPlayerAnswer = Static<typeof DataPlayerAnswer>;

/** One day of the game-site report. */
export const GameSiteDay = Exact({
  date: Type.String(),
  total_deposit: Type.String(),
  total_withdraw: Type.String(),
  total_transactions: Type.Integer(),
  balance: Type.String(),
});
export type GameSiteDay = Static<typeof GameSiteDay>;

/** GET /api/totaldataplayer: the Data Player summary and the game-site report in one answer. */
export const GameSiteTotals = Exact({
  deposit: Type.String(),
  withdraw: Type.String(),
  balance: Type.String(),
  transactions: Type.Integer(),
  /** One page of the range's days. */
  details: Type.Array(GameSiteDay),
  grand_total_deposit: Type.String(),
  grand_total_withdraw: Type.String(),
  grand_total_transactions: Type.Integer(),
  total_balance: Type.String(),
  last_page: Type.Integer(),
  /** Days in the range. */
  total: Type.Integer(),
});
export type GameSiteTotals = Static<typeof GameSiteTotals>;

/** POST body of the game-site exports (spec 03 §3 Export request): DD-Mon-YYYY dates and the website code. */
export const GameSiteExportRequest = Exact({ start: Text(20), end: Text(20), group: Text(40) });
export type GameSiteExportRequest = Static<typeof GameSiteExportRequest>;

export const REPORT_ROUTES = {
  dataPlayer: { params: ReportParams, response: { 200: DataPlayerAnswer } },
  searchDataPlayer: { params: Type.Object({ username: Text(100), ...ReportPageParams }), response: { 200: DataPlayerAnswer } },
  gameSiteTotals: { params: ReportParams, response: { 200: GameSiteTotals } },
  /** The CSV and XLSX exports. */
  exportGameSite: { body: GameSiteExportRequest, response: { 200: FileAnswer } },
} as const;
