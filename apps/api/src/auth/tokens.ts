import { SignJWT, jwtVerify } from 'jose';
import { asTokenClaims } from '@checker/auth';
import type { SessionClaims, TokenSigner } from '../services';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** HS256 JWTs signed with the shared secret (from CHECKER_JWT_SECRET or the settings table). */
export function jwtSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims, expiresAt) {
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const claims = asTokenClaims(payload);
        if (!claims || typeof payload.sid !== 'string' || !SESSION_ID.test(payload.sid)) return null;
        return { ...claims, sid: payload.sid } satisfies SessionClaims;
      } catch {
        return null;
      }
    },
  };
}
