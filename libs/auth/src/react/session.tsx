import { createContext, useContext, type ReactNode } from 'react';
import type { TokenClaims } from '../claims';

/** What the browser knows about the sign-in: the flag of spec 01 §4 and the token's claims. */
export interface SessionState {
  signedIn: boolean;
  claims: TokenClaims | null;
}

const SIGNED_OUT: SessionState = { signedIn: false, claims: null };

/** Shared as a Module Federation singleton so remote pages read the shell's session. */
export const SessionContext = createContext<SessionState>(SIGNED_OUT);

export function SessionProvider({ value, children }: { value: SessionState; children?: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}

/** The signed-in account's claims, or null when signed out or when the token could not be decoded. */
export function useClaims(): TokenClaims | null {
  return useContext(SessionContext).claims;
}
