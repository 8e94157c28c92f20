import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, TOKEN_COOKIE, isRole, type TokenClaims } from '@checker/auth';
import type { Queryable } from '../db/db';
import type { SessionClaims, Services } from '../services';

/** The signed-in caller, read from the database row (not from the token) on every request. */
export interface SignedIn extends TokenClaims {
  session_id: string;
}

export function hashSessionValue(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export interface IssuedSession {
  token: string;
  sessionValue: string;
  expiresAt: Date;
  /** Cookie lifetime in seconds: the session's length. */
  maxAge: number;
}

/** Opens a server-side session and signs the token that points at it. */
export async function openSession(services: Services, q: Queryable, account: TokenClaims): Promise<IssuedSession> {
  const sid = randomUUID();
  const sessionValue = randomBytes(32).toString('base64url');
  const maxAge = Math.round(services.config.sessionHours * 3600);
  const expiresAt = new Date(Date.now() + maxAge * 1000);
  await q.query('INSERT INTO sessions (id, account_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)', [sid, account.account_id, hashSessionValue(sessionValue), expiresAt]);
  const claims: SessionClaims = { ...account, sid };
  return { token: await services.tokens.sign(claims, expiresAt), sessionValue, expiresAt, maxAge };
}

interface SessionAccountRow {
  id: number;
  name: string;
  role: string;
  website_id: number | null;
}

/**
 * Both cookies are required: a token with a valid signature that has not expired, and the
 * session cookie of the same live session (not revoked, not expired) of an active account.
 */
export async function authenticate(services: Services, token: string | undefined, sessionValue: string | undefined): Promise<SignedIn | null> {
  if (!token || !sessionValue) return null;
  const claims = await services.tokens.verify(token);
  if (!claims) return null;
  const found = await services.db.query<SessionAccountRow>(
    `SELECT a.id, a.name, a.role, a.website_id
       FROM sessions s JOIN accounts a ON a.id = s.account_id
      WHERE s.id = $1 AND s.token_hash = $2 AND s.revoked_at IS NULL AND s.expires_at > now() AND a.status`,
    [claims.sid, hashSessionValue(sessionValue)],
  );
  const row = found.rows[0];
  if (!row || row.id !== claims.account_id || !isRole(row.role)) return null;
  return { account_id: row.id, account_name: row.name, account_role: row.role, account_website: row.website_id, session_id: claims.sid };
}

/** Ends the session a session cookie belongs to; returns its account id, or null when none was live. */
export async function revokeSessionByValue(q: Queryable, sessionValue: string): Promise<number | null> {
  const revoked = await q.query<{ account_id: number }>('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING account_id', [hashSessionValue(sessionValue)]);
  return revoked.rows[0]?.account_id ?? null;
}

/** Ends every live session of an account, except `keepSessionId` when given. */
export async function revokeAccountSessions(q: Queryable, accountId: number, keepSessionId: string | null = null): Promise<number> {
  const revoked = await q.query('UPDATE sessions SET revoked_at = now() WHERE account_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)', [accountId, keepSessionId]);
  return revoked.rowCount ?? 0;
}

function cookieBase(request: FastifyRequest): { path: string; sameSite: 'strict'; secure: boolean } {
  return { path: '/', sameSite: 'strict', secure: request.protocol === 'https' };
}

/** `token` is readable by the page (it shows the claims); `checker_session` is HttpOnly. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, session: IssuedSession): void {
  reply.setCookie(TOKEN_COOKIE, session.token, { ...cookieBase(request), httpOnly: false, maxAge: session.maxAge });
  reply.setCookie(SESSION_COOKIE, session.sessionValue, { ...cookieBase(request), httpOnly: true, maxAge: session.maxAge });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { ...cookieBase(request), httpOnly: false });
  reply.clearCookie(SESSION_COOKIE, { ...cookieBase(request), httpOnly: true });
}
