import type { ReviewSearch, ReviewSide, ReviewStatus } from '@checker/api';
import { parseIsoDate, toIsoDate, type CalendarDate } from '@checker/domain';

/** Spec 02 §9: the search boxes wait this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 400;
/** Spec 02 §9: page buttons of the review pages. */
export const REVIEW_PAGE_BUTTONS = 5;

export const REVIEW_SIDES: readonly ReviewSide[] = ['deposit', 'withdraw'];
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['all', 'approve', 'pending'];

/** What the filter bar holds; Search copies it into the query once it is complete. */
export interface ReviewFilters {
  side: ReviewSide;
  websiteId: number | null;
  status: ReviewStatus | null;
  date: CalendarDate | null;
}

/**
 * The filters a link may carry (the dashboard links in):
 * `?type=deposit|withdraw&website=CODE&status=approve|pending|all&date=YYYY-MM-DD`. Unknown values are dropped.
 */
export interface LinkedFilters {
  side: ReviewSide | null;
  websiteCode: string | null;
  status: ReviewStatus | null;
  date: CalendarDate | null;
  /** `&id=` fills the ID Tracking box (View Mutasi links a statement row to the ticket it proved). */
  id: string;
}

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  const value = raw?.trim().toLowerCase();
  return values.find((candidate) => candidate === value) ?? null;
}

export function linkedFilters(params: URLSearchParams): LinkedFilters {
  const website = params.get('website')?.trim() ?? '';
  return {
    side: oneOf(REVIEW_SIDES, params.get('type')),
    websiteCode: website === '' ? null : website,
    status: oneOf(REVIEW_STATUSES, params.get('status')),
    date: parseIsoDate(params.get('date')?.trim() ?? ''),
    id: digitsOnly(params.get('id') ?? ''),
  };
}

/** The link of a search that ran, so reloading or sharing the address shows the same rows. */
export function linkOf(side: ReviewSide, websiteCode: string, status: ReviewStatus, date: CalendarDate): URLSearchParams {
  return new URLSearchParams({ type: side, website: websiteCode, status, date: toIsoDate(date) });
}

/** The ID Tracking box keeps digits only (spec 02 §5). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** Only digits and the separators people type in amounts: `150000`, `150.000`, `1,500,000`, `150 000`. */
const NOMINAL_TEXT = /^[\d.,\s]+$/;

/**
 * Spec 02 §5: the ID Tracking box comes first; otherwise text made of digits and separators is a
 * nominal (its digits), anything else a username or full name. Null when both boxes are empty.
 */
export function searchOf(text: string, id: string): ReviewSearch | null {
  const digits = digitsOnly(id);
  if (digits !== '') return { kind: 'id', term: digits };
  const term = text.trim();
  if (term === '') return null;
  if (NOMINAL_TEXT.test(term)) {
    const nominal = digitsOnly(term);
    if (nominal !== '') return { kind: 'nominal', term: nominal };
  }
  return { kind: 'string', term };
}
