import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { isApiPath } from './access';

/**
 * How long a request holds the foreground at most. A page's queries are done well within it; a
 * longer request (an export streaming to a slow client, a sign-in hashing its password) would
 * otherwise make every staged step wait for it, and its queries still count one by one.
 */
export const REQUEST_HOLD_MAX_MS = 250;

/**
 * Every /api request holds the database's foreground from its start to its answer (Db.holdForeground),
 * for at most `holdMaxMs`, so on PGlite a staged upload's step waits for the whole request, not only
 * for each of its queries: a page's whitelist, session and data queries then run back to back. Form
 * routes (uploads, Convert Mutasi) do not hold it: they run for seconds receiving, parsing and
 * staging a file (an upload's steps are their own background work); their few queries still count
 * one by one. Registered before the IP gate, whose query is the request's first.
 */
export function registerForegroundRequests(app: FastifyInstance, db: Db, holdMaxMs = REQUEST_HOLD_MAX_MS): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url) || request.routeOptions.config.form) return;
    const release = db.holdForeground();
    const expiry = setTimeout(release, holdMaxMs);
    // 'close' comes once the answer is sent or the client has gone, whichever ends the request.
    reply.raw.once('close', () => {
      clearTimeout(expiry);
      release();
    });
  });
}
