import type { FastifyPluginAsync } from 'fastify';
import { SESSION_COOKIE, isRole } from '@checker/auth';
import { API_PATHS, said, saidFields } from '@checker/domain';
import { ACCOUNT_ROUTES } from '@checker/domain/schemas';
import { blockedMessage, clearLoginFailures, loginBlockedSeconds, recordLoginFailure } from '../auth/login-limit';
import { verifyPassword } from '../auth/passwords';
import { clearSessionCookies, openSession, revokeSessionByValue, setSessionCookies } from '../auth/sessions';
import { clientAddress } from '../http/client-ip';
import { HttpError } from '../http/errors';
import { typedRoutes } from '../http/typed-routes';
import type { Services } from '../services';
import { track } from '../tracking';

export const INVALID_LOGIN = said('server.signIn.invalid');

interface AccountRow {
  id: number;
  name: string;
  password_hash: string;
  status: boolean;
  role: string;
  website_id: number | null;
}

/** POST /api/login and POST /api/logout. */
export function authRoutes(services: Services): FastifyPluginAsync {
  const { db } = services;
  return async (fastify) => {
    const app = typedRoutes(fastify);
    app.post(
      API_PATHS.login,
      { config: { access: 'public' }, schema: ACCOUNT_ROUTES.login },
      async (request, reply) => {
        const ip = clientAddress(request);
        const typedName = request.body.account_name.trim();
        const accountKey = typedName.toLowerCase();

        const blockedFor = await loginBlockedSeconds(db, accountKey, ip);
        if (blockedFor > 0) {
          await track(db, { websiteId: null, username: typedName, role: null, activity: `Sign-in blocked after repeated failures, from ${ip}` });
          throw new HttpError(429, blockedMessage(blockedFor));
        }

        const found = await db.query<AccountRow>('SELECT id, name, password_hash, status, role, website_id FROM accounts WHERE lower(name) = $1', [accountKey]);
        const account = found.rows[0] ?? null;
        const passwordOk = await verifyPassword(account?.password_hash ?? null, request.body.account_password);
        if (!account || !passwordOk || !isRole(account.role)) {
          await recordLoginFailure(db, accountKey, ip);
          await track(db, {
            websiteId: account?.website_id ?? null,
            username: account?.name ?? typedName,
            role: account && isRole(account.role) ? account.role : null,
            activity: account ? `Failed sign-in (wrong password) from ${ip}` : `Failed sign-in (unknown account name) from ${ip}`,
          });
          throw new HttpError(401, INVALID_LOGIN);
        }
        if (!account.status) {
          await track(db, { websiteId: account.website_id, username: account.name, role: account.role, activity: `Sign-in refused (account inactive) from ${ip}` });
          throw new HttpError(403, said('server.signIn.inactive'));
        }

        const claims = { account_id: account.id, account_name: account.name, account_role: account.role, account_website: account.website_id };
        const session = await db.transaction(async (tx) => {
          await clearLoginFailures(tx, accountKey);
          await tx.query(`DELETE FROM sessions WHERE expires_at < now() - interval '7 days'`);
          await track(tx, { websiteId: claims.account_website, username: claims.account_name, role: claims.account_role, activity: `Signed in from ${ip}` });
          return openSession(services, tx, claims);
        });
        setSessionCookies(request, reply, session);
        return { ...saidFields(said('server.signIn.done')), ...claims };
      },
    );

    app.post(API_PATHS.logout, { config: { access: 'public' }, schema: ACCOUNT_ROUTES.logout }, async (request, reply) => {
      const sessionValue = request.cookies[SESSION_COOKIE];
      if (sessionValue) {
        await db.transaction(async (tx) => {
          const accountId = await revokeSessionByValue(tx, sessionValue);
          if (accountId === null) return;
          const who = await tx.query<{ name: string; role: string; website_id: number | null }>('SELECT name, role, website_id FROM accounts WHERE id = $1', [accountId]);
          const row = who.rows[0];
          if (row) await track(tx, { websiteId: row.website_id, username: row.name, role: isRole(row.role) ? row.role : null, activity: `Signed out from ${clientAddress(request)}` });
        });
      }
      clearSessionCookies(request, reply);
      return saidFields(said('server.signIn.signedOut'));
    });
  };
}
