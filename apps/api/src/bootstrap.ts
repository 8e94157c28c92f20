import { randomBytes } from 'node:crypto';
import type { Config } from './config';
import type { Db } from './db/db';
import { hashPassword } from './auth/passwords';
import { track } from './tracking';

export interface FirstAdmin {
  name: string;
  /** The generated password, to print once; null when it came from CHECKER_ADMIN_PASSWORD. */
  generatedPassword: string | null;
}

/** The addresses of the machine itself, so the first sign-in works there. */
export const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1'] as const;

/**
 * First start: when no ADMIN exists, creates one (CHECKER_ADMIN_USER / CHECKER_ADMIN_PASSWORD, else
 * `admin` with a random password) and whitelists the loopback addresses. Safe when several
 * instances start together (advisory lock).
 */
export async function ensureFirstAdmin(db: Db, config: Pick<Config, 'adminUser' | 'adminPassword'>): Promise<FirstAdmin | null> {
  const name = config.adminUser ?? 'admin';
  const generatedPassword = config.adminPassword ? null : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(config.adminPassword ?? (generatedPassword as string));
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('checker:first-admin'))`);
    const admins = await tx.query(`SELECT 1 FROM accounts WHERE role = 'ADMIN' LIMIT 1`);
    if ((admins.rowCount ?? 0) > 0) return null;
    await tx.query(`INSERT INTO accounts (name, password_hash, status, role, website_id) VALUES ($1, $2, true, 'ADMIN', NULL)`, [name, passwordHash]);
    for (const ip of LOOPBACK_ADDRESSES) {
      await tx.query('INSERT INTO whitelist (ip, status) VALUES ($1, true) ON CONFLICT (ip) DO NOTHING', [ip]);
    }
    await track(tx, { websiteId: null, username: name, role: 'ADMIN', activity: `First ADMIN account ${name} created; whitelisted ${LOOPBACK_ADDRESSES.join(' and ')}` });
    return { name, generatedPassword };
  });
}
