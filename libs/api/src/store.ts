import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { authReducer, authStateFromCookies, type AuthState } from './auth-slice';

const rootReducer = combineReducers({ [api.reducerPath]: api.reducer, auth: authReducer });

export type RootState = ReturnType<typeof rootReducer>;

/**
 * One store per page load. The shell creates it; remote pages use the shell's store through the
 * shared react-redux and @checker/api singletons.
 */
export function createAppStore(options: { cookieString?: string } = {}) {
  const cookieString = options.cookieString ?? (typeof document === 'undefined' ? '' : document.cookie);
  return configureStore({
    reducer: rootReducer,
    preloadedState: { auth: authStateFromCookies(cookieString) },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectAuth = (state: RootState): AuthState => state.auth;
export const selectClaims = (state: RootState) => state.auth.claims;
