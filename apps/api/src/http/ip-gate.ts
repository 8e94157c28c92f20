import type { FastifyInstance } from 'fastify';
import { API_PATHS, said, type Said } from '@checker/domain';
import type { Db } from '../db/db';
import { clientAddress } from './client-ip';
import { isApiPath, requestPath } from './access';
import { HttpError } from './errors';

/** Load balancers probe health from anywhere; every other /api path needs a whitelisted address. */
const WHITELIST_EXEMPT = new Set<string>([API_PATHS.health]);

export function notWhitelistedMessage(ip: string): Said {
  return said('server.request.notWhitelisted', { ip });
}

export async function isWhitelisted(db: Db, ip: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM whitelist WHERE ip = $1 AND status', [ip]);
  return (found.rowCount ?? 0) > 0;
}

/** Runs first on every request, before the session guard, body parsing and the 404 handler. */
export function registerIpGate(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url) || WHITELIST_EXEMPT.has(requestPath(request.url))) return;
    const ip = clientAddress(request);
    if (!(await isWhitelisted(db, ip))) throw new HttpError(403, notWhitelistedMessage(ip));
  });
}
