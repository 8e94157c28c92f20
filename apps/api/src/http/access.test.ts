import Fastify from 'fastify';
import type {} from '@fastify/cookie';
import type { QueryResult, QueryResultRow } from 'pg';
import { ADMIN_ONLY, STAFF_ROLES, readCookie } from '@checker/auth';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import type { SessionClaims, Services } from '../services';
import { registerAccessControl, signedIn } from './access';
import { HttpError } from './errors';

const SID = '00000000-0000-4000-8000-000000000001';
const TOKEN_CLAIMS: SessionClaims = { account_id: 7, account_name: 'budi', account_role: 'CHECKER', account_website: 3, sid: SID };

/** One live session (cookie value "live") of account 7; the row says what the account is now. */
function services(accountRow: Record<string, unknown> | null): Services {
  const db: Db = {
    async query<R extends QueryResultRow>(_sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
      const live = accountRow !== null && params?.[0] === SID && typeof params?.[1] === 'string';
      const rows = (live ? [accountRow] : []) as unknown as R[];
      return { rows, rowCount: rows.length, command: 'SELECT', oid: 0, fields: [] };
    },
    transaction: () => Promise.reject(new Error('unused')),
    copyInOwnTransaction: () => Promise.reject(new Error('unused')),
    foregroundIdleMs: () => 0,
    holdForeground: () => () => undefined,
    close: async () => undefined,
  };
  return {
    db,
    config: loadConfig({}, '/', '/'),
    tokens: { sign: () => Promise.reject(new Error('unused')), verify: async (token) => (token === 'good' ? TOKEN_CLAIMS : null) },
    uploadWorker: { parse: () => Promise.reject(new Error('unused')), convert: () => Promise.reject(new Error('unused')), close: async () => undefined },
  };
}

async function appWith(accountRow: Record<string, unknown> | null) {
  const app = Fastify({ exposeHeadRoutes: false });
  app.setErrorHandler((error: Error, _request, reply) => reply.code(error instanceof HttpError ? error.statusCode : 500).send({ message: error.message }));
  // @fastify/cookie loads its parser with a dynamic import that jest cannot run; these two cookies are enough.
  app.addHook('onRequest', async (request) => {
    const header = request.headers.cookie ?? '';
    request.cookies = { token: readCookie(header, 'token') ?? undefined, checker_session: readCookie(header, 'checker_session') ?? undefined };
  });
  registerAccessControl(app, services(accountRow));
  app.get('/api/staff', { config: { access: { roles: STAFF_ROLES } } }, async (request) => signedIn(request));
  app.get('/api/admin', { config: { access: { roles: ADMIN_ONLY } } }, async () => ({ ok: true }));
  app.get('/api/open', { config: { access: 'public' } }, async () => ({ ok: true }));
  app.get('/outside', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('registerAccessControl', () => {
  it('refuses to register an /api route that does not declare its access', async () => {
    const app = Fastify();
    registerAccessControl(app, services(null));
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow('API route GET /api/forgotten must declare config.access');
    expect(() => app.get('/api/nobody', { config: { access: { roles: [] } } }, async () => ({}))).toThrow('API route GET /api/nobody allows no role.');
  });

  it('records every /api route with its access in the route table', async () => {
    const app = await appWith(null);
    expect(app.apiRoutes).toEqual([
      { method: 'GET', url: '/api/staff', access: { roles: STAFF_ROLES } },
      { method: 'GET', url: '/api/admin', access: { roles: ADMIN_ONLY } },
      { method: 'GET', url: '/api/open', access: 'public' },
    ]);
  });

  it('takes the caller from the database row, needs both cookies, and checks the role', async () => {
    const app = await appWith({ id: 7, name: 'budi', role: 'CHECKER', website_id: 3 });
    const both = 'token=good; checker_session=live';
    const me = await app.inject({ url: '/api/staff', headers: { cookie: both } });
    expect(me.json()).toEqual({ account_id: 7, account_name: 'budi', account_role: 'CHECKER', account_website: 3, session_id: SID });
    expect((await app.inject({ url: '/api/staff', headers: { cookie: 'token=good' } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/staff', headers: { cookie: 'checker_session=live' } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/staff', headers: { cookie: 'token=bad; checker_session=live' } })).json()).toEqual({ message: 'Not signed in.' });
    expect((await app.inject({ url: '/api/admin', headers: { cookie: both } })).json()).toEqual({ message: 'Forbidden.' });
    expect((await app.inject({ url: '/api/open' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/outside' })).statusCode).toBe(200);
  });

  it('uses the role the account has now, not the one in the token', async () => {
    const promoted = await appWith({ id: 7, name: 'budi', role: 'ADMIN', website_id: null });
    expect((await promoted.inject({ url: '/api/admin', headers: { cookie: 'token=good; checker_session=live' } })).statusCode).toBe(200);
    const demoted = await appWith({ id: 7, name: 'budi', role: 'CS', website_id: 3 });
    expect((await demoted.inject({ url: '/api/staff', headers: { cookie: 'token=good; checker_session=live' } })).statusCode).toBe(403);
  });

  it('refuses a session that belongs to another account than the token', async () => {
    const app = await appWith({ id: 8, name: 'other', role: 'ADMIN', website_id: null });
    expect((await app.inject({ url: '/api/staff', headers: { cookie: 'token=good; checker_session=live' } })).statusCode).toBe(401);
  });
});
