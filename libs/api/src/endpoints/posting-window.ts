import type { PostingWindowAnswer } from '@checker/domain';
import { API_PATHS, apiUrl } from '@checker/domain';
import { api } from '../api';
import type { PostingHolidayChangeAnswer, PostingHolidayRequest, PostingWindowChangeAnswer, PostingWindowRequest } from '../types';

/**
 * The posting window (issue 16): every source's window and the holidays, read by any role, changed
 * by ADMIN. Each change invalidates the one tag, so the page's tables reload.
 */
export const postingWindowApi = api.enhanceEndpoints({ addTagTypes: ['PostingWindow'] }).injectEndpoints({
  endpoints: (build) => ({
    postingWindow: build.query<PostingWindowAnswer, void>({
      query: () => apiUrl(API_PATHS.postingWindow),
      providesTags: ['PostingWindow'],
    }),
    setPostingWindow: build.mutation<PostingWindowChangeAnswer, PostingWindowRequest>({
      query: ({ source, working_days }) => ({ url: apiUrl(API_PATHS.setPostingWindow), method: 'PUT', body: { source, working_days } }),
      invalidatesTags: ['PostingWindow'],
    }),
    resetPostingWindow: build.mutation<PostingWindowChangeAnswer, string>({
      query: (source) => ({ url: apiUrl(API_PATHS.resetPostingWindow), method: 'PUT', body: { source } }),
      invalidatesTags: ['PostingWindow'],
    }),
    addPostingHoliday: build.mutation<PostingHolidayChangeAnswer, PostingHolidayRequest>({
      query: ({ holiday, name }) => ({ url: apiUrl(API_PATHS.addPostingHoliday), method: 'POST', body: { holiday, name } }),
      invalidatesTags: ['PostingWindow'],
    }),
    deletePostingHoliday: build.mutation<PostingHolidayChangeAnswer, string>({
      query: (date) => ({ url: apiUrl(API_PATHS.deletePostingHoliday, { date }), method: 'DELETE' }),
      invalidatesTags: ['PostingWindow'],
    }),
  }),
});

export const { usePostingWindowQuery, useSetPostingWindowMutation, useResetPostingWindowMutation, useAddPostingHolidayMutation, useDeletePostingHolidayMutation } = postingWindowApi;
