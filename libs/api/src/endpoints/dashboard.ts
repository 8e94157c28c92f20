import { api } from '../api';
import type { DashboardAnswer, DeletedTableCounts } from '@checker/domain';

export type { BoStatus, PendingReason, UnclaimedMoney, DashboardDay, LastUpload, SeriesPoint, DashboardWebsite, DashboardAnswer } from '@checker/domain';
import type { MessageResponse } from '../types';

/** Spec 03 §7: the website code travels as `group`, the date as DD-Mon-YYYY. */
export interface DeleteBoMutasiRequest {
  date: string;
  group: string;
}

export type { DeletedTableCounts } from '@checker/domain';

/** DELETE /api/deletebomutasi: what went, what stayed because its upload is older than 24 hours. */
export interface DeleteBoMutasiAnswer extends MessageResponse {
  deleted: DeletedTableCounts;
  kept_older: DeletedTableCounts;
  /** Kept statement rows a deleted BO row had claimed, unclaimed again. */
  mutasi_reopened: number;
  /** Kept BO rows a deleted statement row had proved, pending again. */
  bo_reopened: number;
  uploads_removed: number;
}

/** The reconciliation overview and the ≤ 24 h deletion; a deletion changes the overview, so it reloads. */
export const dashboardApi = api.enhanceEndpoints({ addTagTypes: ['Dashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardAnswer, void>({
      query: () => ({ url: '/dashboard', cache: 'no-store' }),
      providesTags: ['Dashboard'],
    }),
    deleteBoMutasi: build.mutation<DeleteBoMutasiAnswer, DeleteBoMutasiRequest>({
      // Field by field: the server refuses a field it does not declare.
      query: ({ date, group }) => ({ url: '/deletebomutasi', method: 'DELETE', body: { date, group } }),
      invalidatesTags: ['Dashboard'],
    }),
  }),
});

export const { useDashboardQuery, useDeleteBoMutasiMutation } = dashboardApi;
