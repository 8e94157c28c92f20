import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, TOKEN_COOKIE, type Role } from '@checker/auth';
import { authenticate, type SignedIn } from '../auth/sessions';
import type { Services } from '../services';
import { FORBIDDEN, HttpError, NOT_SIGNED_IN } from './errors';

/** Who may call a route: anyone (still behind the IP whitelist) or signed-in accounts of these roles. */
export type RouteAccess = 'public' | { readonly roles: readonly Role[] };

export interface ApiRouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    account: SignedIn | null;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule, filled as routes are registered. */
    apiRoutes: ApiRouteEntry[];
  }
}

export function requestPath(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

export function isApiPath(url: string): boolean {
  const path = requestPath(url);
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Every /api route must declare `config.access` (checked when the route is added, so a route
 * without it stops the server from starting); guarded routes then need a live session and a role.
 */
export function registerAccessControl(app: FastifyInstance, services: Services): void {
  app.decorate('apiRoutes', [] as ApiRouteEntry[]);
  app.decorateRequest('account', null);

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access) throw new Error(`API route ${methods.join(',')} ${route.url} must declare config.access ('public' or { roles }).`);
    if (access !== 'public' && access.roles.length === 0) throw new Error(`API route ${methods.join(',')} ${route.url} allows no role.`);
    for (const method of methods) app.apiRoutes.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const account = await authenticate(services, request.cookies[TOKEN_COOKIE], request.cookies[SESSION_COOKIE]);
    if (!account) throw new HttpError(401, NOT_SIGNED_IN);
    if (!access.roles.includes(account.account_role)) throw new HttpError(403, FORBIDDEN);
    request.account = account;
  });
}

/** The caller on a guarded route (the guard has already refused anyone else). */
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.account) throw new HttpError(401, NOT_SIGNED_IN);
  return request.account;
}
