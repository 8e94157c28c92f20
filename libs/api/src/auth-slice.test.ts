import { authReducer, authStateFromCookies, signedIn, signedOut } from './auth-slice';
import { tokenFor } from '@checker/test-kit/fake-api';

const claims = { account_name: 'rina', account_id: 4, account_role: 'CHECKER' as const, account_website: 2 };

describe('authStateFromCookies', () => {
  it('is signed in with the decoded claims when the token cookie is present', () => {
    expect(authStateFromCookies(`theme=dark; token=${tokenFor(claims)}`)).toEqual({ signedIn: true, claims });
  });

  it('is signed out without a token cookie, even if another cookie ends in "token"', () => {
    expect(authStateFromCookies('mytoken=abc; checker_session=x')).toEqual({ signedIn: false, claims: null });
    expect(authStateFromCookies('')).toEqual({ signedIn: false, claims: null });
  });

  it('keeps the flag but has null claims when the token cannot be decoded', () => {
    expect(authStateFromCookies('token=not-a-jwt')).toEqual({ signedIn: true, claims: null });
    expect(authStateFromCookies(`token=${tokenFor({ ...claims, account_role: 'SUPERVISOR' })}`)).toEqual({ signedIn: true, claims: null });
  });
});

describe('auth reducer', () => {
  it('login sets signed in with claims; logout clears both', () => {
    const afterLogin = authReducer({ signedIn: false, claims: null }, signedIn(claims));
    expect(afterLogin).toEqual({ signedIn: true, claims });
    expect(authReducer(afterLogin, signedOut())).toEqual({ signedIn: false, claims: null });
  });
});
