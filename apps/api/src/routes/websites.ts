import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ONLY, ALL_ROLES, STAFF_ROLES } from '@checker/auth';
import { API_PATHS, PANELS, WEBSITE_CODE_MAX, isValidWebsiteCode, normalizePanel, said, saidFields, type MessageKey, type Said } from '@checker/domain';
import { WEBSITE_ROUTES, type Website, type WebsiteOption } from '@checker/domain/schemas';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/db';
import { signedIn } from '../http/access';
import { badRequest, conflict, notFound } from '../http/errors';
import { pageOf, sendPage } from '../http/paging';
import type { WebsiteRow } from '../http/website-scope';
import { typedRoutes } from '../http/typed-routes';
import type { Services } from '../services';
import { trackBy } from '../tracking';

/** The key naming what a website still has, by how many accounts and bank accounts (none, one, more). */
const HELD_KEYS: Readonly<Record<string, MessageKey>> = {
  'one,none': 'server.website.heldAccount',
  'many,none': 'server.website.heldAccounts',
  'none,one': 'server.website.heldBankAccount',
  'none,many': 'server.website.heldBankAccounts',
  'one,one': 'server.website.heldAccountBankAccount',
  'one,many': 'server.website.heldAccountBankAccounts',
  'many,one': 'server.website.heldAccountsBankAccount',
  'many,many': 'server.website.heldAccountsBankAccounts',
};

const howMany = (count: number): string => (count === 0 ? 'none' : count === 1 ? 'one' : 'many');

/** `Website ABC still has 2 accounts and 1 bank account; remove them first.`, or null when it has neither. */
function stillHeld(code: string, accounts: number, bankAccounts: number): Said | null {
  const key = HELD_KEYS[`${howMany(accounts)},${howMany(bankAccounts)}`];
  return key ? said(key, { code, accounts, bankAccounts }) : null;
}

/**
 * Websites (spec 01 §7). Access: the select list is open to every role (non-ADMIN get only their own
 * website), the paged list to ADMIN and CHECKER (CHECKER: own website), create and delete to ADMIN.
 */
export function websiteRoutes(services: Services): FastifyPluginAsync {
  const { db } = services;
  return async (fastify) => {
    const app = typedRoutes(fastify);
    app.get(API_PATHS.websiteOptions, { config: { access: { roles: ALL_ROLES } }, schema: WEBSITE_ROUTES.options }, async (request) => {
      const account = signedIn(request);
      const all = account.account_role === 'ADMIN';
      const rows = await db.query<WebsiteOption>(
        `SELECT id AS website_id, name AS website_name, code AS website_code, panel AS website_panel
           FROM websites ${all ? '' : 'WHERE id = $1'} ORDER BY code`,
        all ? [] : [account.account_website],
      );
      return rows.rows;
    });

    app.get(
      API_PATHS.websites,
      { config: { access: { roles: STAFF_ROLES } }, schema: WEBSITE_ROUTES.list },
      async (request, reply) => {
        const account = signedIn(request);
        const all = account.account_role === 'ADMIN';
        const where = all ? '' : 'WHERE id = $1';
        const params = all ? [] : [account.account_website];
        const { limit, offset } = pageOf(request.params.rows, request.params.page);
        const total = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM websites ${where}`, params);
        const rows = await db.query<Website>(
          `SELECT id AS website_id, name AS website_name, code AS website_code, panel AS website_panel,
                  last_edited_at AS website_last_edited_at, last_edited_by AS website_last_edited_by
             FROM websites ${where}
            ORDER BY code
            LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, limit, offset],
        );
        return sendPage(reply, rows.rows, total.rows[0]?.total ?? 0);
      },
    );

    app.post(
      API_PATHS.addWebsite,
      { config: { access: { roles: ADMIN_ONLY } }, schema: WEBSITE_ROUTES.create },
      async (request, reply) => {
        const caller = signedIn(request);
        const name = request.body.website_name.trim();
        const code = request.body.website_code.trim();
        if (name === '') throw badRequest(said('server.request.empty', { field: 'website_name' }));
        if (!isValidWebsiteCode(code)) throw badRequest(said('server.website.codeInvalid', { max: WEBSITE_CODE_MAX, code }));
        const panel = normalizePanel(request.body.website_panel);
        if (!panel) throw badRequest(said('server.request.oneOf', { field: 'website_panel', allowed: PANELS.join(', ') }));
        const created = await db
          .transaction(async (tx) => {
            const inserted = await tx.query<{ id: number }>('INSERT INTO websites (name, code, panel, last_edited_by) VALUES ($1, $2, $3, $4) RETURNING id', [name, code, panel, caller.account_id]);
            const id = (inserted.rows[0] as { id: number }).id;
            await trackBy(tx, caller, `Created website ${code} (${name}, ${panel})`, id);
            return id;
          })
          .catch((error: unknown) => {
            if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(said('server.website.codeTaken', { code }));
            throw error;
          });
        reply.code(201);
        return { success: true, ...saidFields(said('server.website.created', { code })), website_id: created };
      },
    );

    app.delete(
      API_PATHS.deleteWebsite,
      { config: { access: { roles: ADMIN_ONLY } }, schema: WEBSITE_ROUTES.remove },
      async (request) => {
        const caller = signedIn(request);
        const website = await db
          .transaction(async (tx) => {
            const found = await tx.query<WebsiteRow>('SELECT id, name, code, panel FROM websites WHERE id = $1 FOR UPDATE', [request.params.id]);
            const row = found.rows[0];
            if (!row) throw notFound(said('server.website.missing', { website: request.params.id }));
            const holders = await tx.query<{ accounts: number; bank_accounts: number }>(
              `SELECT (SELECT count(*)::int FROM accounts WHERE website_id = $1) AS accounts,
                      (SELECT count(*)::int FROM akun_bank WHERE website_id = $1) AS bank_accounts`,
              [row.id],
            );
            const { accounts = 0, bank_accounts = 0 } = holders.rows[0] ?? {};
            const held = stillHeld(row.code, accounts, bank_accounts);
            if (held) throw conflict(held);
            // Logged first, while the entry can still take the website's code from its row.
            await trackBy(tx, caller, `Deleted website ${row.code} (${row.name})`, row.id);
            await tx.query('DELETE FROM websites WHERE id = $1', [row.id]);
            return row;
          })
          .catch((error: unknown) => {
            if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw conflict(said('server.website.inUse', { id: request.params.id }));
            throw error;
          });
        return { success: true, ...saidFields(said('server.website.deleted', { code: website.code })), website_id: website.id };
      },
    );
  };
}
