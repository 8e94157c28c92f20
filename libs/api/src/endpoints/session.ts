import { api } from '../api';
import type { LoginRequest, LoginResponse, MessageResponse } from '../types';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
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
