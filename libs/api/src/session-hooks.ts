import { useCallback } from 'react';
import { asTokenClaims, decodeClaims, readCookie, TOKEN_COOKIE } from '@checker/auth';
import { api } from './api';
import { signedIn, signedOut } from './auth-slice';
import { useLoginMutation, useLogoutMutation } from './endpoints/session';
import { useAppDispatch } from './store';
import { clearTokenCookie } from './token-cookie';
import type { LoginRequest, LoginResponse } from './types';

/**
 * Login, then mark the session signed in before the promise resolves, so the caller can navigate
 * straight into guarded routes. Claims come from the token cookie the server just set; the body
 * carries the same claims when the cookie cannot be read.
 */
export function useSignIn() {
  const [login, state] = useLoginMutation();
  const dispatch = useAppDispatch();
  const signIn = useCallback(
    async (body: LoginRequest): Promise<LoginResponse> => {
      const data = await login(body).unwrap();
      dispatch(signedIn(decodeClaims(readCookie(document.cookie, TOKEN_COOKIE)) ?? asTokenClaims(data)));
      return data;
    },
    [login, dispatch],
  );
  return [signIn, state] as const;
}

/** POST /api/logout, remove the token cookie, mark signed out and drop every cached answer. */
export function useSignOut() {
  const [logout, state] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const signOut = useCallback(async (): Promise<void> => {
    // Leave locally whatever the server answers: the user asked to go.
    await logout()
      .unwrap()
      .catch(() => undefined);
    clearTokenCookie();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  }, [logout, dispatch]);
  return [signOut, state] as const;
}
