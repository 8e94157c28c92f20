import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { signedOut } from './auth-slice';
import { clearTokenCookie } from './token-cookie';

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api', credentials: 'include' });

/** Calls that answer 401 by design (a wrong password) rather than because the session ended. */
const SESSIONLESS_ENDPOINTS = new Set(['login', 'whitelistCheck']);

/**
 * A 401 from any other call means the server session is gone: treat it as signed out. Typed as the
 * raw query so endpoints see its meta (the response headers, e.g. x-total-count).
 */
const baseQuery: typeof rawBaseQuery = async (args, queryApi, extraOptions) => {
  const result = await rawBaseQuery(args, queryApi, extraOptions);
  if (result.error?.status === 401 && !SESSIONLESS_ENDPOINTS.has(queryApi.endpoint)) {
    clearTokenCookie();
    queryApi.dispatch(signedOut());
  }
  return result;
};

/** The one RTK Query api; each domain injects its endpoints (endpoints/*.ts). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
