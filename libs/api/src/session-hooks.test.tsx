import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { api } from './api';
import { sessionApi } from './endpoints/session';
import { useSignIn, useSignOut } from './session-hooks';
import { createAppStore, type AppStore } from './store';
import { StoreProvider } from './StoreProvider';
import { clearCookies, installFakeServer, tokenFor } from '@checker/test-kit/fake-api';

const claims = { account_name: 'rina', account_id: 4, account_role: 'CHECKER', account_website: 2 };

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => '/probe' }) }),
});

function wrapper(store: AppStore) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <StoreProvider store={store}>{children}</StoreProvider>;
  };
}

afterEach(clearCookies);

describe('useSignIn', () => {
  it('posts the credentials, then marks the session signed in with the token claims', async () => {
    const { calls } = installFakeServer({
      'POST /api/login': { status: 200, body: { message: 'Login successful', ...claims }, setCookie: `token=${tokenFor(claims)}; path=/` },
    });
    const store = createAppStore({ cookieString: '' });
    const { result } = renderHook(() => useSignIn(), { wrapper: wrapper(store) });
    await act(() => result.current[0]({ account_name: 'rina', account_password: 'pw' }));
    expect(calls).toEqual([{ method: 'POST', path: '/api/login', body: { account_name: 'rina', account_password: 'pw' } }]);
    expect(store.getState().auth).toEqual({ signedIn: true, claims });
  });

  it('rejects with the server answer and stays signed out on 401', async () => {
    installFakeServer({ 'POST /api/login': { status: 401, body: { message: 'Wrong username or password.' } } });
    const store = createAppStore({ cookieString: '' });
    const { result } = renderHook(() => useSignIn(), { wrapper: wrapper(store) });
    await act(async () => {
      await expect(result.current[0]({ account_name: 'rina', account_password: 'bad' })).rejects.toMatchObject({ status: 401, data: { message: 'Wrong username or password.' } });
    });
    expect(store.getState().auth.signedIn).toBe(false);
  });
});

describe('useSignOut', () => {
  it('posts /api/logout, removes the token cookie and marks signed out', async () => {
    document.cookie = `token=${tokenFor(claims)}; path=/`;
    const { calls } = installFakeServer({ 'POST /api/logout': { status: 200, body: { message: 'Signed out.' } } });
    const store = createAppStore();
    expect(store.getState().auth.signedIn).toBe(true);
    const { result } = renderHook(() => useSignOut(), { wrapper: wrapper(store) });
    await act(() => result.current[0]());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/logout']);
    expect(document.cookie).not.toContain('token=');
    expect(store.getState().auth).toEqual({ signedIn: false, claims: null });
  });

  it('still signs out locally when the server cannot be reached', async () => {
    document.cookie = `token=${tokenFor(claims)}; path=/`;
    installFakeServer({ 'POST /api/logout': () => Promise.reject(new TypeError('Failed to fetch')) });
    const store = createAppStore();
    const { result } = renderHook(() => useSignOut(), { wrapper: wrapper(store) });
    await act(() => result.current[0]());
    expect(document.cookie).not.toContain('token=');
    expect(store.getState().auth.signedIn).toBe(false);
  });
});

describe('an ended session', () => {
  it('a 401 from any call signs out and removes the token cookie', async () => {
    document.cookie = `token=${tokenFor(claims)}; path=/`;
    installFakeServer({ 'GET /api/probe': { status: 401, body: { message: 'Not signed in.' } } });
    const store = createAppStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    await waitFor(() => expect(store.getState().auth.signedIn).toBe(false));
    expect(document.cookie).not.toContain('token=');
  });

  it('a 403 from the whitelist check does not touch the session', async () => {
    document.cookie = `token=${tokenFor(claims)}; path=/`;
    installFakeServer({ 'GET /api/whitelist': { status: 403, body: { message: 'Forbidden' } } });
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.whitelistCheck.initiate());
    expect(store.getState().auth.signedIn).toBe(true);
    expect(document.cookie).toContain('token=');
  });

  it('sends cookies with every call', async () => {
    const { fetchMock } = installFakeServer({ 'GET /api/whitelist': { status: 200, body: { message: 'Success' } } });
    const store = createAppStore({ cookieString: '' });
    await store.dispatch(sessionApi.endpoints.whitelistCheck.initiate());
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.credentials).toBe('include');
  });
});
