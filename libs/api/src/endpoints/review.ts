import { useCallback, useState } from 'react';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import {
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
import { apiPath } from '../api-path';
import { signedOut } from '../auth-slice';
import { readPage } from '../paging';
import { useAppDispatch } from '../store';
import { clearTokenCookie } from '../token-cookie';
import type { MessageResponse, Page } from '../types';
import { fileNameFromDisposition } from './uploads';

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
 * How the checker decided a row: REFERENCE, PLAYER_ACCOUNT, EXACT_NAME, NAME, UNIQUE_AMOUNT
 * (automatic) or MANUAL (a person submitted it); null while pending.
 */
export type MatchRuleName = 'REFERENCE' | 'PLAYER_ACCOUNT' | 'EXACT_NAME' | 'NAME' | 'CUT_NAME' | 'UNIQUE_AMOUNT' | 'MANUAL';

/** A BO deposit row of View BO (spec 02 §3) and the checker's decision. Money is numeric text (`150000.00`); moments are ISO UTC. */
export interface BoDepositRow {
  bo_id: number;
  bo_approve: boolean;
  ket_app: string | null;
  ticket_no: string;
  req_date: string | null;
  app_date: string | null;
  /** `YYYY-MM-DD`. */
  bank_statement_date: string;
  user_name: string;
  full_name: string | null;
  payment_type: string | null;
  depo_amount: string;
  /** The uploaded amount when a person corrected it (depo_amount is then the corrected one); null otherwise. */
  original_amount: string | null;
  admin_fee: string | null;
  agent_fee: string | null;
  player_fee: string | null;
  nett_amount: string | null;
  player_bank: string | null;
  corporate_bank: string | null;
  bo_desc: string | null;
  bo_ref: string | null;
  bo_status: string | null;
  bo_reason: string | null;
  bo_handler: string | null;
  bo_website: string;
  player_ref: string | null;
  player_own_ref: string | null;
  match_rule: MatchRuleName | null;
  /** For a matched row the proof (`name SITI RAHAYU · OVO 03-Feb-2025 #12`), for a pending one why nothing matched. */
  match_reason: string | null;
  matched_mutasi_id: number | null;
  matched_mutasi_description: string | null;
  /** Set when the row was approved without a statement row: the person's reason (DESIGN §6, the books invariant). */
  unbacked_reason: string | null;
  approved_by: number | null;
  approved_by_name: string | null;
  approved_at: string | null;
  last_edited_by: number | null;
  last_edited_at: string | null;
  all_data?: number;
}

/** A BO withdraw row of View BO (spec 02 §3) and the checker's decision. */
export interface BoWithdrawRow {
  wd_bo_id: number;
  wd_bo_approve: boolean;
  wd_ket_app: string | null;
  wd_amount: string;
  /** The uploaded amount when a person corrected it; null otherwise. */
  wd_original_amount: string | null;
  wd_ticket_no: string;
  wd_app_date: string | null;
  /** `YYYY-MM-DD`. */
  wd_bank_date: string;
  wd_brand: string | null;
  wd_fullname: string | null;
  wd_player_bank: string | null;
  wd_nett_amount: string | null;
  wd_corp_bank: string | null;
  wd_username: string;
  wd_website: string;
  wd_remarks: string | null;
  wd_status: string | null;
  wd_handler: string | null;
  wd_ref_code: string | null;
  wd_own_ref_code: string | null;
  wd_last_balance: string | null;
  wd_match_rule: MatchRuleName | null;
  wd_match_reason: string | null;
  wd_matched_mutasi_id: number | null;
  wd_matched_mutasi_description: string | null;
  /** Set when the row was approved without a statement row: the person's reason. */
  wd_unbacked_reason: string | null;
  wd_approved_by: number | null;
  wd_approved_by_name: string | null;
  wd_approved_at: string | null;
  wd_last_edited_by: number | null;
  wd_last_edited_at: string | null;
  all_data?: number;
}

/** A mutasi deposit row of View Mutasi (spec 02 §3): mutasi_ticket is the BO ticket the row proved. */
export interface MutasiDepositRow {
  mutasi_id: number;
  mutasi_app: boolean;
  mutasi_ketapp: string | null;
  mutasi_amount: string;
  mutasi_ticket: string | null;
  mutasi_app_date: string | null;
  /** The sender's name as the statement gives it. */
  mutasi_player_bank_name: string | null;
  /** `BANK - number - name` of the account the statement was uploaded for. */
  mutasi_corporate_bank: string | null;
  mutasi_transaction_id: string | null;
  mutasi_website: string;
  mutasi_date: string;
  mutasi_transaction_at: string | null;
  mutasi_description: string | null;
  mutasi_sender_account: string | null;
  mutasi_match_rule: MatchRuleName | null;
  /** Why no BO row claims the money (pending rows only). */
  mutasi_match_reason: string | null;
  mutasi_matched_bo_id: number | null;
  all_data?: number;
}

/** A mutasi withdraw row: the deposit fields under the prefix mutasiwd_, without the transaction id. */
export interface MutasiWithdrawRow {
  mutasiwd_id: number;
  mutasiwd_app: boolean;
  mutasiwd_ketapp: string | null;
  mutasiwd_amount: string;
  mutasiwd_ticket: string | null;
  mutasiwd_app_date: string | null;
  mutasiwd_player_bank_name: string | null;
  mutasiwd_corporate_bank: string | null;
  mutasiwd_website: string;
  mutasiwd_date: string;
  mutasiwd_transaction_at: string | null;
  mutasiwd_description: string | null;
  mutasiwd_sender_account: string | null;
  mutasiwd_match_rule: MatchRuleName | null;
  mutasiwd_match_reason: string | null;
  mutasiwd_matched_bo_id: number | null;
  all_data?: number;
}

/** PUT /api/updatebodepostts: approves the rows with a description and, when given, a new amount. */
export interface UpdateBoDepositRequest {
  /** D-Mon-YYYY. */
  bank_statement_date: string;
  arr: Array<{ bo_id: number; ket_app: string; depo_amount: string; depo_edited_by: number }>;
}

export interface UpdateBoWithdrawRequest {
  /** D-Mon-YYYY. */
  wd_bank_date: string;
  arr: Array<{ wd_bo_id: number; wd_ket_app: string; wd_amount: string; depo_edited_by: number }>;
}

export interface DeleteBoDepositRequest {
  arr: Array<{ bo_id: number; depo_edited_by: number }>;
  /** Why the rows go (≤ 500 characters); the server writes a default when it is missing. */
  reason?: string;
}

export interface DeleteBoWithdrawRequest {
  arr: Array<{ wd_bo_id: number; depo_edited_by: number }>;
  reason?: string;
}

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

export interface BoEditAnswer extends MessageResponse {
  updated?: number[];
  deleted?: number[];
}

/** `/viewbo/5-Feb-2025/SSATU/all/100/1`, or the search path `/searchbo/…/{kind}/{term}/100/1`. */
export function reviewListPath(list: string, search: string, args: ReviewListArgs): string {
  const head = [formatMonDate(args.date, false), args.website, args.status];
  const tail = [args.pageSize ?? REVIEW_PAGE_SIZE, args.page];
  return args.search ? apiPath(search, ...head, args.search.kind, args.search.term, ...tail) : apiPath(list, ...head, ...tail);
}

/** A blank reason is left out: the server then writes its own default. */
function reasonOf(reason: string | undefined): { reason?: string } {
  const text = reason?.trim();
  return text ? { reason: text } : {};
}

function listQuery<T>(view: ReviewView) {
  const { list, search } = REVIEW_LIST_PATHS[view];
  return {
    query: (args: ReviewListArgs) => reviewListPath(list, search, args),
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

    updateBoDeposit: build.mutation<BoEditAnswer, UpdateBoDepositRequest>({
      query: ({ bank_statement_date, arr }) => ({
        url: '/updatebodepostts',
        method: 'PUT',
        body: { bank_statement_date, arr: arr.map(({ bo_id, ket_app, depo_amount, depo_edited_by }) => ({ bo_id, ket_app, depo_amount, depo_edited_by })) },
      }),
      invalidatesTags: ['Review'],
    }),
    updateBoWithdraw: build.mutation<BoEditAnswer, UpdateBoWithdrawRequest>({
      query: ({ wd_bank_date, arr }) => ({
        url: '/updatebosttswd',
        method: 'PUT',
        body: { wd_bank_date, arr: arr.map(({ wd_bo_id, wd_ket_app, wd_amount, depo_edited_by }) => ({ wd_bo_id, wd_ket_app, wd_amount, depo_edited_by })) },
      }),
      invalidatesTags: ['Review'],
    }),
    deleteBoDeposit: build.mutation<BoEditAnswer, DeleteBoDepositRequest>({
      query: ({ arr, reason }) => ({ url: '/deleteboid', method: 'PUT', body: { arr: arr.map(({ bo_id, depo_edited_by }) => ({ bo_id, depo_edited_by })), ...reasonOf(reason) } }),
      invalidatesTags: ['Review', 'DeletedBo'],
    }),
    deleteBoWithdraw: build.mutation<BoEditAnswer, DeleteBoWithdrawRequest>({
      query: ({ arr, reason }) => ({ url: '/deleteboidwd', method: 'PUT', body: { arr: arr.map(({ wd_bo_id, depo_edited_by }) => ({ wd_bo_id, depo_edited_by })), ...reasonOf(reason) } }),
      invalidatesTags: ['Review', 'DeletedBo'],
    }),
    deletedBo: build.query<DeletedBoRow[], DeletedBoArgs>({
      query: ({ side, date, website }) => apiPath(side === 'withdraw' ? 'deletedbowd' : 'deletedbo', formatMonDate(date, false), website),
      providesTags: ['DeletedBo'],
    }),
    boCandidates: build.query<CandidateCredit[], CandidatesArgs>({
      query: ({ side, id }) => apiPath(side === 'withdraw' ? 'candidatebowd' : 'candidatebo', id),
      providesTags: ['Candidates'],
    }),
    mutasiCandidates: build.query<CandidateBoRow[], CandidatesArgs>({
      query: ({ side, id }) => apiPath(side === 'withdraw' ? 'candidatemutasiwd' : 'candidatemutasi', id),
      providesTags: ['Candidates'],
    }),
    proveBo: build.mutation<ProveAnswer, ProveRequest>({
      query: ({ side, id, mutasiId }) =>
        side === 'withdraw' ? { url: '/proveboidwd', method: 'PUT', body: { wd_bo_id: id, mutasi_id: mutasiId } } : { url: '/proveboid', method: 'PUT', body: { bo_id: id, mutasi_id: mutasiId } },
      invalidatesTags: ['Review', 'Candidates'],
    }),
    restoreBo: build.mutation<MessageResponse, RestoreBoRequest>({
      query: ({ side, ids }) =>
        side === 'withdraw'
          ? { url: '/restoreboidwd', method: 'PUT', body: { arr: ids.map((wd_bo_id) => ({ wd_bo_id })) } }
          : { url: '/restoreboid', method: 'PUT', body: { arr: ids.map((bo_id) => ({ bo_id })) } },
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
          body: JSON.stringify({ date: formatMonDate(args.date), status: args.status, group: args.website.toLowerCase() }),
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
