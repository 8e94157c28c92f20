import { said, type Said } from '@checker/domain';
import type { Queryable } from '../db/db';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;

/**
 * Seconds until another attempt is allowed, or 0. A name or an address with LOGIN_MAX_FAILURES
 * failures in the window is blocked until the oldest of its last LOGIN_MAX_FAILURES failures ages out.
 * Counted in the database so every instance sees the same count.
 */
export async function loginBlockedSeconds(q: Queryable, accountKey: string, clientIp: string): Promise<number> {
  const window = `interval '${LOGIN_WINDOW_MINUTES} minutes'`;
  const latest = (column: string, param: string): string =>
    `(SELECT created_at FROM login_failures WHERE ${column} = ${param} AND created_at > now() - ${window} ORDER BY created_at DESC OFFSET ${LOGIN_MAX_FAILURES - 1} LIMIT 1)`;
  const result = await q.query<{ seconds: string | null }>(
    `SELECT ceil(extract(epoch FROM (GREATEST(${latest('account_name', '$1')}, ${latest('client_ip', '$2')}) + ${window} - now())))::text AS seconds`,
    [accountKey, clientIp],
  );
  const seconds = Number(result.rows[0]?.seconds ?? 0);
  return seconds > 0 ? seconds : 0;
}

export async function recordLoginFailure(q: Queryable, accountKey: string, clientIp: string): Promise<void> {
  await q.query('INSERT INTO login_failures (account_name, client_ip) VALUES ($1, $2)', [accountKey, clientIp]);
}

/** A successful sign-in forgives the name's failures (not the address's). Old rows are swept here too. */
export async function clearLoginFailures(q: Queryable, accountKey: string): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE account_name = $1 OR created_at < now() - interval \'1 day\'', [accountKey]);
}

export function blockedMessage(seconds: number): Said {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return said(minutes === 1 ? 'server.signIn.blockedMinute' : 'server.signIn.blocked', { minutes });
}
