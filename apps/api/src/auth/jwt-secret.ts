import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';

/**
 * CHECKER_JWT_SECRET when set; otherwise a random secret created once and kept in the settings
 * table, so every instance on the same database signs and accepts the same tokens.
 */
export async function loadJwtSecret(q: Queryable, configured: string | null): Promise<string> {
  if (configured) return configured;
  await q.query(`INSERT INTO settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING`, [randomBytes(48).toString('base64url')]);
  const stored = await q.query<{ value: string }>(`SELECT value FROM settings WHERE key = 'jwt_secret'`);
  const secret = stored.rows[0]?.value;
  if (!secret) throw new Error('The JWT secret could not be stored in the settings table.');
  return secret;
}
