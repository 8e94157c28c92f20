import { said } from '@checker/domain';
import { conflict } from '../http/errors';
import type { Side } from '../matching/sides';
import { postingNeighbourhood, readPostingWindow } from '../matching/window';
import type { Queryable } from './db';

/**
 * Takes the advisory locks of `keys` until the transaction ends. One sorted order for every caller,
 * so two transactions over overlapping scopes queue instead of deadlocking.
 */
async function lockSorted(tx: Queryable, keys: readonly string[]): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM (SELECT k FROM unnest($1::text[]) AS k ORDER BY k) AS sorted', [keys]);
}

/** The advisory lock of one (website, table, source, date) scope: uploads take it, and so does the Delete page. */
export function uploadScopeKey(websiteId: number, table: string, sourceKey: string, isoDate: string): string {
  return `checker:upload:${websiteId}:${table}:${sourceKey}:${isoDate}`;
}

/**
 * A scope a staged upload holds (PGlite, upload_claims) cannot be waited for inside a transaction
 * (that upload needs the one connection to finish): it is refused with 409.
 */
export async function lockUploadScopes(tx: Queryable, keys: readonly string[]): Promise<void> {
  await lockSorted(tx, keys);
  const held = await tx.query<{ scope_key: string }>('SELECT scope_key FROM upload_claims WHERE scope_key = ANY($1::text[]) LIMIT 1', [keys]);
  if (held.rows.length > 0) throw conflict(said('server.upload.scopeBusy'));
}

/** The advisory-lock key of one (website, side, date) the checker decides. */
export function matchScopeKey(websiteId: number, side: Side, isoDate: string): string {
  return `checker:match:${websiteId}:${side}:${isoDate}`;
}

/**
 * Serialises everything that decides BO rows of one website, side and date: uploads' matching and
 * manual edits. A credit may prove a BO row of an earlier day (next-day postings), so the days of the
 * posting window around `isoDates` are locked with them (postingNeighbourhood), all in one call.
 */
export async function lockMatchScopes(tx: Queryable, websiteId: number, side: Side, isoDates: readonly string[]): Promise<void> {
  const keys = postingNeighbourhood(await readPostingWindow(tx), isoDates).map((date) => matchScopeKey(websiteId, side, date));
  await lockSorted(tx, keys);
}
