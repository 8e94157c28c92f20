export { SessionContext, SessionProvider, useSession, useClaims, type SessionState } from './session';
export { RedirectSignedIn, RequireSession, RequireRole, hasTokenCookie, HOME_PATH, SIGNIN_PATH, NOT_FOUND_PATH, type RequireRoleProps } from './guards';
