import { randomBytes } from 'node:crypto';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '@checker/domain';
import { ConfigError, type Config } from './config';
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
 * instances start together (advisory lock). A CHECKER_ADMIN_PASSWORD that breaks the password rule
 * stops the start (ConfigError) only when it would be used: once an ADMIN exists it is ignored.
 */
export async function ensureFirstAdmin(db: Db, config: Pick<Config, 'adminUser' | 'adminPassword'>): Promise<FirstAdmin | null> {
  const name = config.adminUser ?? 'admin';
  // 16 random base64url characters: always within the password rule.
  const generatedPassword = config.adminPassword ? null : randomBytes(12).toString('base64url');
  const password = config.adminPassword ?? (generatedPassword as string);
  const problem = passwordProblem(password, name);
  const passwordHash = problem ? null : await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('checker:first-admin'))`);
    const admins = await tx.query(`SELECT 1 FROM accounts WHERE role = 'ADMIN' LIMIT 1`);
    if ((admins.rowCount ?? 0) > 0) return null;
    if (passwordHash === null) {
      throw new ConfigError(
        `CHECKER_ADMIN_PASSWORD does not meet the password rule (at least ${PASSWORD_MIN_LENGTH} characters, not only spaces, not the account name, not a common password): ${problem}`,
      );
    }
    await tx.query(`INSERT INTO accounts (name, password_hash, status, role, website_id) VALUES ($1, $2, true, 'ADMIN', NULL)`, [name, passwordHash]);
    for (const ip of LOOPBACK_ADDRESSES) {
      await tx.query('INSERT INTO whitelist (ip, status) VALUES ($1, true) ON CONFLICT (ip) DO NOTHING', [ip]);
    }
    await track(tx, { websiteId: null, username: name, role: 'ADMIN', activity: `First ADMIN account ${name} created; whitelisted ${LOOPBACK_ADDRESSES.join(' and ')}` });
    return { name, generatedPassword };
  });
}
