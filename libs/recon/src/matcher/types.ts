import { MATCH_RULES, storedReason as stored } from '@checker/domain';
import type { Cents } from '../amount';

/** A BO row still waiting for proof (deposit or withdrawal), as the matcher reads it. */
export interface MatchBoRow {
  id: number;
  ticket: string;
  /** Other transaction references of the BO export: bo_ref for deposits, the ref codes for withdrawals. */
  references: readonly (string | null)[];
  amountCents: Cents;
  /** The corporate account as the BO writes it, e.g. `BCA - 1234567890 - PT SUMBER JAYA`. */
  corporateBank: string | null;
  userName: string;
  fullName: string | null;
  /** The player's own account, e.g. `BCA - 0123456789 - SITI RAHAYU`. */
  playerBank: string | null;
  /** The BO's own status of the transaction (bo_status, wd_status); a rejected or cancelled one is never approved automatically. */
  status?: string | null;
  /**
   * Made after the bank's evening cut-off (or on a weekend or holiday): its transfer may be on a later
   * day's statement, so among identical requests with fewer transfers the day's transfers are the others'.
   */
  late?: boolean;
  /** When the player asked (an ISO instant); identical requests are paired with identical transfers in time order when both sides have it. */
  time?: string | null;
}

/** A statement (mutasi) row of the same website and date. */
export interface MatchMutasiRow {
  id: number;
  amountCents: Cents;
  /** The corporate account the statement was uploaded for; null for gateway exports. */
  corporateAccountNo: string | null;
  reference: string | null;
  description: string;
  senderName: string | null;
  senderAccount: string | null;
  /** Already proves a BO row (an earlier run): never assigned again, still named in the reasons. */
  taken: boolean;
  /** When the bank booked it (an ISO instant), when the statement says. */
  time?: string | null;
}

/**
 * The rules, which are the strengths of evidence, strongest first (DESIGN §6): this order is the one
 * place that ranks them. A weaker evidence never beats a stronger one: a statement row that a BO row
 * claims with stronger evidence is not given to another BO row on weaker evidence.
 * - REFERENCE: the BO ticket or reference is a token of the statement row;
 * - PLAYER_ACCOUNT: the player's own account number is on the statement row;
 * - EXACT_NAME: the sender name is the BO name;
 * - NAME: the full BO name is in the sender text (cut only after whole words, a trailing initial);
 * - CUT_NAME: the name as banks print it: cut mid-word, initials, a middle name left out;
 * - UNIQUE_AMOUNT: nothing but the amount and account, and nothing else could be it.
 */
export { MATCH_RULES };
export type MatchRule = (typeof MATCH_RULES)[number];

/** The strength of a rule's evidence: higher is stronger (UNIQUE_AMOUNT is 1); a conflict is 0. */
export function ruleStrength(rule: MatchRule): number {
  return MATCH_RULES.length - MATCH_RULES.indexOf(rule);
}

export interface MatchedPair {
  boId: number;
  mutasiId: number;
  rule: MatchRule;
  /** What proved it: the reference token, the player's account number, the statement's name; empty for a unique amount. */
  evidence: string;
}

/** A row left unmatched and why. */
export interface Unmatched {
  id: number;
  reason: string;
}

export interface DayMatch {
  /** In BO id order. */
  matched: MatchedPair[];
  /** Every BO row that was not matched, in id order. */
  pendingBo: Unmatched[];
  /** Every statement row neither taken before nor matched now, in id order. */
  unclaimedMutasi: Unmatched[];
}

/** The reasons a row stays unmatched; View BO and View Mutasi show them in the user's language. */
export const PENDING_REASONS = {
  /** The BO row's corporate account has no statement row at all that day (the day has none, when the BO names no account). */
  noMutasiYet: stored('match.noMutasiYet'),
  noMutasi: stored('match.noMutasi'),
  nameDiffers: stored('match.nameDiffers'),
  otherAccount: stored('match.otherAccount'),
  mutasiTaken: stored('match.mutasiTaken'),
  noBo: stored('match.noBo'),
  /** Not given by matchDay any more (a free statement row's reason reads only pending BO rows); rows stored with it before issue 16 still carry it. */
  boTaken: stored('match.boTaken'),
} as const;

export function ambiguousReason(candidates: number): string {
  return candidates === 1 ? stored('match.ambiguous.one') : stored('match.ambiguous.other', { count: candidates });
}

/** A credit whose only possible owner is an earlier day's request made after the cut-off: the next-day pass decides it. */
export function lateRequestReason(ticket: string): string {
  return stored('match.lateRequest', { ticket });
}

export function sharedCandidateReason(rows: number): string {
  return stored('match.sharedCandidate', { rows });
}

const REQUESTS_TRANSFERS = {
  one: { one: 'match.requestsTransfers.oneOne', other: 'match.requestsTransfers.oneOther' },
  other: { one: 'match.requestsTransfers.otherOne', other: 'match.requestsTransfers.otherOther' },
} as const;
const plural = (count: number): 'one' | 'other' => (count === 1 ? 'one' : 'other');

/** Identical requests (same player, amount, account) and the transfers that could be theirs, when the counts differ: none is taken. */
export function requestsTransfersReason(requests: number, transfers: number): string {
  return stored(REQUESTS_TRANSFERS[plural(requests)][plural(transfers)], { requests, transfers });
}

export function refusedStatusReason(status: string): string {
  return stored('match.refusedStatus', { status: status.trim() });
}

export function referenceAmountReason(reference: string, mutasiId: number): string {
  return stored('match.referenceAmount', { reference, id: mutasiId });
}

/** A statement row of a later day within the bank's posting window; the caller picks the dates. */
export type LaterMutasiRow = MatchMutasiRow & { isoDate: string };

/** A pending BO row with the date it is filed under, for matchLaterPostings. */
export type LaterBoRow = MatchBoRow & { isoDate: string };

/** A pending BO row proved by a credit posted on a later day. */
export interface LaterPair extends MatchedPair {
  /** The date of the statement row that proves it. */
  isoDate: string;
  /** Identical requests proved together (matchLaterPostings): a caller writes all of a group's pairs or none. */
  group?: number;
  /**
   * The evidence is a first name alone (`IBU ZULKIFLI`), weighed only against the open rows passed in: a
   * caller that has not read the credit day's requests yet (a namesake may be among them) does not take it.
   */
  firstNameOnly?: true;
}

export interface LaterMatch {
  /** In BO id order. */
  matched: LaterPair[];
}

/**
 * What a whole day's statement holds, for a caller that passes matchDay only some amounts of it (a
 * person's change re-decides only those): the corporate accounts (digits, corporateAccountOfMutasi)
 * with statement rows that day, and whether it has any statement row at all.
 */
export interface MutasiDay {
  accounts: ReadonlySet<string>;
  any: boolean;
}
