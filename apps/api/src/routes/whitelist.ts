import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ONLY, STAFF_ROLES } from '@checker/auth';
import { API_PATHS, canonicalIp, isValidWhitelistIp, said, saidFields } from '@checker/domain';
import { WHITELIST_ROUTES, type WhitelistEntry } from '@checker/domain/schemas';
import { PG_UNIQUE_VIOLATION, pgErrorCode, type Queryable } from '../db/db';
import { signedIn } from '../http/access';
import { clientAddress } from '../http/client-ip';
import { badRequest, conflict, notFound } from '../http/errors';
import { pageOf, sendPage } from '../http/paging';
import { typedRoutes } from '../http/typed-routes';
import type { Services } from '../services';
import { trackBy } from '../tracking';

interface WhitelistRow {
  id: number;
  ip: string;
  status: boolean;
}

async function lockEntry(tx: Queryable, id: number): Promise<WhitelistRow> {
  const found = await tx.query<WhitelistRow>('SELECT id, ip, status FROM whitelist WHERE id = $1 FOR UPDATE', [id]);
  const row = found.rows[0];
  if (!row) throw notFound(said('server.whitelist.missing', { id }));
  return row;
}

/**
 * The IP whitelist page (spec 01 §7). Access: ADMIN and CHECKER read the list; only ADMIN adds,
 * removes or toggles. Nobody may remove or deactivate the address they are connected from.
 */
export function whitelistRoutes(services: Services): FastifyPluginAsync {
  const { db } = services;
  return async (fastify) => {
    const app = typedRoutes(fastify);
    app.get(
      API_PATHS.whitelist,
      { config: { access: { roles: STAFF_ROLES } }, schema: WHITELIST_ROUTES.list },
      async (request, reply) => {
        const { limit, offset } = pageOf(request.params.rows, request.params.page);
        const total = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM whitelist');
        const rows = await db.query<WhitelistEntry>(
          `SELECT id AS "Whitelist_id", ip AS "Whitelist_ip", status AS "Whitelist_status",
                  last_edited_at AS "Whitelist_last_edited_at", last_edited_by AS "Whitelist_last_edited_by"
             FROM whitelist ORDER BY id LIMIT $1 OFFSET $2`,
          [limit, offset],
        );
        return sendPage(reply, rows.rows, total.rows[0]?.total ?? 0);
      },
    );

    app.post(
      API_PATHS.addWhitelistIp,
      { config: { access: { roles: ADMIN_ONLY } }, schema: WHITELIST_ROUTES.create },
      async (request, reply) => {
        const caller = signedIn(request);
        const typed = request.body.whitelist_ip.trim();
        const ip = isValidWhitelistIp(typed) ? canonicalIp(typed) : null;
        if (!ip) throw badRequest(said('server.whitelist.ipInvalid', { ip: typed }));
        const id = await db
          .transaction(async (tx) => {
            const inserted = await tx.query<{ id: number }>('INSERT INTO whitelist (ip, last_edited_by) VALUES ($1, $2) RETURNING id', [ip, caller.account_id]);
            await trackBy(tx, caller, `Added IP ${ip} to the whitelist`, null);
            return (inserted.rows[0] as { id: number }).id;
          })
          .catch((error: unknown) => {
            if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(said('server.whitelist.ipTaken', { ip }));
            throw error;
          });
        reply.code(201);
        return { success: true, ...saidFields(said('server.whitelist.added', { ip })), Whitelist_id: id };
      },
    );

    app.put(
      API_PATHS.whitelistIpStatus,
      { config: { access: { roles: ADMIN_ONLY } }, schema: WHITELIST_ROUTES.status },
      async (request) => {
        const caller = signedIn(request);
        const status = request.body.Whitelist_status;
        const own = clientAddress(request);
        const entry = await db.transaction(async (tx) => {
          const row = await lockEntry(tx, request.params.id);
          if (!status && row.status && row.ip === own) throw conflict(said('server.whitelist.ownDeactivate', { ip: own }));
          await tx.query('UPDATE whitelist SET status = $2, last_edited_at = now(), last_edited_by = $3 WHERE id = $1', [row.id, status, caller.account_id]);
          await trackBy(tx, caller, `${status ? 'Activated' : 'Deactivated'} whitelist IP ${row.ip}`, null);
          return row;
        });
        return { success: true, ...saidFields(said(status ? 'server.whitelist.nowActive' : 'server.whitelist.nowInactive', { ip: entry.ip })), Whitelist_id: entry.id, Whitelist_status: status };
      },
    );

    app.delete(
      API_PATHS.deleteWhitelistIp,
      { config: { access: { roles: ADMIN_ONLY } }, schema: WHITELIST_ROUTES.remove },
      async (request) => {
        const caller = signedIn(request);
        const own = clientAddress(request);
        const entry = await db.transaction(async (tx) => {
          const row = await lockEntry(tx, request.params.id);
          if (row.status && row.ip === own) throw conflict(said('server.whitelist.ownRemove', { ip: own }));
          await tx.query('DELETE FROM whitelist WHERE id = $1', [row.id]);
          await trackBy(tx, caller, `Removed IP ${row.ip} from the whitelist`, null);
          return row;
        });
        return { success: true, ...saidFields(said('server.whitelist.removed', { ip: entry.ip })), Whitelist_id: entry.id };
      },
    );
  };
}
