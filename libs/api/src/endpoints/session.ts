import { api } from '../api';
import type { LoginRequest, LoginResponse, MessageResponse } from '../types';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      // Field by field: the server refuses a field it does not declare (a form's other values).
      query: ({ account_name, account_password }) => ({ url: '/login', method: 'POST', body: { account_name, account_password } }),
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    whitelistCheck: build.query<MessageResponse, void>({
      query: () => ({ url: '/whitelist' }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useWhitelistCheckQuery } = sessionApi;
