import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { decodeClaims, readCookie, TOKEN_COOKIE, type TokenClaims } from '@checker/auth';

export interface AuthState {
  signedIn: boolean;
  claims: TokenClaims | null;
}

/** Spec 01 §4: signed in at start iff the cookie string has the token cookie. */
export function authStateFromCookies(cookieString: string): AuthState {
  const token = readCookie(cookieString, TOKEN_COOKIE);
  return { signedIn: token !== null, claims: decodeClaims(token) };
}

const authSlice = createSlice({
  name: 'auth',
  // createAppStore preloads the real value from the cookie string.
  initialState: { signedIn: false, claims: null } as AuthState,
  reducers: {
    signedIn(_state, action: PayloadAction<TokenClaims | null>) {
      return { signedIn: true, claims: action.payload };
    },
    signedOut() {
      return { signedIn: false, claims: null };
    },
  },
});

export const { signedIn, signedOut } = authSlice.actions;
export const authReducer = authSlice.reducer;
