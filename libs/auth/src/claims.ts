import { isRole, type Role } from './roles';

export const TOKEN_COOKIE = 'token';
export const SESSION_COOKIE = 'checker_session';

/** The claims the product reads from the `token` cookie (spec 01 §3). */
export interface TokenClaims {
  account_name: string;
  account_id: number;
  account_role: Role;
  account_website: number | null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  // Percent-encoding the bytes lets decodeURIComponent do the UTF-8 decoding in every runtime.
  return decodeURIComponent(Array.from(binary, (ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
}

/** Checks that a decoded payload has the claim types the product relies on. */
export function asTokenClaims(payload: unknown): TokenClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.account_name !== 'string' || p.account_name === '') return null;
  if (typeof p.account_id !== 'number' || !Number.isInteger(p.account_id)) return null;
  if (!isRole(p.account_role)) return null;
  const website = p.account_website;
  if (website !== null && website !== undefined && (typeof website !== 'number' || !Number.isInteger(website))) return null;
  return { account_name: p.account_name, account_id: p.account_id, account_role: p.account_role, account_website: (website as number | null | undefined) ?? null };
}

/**
 * Reads the claims of a JWT without verifying it. The browser uses it only to decide what to show;
 * the server verifies the signature and the session on every call. Anything malformed gives null.
 */
export function decodeClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    return asTokenClaims(JSON.parse(decodeBase64Url(parts[1])));
  } catch {
    return null;
  }
}

/** The value of one cookie in a `document.cookie` style string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}
