import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { readCookie, TOKEN_COOKIE } from '../claims';
import { isAllowed } from '../permissions';
import type { Role } from '../roles';
import { useSession } from './session';

export const SIGNIN_PATH = '/signin';
export const NOT_FOUND_PATH = '/not-found';
export const HOME_PATH = '/';

/** True when the cookie string carries the `token` cookie (spec 01 §2 session guard). */
export function hasTokenCookie(cookieString: string): boolean {
  return readCookie(cookieString, TOKEN_COOKIE) !== null;
}

/**
 * Session guard: without the token cookie, or once the session was ended (sign-out, a 401 from
 * the API), the user goes to /signin replacing the history entry. Renders children, or the
 * nested routes when used as a layout route.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const { signedIn } = useSession();
  if (!signedIn || !hasTokenCookie(document.cookie)) return <Navigate to={SIGNIN_PATH} replace />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * The sign-in page's guard: someone already signed in (the token cookie and a live session) has
 * nothing to do there and goes to the home page, replacing the history entry.
 */
export function RedirectSignedIn({ children }: { children?: ReactNode }) {
  const { signedIn } = useSession();
  if (signedIn && hasTokenCookie(document.cookie)) return <Navigate to={HOME_PATH} replace />;
  return <>{children ?? <Outlet />}</>;
}

export interface RequireRoleProps {
  roles: readonly Role[];
  /** When set, the token's website must be this one. */
  website?: number | null;
  children?: ReactNode;
}

/** Role guard: a role outside the list, a different website or undecodable claims go to /not-found. */
export function RequireRole({ roles, website, children }: RequireRoleProps) {
  const { claims } = useSession();
  if (!isAllowed(claims, roles, website)) return <Navigate to={NOT_FOUND_PATH} replace />;
  return <>{children ?? <Outlet />}</>;
}
