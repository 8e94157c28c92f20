import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { isApiPath } from './access';

/**
 * Every /api request holds the database's foreground from its start to its answer (Db.holdForeground),
 * so on PGlite a staged upload's step waits for the whole request, not only for each of its queries:
 * a page's whitelist, session and data queries then run back to back. Form routes (uploads, Convert
 * Mutasi) do not hold it: they run for seconds receiving, parsing and staging a file (an upload's
 * steps are their own background work); their few queries still count one by one.
 * Registered before the IP gate, whose query is the request's first.
 */
export function registerForegroundRequests(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url) || request.routeOptions.config.form) return;
    const release = db.holdForeground();
    // 'close' comes once the answer is sent or the client has gone, whichever ends the request.
    reply.raw.once('close', release);
  });
}
