import { said, type Said } from '@checker/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** A page of another origin may not send these with the user's cookies (defence against CSRF beside SameSite=Strict). */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every answer that is not a page of the web app (API JSON, downloads, errors) may do nothing as a
 * document: no script, no style, no framing. web/site.ts gives the app's pages their own policy.
 */
export const LOCKED_DOWN_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** One year; no includeSubDomains, because other hosts of the company's domain are not ours to decide. */
export const HSTS = 'max-age=31536000';

/** `https://host:port` of a URL or an Origin header value; null for `null`, opaque or malformed values. */
export function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origin the browser used to reach this server: the Host header and the connection's scheme, or
 * X-Forwarded-Host / X-Forwarded-Proto when the connection comes from a CHECKER_TRUSTED_PROXIES proxy.
 */
export function requestOrigin(request: FastifyRequest): string | null {
  return originOf(`${request.protocol}://${request.host}`);
}

export function crossOriginMessage(origin: string): Said {
  return said('server.request.crossOrigin', { origin });
}

/**
 * Request ids on every answer, the Origin check on state-changing requests, and the headers that
 * tell browsers what an answer may do. A request without an Origin header passes the check:
 * browsers always send one with POST, PUT, PATCH and DELETE, so only non-browser clients (scripts,
 * curl) omit it, and those carry no cookies a third-party page could have made them send.
 */
export function registerSecurity(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (!STATE_CHANGING.has(request.method)) return;
    const sent = request.headers.origin;
    if (sent === undefined) return;
    const origin = originOf(sent);
    if (origin !== null && (origin === requestOrigin(request) || allowed.has(origin))) return;
    throw new HttpError(403, crossOriginMessage(sent));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    // For browsers that predate CSP frame-ancestors.
    reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', LOCKED_DOWN_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
