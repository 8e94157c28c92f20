export { SessionContext, SessionProvider, useSession, useClaims, type SessionState } from './session';
export { RequireSession, RequireRole, hasTokenCookie, SIGNIN_PATH, NOT_FOUND_PATH, type RequireRoleProps } from './guards';
