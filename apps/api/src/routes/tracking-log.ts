import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ROLES } from '@checker/auth';
import { API_PATHS, TRACKING_EVERY_WEBSITE, said } from '@checker/domain';
import { TRACKING_ROUTES, type TrackingEntry } from '@checker/domain/schemas';
import type { SignedIn } from '../auth/sessions';
import type { Queryable } from '../db/db';
import { signedIn } from '../http/access';
import { HttpError, badRequest } from '../http/errors';
import { pageOf, sendPage } from '../http/paging';
import { findWebsite, reachableWebsite } from '../http/website-scope';
import { typedRoutes } from '../http/typed-routes';
import type { Services } from '../services';
import { containsCondition, containsPattern } from '../db/search';

/** An entry as read: the id is a bigint (sent as text, then a number), the time a Date until serialized. */
type TrackingEntryRow = Omit<TrackingEntry, 'tracking_id' | 'tracking_crated_at'> & { tracking_id: string; tracking_crated_at: Date };

/**
 * ADMIN passing `all` reads every entry; anyone else names a website and may read only their own.
 * A website whose code is ALL is reached by its id for ADMIN.
 */
async function websiteFilter(q: Queryable, caller: SignedIn, ref: string): Promise<number | null> {
  if (ref.trim().toLowerCase() === TRACKING_EVERY_WEBSITE) {
    if (caller.account_role === 'ADMIN') return null;
    const own = await findWebsite(q, ref);
    if (!own) throw new HttpError(403, said('server.tracking.everyWebsiteAdminOnly'));
  }
  return (await reachableWebsite(q, caller, ref)).id;
}

/** A total's rows in tracking_counts (migration 012) beyond which the reader folds them into one per website. */
const COUNT_PARTS_MAX = 64;

/**
 * How many entries a website has (null: every entry), summed from tracking_counts. When the rows
 * summed pile up, they are folded in one statement that adds up only the rows it deleted itself, so
 * a fold racing another, or an insert, counts every entry once.
 */
async function entryCount(q: Queryable, websiteId: number | null): Promise<number> {
  const where = websiteId === null ? '' : 'WHERE website_id = $1';
  const params = websiteId === null ? [] : [websiteId];
  const found = await q.query<{ total: number; parts: number }>(`SELECT COALESCE(sum(entries), 0)::int AS total, count(*)::int AS parts FROM tracking_counts ${where}`, params);
  const { total = 0, parts = 0 } = found.rows[0] ?? {};
  if (parts > COUNT_PARTS_MAX) {
    await q.query(
      `WITH gone AS (DELETE FROM tracking_counts ${where} RETURNING website_id, entries)
       INSERT INTO tracking_counts (website_id, entries) SELECT website_id, sum(entries) FROM gone GROUP BY website_id`,
      params,
    );
  }
  return total;
}

async function trackingPage(q: Queryable, websiteId: number | null, search: string | null, pageSize: number, page: number): Promise<{ rows: Array<Omit<TrackingEntryRow, 'tracking_id'> & { tracking_id: number }>; total: number }> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (websiteId !== null) {
    params.push(websiteId);
    conditions.push(`t.website_id = $${params.length}`);
  }
  if (search !== null) {
    params.push(containsPattern(search));
    conditions.push(containsCondition('t', ['username', 'activity'], search, `$${params.length}`));
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const total = search === null ? await entryCount(q, websiteId) : ((await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM tracking t ${where}`, params)).rows[0]?.total ?? 0);
  const { limit, offset } = pageOf(pageSize, page);
  const n = params.length;
  const found = await q.query<TrackingEntryRow>(
    `SELECT t.id::text AS tracking_id, COALESCE(t.website_code, t.website_id::text) AS tracking_website, t.username AS tracking_username,
            t.role AS tracking_role, t.activity AS tracking_activity, t.created_at AS tracking_crated_at
       FROM tracking t ${where}
      ORDER BY t.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, limit, offset],
  );
  return { rows: found.rows.map((row) => ({ ...row, tracking_id: Number(row.tracking_id) })), total };
}

/**
 * The activity log (spec 03 §2 Tracking, §7): newest first, a page at a time, as an array whose
 * rows carry `all_data` plus `x-total-count`. Search matches the username or the activity text,
 * ignoring case, with % and _ taken literally. Access: ADMIN (any website, or `all`) and CHECKER
 * (their own website only).
 */
export function trackingLogRoutes(services: Services): FastifyPluginAsync {
  const { db } = services;
  return async (fastify) => {
    const app = typedRoutes(fastify);
    app.get(
      API_PATHS.tracking,
      { config: { access: { roles: STAFF_ROLES } }, schema: TRACKING_ROUTES.list },
      async (request, reply) => {
        const { params } = request;
        const websiteId = await websiteFilter(db, signedIn(request), params.website);
        const page = await trackingPage(db, websiteId, null, params.pageSize, params.page);
        return sendPage(reply, page.rows, page.total);
      },
    );

    app.get(
      API_PATHS.searchTracking,
      { config: { access: { roles: STAFF_ROLES } }, schema: TRACKING_ROUTES.search },
      async (request, reply) => {
        const { params } = request;
        const search = params.search.trim();
        if (search === '') throw badRequest(said('server.request.empty', { field: 'search' }));
        const websiteId = await websiteFilter(db, signedIn(request), params.website);
        const page = await trackingPage(db, websiteId, search, params.pageSize, params.page);
        return sendPage(reply, page.rows, page.total);
      },
    );
  };
}
