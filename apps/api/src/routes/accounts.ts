import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ONLY, ALL_ROLES, ROLES, STAFF_ROLES, isRole, type Role } from '@checker/auth';
import {
  API_PATHS,
  PASSWORD_MIN_LENGTH,
  PASSWORD_ONLY_SPACES_TEXT,
  PASSWORD_SAME_AS_NAME_TEXT,
  PASSWORD_TOO_COMMON_TEXT,
  PASSWORD_TOO_SHORT_TEXT,
  passwordProblem,
  said,
  saidFields,
  type Said,
} from '@checker/domain';
import { ACCOUNT_ROUTES, type Account } from '@checker/domain/schemas';
import { hashPassword } from '../auth/passwords';
import { revokeAccountSessions, type SignedIn } from '../auth/sessions';
import { PG_UNIQUE_VIOLATION, pgErrorCode, type Queryable } from '../db/db';
import { signedIn } from '../http/access';
import { HttpError, badRequest, conflict, notFound } from '../http/errors';
import { pageOf, sendPage } from '../http/paging';
import { findWebsite, type WebsiteRef } from '../http/website-scope';
import { typedRoutes } from '../http/typed-routes';
import type { Services } from '../services';
import { trackBy } from '../tracking';

function hasControlCharacter(text: string): boolean {
  return [...text].some((ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

interface AccountRow {
  id: number;
  name: string;
  status: boolean;
  role: Role;
  website_id: number | null;
  website_code: string | null;
}

function accountLabel(account: Pick<AccountRow, 'name' | 'role' | 'website_code'>): string {
  return account.website_code ? `${account.name} (${account.role}, website ${account.website_code})` : `${account.name} (${account.role})`;
}

async function lockAccount(tx: Queryable, id: number): Promise<AccountRow> {
  const found = await tx.query<AccountRow>(
    `SELECT a.id, a.name, a.status, a.role, a.website_id, w.code AS website_code
       FROM accounts a LEFT JOIN websites w ON w.id = a.website_id
      WHERE a.id = $1 FOR UPDATE OF a`,
    [id],
  );
  const account = found.rows[0];
  if (!account) throw notFound(said('server.account.missing', { id }));
  return account;
}

/**
 * Locks the active ADMIN rows (always first, in id order, so concurrent changes queue instead of
 * deadlocking) and counts them: two admins cannot remove each other at the same moment.
 */
async function lockActiveAdmins(tx: Queryable): Promise<number> {
  const admins = await tx.query(`SELECT id FROM accounts WHERE role = 'ADMIN' AND status ORDER BY id FOR UPDATE`);
  return admins.rowCount ?? 0;
}

/** Each answer of the password rule (libs/domain/src/password.ts) as its catalogue message. */
const PASSWORD_PROBLEMS: ReadonlyMap<string, Said> = new Map([
  [PASSWORD_TOO_SHORT_TEXT, said('server.password.tooShort', { min: PASSWORD_MIN_LENGTH })],
  [PASSWORD_ONLY_SPACES_TEXT, said('server.password.onlySpaces')],
  [PASSWORD_SAME_AS_NAME_TEXT, said('server.password.sameAsName')],
  [PASSWORD_TOO_COMMON_TEXT, said('server.password.tooCommon')],
]);

/** The password rule of libs/domain, the same one the dialogs check: refused before anything is hashed or written. */
function refuseWeakPassword(password: string, accountName: string): void {
  const problem = passwordProblem(password, accountName);
  if (problem) throw badRequest(PASSWORD_PROBLEMS.get(problem) ?? problem);
}

function normalizedAccountName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw badRequest(said('server.request.empty', { field: 'account_name' }));
  if (hasControlCharacter(name)) throw badRequest(said('server.account.nameControl'));
  return name;
}

/** ADMIN has no website; CHECKER and CS need an existing one (given by id or code). */
async function websiteForRole(q: Queryable, role: Role, ref: WebsiteRef | null | undefined): Promise<{ id: number; code: string } | null> {
  const empty = ref === null || ref === undefined || ref === '';
  if (role === 'ADMIN') {
    if (!empty) throw badRequest(said('server.account.adminNoWebsite'));
    return null;
  }
  if (empty) throw badRequest(said('server.account.websiteRequired', { role }));
  const website = await findWebsite(q, ref);
  if (!website) throw badRequest(typeof ref === 'number' ? said('server.website.idMissing', { id: ref }) : said('server.website.missing', { website: ref }));
  return { id: website.id, code: website.code };
}

function listScope(account: SignedIn): { where: string; params: unknown[] } {
  if (account.account_role === 'ADMIN') return { where: '', params: [] };
  // CHECKER sees the staff of their own website and the ADMINs (to name who edited their data).
  return { where: `WHERE a.website_id = $1 OR a.role = 'ADMIN'`, params: [account.account_website] };
}

/**
 * Staff accounts (spec 01 §7). Access: the list is for ADMIN and CHECKER (CHECKER sees their website's
 * staff and the ADMINs); create, status and delete are ADMIN only; every role may change its own
 * password, ADMIN anyone's.
 */
export function accountRoutes(services: Services): FastifyPluginAsync {
  const { db } = services;
  return async (fastify) => {
    const app = typedRoutes(fastify);
    app.get(
      API_PATHS.accounts,
      { config: { access: { roles: STAFF_ROLES } }, schema: ACCOUNT_ROUTES.list },
      async (request, reply) => {
        const account = signedIn(request);
        const { where, params } = listScope(account);
        const { limit, offset } = pageOf(request.params.pageSize, request.params.page);
        const total = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM accounts a ${where}`, params);
        const rows = await db.query<Account>(
          `SELECT a.id AS account_id, a.name AS account_name, a.status AS account_status, a.role AS account_role,
                  a.website_id AS account_website, w.code AS account_website_code, a.created_by AS account_created_by,
                  a.created_at AS account_created_at, a.last_edited_at AS account_last_edited_at, a.last_edited_by AS account_last_edited_by
             FROM accounts a LEFT JOIN websites w ON w.id = a.website_id
             ${where}
            ORDER BY a.id
            LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, limit, offset],
        );
        return sendPage(reply, rows.rows, total.rows[0]?.total ?? 0);
      },
    );

    app.post(
      API_PATHS.addAccount,
      { config: { access: { roles: ADMIN_ONLY } }, schema: ACCOUNT_ROUTES.add },
      async (request, reply) => {
        const caller = signedIn(request);
        const body = request.body;
        const name = normalizedAccountName(body.account_name);
        const role = body.account_role.trim().toUpperCase();
        if (!isRole(role)) throw badRequest(said('server.request.oneOf', { field: 'account_role', allowed: ROLES.join(', ') }));
        const status = body.account_status ?? true;
        refuseWeakPassword(body.account_password, name);
        const passwordHash = await hashPassword(body.account_password);
        const created = await db
          .transaction(async (tx) => {
            const website = await websiteForRole(tx, role, body.account_website);
            const inserted = await tx.query<{ id: number }>(
              `INSERT INTO accounts (name, password_hash, status, role, website_id, created_by, last_edited_by)
               VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
              [name, passwordHash, status, role, website?.id ?? null, caller.account_id],
            );
            const label = accountLabel({ name, role, website_code: website?.code ?? null });
            await trackBy(tx, caller, `Created account ${label}${status ? '' : ', inactive'}`, website?.id ?? null);
            return inserted.rows[0] as { id: number };
          })
          .catch((error: unknown) => {
            if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(said('server.account.nameTaken', { name }));
            throw error;
          });
        reply.code(201);
        return { success: true, ...saidFields(said('server.account.created', { name })), account_id: created.id };
      },
    );

    app.put(
      API_PATHS.accountStatus,
      { config: { access: { roles: ADMIN_ONLY } }, schema: ACCOUNT_ROUTES.status },
      async (request) => {
        const caller = signedIn(request);
        const status = request.body.account_status;
        const target = await db.transaction(async (tx) => {
          const activeAdmins = await lockActiveAdmins(tx);
          const account = await lockAccount(tx, request.params.id);
          if (!status && account.status) {
            if (account.id === caller.account_id) throw conflict(said('server.account.ownDeactivate'));
            if (account.role === 'ADMIN' && activeAdmins <= 1) throw conflict(said('server.account.lastAdminDeactivate'));
          }
          await tx.query('UPDATE accounts SET status = $2, last_edited_at = now(), last_edited_by = $3 WHERE id = $1', [account.id, status, caller.account_id]);
          if (!status) await revokeAccountSessions(tx, account.id);
          await trackBy(tx, caller, `${status ? 'Activated' : 'Deactivated'} account ${accountLabel(account)}`, account.website_id);
          return account;
        });
        return { success: true, ...saidFields(said(status ? 'server.account.nowActive' : 'server.account.nowInactive', { name: target.name })), account_id: target.id, account_status: status };
      },
    );

    app.put(
      API_PATHS.accountPassword,
      { config: { access: { roles: ALL_ROLES } }, schema: ACCOUNT_ROUTES.password },
      async (request) => {
        const caller = signedIn(request);
        const own = request.params.id === caller.account_id;
        if (!own && caller.account_role !== 'ADMIN') throw new HttpError(403, said('server.account.ownPasswordOnly'));
        const named = await db.query<{ name: string }>('SELECT name FROM accounts WHERE id = $1', [request.params.id]);
        const name = named.rows[0]?.name;
        if (name === undefined) throw notFound(said('server.account.missing', { id: request.params.id }));
        refuseWeakPassword(request.body.account_password, name);
        const passwordHash = await hashPassword(request.body.account_password);
        const target = await db.transaction(async (tx) => {
          const account = await lockAccount(tx, request.params.id);
          await tx.query('UPDATE accounts SET password_hash = $2, last_edited_at = now(), last_edited_by = $3 WHERE id = $1', [account.id, passwordHash, caller.account_id]);
          // Every other session of the account ends; the caller changing their own password stays signed in.
          await revokeAccountSessions(tx, account.id, own ? caller.session_id : null);
          await trackBy(tx, caller, own ? 'Changed own password' : `Changed the password of account ${accountLabel(account)}`, account.website_id);
          return account;
        });
        return { success: true, ...saidFields(said('server.account.passwordUpdated', { name: target.name })), account_id: target.id };
      },
    );

    app.delete(
      API_PATHS.deleteAccount,
      { config: { access: { roles: ADMIN_ONLY } }, schema: ACCOUNT_ROUTES.remove },
      async (request) => {
        const caller = signedIn(request);
        const target = await db.transaction(async (tx) => {
          const activeAdmins = await lockActiveAdmins(tx);
          const account = await lockAccount(tx, request.params.id);
          if (account.id === caller.account_id) throw conflict(said('server.account.ownDelete'));
          if (account.role === 'ADMIN' && account.status && activeAdmins <= 1) throw conflict(said('server.account.lastAdminDelete'));
          // Its sessions go with it (ON DELETE CASCADE).
          await tx.query('DELETE FROM accounts WHERE id = $1', [account.id]);
          await trackBy(tx, caller, `Deleted account ${accountLabel(account)}`, account.website_id);
          return account;
        });
        return { success: true, ...saidFields(said('server.account.deleted', { name: target.name })), account_id: target.id };
      },
    );
  };
}
