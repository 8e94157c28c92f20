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
}

/** A statement (mutasi) row of the same website and date. */
export interface MatchStatementRow {
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
}

/** The rules, strongest first (DESIGN §6). */
export const MATCH_RULES = ['REFERENCE', 'PLAYER_ACCOUNT', 'EXACT_NAME', 'NAME', 'UNIQUE_AMOUNT'] as const;
export type MatchRule = (typeof MATCH_RULES)[number];

export interface MatchedPair {
  boId: number;
  statementId: number;
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
  unclaimedStatements: Unmatched[];
}

/** The reasons a row stays unmatched; View BO and View Mutasi show them as written. */
export const PENDING_REASONS = {
  noStatement: 'no statement row of that amount',
  nameDiffers: 'amount found but name differs',
  otherAccount: 'amount found on another account',
  statementsTaken: 'statement rows of that amount are matched to other BO rows',
  noBo: 'no BO row of that amount',
  boTaken: 'BO rows of that amount are matched to other statement rows',
} as const;

export function ambiguousReason(candidates: number): string {
  return `ambiguous: ${candidates} candidates`;
}

export function sharedCandidateReason(rows: number): string {
  return `ambiguous: 1 candidate shared by ${rows} rows`;
}

export function outnumberedReason(bo: number, statements: number): string {
  return `identical rows outnumber their matches (${bo} BO, ${statements} mutasi)`;
}

export function refusedStatusReason(status: string): string {
  return `BO status ${status.trim()}: never approved automatically`;
}

export function referenceAmountReason(reference: string, statementId: number): string {
  return `reference ${reference} found on mutasi #${statementId} with another amount`;
}
