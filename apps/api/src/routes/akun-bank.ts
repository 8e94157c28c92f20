import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ONLY, STAFF_ROLES } from '@checker/auth';
import { AKUN_BANK_BANKS, AKUN_BANK_NO_MAX, API_PATHS, JENIS_TRANSAKSI, isValidAkunBankNo, normalizeAkunBankBank, normalizeJenisTransaksi, said, saidFields } from '@checker/domain';
import { AKUN_BANK_ROUTES, type AkunBank, type AkunBankOption } from '@checker/domain/schemas';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode, type Queryable } from '../db/db';
import { signedIn } from '../http/access';
import { badRequest, conflict, notFound } from '../http/errors';
import { pageOf, sendPage } from '../http/paging';
import { findWebsite, reachableWebsite, assertWebsiteScope, websiteMissing } from '../http/website-scope';
import { typedRoutes } from '../http/typed-routes';
import type { Services } from '../services';
import { trackBy } from '../tracking';

interface AkunBankRow {
  id: number;
  website_id: number;
  website_code: string;
  jenis_transaksi: string;
  bank: string;
  name: string;
  number: string;
  status: boolean;
}

function akunBankLabel(row: Pick<AkunBankRow, 'name' | 'bank' | 'number' | 'jenis_transaksi' | 'website_code'>): string {
  return `${row.name} (${row.bank} - ${row.number}, ${row.jenis_transaksi}, website ${row.website_code})`;
}

async function lockAkunBank(tx: Queryable, id: number): Promise<AkunBankRow> {
  const found = await tx.query<AkunBankRow>(
    `SELECT b.id, b.website_id, w.code AS website_code, b.jenis_transaksi, b.bank, b.name, b.number, b.status
       FROM akun_bank b JOIN websites w ON w.id = b.website_id
      WHERE b.id = $1 FOR UPDATE OF b`,
    [id],
  );
  const row = found.rows[0];
  if (!row) throw notFound(said('server.akunBank.missing', { id }));
  return row;
}

/**
 * Data Bank (spec 03 §7) and the upload page's account list (spec 02 §7). Access: ADMIN and CHECKER
 * list and create (CHECKER only for their own website); only ADMIN toggles or removes.
 */
export function akunBankRoutes(services: Services): FastifyPluginAsync {
  const { db } = services;
  return async (fastify) => {
    const app = typedRoutes(fastify);
    app.get(
      API_PATHS.akunBank,
      { config: { access: { roles: STAFF_ROLES } }, schema: AKUN_BANK_ROUTES.list },
      async (request, reply) => {
        const website = await reachableWebsite(db, signedIn(request), request.params.websiteCode);
        const { limit, offset } = pageOf(request.params.pageSize, request.params.page);
        const total = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM akun_bank WHERE website_id = $1', [website.id]);
        const rows = await db.query<AkunBank>(
          `SELECT b.id AS akun_bank_id, b.website_id AS akun_bank_website, w.code AS akun_bank_website_code,
                  b.jenis_transaksi AS akun_bank_jenis_transaksi, b.bank AS akun_bank_bank, b.name AS akun_bank_name,
                  b.number AS akun_bank_no, b.status AS akun_bank_status, b.created_by AS akun_bank_created_by,
                  b.last_edited_at AS akun_bank_last_edited_at, b.last_edited_by AS akun_bank_last_edited_by
             FROM akun_bank b JOIN websites w ON w.id = b.website_id
            WHERE b.website_id = $1
            ORDER BY b.id
            LIMIT $2 OFFSET $3`,
          [website.id, limit, offset],
        );
        return sendPage(reply, rows.rows, total.rows[0]?.total ?? 0);
      },
    );

    app.get(
      API_PATHS.akunBankOptions,
      { config: { access: { roles: STAFF_ROLES } }, schema: AKUN_BANK_ROUTES.options },
      async (request) => {
        const bank = normalizeAkunBankBank(request.params.bankType);
        if (!bank) throw badRequest(said('server.akunBank.bankTypeUnknown', { bankType: request.params.bankType, allowed: AKUN_BANK_BANKS.join(', ') }));
        const jenis = { depo: 'DEPO', wd: 'WD' }[request.params.depoOrWd.trim().toLowerCase()];
        if (!jenis) throw badRequest(said('server.akunBank.depoOrWd', { got: request.params.depoOrWd }));
        const website = await reachableWebsite(db, signedIn(request), request.params.websiteCode);
        const rows = await db.query<AkunBankOption>(
          `SELECT id AS akun_bank_id, name AS akun_bank_name, number AS akun_bank_no
             FROM akun_bank
            WHERE website_id = $1 AND bank = $2 AND jenis_transaksi = $3 AND status
            ORDER BY name, id`,
          [website.id, bank, jenis],
        );
        return rows.rows;
      },
    );

    app.post(
      API_PATHS.addAkunBank,
      { config: { access: { roles: STAFF_ROLES } }, schema: AKUN_BANK_ROUTES.create },
      async (request, reply) => {
        const caller = signedIn(request);
        const body = request.body;
        const jenis = normalizeJenisTransaksi(body.akun_bank_jenis_transaksi);
        if (!jenis) throw badRequest(said('server.request.oneOf', { field: 'akun_bank_jenis_transaksi', allowed: JENIS_TRANSAKSI.join(', ') }));
        const bank = normalizeAkunBankBank(body.akun_bank_bank);
        if (!bank) throw badRequest(said('server.request.oneOf', { field: 'akun_bank_bank', allowed: AKUN_BANK_BANKS.join(', ') }));
        const name = body.akun_bank_name.trim();
        if (name === '') throw badRequest(said('server.request.empty', { field: 'akun_bank_name' }));
        const number = body.akun_bank_no.trim();
        if (number === '') throw badRequest(said('server.request.empty', { field: 'akun_bank_no' }));
        if (!isValidAkunBankNo(number)) throw badRequest(said('server.akunBank.numberDigits', { max: AKUN_BANK_NO_MAX }));
        if (body.akun_bank_website === '') throw badRequest(said('server.request.empty', { field: 'akun_bank_website' }));
        const website = await findWebsite(db, body.akun_bank_website);
        if (!website) throw badRequest(websiteMissing(body.akun_bank_website));
        assertWebsiteScope(caller, website);
        const row = { name, bank, number, jenis_transaksi: jenis, website_code: website.code };
        const id = await db
          .transaction(async (tx) => {
            const inserted = await tx.query<{ id: number }>(
              `INSERT INTO akun_bank (website_id, jenis_transaksi, bank, name, number, created_by, last_edited_by)
               VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
              [website.id, jenis, bank, name, number, caller.account_id],
            );
            await trackBy(tx, caller, `Created bank account ${akunBankLabel(row)}`, website.id);
            return (inserted.rows[0] as { id: number }).id;
          })
          .catch((error: unknown) => {
            if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(said('server.akunBank.exists', { bank, number, jenis, code: website.code }));
            throw error;
          });
        reply.code(201);
        return { success: true, ...saidFields(said('server.akunBank.created', { name, bank, number })), akun_bank_id: id };
      },
    );

    app.put(
      API_PATHS.akunBankStatus,
      { config: { access: { roles: ADMIN_ONLY } }, schema: AKUN_BANK_ROUTES.status },
      async (request) => {
        const caller = signedIn(request);
        const status = request.body.akun_bank_status;
        const row = await db.transaction(async (tx) => {
          const found = await lockAkunBank(tx, request.params.id);
          await tx.query('UPDATE akun_bank SET status = $2, last_edited_at = now(), last_edited_by = $3 WHERE id = $1', [found.id, status, caller.account_id]);
          await trackBy(tx, caller, `${status ? 'Activated' : 'Deactivated'} bank account ${akunBankLabel(found)}`, found.website_id);
          return found;
        });
        return { success: true, ...saidFields(said(status ? 'server.akunBank.nowActive' : 'server.akunBank.nowInactive', { name: row.name, number: row.number })), akun_bank_id: row.id, akun_bank_status: status };
      },
    );

    app.delete(
      API_PATHS.deleteAkunBank,
      { config: { access: { roles: ADMIN_ONLY } }, schema: AKUN_BANK_ROUTES.remove },
      async (request) => {
        const caller = signedIn(request);
        const row = await db
          .transaction(async (tx) => {
            const found = await lockAkunBank(tx, request.params.id);
            await tx.query('DELETE FROM akun_bank WHERE id = $1', [found.id]);
            await trackBy(tx, caller, `Removed bank account ${akunBankLabel(found)}`, found.website_id);
            return found;
          })
          .catch((error: unknown) => {
            if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw conflict(said('server.akunBank.inUse', { id: request.params.id }));
            throw error;
          });
        return { success: true, ...saidFields(said('server.akunBank.removed', { name: row.name, bank: row.bank, number: row.number })), akun_bank_id: row.id };
      },
    );
  };
}
