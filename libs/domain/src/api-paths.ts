import type { ReviewListPath } from './review';

/**
 * Every /api path once (issue 20): the server registers these, libs/api calls them, so a search for a
 * path lands here. `:name` is a path parameter; apiUrl fills it. The families the pages build in a loop
 * live beside their rules: REVIEW_LIST_PATHS and REVIEW_EXPORT_PATHS (review.ts), UPLOAD_ENDPOINTS
 * (upload-matrix.ts), TEMPLATE_DOWNLOADS (uploads.ts).
 */
export const API_PATHS = {
  health: '/api/health',
  /** The shell's IP gate: 200 for a whitelisted address. */
  whitelistCheck: '/api/whitelist',
  login: '/api/login',
  logout: '/api/logout',

  accounts: '/api/alladminacc/:pageSize/:page',
  addAccount: '/api/addadminacc',
  accountStatus: '/api/updatestatusadminacc/:id',
  accountPassword: '/api/updatepassadminacc/:id',
  deleteAccount: '/api/deleteadminacc/:id',

  websiteOptions: '/api/websitelist',
  websites: '/api/viewwebsite/:rows/:page',
  addWebsite: '/api/createwebsite',
  deleteWebsite: '/api/deletewebsite/:id',

  whitelist: '/api/viewwhitelist/:rows/:page',
  addWhitelistIp: '/api/createwhitelist',
  whitelistIpStatus: '/api/updatestatuswhitelist/:id',
  deleteWhitelistIp: '/api/deletewhitelist/:id',

  akunBank: '/api/viewakunbank/:websiteCode/:pageSize/:page',
  akunBankOptions: '/api/akunbanklist/:websiteCode/:bankType/:depoOrWd',
  addAkunBank: '/api/createakunbank',
  akunBankStatus: '/api/updatestatusakunbank/:id',
  deleteAkunBank: '/api/deleteakunbank/:id',

  postingWindow: '/api/postingwindow',
  setPostingWindow: '/api/updatepostingwindow',
  resetPostingWindow: '/api/resetpostingwindow',
  addPostingHoliday: '/api/createpostingholiday',
  deletePostingHoliday: '/api/deletepostingholiday/:date',

  /** View BO's edits, deposit side then withdraw side (spec 02 §7, issue 8's tombstones, issue 16's proof). */
  updateBoDeposit: '/api/updatebodepostts',
  updateBoWithdraw: '/api/updatebosttswd',
  deleteBoDeposit: '/api/deleteboid',
  deleteBoWithdraw: '/api/deleteboidwd',
  deletedBoDeposit: '/api/deletedbo/:date/:website',
  deletedBoWithdraw: '/api/deletedbowd/:date/:website',
  restoreBoDeposit: '/api/restoreboid',
  restoreBoWithdraw: '/api/restoreboidwd',
  proveBoDeposit: '/api/proveboid',
  proveBoWithdraw: '/api/proveboidwd',
  /** Candidates (issue 16): the credits that could prove a BO row, the BO rows a credit could prove. */
  boDepositCandidates: '/api/candidatebo/:id',
  boWithdrawCandidates: '/api/candidatebowd/:id',
  mutasiDepositCandidates: '/api/candidatemutasi/:id',
  mutasiWithdrawCandidates: '/api/candidatemutasiwd/:id',

  /** Convert Mutasi (spec 02 §5): a bank's XLS/XLSX export in, the upload's CSV layout out. */
  convertBniMobile: '/api/uploadfixbnimobileformat',
  convertMandiri: '/api/uploadfixmandiriformat',
  convertQris: '/api/uploadfixqrisformat',

  deleteBoMutasi: '/api/deletebomutasi',
  dashboard: '/api/dashboard',

  dataPlayer: '/api/dataplayer/:website/:start/:end/:rows/:page',
  searchDataPlayer: '/api/searchdataplayer/:username/:website/:start/:end/:rows/:page',
  gameSiteTotals: '/api/totaldataplayer/:website/:start/:end/:rows/:page',
  gameSiteCsv: '/api/exportcsvtotaldataplayer',
  gameSiteXlsx: '/api/exportexceltotaldataplayer',

  tracking: '/api/tracking/:website/:pageSize/:page',
  searchTracking: '/api/searchtracking/:website/:search/:pageSize/:page',
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** The parameter names of a path: `'/api/x/:id/:page'` → `'id' | 'page'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | PathParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;

/**
 * The path as libs/api calls it: its parameters filled, each URL-encoded (a username with '/' or '%'
 * stays one segment), without the `/api` prefix (libs/api's base URL adds it).
 */
export function apiUrl<P extends ApiPath | ReviewListPath>(path: P, ...params: [PathParamNames<P>] extends [never] ? [] : [Record<PathParamNames<P>, string | number>]): string {
  const values: Record<string, string | number> = params[0] ?? {};
  const filled = path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return filled.slice('/api'.length);
}
