import type { BoDepositRow, BoWithdrawRow, MatchRuleName, ReviewSide } from '@checker/api';
import { formatMoney, type Text } from '@checker/ui';

/** A BO row of either side, as the View BO table shows it. */
export interface BoRow {
  id: number;
  approved: boolean;
  ticket: string;
  username: string;
  fullName: string | null;
  /** numeric text, `150000.00`. */
  amount: string;
  /** The uploaded amount when a person corrected it; null otherwise. */
  originalAmount: string | null;
  ket: string | null;
  corporateBank: string | null;
  playerBank: string | null;
  /** Request date (deposit) or approve date (withdraw) in the BO, ISO UTC. */
  at: string | null;
  rule: MatchRuleName | null;
  reason: string | null;
  matchedMutasiId: number | null;
  matchedDescription: string | null;
  /** The person's reason when the row was approved without a statement row; null otherwise. */
  unbackedReason: string | null;
  approvedByName: string | null;
}

export function depositRow(row: BoDepositRow): BoRow {
  return {
    id: row.bo_id,
    approved: row.bo_approve,
    ticket: row.ticket_no,
    username: row.user_name,
    fullName: row.full_name,
    amount: row.depo_amount,
    originalAmount: row.original_amount,
    ket: row.ket_app,
    corporateBank: row.corporate_bank,
    playerBank: row.player_bank,
    at: row.req_date,
    rule: row.match_rule,
    reason: row.match_reason,
    matchedMutasiId: row.matched_mutasi_id,
    matchedDescription: row.matched_mutasi_description,
    unbackedReason: row.unbacked_reason,
    approvedByName: row.approved_by_name,
  };
}

export function withdrawRow(row: BoWithdrawRow): BoRow {
  return {
    id: row.wd_bo_id,
    approved: row.wd_bo_approve,
    ticket: row.wd_ticket_no,
    username: row.wd_username,
    fullName: row.wd_fullname,
    amount: row.wd_amount,
    originalAmount: row.wd_original_amount,
    ket: row.wd_ket_app,
    corporateBank: row.wd_corp_bank,
    playerBank: row.wd_player_bank,
    at: row.wd_app_date,
    rule: row.wd_match_rule,
    reason: row.wd_match_reason,
    matchedMutasiId: row.wd_matched_mutasi_id,
    matchedDescription: row.wd_matched_mutasi_description,
    unbackedReason: row.wd_unbacked_reason,
    approvedByName: row.wd_approved_by_name,
  };
}

/** Spec 02 §4, §9: a bulk confirmation lists this many rows, then 'and N more'. */
export const CONFIRM_LIST_ROWS: Record<ReviewSide, number> = { deposit: 5, withdraw: 8 };

export function rowLine(row: BoRow): string {
  return `${row.ticket} · ${row.username} · ${formatMoney(row.amount)}`;
}

/** The lines of a bulk confirmation: the first 5 (deposit) or 8 (withdraw) rows, then 'and N more'. */
export function confirmationLines(rows: readonly BoRow[], side: ReviewSide, text: Text): { lines: string[]; more: string | null } {
  const shown = CONFIRM_LIST_ROWS[side];
  const rest = rows.length - shown;
  return { lines: rows.slice(0, shown).map(rowLine), more: rest > 0 ? text('review.bo.more', { count: rest }) : null };
}

