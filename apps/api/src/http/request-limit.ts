import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { API_PATHS, said, type Said } from '@checker/domain';
import { isApiPath, requestPath } from './access';
import { clientAddress } from './client-ip';
import { HttpError } from './errors';

/** Load balancers probe health often and from anywhere. */
const LIMIT_EXEMPT = new Set<string>([API_PATHS.health]);

const WINDOW_MS = 60_000;

export function tooManyRequestsMessage(perMinute: number): Said {
  return said('server.request.tooMany', { perMinute });
}

/**
 * At most `perMinute` /api requests a minute per signed-in session (else per address), so one
 * account flooding searches or exports cannot starve everyone else of the database. It runs after
 * the session guard has named the caller and before a body is read; the count is kept per server
 * instance (N instances behind a balancer allow up to N times as many). Refused: 429 with Retry-After.
 */
export async function registerRequestLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  const noCountHeaders = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false } as const;
  await app.register(fastifyRateLimit, {
    global: true,
    max: perMinute,
    timeWindow: WINDOW_MS,
    hook: 'preParsing',
    allowList: (request) => !isApiPath(request.url) || LIMIT_EXEMPT.has(requestPath(request.url)),
    keyGenerator: (request) => (request.account ? `session:${request.account.session_id}` : `address:${clientAddress(request)}`),
    addHeadersOnExceeding: noCountHeaders,
    addHeaders: { ...noCountHeaders, 'retry-after': true },
    errorResponseBuilder: () => new HttpError(429, tooManyRequestsMessage(perMinute)),
  });
}
