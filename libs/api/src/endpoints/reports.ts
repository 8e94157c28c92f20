import { API_PATHS, apiUrl } from '@checker/domain';
import { api } from '../api';
import { readPage } from '../paging';
import { fileOrFailure, saveBlob } from '../save-file';
import type { Page } from '../types';
import type { TrackingEntry } from '@checker/domain';
import type { DataPlayerAnswer, GameSiteExportRequest, GameSiteTotals, ReportParams } from '@checker/domain/schemas';

export type { DataPlayerAnswer, DataPlayerDetail, GameSiteDay, GameSiteExportRequest, GameSiteTotals } from '@checker/domain/schemas';
export type { TrackingEntry } from '@checker/domain';
export { TRACKING_EVERY_WEBSITE } from '@checker/domain';

/** A report's website and range: the website code (or id) and DD-Mon-YYYY dates. */
export type ReportRange = Pick<ReportParams, 'website' | 'start' | 'end'>;

/** The path of /api/dataplayer, or of /api/searchdataplayer when a username is given. */
export type DataPlayerArgs = ReportParams & {
  /** A username to search for; empty lists every row. */
  username: string;
};

/** The path of /api/totaldataplayer. */
export type GameSiteTotalsArgs = ReportParams;

export type GameSiteExportFormat = 'csv' | 'xlsx';

const EXPORT_PATHS: Record<GameSiteExportFormat, string> = {
  csv: apiUrl(API_PATHS.gameSiteCsv),
  xlsx: apiUrl(API_PATHS.gameSiteXlsx),
};

/** Spec 03 §7: gamesite_{group}_{start}_to_{end}.csv or .xlsx. */
export function gameSiteFileName({ group, start, end }: GameSiteExportRequest, format: GameSiteExportFormat): string {
  return `gamesite_${group}_${start}_to_${end}.${format}`;
}


export interface TrackingArgs {
  /** A website code, or TRACKING_EVERY_WEBSITE. */
  website: string;
  /** Search text; trimmed here, and an empty one lists everything. */
  search: string;
  pageSize: number;
  page: number;
}

/**
 * Data Player, the game-site report with its exports, and Tracking (spec 03 §7). Reports read what
 * other pages change, so pages ask with refetchOnMountOrArgChange instead of tags.
 */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/dataplayer, or /api/searchdataplayer when a username is given. */
    dataPlayer: build.query<DataPlayerAnswer, DataPlayerArgs>({
      query: ({ website, start, end, username, rows, page }) => {
        const term = username.trim();
        return term === '' ? apiUrl(API_PATHS.dataPlayer, { website, start, end, rows, page }) : apiUrl(API_PATHS.searchDataPlayer, { username: term, website, start, end, rows, page });
      },
    }),
    gameSiteTotals: build.query<GameSiteTotals, GameSiteTotalsArgs>({
      query: ({ website, start, end, rows, page }) => apiUrl(API_PATHS.gameSiteTotals, { website, start, end, rows, page }),
    }),
    /**
     * Downloads a game-site export and saves it (spec 03 §7). The file is saved here rather than
     * answered, because a Blob does not belong in the store; the answer is the saved file's name.
     */
    exportGameSite: build.mutation<{ fileName: string }, GameSiteExportRequest & { format: GameSiteExportFormat }>({
      queryFn: async ({ format, start, end, group }, _api, _extraOptions, baseQuery) => {
        // Field by field: the server refuses a field it does not declare.
        const body = { start, end, group };
        const result = await baseQuery({ url: EXPORT_PATHS[format], method: 'POST', body, responseHandler: fileOrFailure, cache: 'no-store' });
        if (result.error) return { error: result.error };
        const fileName = gameSiteFileName(body, format);
        saveBlob({ fileName, blob: result.data as Blob });
        return { data: { fileName } };
      },
    }),
    /** GET /api/tracking, or /api/searchtracking with the trimmed, URL-encoded search text. */
    tracking: build.query<Page<TrackingEntry>, TrackingArgs>({
      query: ({ website, search, pageSize, page }) => {
        const term = search.trim();
        return term === '' ? apiUrl(API_PATHS.tracking, { website, pageSize, page }) : apiUrl(API_PATHS.searchTracking, { website, search: term, pageSize, page });
      },
      transformResponse: (body: unknown, meta) => readPage<TrackingEntry>(body, meta?.response?.headers),
    }),
  }),
});

export const { useDataPlayerQuery, useGameSiteTotalsQuery, useExportGameSiteMutation, useTrackingQuery } = reportsApi;
