import type { MatchRuleName, MutasiDepositRow, MutasiWithdrawRow } from '@checker/api';

/** A statement row of either side, as the View Mutasi table shows it. */
export interface MutasiRow {
  id: number;
  /** A BO row claims this money (mutasi_app). */
  claimed: boolean;
  /** numeric text, `150000.00`. */
  amount: string;
  /** The BO ticket this row proved. */
  ticket: string | null;
  matchedBoId: number | null;
  sender: string | null;
  senderAccount: string | null;
  description: string | null;
  corporateAccount: string | null;
  /** Deposit statements only. */
  transactionId: string | null;
  /** ISO UTC. */
  at: string | null;
  rule: MatchRuleName | null;
  /** The proof of a matched row. */
  ket: string | null;
  /** Why no BO row claims an unmatched row. */
  reason: string | null;
}

export function mutasiDepositRow(row: MutasiDepositRow): MutasiRow {
  return {
    id: row.mutasi_id,
    claimed: row.mutasi_app,
    amount: row.mutasi_amount,
    ticket: row.mutasi_ticket,
    matchedBoId: row.mutasi_matched_bo_id,
    sender: row.mutasi_player_bank_name,
    senderAccount: row.mutasi_sender_account,
    description: row.mutasi_description,
    corporateAccount: row.mutasi_corporate_bank,
    transactionId: row.mutasi_transaction_id,
    at: row.mutasi_transaction_at,
    rule: row.mutasi_match_rule,
    ket: row.mutasi_ketapp,
    reason: row.mutasi_match_reason,
  };
}

export function mutasiWithdrawRow(row: MutasiWithdrawRow): MutasiRow {
  return {
    id: row.mutasiwd_id,
    claimed: row.mutasiwd_app,
    amount: row.mutasiwd_amount,
    ticket: row.mutasiwd_ticket,
    matchedBoId: row.mutasiwd_matched_bo_id,
    sender: row.mutasiwd_player_bank_name,
    senderAccount: row.mutasiwd_sender_account,
    description: row.mutasiwd_description,
    corporateAccount: row.mutasiwd_corporate_bank,
    transactionId: null,
    at: row.mutasiwd_transaction_at,
    rule: row.mutasiwd_match_rule,
    ket: row.mutasiwd_ketapp,
    reason: row.mutasiwd_match_reason,
  };
}
