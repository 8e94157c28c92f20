import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ROLES } from '@checker/auth';
import { ANSWER_LANGUAGE, API_PATHS, deletedBreakdown, formatMessage, formatMonDate, laterDatesOfAnySource, parseMonDate, said, saidFields, toIsoDate, totalDeleted } from '@checker/domain';
import { DELETION_ROUTES, type DeletedTableCounts } from '@checker/domain/schemas';
import type { Queryable } from '../db/db';
import { lockMatchScopes, lockUploadScopes, uploadScopeKey } from '../db/scope-locks';
import { signedIn } from '../http/access';
import { HttpError, badRequest, notFound } from '../http/errors';
import { typedRoutes } from '../http/typed-routes';
import { reachableWebsite, type WebsiteRow } from '../http/website-scope';
import { proveLaterPostings } from '../matching/later';
import { NO_MUTASI_ROW } from '../matching/decision';
import { matchScope, rematchAmounts } from '../matching/run';
import { SIDES, type Side } from '../matching/sides';
import { readPostingWindow } from '../matching/window';
import type { Services } from '../services';
import { trackBy } from '../tracking';

/** Uploaded data may be deleted for this long after its upload (spec 03 §5, DESIGN §5). */
export const DELETE_WINDOW_HOURS = 24;
const RECENT = `u.uploaded_at >= now() - interval '${DELETE_WINDOW_HOURS} hours'`;
const OLDER = `u.uploaded_at < now() - interval '${DELETE_WINDOW_HOURS} hours'`;

/**
 * The stored reason of a person's approval whose statement row a Delete removed (match.removedByDelete):
 * its text around the approval's reason and the row's id, which the UPDATE puts in row by row.
 */
const [, REMOVED_BEFORE_ID = '', REMOVED_AFTER_ID = ''] = formatMessage(ANSWER_LANGUAGE, 'match.removedByDelete', { reason: '{reason}', id: '{id}', hours: DELETE_WINDOW_HOURS }).split(/\{reason\}|\{id\}/);

/** The row tables of one side with the date column each is filed under. */
function tablesOf(side: Side): Array<{ table: keyof DeletedTableCounts; date: string }> {
  const { bo, mutasi } = SIDES[side];
  return [
    { table: bo.table, date: bo.date },
    { table: mutasi, date: 'statement_date' },
  ];
}

const ALL_TABLES = [...tablesOf('deposit'), ...tablesOf('withdraw')];

async function countOf(tx: Queryable, sql: string, params: readonly unknown[]): Promise<number> {
  return (await tx.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;
}

/** Rows a deletion sent back to pending or unclaimed: how many, and the (day, amount)s the checker must decide again. */
interface Reopened {
  n: number;
  days: Array<{ day: string; amount: string }>;
}

const REOPENED_SUMMARY = `SELECT count(*)::int AS n, coalesce(jsonb_agg(DISTINCT jsonb_build_object('day', day, 'amount', amount)), '[]'::jsonb) AS days FROM reopened`;

async function reopenedOf(tx: Queryable, sql: string, params: readonly unknown[]): Promise<Reopened> {
  const row = (await tx.query<{ n: number; days: Reopened['days'] | string }>(sql, params)).rows[0];
  const days = typeof row?.days === 'string' ? (JSON.parse(row.days) as Reopened['days']) : (row?.days ?? []);
  return { n: row?.n ?? 0, days };
}

/**
 * Serialises with every upload of these (website, date) scopes (the count-aware duplicate check
 * must not see rows vanish under it) and with the checker and manual edits of both sides.
 */
async function lockScopes(tx: Queryable, websiteId: number, isoDate: string): Promise<void> {
  const sources = await tx.query<{ table_name: string; source_key: string }>(
    ALL_TABLES.map(
      ({ table, date }) => `SELECT DISTINCT '${table}' AS table_name, u.source_key FROM ${table} r JOIN uploads u ON u.id = r.upload_id WHERE r.website_id = $1 AND r.${date} = $2::date`,
    ).join(' UNION '),
    [websiteId, isoDate],
  );
  await lockUploadScopes(
    tx,
    sources.rows.map((row) => uploadScopeKey(websiteId, row.table_name, row.source_key, isoDate)),
  );
  await lockMatchScopes(tx, websiteId, 'deposit', [isoDate]);
  await lockMatchScopes(tx, websiteId, 'withdraw', [isoDate]);
}

interface SideResult {
  mutasiReopened: number;
  boReopened: number;
  boUnbacked: number;
  /** Kept rows of any day sent back to pending or unclaimed: the checker decides them again. */
  reopened: Reopened['days'];
}

/**
 * Undoes the pairs that cross the 24-hour line or the day (a next-day posting), then deletes the recent rows: a kept statement row
 * claimed by a deleted BO row is unclaimed again; a kept BO row that the checker approved on a
 * deleted statement row's proof goes back to pending; one a person approved stays approved, now
 * without a statement row, its reason naming the deleted row (the books invariant, migration 014).
 */
async function deleteSide(tx: Queryable, side: Side, websiteId: number, isoDate: string, deleted: DeletedTableCounts): Promise<SideResult> {
  const { bo, mutasi } = SIDES[side];
  const params = [websiteId, isoDate];
  const doomedBo = `SELECT b.${bo.id} AS id, b.matched_mutasi_id FROM ${bo.table} b JOIN uploads u ON u.id = b.upload_id
                     WHERE b.website_id = $1 AND b.${bo.date} = $2::date AND ${RECENT}`;
  const doomedMutasi = `SELECT m.mutasi_id AS id, m.matched_bo_id FROM ${mutasi} m JOIN uploads u ON u.id = m.upload_id
                         WHERE m.website_id = $1 AND m.statement_date = $2::date AND ${RECENT}`;
  const mutasiReopened = await reopenedOf(
    tx,
    `WITH doomed AS (${doomedBo}),
          reopened AS (
            UPDATE ${mutasi} m
               SET mutasi_app = false, mutasi_ketapp = NULL, mutasi_ticket = NULL, mutasi_app_date = NULL, match_rule = NULL, match_reason = NULL, matched_bo_id = NULL
              FROM uploads u
             WHERE u.id = m.upload_id AND (${OLDER} OR m.statement_date <> $2::date)
               AND (m.mutasi_id IN (SELECT matched_mutasi_id FROM doomed WHERE matched_mutasi_id IS NOT NULL) OR m.matched_bo_id IN (SELECT id FROM doomed))
            RETURNING to_char(m.statement_date, 'YYYY-MM-DD') AS day, m.mutasi_amount::text AS amount)
     ${REOPENED_SUMMARY}`,
    params,
  );
  const boReopened = await reopenedOf(
    tx,
    `WITH doomed AS (${doomedMutasi}),
          reopened AS (
            UPDATE ${bo.table} b
               SET ${bo.approve} = false, ${bo.ket} = NULL, approved_by = NULL, approved_at = NULL, match_rule = NULL, match_reason = NULL, matched_mutasi_id = NULL
              FROM uploads u
             WHERE u.id = b.upload_id AND (${OLDER} OR b.${bo.date} <> $2::date) AND b.match_rule IS DISTINCT FROM 'MANUAL'
               AND (b.matched_mutasi_id IN (SELECT id FROM doomed) OR b.${bo.id} IN (SELECT matched_bo_id FROM doomed WHERE matched_bo_id IS NOT NULL))
            RETURNING to_char(b.${bo.date}, 'YYYY-MM-DD') AS day, b.${bo.amount}::text AS amount)
     ${REOPENED_SUMMARY}`,
    params,
  );
  const boUnbacked = await countOf(
    tx,
    `WITH doomed AS (${doomedMutasi}),
          unbacked AS (
            UPDATE ${bo.table} b
               SET match_reason = $3::text || $4::text || b.matched_mutasi_id || $5::text,
                   unbacked_reason = coalesce(nullif(btrim(b.${bo.ket}), ''), 'approved by a person'), matched_mutasi_id = NULL
              FROM uploads u
             WHERE u.id = b.upload_id AND (${OLDER} OR b.${bo.date} <> $2::date) AND b.match_rule = 'MANUAL' AND b.matched_mutasi_id IN (SELECT id FROM doomed)
            RETURNING 1)
     SELECT count(*)::int AS n FROM unbacked`,
    [...params, NO_MUTASI_ROW, REMOVED_BEFORE_ID, REMOVED_AFTER_ID],
  );
  deleted[bo.table] = await countOf(
    tx,
    `WITH gone AS (DELETE FROM ${bo.table} b USING uploads u WHERE u.id = b.upload_id AND b.website_id = $1 AND b.${bo.date} = $2::date AND ${RECENT} RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    params,
  );
  deleted[mutasi] = await countOf(
    tx,
    `WITH gone AS (DELETE FROM ${mutasi} m USING uploads u WHERE u.id = m.upload_id AND m.website_id = $1 AND m.statement_date = $2::date AND ${RECENT} RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    params,
  );
  return { mutasiReopened: mutasiReopened.n, boReopened: boReopened.n, boUnbacked, reopened: [...mutasiReopened.days, ...boReopened.days] };
}

async function keptOlder(tx: Queryable, websiteId: number, isoDate: string): Promise<DeletedTableCounts> {
  const row = (
    await tx.query<DeletedTableCounts>(
      `SELECT ${ALL_TABLES.map(
        ({ table, date }) => `(SELECT count(*)::int FROM ${table} r JOIN uploads u ON u.id = r.upload_id WHERE r.website_id = $1 AND r.${date} = $2::date AND ${OLDER}) AS ${table}`,
      ).join(', ')}`,
      [websiteId, isoDate],
    )
  ).rows[0];
  return { bo_deposit: row?.bo_deposit ?? 0, bo_withdraw: row?.bo_withdraw ?? 0, mutasi_deposit: row?.mutasi_deposit ?? 0, mutasi_withdraw: row?.mutasi_withdraw ?? 0 };
}

/** Recent uploads of this website that covered the date and now hold no row at all (their files' rows are gone). */
async function removeEmptyUploads(tx: Queryable, websiteId: number, isoDate: string): Promise<number> {
  const holds = ALL_TABLES.map(
    ({ table, date }) => `EXISTS (SELECT 1 FROM ${table} r WHERE r.website_id = u.website_id AND r.${date} BETWEEN u.first_date AND u.last_date AND r.upload_id = u.id)`,
  ).join(' OR ');
  return countOf(
    tx,
    `WITH gone AS (
       DELETE FROM uploads u
        WHERE u.website_id = $1 AND ${RECENT} AND (u.statement_date = $2::date OR $2::date BETWEEN u.first_date AND u.last_date) AND NOT (${holds})
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [websiteId, isoDate],
  );
}

/**
 * The checker decides the day again, and the kept rows of other days the deletion sent back (a
 * next-day claim across the two days), then tries next-day postings around them all.
 */
async function decideAgain(tx: Queryable, websiteId: number, side: Side, isoDate: string, reopened: Reopened['days']): Promise<void> {
  await matchScope(tx, websiteId, side, isoDate);
  const otherDays = new Map<string, string[]>();
  for (const { day, amount } of reopened) if (day !== isoDate) otherDays.set(day, [...(otherDays.get(day) ?? []), amount]);
  for (const [day, amounts] of [...otherDays].sort(([a], [b]) => a.localeCompare(b))) await rematchAmounts(tx, websiteId, side, day, amounts);
  await proveLaterPostings(tx, websiteId, side, [isoDate, ...otherDays.keys()]);
  // The later days' credits may have named a deleted late request in their reasons.
  for (const day of laterDatesOfAnySource(await readPostingWindow(tx), isoDate)) await matchScope(tx, websiteId, side, day);
}

function nothingToDelete(website: WebsiteRow, day: string, kept: number): HttpError {
  if (kept === 0) return notFound(said('server.deletion.nothing', { code: website.code, date: day }));
  return new HttpError(409, said('server.deletion.allOlder', { kept, code: website.code, date: day, hours: DELETE_WINDOW_HOURS }));
}

/**
 * DELETE /api/deletebomutasi {date DD-Mon-YYYY, group website code} (spec 03 §2 Delete, §7):
 * removes the BO deposit/withdraw and mutasi deposit/withdraw rows of that date and website whose
 * upload is at most 24 hours old, in one transaction, undoing the checker's pairs they were part of,
 * and writes one tracking row. Older rows stay and are counted. Nothing deletable: 404 when the date
 * holds no rows at all, 409 when every row is older than 24 hours (nothing changes, nothing is logged).
 * Access: ADMIN and CHECKER (CHECKER only their own website).
 */
export function deletionRoutes(services: Services): FastifyPluginAsync {
  const { db } = services;
  return async (fastify) => {
    const app = typedRoutes(fastify);
    app.delete(
      API_PATHS.deleteBoMutasi,
      {
        config: { access: { roles: STAFF_ROLES } },
        schema: DELETION_ROUTES.deleteBoMutasi,
      },
      async (request) => {
        const caller = signedIn(request);
        const date = parseMonDate(request.body.date);
        if (!date) throw badRequest(said('server.deletion.dateInvalid'));
        const website = await reachableWebsite(db, caller, request.body.group);
        const isoDate = toIsoDate(date);
        const day = formatMonDate(date);
        return db.transaction(async (tx) => {
          await lockScopes(tx, website.id, isoDate);
          const deleted: DeletedTableCounts = { bo_deposit: 0, bo_withdraw: 0, mutasi_deposit: 0, mutasi_withdraw: 0 };
          const deposit = await deleteSide(tx, 'deposit', website.id, isoDate, deleted);
          const withdraw = await deleteSide(tx, 'withdraw', website.id, isoDate, deleted);
          const kept = await keptOlder(tx, website.id, isoDate);
          const removed = totalDeleted(deleted);
          const older = totalDeleted(kept);
          // Throwing rolls back the (empty) work: nothing changed, so nothing is logged.
          if (removed === 0) throw nothingToDelete(website, day, older);
          // The tombstones of the removed uploads go with them: a corrected file sent again brings those rows back.
          await tx.query(`DELETE FROM bo_tombstones t USING uploads u WHERE u.id = t.upload_id AND t.website_id = $1 AND t.row_date = $2::date AND ${RECENT}`, [website.id, isoDate]);
          const uploadsRemoved = await removeEmptyUploads(tx, website.id, isoDate);
          // The kept rows' reasons named rows that are gone: the checker decides the day again.
          await decideAgain(tx, website.id, 'deposit', isoDate, deposit.reopened);
          await decideAgain(tx, website.id, 'withdraw', isoDate, withdraw.reopened);
          const mutasiReopened = deposit.mutasiReopened + withdraw.mutasiReopened;
          const boReopened = deposit.boReopened + withdraw.boReopened;
          const boUnbacked = deposit.boUnbacked + withdraw.boUnbacked;
          const breakdown = deletedBreakdown(deleted);
          const message = saidFields(
            older > 0
              ? said('server.deletion.doneKept', { count: removed, breakdown, kept: older, hours: DELETE_WINDOW_HOURS })
              : said('server.deletion.done', { count: removed, breakdown }),
          );
          await trackBy(
            tx,
            caller,
            `Delete BO / Mutasi ${website.code} ${day}: ${removed} rows deleted (${deletedBreakdown(deleted)}), ${older} rows older than ${DELETE_WINDOW_HOURS} h kept (${deletedBreakdown(kept)}); ${mutasiReopened} mutasi rows unclaimed again, ${boReopened} BO rows pending again, ${boUnbacked} BO rows approved by a person now without a statement row, ${uploadsRemoved} empty uploads removed`,
            website.id,
          );
          return { ...message, deleted, kept_older: kept, mutasi_reopened: mutasiReopened, bo_reopened: boReopened, bo_unbacked: boUnbacked, uploads_removed: uploadsRemoved };
        });
      },
    );
  };
}
