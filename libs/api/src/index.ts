export { api } from './api';
export { authStateFromCookies, signedIn, signedOut, type AuthState } from './auth-slice';
export { clearTokenCookie } from './token-cookie';
export { createAppStore, useAppDispatch, useAppSelector, selectAuth, selectClaims, type AppStore, type AppDispatch, type RootState } from './store';
export { StoreProvider } from './StoreProvider';
export { useSignIn, useSignOut } from './session-hooks';
export { sessionApi, useLoginMutation, useLogoutMutation, useWhitelistCheckQuery } from './endpoints/session';
export type * from './types';
