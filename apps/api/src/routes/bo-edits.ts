import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ONLY, STAFF_ROLES } from '@checker/auth';
import {
  API_PATHS,
  formatIsoAsMonDate,
  formatMonDate,
  isWithinEditWindow,
  jakartaToday,
  parseIsoDate,
  said,
  saidFields,
  toIsoDate,
  type ApiPath,
} from '@checker/domain';
import { REVIEW_ROUTES, type DeletedBoRow, type UpdateBoDepositAnswer, type UpdateBoWithdrawAnswer } from '@checker/domain/schemas';
import { formatCents } from '@checker/recon';
import type { SignedIn } from '../auth/sessions';
import { quoteIdent, type Queryable } from '../db/db';
import { lockMatchScopes } from '../db/scope-locks';
import { signedIn } from '../http/access';
import { badRequest, conflict, notFound } from '../http/errors';
import { typedRoutes } from '../http/typed-routes';
import { assertWebsiteScope, reachableWebsite } from '../http/website-scope';
import { approveByPerson, type ApprovalOutcome, type PersonApproval } from '../matching/approve';
import { readMutasiRow } from '../matching/candidates';
import { proveLaterPostings } from '../matching/later';
import { rematchAmounts } from '../matching/run';
import { SIDES, type Side } from '../matching/sides';
import { parseViewDate } from '../review/queries';
import type { Services } from '../services';
import { trackBy } from '../tracking';

/** Whole rupiah, digits only; 15 digits stay within numeric(18,2). */
const AMOUNT_DIGITS = /^\d{1,15}$/;

/** Why a row was deleted when the person gives no reason. */
const DEFAULT_DELETE_REASON = 'Dihapus di View BO';

/** The body names of spec 02 §7 for one side, the deleted-rows list and restore of issue 15, and proving with a candidate (issue 16). */
interface EditNames {
  side: Side;
  /** The side's route schemas. */
  routes: (typeof REVIEW_ROUTES.edits)[Side];
  update: ApiPath;
  remove: ApiPath;
  deleted: ApiPath;
  restore: ApiPath;
  prove: ApiPath;
  date: string;
  id: string;
  ket: string;
  amount: string;
}

const EDITS: readonly EditNames[] = [
  { side: 'deposit', routes: REVIEW_ROUTES.edits.deposit, update: API_PATHS.updateBoDeposit, remove: API_PATHS.deleteBoDeposit, deleted: API_PATHS.deletedBoDeposit, restore: API_PATHS.restoreBoDeposit, prove: API_PATHS.proveBoDeposit, date: 'bank_statement_date', id: 'bo_id', ket: 'ket_app', amount: 'depo_amount' },
  { side: 'withdraw', routes: REVIEW_ROUTES.edits.withdraw, update: API_PATHS.updateBoWithdraw, remove: API_PATHS.deleteBoWithdraw, deleted: API_PATHS.deletedBoWithdraw, restore: API_PATHS.restoreBoWithdraw, prove: API_PATHS.proveBoWithdraw, date: 'wd_bank_date', id: 'wd_bo_id', ket: 'wd_ket_app', amount: 'wd_amount' },
];

type Item = Record<string, unknown>;

/** What a request would do to a row: an approved row refuses each in its own words. */
type EditAction = 'changed' | 'deleted' | 'proved';

const APPROVED_REFUSALS = { changed: 'server.bo.approvedNoChange', deleted: 'server.bo.approvedNoDelete', proved: 'server.bo.approvedNoProve' } as const;

/** Spec 02 §8: the edit window's refusal, word for word in both languages. */
const EDIT_WINDOW = said('server.bo.editWindow');

interface StoredRow {
  id: string;
  website_id: number;
  website_code: string;
  date: string;
  approved: boolean;
  amount: string;
  ticket: string;
  user_name: string;
}

function rowIdOf(value: unknown, field: string): number {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw badRequest(said('server.bo.rowIdInvalid', { field }));
  return id;
}

function uniqueIds(items: readonly Item[], field: string): number[] {
  const ids = items.map((item) => rowIdOf(item[field], field));
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) throw badRequest(said('server.bo.listedTwice', { field, id }));
    seen.add(id);
  }
  return ids;
}

/**
 * Reads the rows, checks the caller may touch each (website scope), takes the checker's lock of
 * every (website, date) involved, and of `creditDates` of their website (a next-day credit's day), so
 * no automatic run decides them meanwhile, then reads them again locked and refuses approved rows and
 * rows outside the edit window. All or nothing.
 */
async function lockedRows(tx: Queryable, names: EditNames, caller: SignedIn, ids: readonly number[], action: EditAction, creditDates: readonly string[] = []): Promise<Map<number, StoredRow>> {
  const { bo } = SIDES[names.side];
  const select = `SELECT r.${bo.id}::text AS id, r.website_id, w.code AS website_code, r.${bo.date}::text AS date, r.${bo.approve} AS approved,
                         r.${bo.amount}::text AS amount, r.${bo.ticket} AS ticket, r.${bo.user} AS user_name
                    FROM ${bo.table} r JOIN websites w ON w.id = r.website_id
                   WHERE r.${bo.id} = ANY($1::bigint[])`;
  const first = (await tx.query<StoredRow>(select, [ids])).rows;
  const found = new Map(first.map((row) => [Number(row.id), row]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(said('server.bo.rowMissing', { what: bo.what, id: missing }));
  for (const row of first) assertWebsiteScope(caller, { id: row.website_id, code: row.website_code });
  for (const [websiteId, dates] of groupDates(first.map((row) => ({ websiteId: row.website_id, date: row.date })))) await lockMatchScopes(tx, websiteId, names.side, [...dates, ...creditDates]);
  const locked = (await tx.query<StoredRow>(`${select} ORDER BY r.${bo.id} FOR UPDATE OF r`, [ids])).rows;
  const rows = new Map(locked.map((row) => [Number(row.id), row]));
  const today = jakartaToday();
  for (const id of ids) {
    const row = rows.get(id);
    if (!row) throw notFound(said('server.bo.rowMissing', { what: bo.what, id }));
    if (row.approved) throw conflict(said(APPROVED_REFUSALS[action], { what: bo.what, id, ticket: row.ticket }));
    const date = parseIsoDate(row.date);
    if (!date || !isWithinEditWindow(date, today)) throw conflict(EDIT_WINDOW);
  }
  return rows;
}

function approvalOf(item: Item, names: EditNames, id: number): PersonApproval {
  const ket = typeof item[names.ket] === 'string' ? (item[names.ket] as string).trim() : '';
  if (ket === '') throw badRequest(said('server.bo.ketRequired'));
  const raw = item[names.amount];
  const text = raw === undefined || raw === null ? '' : String(raw).trim();
  if (text !== '' && !AMOUNT_DIGITS.test(text)) throw badRequest(said('server.bo.amountDigits', { field: names.amount }));
  if (text !== '' && BigInt(text) === 0n) throw badRequest(said('server.bo.amountZero', { field: names.amount }));
  const mutasiId = item.mutasi_id === undefined || item.mutasi_id === null ? null : rowIdOf(item.mutasi_id, 'mutasi_id');
  return { id, ket, amount: text === '' ? null : formatCents(BigInt(text) * 100n), mutasiId, creditDate: null };
}

/** What Update answers: the rows approved, each with the statement row it claims (or none) and its proof, under the side's id name. */
function updateAnswer(side: Side, count: number, updated: number[], outcomes: readonly ApprovalOutcome[]): UpdateBoDepositAnswer | UpdateBoWithdrawAnswer {
  const message = saidFields(said('server.bo.updated', { count }));
  return side === 'deposit'
    ? { ...message, updated, rows: outcomes.map((outcome) => ({ bo_id: outcome.id, mutasi_id: outcome.mutasiId, note: outcome.note })) }
    : { ...message, updated, rows: outcomes.map((outcome) => ({ wd_bo_id: outcome.id, mutasi_id: outcome.mutasiId, note: outcome.note })) };
}

interface TombstoneRow {
  id: string;
  row_id: string;
  website_id: number;
  row_date: string;
  amount: string;
  ticket: string;
  user_name: string;
  row_data: Record<string, unknown>;
}

/**
 * Submit/Update and Delete of View BO (spec 02 §4, §7), with the list of deleted rows and their
 * restore (issue 15). Access: ADMIN and CHECKER, each row only within the caller's website scope;
 * restore ADMIN only. The editor is the signed-in account (depo_edited_by in the body is ignored);
 * only pending rows whose bank statement date is today or one of the two days before
 * (Asia/Jakarta) may change; a whole request is one transaction; every row writes a tracking entry
 * with the amounts before and after. A submitted row claims its money through approveByPerson (the
 * books invariant, migration 014). A deleted row leaves a tombstone, so the same export uploaded
 * again does not bring it back; the checker then runs again over the amounts involved. Prove
 * (issue 16) approves one row with a statement row the person picked from its candidates, of the
 * row's day or a later day within the posting window, both days locked.
 */
export function boEditRoutes(services: Services): FastifyPluginAsync {
  const { db } = services;
  return async (fastify) => {
    const app = typedRoutes(fastify);
    for (const names of EDITS) {
      const { bo } = SIDES[names.side];

      app.put(
        names.update,
        { config: { access: { roles: STAFF_ROLES } }, schema: names.routes.update },
        async (request) => {
          const caller = signedIn(request);
          // The side's own field names (bank_statement_date or wd_bank_date, bo_id or wd_bo_id, …), read by name.
          const body: Item = request.body;
          const date = parseViewDate(String(body[names.date]), names.date);
          if (!isWithinEditWindow(date, jakartaToday())) throw conflict(EDIT_WINDOW);
          const items: readonly Item[] = request.body.arr;
          const ids = uniqueIds(items, names.id);
          const approvals = items.map((item, index) => approvalOf(item, names, ids[index] as number));
          return db.transaction(async (tx) => {
            const rows = await lockedRows(tx, names, caller, ids, 'changed');
            for (const row of rows.values()) {
              if (row.date !== toIsoDate(date)) throw badRequest(said('server.bo.otherDate', { what: bo.what, id: row.id, rowDate: formatIsoAsMonDate(row.date), date: formatMonDate(date) }));
            }
            const outcomes = await approveByPerson(tx, names.side, caller.account_id, rows, approvals);
            await proveLaterAround(tx, names.side, [
              ...[...rows.values()].map((row) => ({ websiteId: row.website_id, date: row.date, amount: row.amount })),
              ...outcomes.map((outcome) => ({ websiteId: (rows.get(outcome.id) as StoredRow).website_id, date: (rows.get(outcome.id) as StoredRow).date, amount: outcome.amount })),
            ]);
            // One entry per BO row: each row is its own change with its own before/after (see tracking.api.test.ts).
            for (const outcome of outcomes) await trackApproval(tx, caller, names.side, rows.get(outcome.id) as StoredRow, outcome);
            return updateAnswer(names.side, approvals.length, ids, outcomes);
          });
        },
      );

      app.put(
        names.remove,
        { config: { access: { roles: STAFF_ROLES } }, schema: names.routes.remove },
        async (request) => {
          const caller = signedIn(request);
          const ids = uniqueIds(request.body.arr, names.id);
          const reason = request.body.reason?.trim() || DEFAULT_DELETE_REASON;
          return db.transaction(async (tx) => {
            const rows = await lockedRows(tx, names, caller, ids, 'deleted');
            await tx.query(
              `WITH gone AS (DELETE FROM ${bo.table} WHERE ${bo.id} = ANY($1::bigint[]) RETURNING *)
               INSERT INTO bo_tombstones (side, website_id, upload_id, row_id, row_key, row_date, ticket, user_name, amount, row_data, deleted_by, deleted_by_name, reason)
               SELECT $2, website_id, upload_id, ${bo.id}, row_key, ${bo.date}, ${bo.ticket}, ${bo.user}, ${bo.amount}, to_jsonb(gone) - 'search_text', $3, $4, $5 FROM gone`,
              [ids, names.side, caller.account_id, caller.account_name, reason],
            );
            for (const id of ids) {
              const row = rows.get(id) as StoredRow;
              await trackBy(tx, caller, `Delete ${bo.what} #${row.id} ${row.ticket} (${row.user_name}) ${formatIsoAsMonDate(row.date)}: amount ${row.amount} → deleted ("${reason}")`, row.website_id);
            }
            await rematchDays(tx, names.side, [...rows.values()].map((row) => ({ websiteId: row.website_id, date: row.date, amount: row.amount })));
            return { ...saidFields(said('server.bo.deleted', { count: ids.length })), deleted: ids };
          });
        },
      );

      app.put(
        names.prove,
        { config: { access: { roles: STAFF_ROLES } }, schema: names.routes.prove },
        async (request) => {
          const caller = signedIn(request);
          const body: Item = request.body;
          const id = rowIdOf(body[names.id], names.id);
          const mutasiId = rowIdOf(request.body.mutasi_id, 'mutasi_id');
          return db.transaction(async (tx) => {
            // The credit's day is locked with the row's: a next-day credit belongs to a later day's scope.
            const credit = await readMutasiRow(tx, SIDES[names.side], mutasiId);
            const rows = await lockedRows(tx, names, caller, [id], 'proved', credit ? [credit.date] : []);
            const row = rows.get(id) as StoredRow;
            const link = credit?.label ?? `#${mutasiId}`;
            const [outcome] = await approveByPerson(tx, names.side, caller.account_id, rows, [
              { id, ket: `Dibuktikan dengan mutasi ${link}`, amount: null, mutasiId, creditDate: credit?.date ?? null },
            ]);
            const proved = outcome as ApprovalOutcome;
            await proveLaterAround(tx, names.side, [{ websiteId: row.website_id, date: row.date, amount: row.amount }]);
            await trackApproval(tx, caller, names.side, row, proved);
            return { ...saidFields(said('server.bo.proved', { ticket: row.ticket, link })), id, mutasi_id: mutasiId, note: proved.note };
          });
        },
      );

      app.get(
        names.deleted,
        { config: { access: { roles: STAFF_ROLES } }, schema: names.routes.deleted },
        async (request) => {
          const date = parseViewDate(request.params.date);
          const website = await reachableWebsite(db, signedIn(request), request.params.website);
          const found = await db.query<Omit<DeletedBoRow, 'deleted_at'> & { deleted_at: Date | string }>(
            `SELECT row_id::int AS id, ticket, user_name, amount::text AS amount, deleted_by_name AS deleted_by, deleted_at, reason
               FROM bo_tombstones WHERE website_id = $1 AND side = $2 AND row_date = $3::date ORDER BY id LIMIT 1000`,
            [website.id, names.side, toIsoDate(date)],
          );
          return found.rows.map((row) => ({ ...row, deleted_at: new Date(row.deleted_at).toISOString() }));
        },
      );

      app.put(
        names.restore,
        { config: { access: { roles: ADMIN_ONLY } }, schema: names.routes.restore },
        async (request) => {
          const caller = signedIn(request);
          const ids = uniqueIds(request.body.arr, names.id);
          return db.transaction(async (tx) => {
            const select = `SELECT id::text, row_id::text, website_id, row_date::text, amount::text, ticket, user_name, row_data FROM bo_tombstones WHERE side = $1 AND row_id = ANY($2::bigint[])`;
            const first = (await tx.query<TombstoneRow>(select, [names.side, ids])).rows;
            const missing = ids.find((id) => !first.some((row) => Number(row.row_id) === id));
            if (missing !== undefined) throw notFound(said('server.bo.notDeleted', { what: bo.what, id: missing }));
            for (const [websiteId, dates] of groupDates(first.map((row) => ({ websiteId: row.website_id, date: row.row_date })))) await lockMatchScopes(tx, websiteId, names.side, dates);
            const tombstones = (await tx.query<TombstoneRow>(`${select} ORDER BY id FOR UPDATE`, [names.side, ids])).rows;
            if (tombstones.length !== ids.length) throw conflict(said('server.bo.restoredMeanwhile'));
            for (const tombstone of tombstones) {
              const columns = Object.keys(tombstone.row_data).map(quoteIdent);
              await tx.query(
                `INSERT INTO ${bo.table} (${columns.join(', ')}) OVERRIDING SYSTEM VALUE SELECT ${columns.map((column) => `r.${column}`).join(', ')} FROM jsonb_populate_record(NULL::${bo.table}, $1::jsonb) AS r`,
                [tombstone.row_data],
              );
              await tx.query('DELETE FROM bo_tombstones WHERE id = $1', [tombstone.id]);
              await trackBy(tx, caller, `Restore ${bo.what} #${tombstone.row_id} ${tombstone.ticket} (${tombstone.user_name}) ${formatIsoAsMonDate(tombstone.row_date)}: amount ${tombstone.amount}`, tombstone.website_id);
            }
            await rematchDays(tx, names.side, tombstones.map((row) => ({ websiteId: row.website_id, date: row.row_date, amount: row.amount })));
            return { ...saidFields(said('server.bo.restored', { count: ids.length })), restored: ids };
          });
        },
      );
    }
  };
}

/** The dates of each website, websites in ascending order (the lock order every caller keeps). */
function groupDates(rows: ReadonlyArray<{ websiteId: number; date: string }>): Array<[number, string[]]> {
  const dates = new Map<number, string[]>();
  for (const row of rows) dates.set(row.websiteId, [...(dates.get(row.websiteId) ?? []), row.date]);
  return [...dates].sort(([a], [b]) => a - b);
}

/** The checker again over the amounts of the rows that were deleted or restored, day by day (their scopes are locked). */
async function rematchDays(tx: Queryable, side: Side, rows: ReadonlyArray<{ websiteId: number; date: string; amount: string }>): Promise<void> {
  const days = new Map<string, { websiteId: number; date: string; amounts: Set<string> }>();
  for (const row of rows) {
    const key = `${row.websiteId}|${row.date}`;
    const day = days.get(key) ?? { websiteId: row.websiteId, date: row.date, amounts: new Set<string>() };
    day.amounts.add(row.amount);
    days.set(key, day);
  }
  for (const day of days.values()) await rematchAmounts(tx, day.websiteId, side, day.date, [...day.amounts]);
  await proveLaterAround(tx, side, rows);
}

/** A row approved, gone or back changes which later credits are single candidates: next-day postings of those days and amounts are tried again. */
async function proveLaterAround(tx: Queryable, side: Side, rows: ReadonlyArray<{ websiteId: number; date: string; amount: string }>): Promise<void> {
  for (const [websiteId, dates] of groupDates(rows)) {
    const amounts = [...new Set(rows.filter((row) => row.websiteId === websiteId).map((row) => row.amount))];
    await proveLaterPostings(tx, websiteId, side, dates, amounts);
  }
}

/** One tracking entry per approved BO row, with the amounts before and after and the statement row it claimed (see tracking.api.test.ts). */
function trackApproval(tx: Queryable, caller: SignedIn, side: Side, row: StoredRow, outcome: ApprovalOutcome): Promise<void> {
  const { bo } = SIDES[side];
  const statement = outcome.mutasiId === null ? outcome.note : `claimed mutasi #${outcome.mutasiId}`;
  return trackBy(tx, caller, `Approve ${bo.what} #${row.id} ${row.ticket} (${row.user_name}) ${formatIsoAsMonDate(row.date)}: amount ${row.amount} → ${outcome.amount}; ${bo.ket} "${outcome.ket}"; ${statement}`, row.website_id);
}
