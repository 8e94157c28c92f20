import type { PostingWindowAnswer } from '@checker/domain';
import { api } from '../api';
import { apiPath as path } from '../api-path';
import type { PostingHolidayChangeAnswer, PostingHolidayRequest, PostingWindowChangeAnswer, PostingWindowRequest } from '../types';

/**
 * The posting window (issue 16): every source's window and the holidays, read by any role, changed
 * by ADMIN. Each change invalidates the one tag, so the page's tables reload.
 */
export const postingWindowApi = api.enhanceEndpoints({ addTagTypes: ['PostingWindow'] }).injectEndpoints({
  endpoints: (build) => ({
    postingWindow: build.query<PostingWindowAnswer, void>({
      query: () => '/postingwindow',
      providesTags: ['PostingWindow'],
    }),
    setPostingWindow: build.mutation<PostingWindowChangeAnswer, PostingWindowRequest>({
      query: ({ source, working_days }) => ({ url: '/updatepostingwindow', method: 'PUT', body: { source, working_days } }),
      invalidatesTags: ['PostingWindow'],
    }),
    resetPostingWindow: build.mutation<PostingWindowChangeAnswer, string>({
      query: (source) => ({ url: '/resetpostingwindow', method: 'PUT', body: { source } }),
      invalidatesTags: ['PostingWindow'],
    }),
    addPostingHoliday: build.mutation<PostingHolidayChangeAnswer, PostingHolidayRequest>({
      query: ({ holiday, name }) => ({ url: '/createpostingholiday', method: 'POST', body: { holiday, name } }),
      invalidatesTags: ['PostingWindow'],
    }),
    deletePostingHoliday: build.mutation<PostingHolidayChangeAnswer, string>({
      query: (date) => ({ url: path('deletepostingholiday', date), method: 'DELETE' }),
      invalidatesTags: ['PostingWindow'],
    }),
  }),
});

export const { usePostingWindowQuery, useSetPostingWindowMutation, useResetPostingWindowMutation, useAddPostingHolidayMutation, useDeletePostingHolidayMutation } = postingWindowApi;
