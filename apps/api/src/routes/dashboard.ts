import type { FastifyPluginAsync } from 'fastify';
import { ALL_ROLES } from '@checker/auth';
import { API_PATHS, SERIES_DAYS, formatMonDate, jakartaToday, parseIsoDate, toIsoDate, type CalendarDate } from '@checker/domain';
import { DASHBOARD_ROUTES, type BoStatus, type DashboardAnswer, type LastUpload, type PendingReason, type UnclaimedMoney } from '@checker/domain/schemas';
import { PARSERS, isParserId } from '@checker/recon';
import type { Queryable } from '../db/db';
import { signedIn } from '../http/access';
import { typedRoutes } from '../http/typed-routes';
import { SIDES, type Side } from '../matching/sides';
import type { Services } from '../services';

function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

function monDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatMonDate(date) : iso;
}

interface BoCountRow {
  website_id: number;
  day: string;
  matched: number;
  pending: number;
}

/** Approved and pending counts per (website, day): an index-only walk of the (website, date, approve, id) index. */
async function boCounts(q: Queryable, side: Side, websiteIds: readonly number[], from: string, to: string): Promise<BoCountRow[]> {
  const { bo } = SIDES[side];
  const result = await q.query<BoCountRow>(
    `SELECT website_id, ${bo.date}::text AS day, count(*) FILTER (WHERE ${bo.approve})::int AS matched, count(*) FILTER (WHERE NOT ${bo.approve})::int AS pending
       FROM ${bo.table}
      WHERE website_id = ANY($1::int[]) AND ${bo.date} BETWEEN $2::date AND $3::date
      GROUP BY website_id, ${bo.date}`,
    [websiteIds, from, to],
  );
  return result.rows;
}

/** One count of `kind` for a (website, day); `reason` only for the pending rows' counts. */
interface FlagRow {
  website_id: number;
  day: string;
  kind: 'pending' | 'person' | 'unbacked';
  reason: string;
  count: number;
}

/**
 * What the recent days' rows say beyond approved and pending, read per kind so no walk reads the day's
 * rows the checker approved: the pending rows grouped by their reason (numbers read as N, so the
 * groups are kinds, not rows; through the page index's pending rows), and the approved rows a person
 * approved with a statement row (migration 016) or without one (migration 014), through partial
 * indexes of their own. Only the counts travel.
 */
async function flagCounts(q: Queryable, side: Side, websiteIds: readonly number[], days: readonly string[]): Promise<FlagRow[]> {
  const { bo } = SIDES[side];
  const ofDays = `FROM ${bo.table} WHERE website_id = ANY($1::int[]) AND ${bo.date} = ANY($2::date[])`;
  const result = await q.query<FlagRow>(
    `SELECT website_id, day::text, kind, reason, count(*)::int AS count
       FROM (SELECT website_id, ${bo.date} AS day, 'pending' AS kind, regexp_replace(coalesce(match_reason, ''), '[0-9]+', 'N', 'g') AS reason ${ofDays} AND NOT ${bo.approve}
             UNION ALL
             SELECT website_id, ${bo.date}, 'person', '' ${ofDays} AND matched_mutasi_id IS NOT NULL AND approved_by IS NOT NULL
             UNION ALL
             SELECT website_id, ${bo.date}, 'unbacked', '' ${ofDays} AND unbacked_reason IS NOT NULL) AS flagged
      GROUP BY website_id, day, kind, reason`,
    [websiteIds, days],
  );
  return result.rows;
}

/** The pending reasons of one (website, day), most rows first, then by reason. */
function pendingReasons(flags: readonly FlagRow[]): PendingReason[] {
  return flags
    .filter((row) => row.kind === 'pending')
    .map((row) => ({ reason: row.reason, count: row.count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason, 'en'));
}

interface UnclaimedRow {
  website_id: number;
  day: string;
  count: number;
  amount: string;
}

async function unclaimed(q: Queryable, side: Side, websiteIds: readonly number[], days: readonly string[]): Promise<UnclaimedRow[]> {
  const result = await q.query<UnclaimedRow>(
    `SELECT website_id, statement_date::text AS day, count(*)::int AS count, sum(mutasi_amount)::numeric(20, 2)::text AS amount
       FROM ${SIDES[side].mutasi}
      WHERE website_id = ANY($1::int[]) AND statement_date = ANY($2::date[]) AND NOT mutasi_app
      GROUP BY website_id, statement_date`,
    [websiteIds, days],
  );
  return result.rows;
}

interface LastUploadRow extends Omit<LastUpload, 'source' | 'account' | 'uploaded_at'> {
  website_id: number;
  uploaded_at: Date;
  parser_id: string;
  corporate_bank: string | null;
  corporate_account_no: string | null;
  manual_provider: string | null;
}

/** The newest upload of every source (parser, account, manual provider) of each website. */
async function lastUploads(q: Queryable, websiteIds: readonly number[]): Promise<LastUploadRow[]> {
  const result = await q.query<LastUploadRow>(
    `SELECT DISTINCT ON (website_id, source_key)
            website_id, parser_id, kind, transaction_type, corporate_bank, corporate_account_no, manual_provider, file_name,
            statement_date::text AS statement_date, row_count AS rows, inserted_count AS inserted, uploaded_at, uploaded_by_name AS uploaded_by
       FROM uploads
      WHERE website_id = ANY($1::int[])
      ORDER BY website_id, source_key, uploaded_at DESC, id DESC`,
    [websiteIds],
  );
  return result.rows;
}

function sourceOf(row: LastUploadRow): Pick<LastUpload, 'source' | 'account'> {
  const label = isParserId(row.parser_id) ? PARSERS[row.parser_id].label : row.parser_id;
  const account = [row.manual_provider, row.corporate_bank, row.corporate_account_no].filter((part): part is string => Boolean(part));
  return { source: label, account: account.length > 0 ? account.join(' ') : null };
}

const NO_MONEY: UnclaimedMoney = { count: 0, amount: '0.00' };

function keyOf(websiteId: number, day: string): string {
  return `${websiteId}:${day}`;
}

/** The flag counts of each (website, day). */
function flagsByDay(rows: readonly FlagRow[]): Map<string, FlagRow[]> {
  const byDay = new Map<string, FlagRow[]>();
  for (const row of rows) {
    const key = keyOf(row.website_id, row.day);
    const list = byDay.get(key);
    if (list) list.push(row);
    else byDay.set(key, [row]);
  }
  return byDay;
}

/**
 * GET /api/dashboard: for each website the caller may see (every website for ADMIN, their own for
 * CHECKER and CS), today's and yesterday's reconciliation status in Asia/Jakarta days, the newest
 * upload of every source, and a 14-day series of matched and pending BO rows. The counts are the
 * ones View BO and View Mutasi show for the same date and status. Access: every role.
 */
export function dashboardRoutes(services: Services): FastifyPluginAsync {
  const { db } = services;
  return async (fastify) => {
    const app = typedRoutes(fastify);
    app.get(API_PATHS.dashboard, { config: { access: { roles: ALL_ROLES } }, schema: DASHBOARD_ROUTES.dashboard }, async (request): Promise<DashboardAnswer> => {
      const caller = signedIn(request);
      const all = caller.account_role === 'ADMIN';
      const websites = (
        await db.query<{ id: number; code: string; name: string }>(`SELECT id, code, name FROM websites ${all ? '' : 'WHERE id = $1'} ORDER BY code`, all ? [] : [caller.account_website])
      ).rows;
      const today = jakartaToday();
      const yesterday = addDays(today, -1);
      const seriesDays = Array.from({ length: SERIES_DAYS }, (_, index) => toIsoDate(addDays(today, index - SERIES_DAYS + 1)));
      const answer: DashboardAnswer = { today: formatMonDate(today), yesterday: formatMonDate(yesterday), websites: [] };
      if (websites.length === 0) return answer;
      const ids = websites.map((website) => website.id);
      const from = seriesDays[0] as string;
      const to = toIsoDate(today);
      const recent = [to, toIsoDate(yesterday)];

      const deposits = await boCounts(db, 'deposit', ids, from, to);
      const withdrawals = await boCounts(db, 'withdraw', ids, from, to);
      const depositFlags = await flagCounts(db, 'deposit', ids, recent);
      const withdrawFlags = await flagCounts(db, 'withdraw', ids, recent);
      const depositMoney = await unclaimed(db, 'deposit', ids, recent);
      const withdrawMoney = await unclaimed(db, 'withdraw', ids, recent);
      const uploads = await lastUploads(db, ids);

      const index = <T extends { website_id: number; day: string }>(rows: readonly T[]) => new Map(rows.map((row) => [keyOf(row.website_id, row.day), row]));
      const depositBy = index(deposits);
      const withdrawBy = index(withdrawals);
      const depositFlagsBy = flagsByDay(depositFlags);
      const withdrawFlagsBy = flagsByDay(withdrawFlags);
      const depositMoneyBy = index(depositMoney);
      const withdrawMoneyBy = index(withdrawMoney);
      const status = (row: BoCountRow | undefined, flags: readonly FlagRow[] = []): BoStatus => {
        const count = (kind: FlagRow['kind']): number => flags.find((flag) => flag.kind === kind)?.count ?? 0;
        const matched = row?.matched ?? 0;
        return {
          matched,
          pending: row?.pending ?? 0,
          auto: matched - count('person') - count('unbacked'),
          by_person: count('person'),
          unbacked: count('unbacked'),
          pending_reasons: pendingReasons(flags),
        };
      };
      const money = (row: UnclaimedRow | undefined): UnclaimedMoney => (row ? { count: row.count, amount: row.amount } : NO_MONEY);

      answer.websites = websites.map((website) => ({
        website_id: website.id,
        website_code: website.code,
        website_name: website.name,
        days: recent.map((day) => ({
          date: monDate(day),
          bo_deposit: status(depositBy.get(keyOf(website.id, day)), depositFlagsBy.get(keyOf(website.id, day))),
          bo_withdraw: status(withdrawBy.get(keyOf(website.id, day)), withdrawFlagsBy.get(keyOf(website.id, day))),
          mutasi_deposit: money(depositMoneyBy.get(keyOf(website.id, day))),
          mutasi_withdraw: money(withdrawMoneyBy.get(keyOf(website.id, day))),
        })),
        last_uploads: uploads
          .filter((row) => row.website_id === website.id)
          .sort((a, b) => b.uploaded_at.getTime() - a.uploaded_at.getTime())
          .map((row) => ({
            ...sourceOf(row),
            kind: row.kind,
            transaction_type: row.transaction_type,
            file_name: row.file_name,
            statement_date: monDate(row.statement_date),
            rows: row.rows,
            inserted: row.inserted,
            uploaded_at: row.uploaded_at.toISOString(),
            uploaded_by: row.uploaded_by,
          })),
        series: seriesDays.map((day) => {
          const deposit = depositBy.get(keyOf(website.id, day));
          const withdraw = withdrawBy.get(keyOf(website.id, day));
          return { date: monDate(day), matched: (deposit?.matched ?? 0) + (withdraw?.matched ?? 0), pending: (deposit?.pending ?? 0) + (withdraw?.pending ?? 0) };
        }),
      }));
      return answer;
    });
  };
}
