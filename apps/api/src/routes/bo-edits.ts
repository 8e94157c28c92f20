import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ROLES } from '@checker/auth';
import { EDIT_WINDOW_MESSAGE, formatMonDate, isWithinEditWindow, jakartaToday, KET_REQUIRED_MESSAGE, parseIsoDate, toIsoDate } from '@checker/domain';
import { formatCents } from '@checker/recon';
import type { SignedIn } from '../auth/sessions';
import type { Queryable } from '../db/db';
import { signedIn } from '../http/access';
import { badRequest, conflict, notFound } from '../http/errors';
import { ignoredActor, jsonBody } from '../http/schemas';
import { assertWebsiteScope } from '../http/website-scope';
import { NO_STATEMENT_ROW, claimForApprovals, lockMatchScopes, type ManualClaim } from '../matching/run';
import { SIDES, type Side } from '../matching/sides';
import { parseViewDate } from '../review/queries';
import type { Services } from '../services';
import { trackBy } from '../tracking';

/** Rows one Submit or Delete may carry. */
export const BULK_MAX_ROWS = 1000;
const KET_MAX_LENGTH = 500;
/** Whole rupiah, digits only; 15 digits stay within numeric(18,2). */
const AMOUNT_DIGITS = /^\d{1,15}$/;

/** The body names of spec 02 §7 for one side. */
interface EditNames {
  side: Side;
  update: string;
  remove: string;
  date: string;
  id: string;
  ket: string;
  amount: string;
}

const EDITS: readonly EditNames[] = [
  { side: 'deposit', update: 'updatebodepostts', remove: 'deleteboid', date: 'bank_statement_date', id: 'bo_id', ket: 'ket_app', amount: 'depo_amount' },
  { side: 'withdraw', update: 'updatebosttswd', remove: 'deleteboidwd', date: 'wd_bank_date', id: 'wd_bo_id', ket: 'wd_ket_app', amount: 'wd_amount' },
];

type Item = Record<string, unknown>;

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
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw badRequest(`${field} must be a row id.`);
  return id;
}

function uniqueIds(items: readonly Item[], field: string): number[] {
  const ids = items.map((item) => rowIdOf(item[field], field));
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) throw badRequest(`${field} ${id} is listed twice.`);
    seen.add(id);
  }
  return ids;
}

function monDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatMonDate(date) : iso;
}

/**
 * Reads the rows, checks the caller may touch each (website scope), takes the checker's lock of
 * every (website, date) involved so no automatic run decides them meanwhile, then reads them again
 * locked and refuses approved rows and rows outside the edit window. All or nothing.
 */
async function lockedRows(tx: Queryable, names: EditNames, caller: SignedIn, ids: readonly number[], action: string): Promise<Map<number, StoredRow>> {
  const { bo } = SIDES[names.side];
  const select = `SELECT r.${bo.id}::text AS id, r.website_id, w.code AS website_code, r.${bo.date}::text AS date, r.${bo.approve} AS approved,
                         r.${bo.amount}::text AS amount, r.${bo.ticket} AS ticket, r.${bo.user} AS user_name
                    FROM ${bo.table} r JOIN websites w ON w.id = r.website_id
                   WHERE r.${bo.id} = ANY($1::bigint[])`;
  const first = (await tx.query<StoredRow>(select, [ids])).rows;
  const found = new Map(first.map((row) => [Number(row.id), row]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`${bo.what} #${missing} does not exist.`);
  for (const row of first) assertWebsiteScope(caller, { id: row.website_id, code: row.website_code });
  const scopes = new Map<number, string[]>();
  for (const row of first) scopes.set(row.website_id, [...(scopes.get(row.website_id) ?? []), row.date]);
  for (const [websiteId, dates] of [...scopes].sort(([a], [b]) => a - b)) await lockMatchScopes(tx, websiteId, names.side, dates);
  const locked = (await tx.query<StoredRow>(`${select} ORDER BY r.${bo.id} FOR UPDATE OF r`, [ids])).rows;
  const rows = new Map(locked.map((row) => [Number(row.id), row]));
  const today = jakartaToday();
  for (const id of ids) {
    const row = rows.get(id);
    if (!row) throw notFound(`${bo.what} #${id} does not exist.`);
    if (row.approved) throw conflict(`${bo.what} #${id} (${row.ticket}) is approved and cannot be ${action}.`);
    const date = parseIsoDate(row.date);
    if (!date || !isWithinEditWindow(date, today)) throw conflict(EDIT_WINDOW_MESSAGE);
  }
  return rows;
}

interface Approval {
  id: number;
  ket: string;
  /** New amount as numeric text, or null to keep the stored one. */
  amount: string | null;
}

/** Lets the checker's rules claim a statement row for each approved row, per website (the rows share one date). */
async function claimStatements(tx: Queryable, side: Side, rows: ReadonlyMap<number, StoredRow>, approvals: readonly Approval[]): Promise<Map<number, ManualClaim>> {
  const byWebsite = new Map<number, { date: string; approvals: Array<{ id: number; amount: string }> }>();
  for (const approval of approvals) {
    const row = rows.get(approval.id) as StoredRow;
    const group = byWebsite.get(row.website_id) ?? { date: row.date, approvals: [] };
    group.approvals.push({ id: approval.id, amount: approval.amount ?? row.amount });
    byWebsite.set(row.website_id, group);
  }
  const claims = new Map<number, ManualClaim>();
  for (const [websiteId, group] of [...byWebsite].sort(([a], [b]) => a - b)) {
    for (const [id, claim] of await claimForApprovals(tx, websiteId, side, group.date, group.approvals)) claims.set(id, claim);
  }
  return claims;
}

function approvalOf(item: Item, names: EditNames, id: number): Approval {
  const ket = typeof item[names.ket] === 'string' ? (item[names.ket] as string).trim() : '';
  if (ket === '') throw badRequest(KET_REQUIRED_MESSAGE);
  const raw = item[names.amount];
  const text = raw === undefined || raw === null ? '' : String(raw).trim();
  if (text !== '' && !AMOUNT_DIGITS.test(text)) throw badRequest(`${names.amount} must contain digits only (whole rupiah), or be empty to keep the amount.`);
  return { id, ket, amount: text === '' ? null : formatCents(BigInt(text) * 100n) };
}

const itemsSchema = (names: EditNames, withKet: boolean) => ({
  type: 'array',
  minItems: 1,
  maxItems: BULK_MAX_ROWS,
  items: jsonBody([names.id], {
    [names.id]: { type: ['integer', 'string'], maxLength: 20 },
    ...(withKet ? { [names.ket]: { type: ['string', 'null'], maxLength: KET_MAX_LENGTH }, [names.amount]: { type: ['string', 'integer', 'null'], maxLength: 20 } } : {}),
    depo_edited_by: ignoredActor,
  }),
});

/**
 * Submit/Update and Delete of View BO (spec 02 §4, §7). Access: ADMIN and CHECKER, each row only
 * within the caller's website scope. The editor is the signed-in account (depo_edited_by in the
 * body is ignored); only pending rows whose bank statement date is today or one of the two days
 * before (Asia/Jakarta) may change; a whole request is one transaction; every row writes a
 * tracking entry with the amounts before and after. A submitted row is approved MANUAL and claims the
 * statement row the checker's rules pair with it, if any (claimForApprovals); otherwise it records that
 * it was approved without a statement row.
 */
export function boEditRoutes(services: Services): FastifyPluginAsync {
  const { db } = services;
  return async (app) => {
    for (const names of EDITS) {
      const { bo } = SIDES[names.side];

      app.put<{ Body: Record<string, unknown> & { arr: Item[] } }>(
        `/api/${names.update}`,
        {
          config: { access: { roles: STAFF_ROLES } },
          schema: { body: jsonBody([names.date, 'arr'], { [names.date]: { type: 'string', maxLength: 20 }, arr: itemsSchema(names, true) }) },
        },
        async (request) => {
          const caller = signedIn(request);
          const date = parseViewDate(String(request.body[names.date]), names.date);
          if (!isWithinEditWindow(date, jakartaToday())) throw conflict(EDIT_WINDOW_MESSAGE);
          const items = request.body.arr;
          const ids = uniqueIds(items, names.id);
          const approvals = items.map((item, index) => approvalOf(item, names, ids[index] as number));
          return db.transaction(async (tx) => {
            const rows = await lockedRows(tx, names, caller, ids, 'changed');
            for (const row of rows.values()) {
              if (row.date !== toIsoDate(date)) throw badRequest(`${bo.what} #${row.id} is dated ${monDate(row.date)}, not ${formatMonDate(date)}.`);
            }
            const claims = await claimStatements(tx, names.side, rows, approvals);
            const claimOf = (id: number): ManualClaim => claims.get(id) as ManualClaim;
            await tx.query(
              `UPDATE ${bo.table} AS r
                  SET ${bo.approve} = true, ${bo.ket} = v.ket, ${bo.amount} = COALESCE(v.amount, r.${bo.amount}),
                      approved_by = $4, approved_at = now(), last_edited_by = $4, last_edited_at = now(), match_rule = 'MANUAL',
                      match_reason = v.note, matched_mutasi_id = v.mutasi_id
                 FROM unnest($1::bigint[], $2::text[], $3::numeric[], $5::text[], $6::bigint[]) AS v(id, ket, amount, note, mutasi_id)
                WHERE r.${bo.id} = v.id`,
              [
                approvals.map((a) => a.id),
                approvals.map((a) => a.ket),
                approvals.map((a) => a.amount),
                caller.account_id,
                approvals.map((a) => claimOf(a.id).note),
                approvals.map((a) => claimOf(a.id).statementId),
              ],
            );
            // One entry per BO row: each row is its own change with its own before/after (see tracking.api.test.ts).
            for (const approval of approvals) {
              const row = rows.get(approval.id) as StoredRow;
              const after = approval.amount ?? row.amount;
              const claim = claimOf(approval.id);
              const statement = claim.statementId === null ? NO_STATEMENT_ROW : `claimed mutasi #${claim.statementId}`;
              await trackBy(
                tx,
                caller,
                `Approve ${bo.what} #${row.id} ${row.ticket} (${row.user_name}) ${monDate(row.date)}: amount ${row.amount} → ${after}; ${bo.ket} "${approval.ket}"; ${statement}`,
                row.website_id,
              );
            }
            return { message: `${approvals.length} data berhasil diupdate.`, updated: ids };
          });
        },
      );

      app.put<{ Body: { arr: Item[] } }>(
        `/api/${names.remove}`,
        {
          config: { access: { roles: STAFF_ROLES } },
          schema: { body: jsonBody(['arr'], { arr: itemsSchema(names, false) }) },
        },
        async (request) => {
          const caller = signedIn(request);
          const ids = uniqueIds(request.body.arr, names.id);
          return db.transaction(async (tx) => {
            const rows = await lockedRows(tx, names, caller, ids, 'deleted');
            await tx.query(`DELETE FROM ${bo.table} WHERE ${bo.id} = ANY($1::bigint[])`, [ids]);
            for (const id of ids) {
              const row = rows.get(id) as StoredRow;
              await trackBy(tx, caller, `Delete ${bo.what} #${row.id} ${row.ticket} (${row.user_name}) ${monDate(row.date)}: amount ${row.amount} → deleted`, row.website_id);
            }
            return { message: `${ids.length} data berhasil dihapus.`, deleted: ids };
          });
        },
      );
    }
  };
}

