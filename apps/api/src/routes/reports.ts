import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as XLSX from '@e965/xlsx';
import { ALL_ROLES } from '@checker/auth';
import { API_PATHS, formatMonDate, parseMonDate, said, toIsoDate, type CalendarDate } from '@checker/domain';
import { REPORT_ROUTES, type DataPlayerAnswer, type DataPlayerDetail, type GameSiteDay } from '@checker/domain/schemas';
import type { Queryable } from '../db/db';
import { containsPattern } from '../db/search';
import { signedIn } from '../http/access';
import { badRequest } from '../http/errors';
import { pageOf } from '../http/paging';
import { typedRoutes } from '../http/typed-routes';
import { reachableWebsite, type WebsiteRow } from '../http/website-scope';
import { csvLine } from '../upload/convert/workbook';
import type { Services } from '../services';
import { neutralise } from './exports';

/** The spec's words (spec 03), the same in every language. */
export const END_BEFORE_START_MESSAGE = said('server.report.endBeforeStart');
/** A report covers at most a leap year, which bounds the per-day rows a report answers and exports. */
export const REPORT_RANGE_MAX_DAYS = 366;

export interface ReportRange {
  start: CalendarDate;
  end: CalendarDate;
  /** ISO dates for SQL. */
  from: string;
  to: string;
}

function dayNumber(date: CalendarDate): number {
  return Math.floor(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}

function parseReportDate(raw: string, field: string): CalendarDate {
  const date = parseMonDate(raw);
  if (!date) throw badRequest(said('server.report.dateInvalid', { field }));
  return date;
}

/** Start and End Date of a report: real dates, end not before start, at most 366 days. */
export function parseReportRange(startText: string, endText: string): ReportRange {
  const start = parseReportDate(startText, 'start');
  const end = parseReportDate(endText, 'end');
  const days = dayNumber(end) - dayNumber(start) + 1;
  if (days < 1) throw badRequest(END_BEFORE_START_MESSAGE);
  if (days > REPORT_RANGE_MAX_DAYS) throw badRequest(said('server.report.rangeTooLong', { max: REPORT_RANGE_MAX_DAYS, days }));
  return { start, end, from: toIsoDate(start), to: toIsoDate(end) };
}

function lastPage(total: number, rows: number): number {
  return Math.max(1, Math.ceil(total / rows));
}

/**
 * Approved BO rows of one website and range, one SELECT per side; the dates are the Jakarta calendar
 * dates the rows are checked under. $1 website id, $2/$3 ISO range, $4 optional ILIKE pattern on the
 * username. Both walk the partial report indexes (website, date, id) WHERE approved.
 */
function approvedRows(withUsername: boolean): { deposit: string; withdraw: string } {
  const depositUser = withUsername ? ` AND d.user_name ILIKE $4 ESCAPE '\\'` : '';
  const withdrawUser = withUsername ? ` AND w.wd_username ILIKE $4 ESCAPE '\\'` : '';
  return {
    deposit: `SELECT d.bank_statement_date AS day, 0 AS side, d.bo_id AS id, d.bo_handler AS handler, d.user_name AS username, d.player_bank AS player_bank,
                     d.depo_amount AS deposit, 0::numeric(18, 2) AS withdraw
                FROM bo_deposit d
               WHERE d.website_id = $1 AND d.bank_statement_date BETWEEN $2::date AND $3::date AND d.bo_approve${depositUser}`,
    withdraw: `SELECT w.wd_bank_date AS day, 1 AS side, w.wd_bo_id AS id, w.wd_handler AS handler, w.wd_username AS username, w.wd_player_bank AS player_bank,
                      0::numeric(18, 2) AS deposit, w.wd_amount AS withdraw
                 FROM bo_withdraw w
                WHERE w.website_id = $1 AND w.wd_bank_date BETWEEN $2::date AND $3::date AND w.wd_bo_approve${withdrawUser}`,
  };
}

/**
 * The count and amount deltas of the approved BO rows of one website and range (migrations 006 and
 * 010): a few rows per day and side, whose sums are the rows' count and amount. $1 website id, $2/$3
 * ISO range.
 */
const approvedDeltas = `SELECT table_name, day, delta, amount FROM review_counts
  WHERE table_name IN ('bo_deposit', 'bo_withdraw') AND website_id = $1 AND day BETWEEN $2::date AND $3::date AND approved`;

/** One page of the Data Player table: one row per approved BO row, by date, deposits before withdrawals. */
export async function dataPlayerPage(q: Queryable, website: Pick<WebsiteRow, 'id' | 'code'>, range: ReportRange, username: string | null, rows: number, page: number): Promise<DataPlayerAnswer> {
  const params: unknown[] = [website.id, range.from, range.to];
  if (username !== null) params.push(containsPattern(username));
  const side = approvedRows(username !== null);
  // Without a username the total is the approved rows' count deltas (migration 006), not a count of the rows.
  const count =
    username === null
      ? await q.query<{ total: number }>(`SELECT COALESCE(sum(delta), 0)::int AS total FROM (${approvedDeltas}) c`, params)
      : await q.query<{ total: number }>(`SELECT ((SELECT count(*) FROM (${side.deposit}) d) + (SELECT count(*) FROM (${side.withdraw}) w))::int AS total`, params);
  const total = count.rows[0]?.total ?? 0;
  const { limit, offset } = pageOf(rows, page);
  const n = params.length;
  // Each side hands over only the rows up to the end of the page, in index order, and the two are merged.
  const upTo = `LIMIT $${n + 1}::int + $${n + 2}::int`;
  // Player Bank reads `BANK - number - holder` (Nexus) or `BANK - number` (Luxe).
  const found = await q.query<DataPlayerDetail>(
    `SELECT to_char(r.day, 'DD-Mon-YYYY') AS date, r.handler, r.username, $${n + 3}::text AS website,
            NULLIF(trim(split_part(r.player_bank, ' - ', 1)), '') AS player_bank_name,
            NULLIF(trim(split_part(r.player_bank, ' - ', 2)), '') AS player_bank_no,
            r.deposit::text AS deposit, r.withdraw::text AS withdraw
       FROM ((${side.deposit} ORDER BY day, id ${upTo}) UNION ALL (${side.withdraw} ORDER BY day, id ${upTo})) r
      ORDER BY r.day, r.side, r.id
      LIMIT $${n + 1}::int OFFSET $${n + 2}::int`,
    [...params, limit, offset, website.code],
  );
  return { details: found.rows, last_page: lastPage(total, rows), total };
}

export interface GameSiteReport {
  /** Every day of the range, oldest first; a day without approved rows has zeros. */
  days: GameSiteDay[];
  deposit: string;
  withdraw: string;
  balance: string;
  transactions: number;
}

interface ReportRow extends GameSiteDay {
  grand: boolean;
}

/**
 * Per-day sums and the grand total in one pass (GROUPING SETS) over the approved rows' deltas: every
 * amount is added up by the database as numeric, never in JavaScript. Every day of the range is
 * listed, with zeros where nothing was approved, so a missing day reads as a day without money.
 */
export async function gameSiteReport(q: Queryable, websiteId: number, range: ReportRange): Promise<GameSiteReport> {
  const result = await q.query<ReportRow>(
    `WITH sums AS (
       SELECT day, sum(amount) FILTER (WHERE table_name = 'bo_deposit') AS deposit, sum(amount) FILTER (WHERE table_name = 'bo_withdraw') AS withdraw, sum(delta) AS n
         FROM (${approvedDeltas}) c
        GROUP BY day
     ), per_day AS (
       SELECT d::date AS day, COALESCE(s.deposit, 0) AS deposit, COALESCE(s.withdraw, 0) AS withdraw, COALESCE(s.n, 0) AS n
         FROM generate_series($2::date, $3::date, interval '1 day') d
         LEFT JOIN sums s ON s.day = d::date
     )
     SELECT GROUPING(day) = 1 AS grand, to_char(day, 'DD-Mon-YYYY') AS date,
            COALESCE(sum(deposit), 0)::numeric(20, 2)::text AS total_deposit,
            COALESCE(sum(withdraw), 0)::numeric(20, 2)::text AS total_withdraw,
            COALESCE(sum(n), 0)::int AS total_transactions,
            (COALESCE(sum(deposit), 0) - COALESCE(sum(withdraw), 0))::numeric(20, 2)::text AS balance
       FROM per_day
      GROUP BY GROUPING SETS ((day), ())
      ORDER BY grand, day`,
    [websiteId, range.from, range.to],
  );
  const days = result.rows
    .filter((row) => !row.grand)
    .map((row) => ({ date: row.date, total_deposit: row.total_deposit, total_withdraw: row.total_withdraw, total_transactions: row.total_transactions, balance: row.balance }));
  const grand = result.rows.find((row) => row.grand);
  return {
    days,
    deposit: grand?.total_deposit ?? '0.00',
    withdraw: grand?.total_withdraw ?? '0.00',
    balance: grand?.balance ?? '0.00',
    transactions: grand?.total_transactions ?? 0,
  };
}

export const REPORT_COLUMNS = ['date', 'total_deposit', 'total_withdraw', 'total_transactions', 'balance'] as const;
const MONEY_COLUMNS = new Set<string>(['total_deposit', 'total_withdraw', 'balance']);
/** The label of the grand-total line in the exported files. */
export const GRAND_TOTAL_LABEL = 'TOTAL';

function exportLines(report: GameSiteReport): GameSiteDay[] {
  return [
    ...report.days,
    { date: GRAND_TOTAL_LABEL, total_deposit: report.deposit, total_withdraw: report.withdraw, total_transactions: report.transactions, balance: report.balance },
  ];
}

function reportCsv(report: GameSiteReport): Buffer {
  const lines = [csvLine([...REPORT_COLUMNS])];
  // Only the date column is text; money stays the exact numeric text (a negative balance is a number, not a formula).
  for (const line of exportLines(report)) lines.push(csvLine([neutralise(line.date), line.total_deposit, line.total_withdraw, String(line.total_transactions), line.balance]));
  // The BOM makes Excel read the file as UTF-8.
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** A real workbook: money as numbers shown with two decimals, counts as whole numbers, text neutralised. */
function reportXlsx(report: GameSiteReport, sheetName: string): Buffer {
  const header: XLSX.CellObject[] = REPORT_COLUMNS.map((column) => ({ t: 's', v: column }));
  const body = exportLines(report).map((line) =>
    REPORT_COLUMNS.map((column): XLSX.CellObject => {
      if (column === 'date') return { t: 's', v: neutralise(line.date) };
      if (column === 'total_transactions') return { t: 'n', v: line.total_transactions, z: '0' };
      return { t: 'n', v: Number(line[column]), z: '#,##0.00' };
    }),
  );
  const sheet = XLSX.utils.aoa_to_sheet([header, ...body]);
  sheet['!cols'] = REPORT_COLUMNS.map((column) => ({ wch: MONEY_COLUMNS.has(column) ? 18 : 14 }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, sheetName.slice(0, 31));
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

const FORMATS = {
  csv: { path: API_PATHS.gameSiteCsv, contentType: 'text/csv; charset=utf-8' },
  xlsx: { path: API_PATHS.gameSiteXlsx, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
} as const;

export function reportFileName(website: Pick<WebsiteRow, 'code'>, range: ReportRange, format: keyof typeof FORMATS): string {
  return `gamesite_${website.code}_${formatMonDate(range.start)}_to_${formatMonDate(range.end)}.${format}`;
}

function sendFile(reply: FastifyReply, fileName: string, contentType: string, bytes: Buffer): FastifyReply {
  reply.header('content-type', contentType);
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return reply.send(bytes);
}

/**
 * Data Player and the Game Site report (spec 03 §2, §7). Every figure comes from approved BO rows
 * (deposits and withdrawals) whose Jakarta date lies in the range. Access: every role, each only
 * within its website scope (ADMIN every website; CHECKER and CS their own, 403 otherwise). The
 * website is its code in any case (or its id). Money travels as numeric text with two decimals.
 */
export function reportRoutes(services: Services): FastifyPluginAsync {
  const { db } = services;
  return async (fastify) => {
    const app = typedRoutes(fastify);
    app.get(
      API_PATHS.dataPlayer,
      { config: { access: { roles: ALL_ROLES } }, schema: REPORT_ROUTES.dataPlayer },
      async (request) => {
        const { params } = request;
        const range = parseReportRange(params.start, params.end);
        const website = await reachableWebsite(db, signedIn(request), params.website);
        return dataPlayerPage(db, website, range, null, params.rows, params.page);
      },
    );

    app.get(
      API_PATHS.searchDataPlayer,
      { config: { access: { roles: ALL_ROLES } }, schema: REPORT_ROUTES.searchDataPlayer },
      async (request) => {
        const { params } = request;
        const username = params.username.trim();
        if (username === '') throw badRequest(said('server.request.empty', { field: 'username' }));
        const range = parseReportRange(params.start, params.end);
        const website = await reachableWebsite(db, signedIn(request), params.website);
        return dataPlayerPage(db, website, range, username, params.rows, params.page);
      },
    );

    app.get(
      API_PATHS.gameSiteTotals,
      { config: { access: { roles: ALL_ROLES } }, schema: REPORT_ROUTES.gameSiteTotals },
      async (request) => {
        const { params } = request;
        const range = parseReportRange(params.start, params.end);
        const website = await reachableWebsite(db, signedIn(request), params.website);
        const report = await gameSiteReport(db, website.id, range);
        const { limit, offset } = pageOf(params.rows, params.page);
        return {
          deposit: report.deposit,
          withdraw: report.withdraw,
          balance: report.balance,
          transactions: report.transactions,
          details: report.days.slice(offset, offset + limit),
          grand_total_deposit: report.deposit,
          grand_total_withdraw: report.withdraw,
          grand_total_transactions: report.transactions,
          total_balance: report.balance,
          last_page: lastPage(report.days.length, params.rows),
          total: report.days.length,
        };
      },
    );

    for (const [format, entry] of Object.entries(FORMATS) as Array<[keyof typeof FORMATS, (typeof FORMATS)[keyof typeof FORMATS]]>) {
      app.post(
        entry.path,
        { config: { access: { roles: ALL_ROLES } }, schema: REPORT_ROUTES.exportGameSite },
        async (request, reply) => {
          const range = parseReportRange(request.body.start, request.body.end);
          const website = await reachableWebsite(db, signedIn(request), request.body.group);
          const report = await gameSiteReport(db, website.id, range);
          const bytes = format === 'csv' ? reportCsv(report) : reportXlsx(report, `gamesite ${website.code}`);
          return sendFile(reply, reportFileName(website, range, format), entry.contentType, bytes);
        },
      );
    }
  };
}
