import { accountsCompatible, corporateAccountOfBo, corporateAccountOfMutasi } from './evidence';
import type { MatchBoRow, MatchMutasiRow } from './types';

/**
 * The statement rows that could prove a BO row as a person sees it: the same amount, an account that
 * does not contradict the BO's corporate account, and not proving another BO row already. The checker
 * takes one only with evidence; a person's approval claims the single candidate (issue 15).
 */
export function candidateMutasi(bo: MatchBoRow, statements: readonly MatchMutasiRow[]): MatchMutasiRow[] {
  const account = corporateAccountOfBo(bo.corporateBank);
  return statements.filter(
    (statement) => !statement.taken && statement.amountCents === bo.amountCents && accountsCompatible(account, corporateAccountOfMutasi(statement.corporateAccountNo)),
  );
}
