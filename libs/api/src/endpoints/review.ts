import { useCallback, useState } from 'react';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import {
  apiUrl,
  API_PATHS,
  formatMonDate,
  REVIEW_EXPORT_PATHS,
  REVIEW_LIST_PATHS,
  REVIEW_PAGE_SIZE,
  type CalendarDate,
  type CandidateBoRow,
  type CandidateCredit,
  type DeletedBoRow,
  type ExportFormat,
  type ProveAnswer,
  type ReviewSearch,
  type ReviewSide,
  type ReviewStatus,
  type ReviewView,
} from '@checker/domain';
import { api } from '../api';
import { signedOut } from '../auth-slice';
import { readPage } from '../paging';
import { useAppDispatch } from '../store';
import { clearTokenCookie } from '../token-cookie';
import type { Page } from '../types';
import { fileNameFromDisposition } from './uploads';
import type {
  BoDepositRow,
  BoWithdrawRow,
  DeleteBoAnswer,
  DeleteBoDepositRequest,
  DeleteBoWithdrawRequest,
  MutasiDepositRow,
  MutasiWithdrawRow,
  ProveBoDepositRequest,
  ProveBoWithdrawRequest,
  RestoreBoAnswer,
  RestoreBoDepositRequest,
  RestoreBoWithdrawRequest,
  ReviewExportRequest,
  UpdateBoDepositAnswer,
  UpdateBoDepositRequest,
  UpdateBoWithdrawAnswer,
  UpdateBoWithdrawRequest,
} from '@checker/domain/schemas';

export type { CandidateBoRow, CandidateCredit, DeletedBoRow, ExportFormat, ProveAnswer, ReviewSearch, ReviewSearchKind, ReviewSide, ReviewStatus, ReviewView } from '@checker/domain';
export { REVIEW_EXPORT_PATHS, REVIEW_PAGE_SIZE } from '@checker/domain';

export interface ReviewListArgs {
  date: CalendarDate;
  /** Website code. */
  website: string;
  status: ReviewStatus;
  search: ReviewSearch | null;
  page: number;
  pageSize?: number;
  /** Not sent: a new value per Search press makes a new cache entry, so the same filters are asked again. */
  fresh?: number;
}

/**
 * The rows of View BO and View Mutasi as the server answers them (spec 02 §3), the bodies of Submit/Update
 * and Delete and the answers of the BO edits: the route schemas' own types. Money is numeric text
 * (`150000.00`); moments are ISO UTC.
 */
export type {
  BoDepositRow,
  BoWithdrawRow,
  MutasiDepositRow,
  MutasiWithdrawRow,
  UpdateBoDepositRequest,
  UpdateBoWithdrawRequest,
  UpdateBoDepositAnswer,
  UpdateBoWithdrawAnswer,
  DeleteBoDepositRequest,
  DeleteBoWithdrawRequest,
  DeleteBoAnswer,
  RestoreBoAnswer,
};
/** How the checker decided a row: its rules (automatic) or MANUAL (a person submitted or proved it); null while pending. */
export type { MatchRuleName } from '@checker/domain';

export interface DeletedBoArgs {
  side: ReviewSide;
  date: CalendarDate;
  /** Website code. */
  website: string;
}

/** ADMIN only: the deleted rows (by the id they had) come back and the checker decides their day again. */
export interface RestoreBoRequest {
  side: ReviewSide;
  ids: readonly number[];
}

/** One row of one side: a pending BO row (its candidate credits) or an unclaimed statement row (the BO rows it could prove). */
export interface CandidatesArgs {
  side: ReviewSide;
  id: number;
}

/** Proves a pending BO row with a statement row from its candidates (issue 16). */
export interface ProveRequest {
  side: ReviewSide;
  /** The BO row. */
  id: number;
  mutasiId: number;
}

/** What a Submit/Update or a Delete of View BO answers, either side. */
export type BoEditAnswer = UpdateBoDepositAnswer | UpdateBoWithdrawAnswer | DeleteBoAnswer;

/** `/viewbo/5-Feb-2025/SSATU/all/100/1`, or the search path `/searchbo/…/{kind}/{term}/100/1`. */
export function reviewListPath(view: ReviewView, args: ReviewListArgs): string {
  const { list, search } = REVIEW_LIST_PATHS[view];
  const values = { date: formatMonDate(args.date, false), website: args.website, status: args.status, rows: args.pageSize ?? REVIEW_PAGE_SIZE, page: args.page };
  return args.search ? apiUrl(search, { ...values, kind: args.search.kind, term: args.search.term }) : apiUrl(list, values);
}

/** A blank reason is left out: the server then writes its own default. */
function reasonOf(reason: string | null | undefined): { reason?: string } {
  const text = reason?.trim();
  return text ? { reason: text } : {};
}

function listQuery<T>(view: ReviewView) {
  return {
    query: (args: ReviewListArgs) => reviewListPath(view, args),
    transformResponse: (body: unknown, meta: FetchBaseQueryMeta | undefined) => readPage<T>(body, meta?.response?.headers),
    providesTags: ['Review' as const],
  };
}

/**
 * View BO and View Mutasi (spec 02 §7). Every list provides 'Review' and every BO change
 * invalidates it, so the open table reloads after an update, a submit, a delete or a proof. The bodies are
 * built field by field, rows included: the server refuses a field it does not declare.
 */
export const reviewApi = api.enhanceEndpoints({ addTagTypes: ['Review', 'DeletedBo', 'Candidates'] }).injectEndpoints({
  endpoints: (build) => ({
    viewBo: build.query<Page<BoDepositRow>, ReviewListArgs>(listQuery<BoDepositRow>('viewbo')),
    viewBoWithdraw: build.query<Page<BoWithdrawRow>, ReviewListArgs>(listQuery<BoWithdrawRow>('viewbowd')),
    viewMutasi: build.query<Page<MutasiDepositRow>, ReviewListArgs>(listQuery<MutasiDepositRow>('viewmutasi')),
    viewMutasiWithdraw: build.query<Page<MutasiWithdrawRow>, ReviewListArgs>(listQuery<MutasiWithdrawRow>('viewmutasiwd')),

    updateBoDeposit: build.mutation<UpdateBoDepositAnswer, UpdateBoDepositRequest>({
      query: ({ bank_statement_date, arr }) => ({
        url: apiUrl(API_PATHS.updateBoDeposit),
        method: 'PUT',
        body: {
          bank_statement_date,
          arr: arr.map(({ bo_id, ket_app, depo_amount, mutasi_id, depo_edited_by }) => ({ bo_id, ket_app, depo_amount, mutasi_id, depo_edited_by })),
        } satisfies UpdateBoDepositRequest,
      }),
      invalidatesTags: ['Review'],
    }),
    updateBoWithdraw: build.mutation<UpdateBoWithdrawAnswer, UpdateBoWithdrawRequest>({
      query: ({ wd_bank_date, arr }) => ({
        url: apiUrl(API_PATHS.updateBoWithdraw),
        method: 'PUT',
        body: {
          wd_bank_date,
          arr: arr.map(({ wd_bo_id, wd_ket_app, wd_amount, mutasi_id, depo_edited_by }) => ({ wd_bo_id, wd_ket_app, wd_amount, mutasi_id, depo_edited_by })),
        } satisfies UpdateBoWithdrawRequest,
      }),
      invalidatesTags: ['Review'],
    }),
    deleteBoDeposit: build.mutation<DeleteBoAnswer, DeleteBoDepositRequest>({
      query: ({ arr, reason }) => ({
        url: apiUrl(API_PATHS.deleteBoDeposit),
        method: 'PUT',
        body: { arr: arr.map(({ bo_id, depo_edited_by }) => ({ bo_id, depo_edited_by })), ...reasonOf(reason) } satisfies DeleteBoDepositRequest,
      }),
      invalidatesTags: ['Review', 'DeletedBo'],
    }),
    deleteBoWithdraw: build.mutation<DeleteBoAnswer, DeleteBoWithdrawRequest>({
      query: ({ arr, reason }) => ({
        url: apiUrl(API_PATHS.deleteBoWithdraw),
        method: 'PUT',
        body: { arr: arr.map(({ wd_bo_id, depo_edited_by }) => ({ wd_bo_id, depo_edited_by })), ...reasonOf(reason) } satisfies DeleteBoWithdrawRequest,
      }),
      invalidatesTags: ['Review', 'DeletedBo'],
    }),
    deletedBo: build.query<DeletedBoRow[], DeletedBoArgs>({
      query: ({ side, date, website }) => apiUrl(side === 'withdraw' ? API_PATHS.deletedBoWithdraw : API_PATHS.deletedBoDeposit, { date: formatMonDate(date, false), website }),
      providesTags: ['DeletedBo'],
    }),
    boCandidates: build.query<CandidateCredit[], CandidatesArgs>({
      query: ({ side, id }) => apiUrl(side === 'withdraw' ? API_PATHS.boWithdrawCandidates : API_PATHS.boDepositCandidates, { id }),
      providesTags: ['Candidates'],
    }),
    mutasiCandidates: build.query<CandidateBoRow[], CandidatesArgs>({
      query: ({ side, id }) => apiUrl(side === 'withdraw' ? API_PATHS.mutasiWithdrawCandidates : API_PATHS.mutasiDepositCandidates, { id }),
      providesTags: ['Candidates'],
    }),
    proveBo: build.mutation<ProveAnswer, ProveRequest>({
      query: ({ side, id, mutasiId }) =>
        side === 'withdraw'
          ? { url: apiUrl(API_PATHS.proveBoWithdraw), method: 'PUT', body: { wd_bo_id: id, mutasi_id: mutasiId } satisfies ProveBoWithdrawRequest }
          : { url: apiUrl(API_PATHS.proveBoDeposit), method: 'PUT', body: { bo_id: id, mutasi_id: mutasiId } satisfies ProveBoDepositRequest },
      invalidatesTags: ['Review', 'Candidates'],
    }),
    restoreBo: build.mutation<RestoreBoAnswer, RestoreBoRequest>({
      query: ({ side, ids }) =>
        side === 'withdraw'
          ? { url: apiUrl(API_PATHS.restoreBoWithdraw), method: 'PUT', body: { arr: ids.map((wd_bo_id) => ({ wd_bo_id })) } satisfies RestoreBoWithdrawRequest }
          : { url: apiUrl(API_PATHS.restoreBoDeposit), method: 'PUT', body: { arr: ids.map((bo_id) => ({ bo_id })) } satisfies RestoreBoDepositRequest },
      invalidatesTags: ['Review', 'DeletedBo'],
    }),
  }),
});

export const {
  useViewBoQuery,
  useViewBoWithdrawQuery,
  useViewMutasiQuery,
  useViewMutasiWithdrawQuery,
  useUpdateBoDepositMutation,
  useUpdateBoWithdrawMutation,
  useDeleteBoDepositMutation,
  useDeleteBoWithdrawMutation,
  useDeletedBoQuery,
  useRestoreBoMutation,
  useBoCandidatesQuery,
  useMutasiCandidatesQuery,
  useProveBoMutation,
} = reviewApi;

export interface ReviewExportArgs {
  view: ReviewView;
  format: ExportFormat;
  date: CalendarDate;
  status: ReviewStatus;
  /** Website code; the body carries it in lowercase. */
  website: string;
}

/** An export as the server sent it: binary for .xlsx, so a Blob rather than text. */
export interface ExportedFile {
  fileName: string;
  blob: Blob;
}

/** `viewbo_ssatu_pending_05-Feb-2025.xlsx`: the server's own naming, for when its header is missing. */
export function exportFileName({ view, format, date, status, website }: ReviewExportArgs): string {
  return `${view}_${website.toLowerCase()}_${status}_${formatMonDate(date)}.${format}`;
}

/**
 * Export CSV / Export Excel (spec 02 §7): POST {date DD-Mon-YYYY, status, group}, answered with
 * the file. Outside RTK Query on purpose: a Blob is not serialisable store state. A 401 ends the
 * session as the RTK Query calls do. Answers null when the export failed.
 */
export function useReviewExport() {
  const dispatch = useAppDispatch();
  const [isExporting, setExporting] = useState(false);
  const exportFile = useCallback(
    async (args: ReviewExportArgs): Promise<ExportedFile | null> => {
      setExporting(true);
      try {
        const response = await fetch(REVIEW_EXPORT_PATHS[args.view][args.format], {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ date: formatMonDate(args.date), status: args.status, group: args.website.toLowerCase() } satisfies ReviewExportRequest),
        });
        if (response.status === 401) {
          clearTokenCookie();
          dispatch(signedOut());
        }
        if (!response.ok) return null;
        return { fileName: fileNameFromDisposition(response.headers.get('content-disposition'), exportFileName(args)), blob: await response.blob() };
      } catch {
        return null;
      } finally {
        setExporting(false);
      }
    },
    [dispatch],
  );
  return [exportFile, { isExporting }] as const;
}
