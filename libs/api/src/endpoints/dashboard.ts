import { API_PATHS, apiUrl } from '@checker/domain';
import { api } from '../api';
import type { DashboardAnswer } from '@checker/domain';
import type { DeleteBoMutasiAnswer, DeleteBoMutasiRequest } from '@checker/domain/schemas';

export type { BoStatus, PendingReason, UnclaimedMoney, DashboardDay, LastUpload, SeriesPoint, DashboardWebsite, DashboardAnswer } from '@checker/domain';

/**
 * DELETE /api/deletebomutasi (spec 03 §7: the website code travels as `group`, the date as DD-Mon-YYYY)
 * and its answer, what went and what stayed because its upload is older than 24 hours: the route
 * schema's own types.
 */
export type { DeleteBoMutasiAnswer, DeleteBoMutasiRequest };
export type { DeletedTableCounts } from '@checker/domain';

/** The reconciliation overview and the ≤ 24 h deletion; a deletion changes the overview, so it reloads. */
export const dashboardApi = api.enhanceEndpoints({ addTagTypes: ['Dashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardAnswer, void>({
      query: () => ({ url: apiUrl(API_PATHS.dashboard), cache: 'no-store' }),
      providesTags: ['Dashboard'],
    }),
    deleteBoMutasi: build.mutation<DeleteBoMutasiAnswer, DeleteBoMutasiRequest>({
      // Field by field: the server refuses a field it does not declare.
      query: ({ date, group }) => ({ url: apiUrl(API_PATHS.deleteBoMutasi), method: 'DELETE', body: { date, group } satisfies DeleteBoMutasiRequest }),
      invalidatesTags: ['Dashboard'],
    }),
  }),
});

export const { useDashboardQuery, useDeleteBoMutasiMutation } = dashboardApi;
