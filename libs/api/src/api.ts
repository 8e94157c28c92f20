import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { signedOut } from './auth-slice';
import { clearTokenCookie } from './token-cookie';

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api', credentials: 'include' });

/** Calls that answer 401 by design (a wrong password) rather than because the session ended. */
const SESSIONLESS_ENDPOINTS = new Set(['login', 'whitelistCheck']);

/** A 401 from any other call means the server session is gone: treat it as signed out. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, queryApi, extraOptions) => {
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
