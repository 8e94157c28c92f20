import { findPage, isAllowed, type TokenClaims } from '@checker/auth';
import { parseMonDate, toIsoDate } from '@checker/domain';

/**
 * The links into View BO and View Mutasi, in the query string those pages read to open
 * pre-filtered and search at once: `?type=deposit|withdraw&website=CODE&status=…&date=YYYY-MM-DD`.
 */
export type ReviewSide = 'deposit' | 'withdraw';
export type BoLinkStatus = 'approve' | 'pending' | 'all';

/** The dashboard's days arrive as DD-Mon-YYYY; the links carry YYYY-MM-DD. */
function isoOf(monDate: string): string {
  const date = parseMonDate(monDate);
  return date ? toIsoDate(date) : monDate;
}

export function viewBoLink(side: ReviewSide, websiteCode: string, status: BoLinkStatus, monDate: string): string {
  return `/view-bo?${new URLSearchParams({ type: side, website: websiteCode, status, date: isoOf(monDate) })}`;
}

/** Status pending on View Mutasi is the money no BO row claims. */
export function viewMutasiLink(side: ReviewSide, websiteCode: string, monDate: string): string {
  return `/view-mutasi?${new URLSearchParams({ type: side, website: websiteCode, status: 'pending', date: isoOf(monDate) })}`;
}

/** Links are shown only to roles whose route guard lets them through (CS may not open the review pages). */
export function canOpen(claims: TokenClaims | null, path: '/view-bo' | '/view-mutasi'): boolean {
  const page = findPage(path);
  return page !== undefined && isAllowed(claims, page.roles);
}
