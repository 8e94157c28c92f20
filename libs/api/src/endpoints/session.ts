import { API_PATHS, apiUrl } from '@checker/domain';
import { api } from '../api';
import type { LoginRequest, LoginResponse, MessageResponse } from '../types';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      // Field by field: the server refuses a field it does not declare (a form's other values).
      query: ({ account_name, account_password }) => ({ url: apiUrl(API_PATHS.login), method: 'POST', body: { account_name, account_password } }),
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: apiUrl(API_PATHS.logout), method: 'POST' }),
    }),
    whitelistCheck: build.query<MessageResponse, void>({
      query: () => ({ url: apiUrl(API_PATHS.whitelistCheck) }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useWhitelistCheckQuery } = sessionApi;
