/**
 * View BO and View Mutasi (spec 02 §2, §4, §7, §9): what the pages send and the server reads, once for
 * both sides of the wire (libs/api and apps/api import it).
 */

/** Spec 02 §9: View BO and View Mutasi ask for 100 rows a page. */
export const REVIEW_PAGE_SIZE = 100;

/** Status Type of the review pages; `all` is 'Select All'. For mutasi, pending is money no BO row claims. */
export const REVIEW_STATUSES = ['approve', 'pending', 'all'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export type ReviewSide = 'deposit' | 'withdraw';

/** The search kinds of spec 02 §7: the ID Tracking box, an amount, or a name. */
export const REVIEW_SEARCH_KINDS = ['id', 'nominal', 'string'] as const;
export type ReviewSearchKind = (typeof REVIEW_SEARCH_KINDS)[number];

/** A search's kind and term, as the search paths carry them. */
export type { ReviewSearch } from './schemas/review';

/**
 * The evidence rules of libs/recon's matcher, strongest first (what each means: libs/recon's
 * matcher/types.ts, the one place that ranks them).
 */
export const MATCH_RULES = ['REFERENCE', 'PLAYER_ACCOUNT', 'EXACT_NAME', 'NAME', 'CUT_NAME', 'UNIQUE_AMOUNT'] as const;

/** How a row was decided (match_rule of View BO and View Mutasi): a matcher rule, or MANUAL when a person submitted or proved it. */
export const MATCH_RULE_NAMES = [...MATCH_RULES, 'MANUAL'] as const;
export type MatchRuleName = (typeof MATCH_RULE_NAMES)[number];

/** The four review lists: View BO deposit / withdraw, View Mutasi deposit / withdraw. */
export const REVIEW_VIEWS = ['viewbo', 'viewbowd', 'viewmutasi', 'viewmutasiwd'] as const;
export type ReviewView = (typeof REVIEW_VIEWS)[number];

/** Each list's path and its search's path, in Fastify's `:param` syntax (the server registers them, libs/api fills them with apiUrl). */
export const REVIEW_LIST_PATHS = {
  viewbo: { list: '/api/viewbo/:date/:website/:status/:rows/:page', search: '/api/searchbo/:date/:website/:status/:kind/:term/:rows/:page' },
  viewbowd: { list: '/api/viewbowd/:date/:website/:status/:rows/:page', search: '/api/searchbowd/:date/:website/:status/:kind/:term/:rows/:page' },
  viewmutasi: { list: '/api/viewmutasi/:date/:website/:status/:rows/:page', search: '/api/searchmutasi/:date/:website/:status/:kind/:term/:rows/:page' },
  viewmutasiwd: { list: '/api/viewmutasiwd/:date/:website/:status/:rows/:page', search: '/api/searchmutasiwd/:date/:website/:status/:kind/:term/:rows/:page' },
} as const satisfies Readonly<Record<ReviewView, { list: string; search: string }>>;
export type ReviewListPath = (typeof REVIEW_LIST_PATHS)[ReviewView]['list' | 'search'];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The eight export paths of spec 02 §7, spelled as the pages call them (exportcsvlviewbowd included). */
export const REVIEW_EXPORT_PATHS: Readonly<Record<ReviewView, Readonly<Record<ExportFormat, string>>>> = {
  viewbo: { csv: '/api/exportcsvviewbo', xlsx: '/api/exportexcelviewbo' },
  viewbowd: { csv: '/api/exportcsvlviewbowd', xlsx: '/api/exportexcelviewbowd' },
  viewmutasi: { csv: '/api/exportcsvviewmutasi', xlsx: '/api/exportexcelviewmutasi' },
  viewmutasiwd: { csv: '/api/exportcsvviewmutasiwd', xlsx: '/api/exportexcelviewmutasiwd' },
};
