import { accountsCompatible, corporateAccountOfBo, corporateAccountOfStatement } from './evidence';
import type { MatchBoRow, MatchStatementRow } from './types';

/**
 * The statement rows that could prove a BO row as a person sees it: the same amount, an account that
 * does not contradict the BO's corporate account, and not proving another BO row already. The checker
 * takes one only with evidence; a person's approval claims the single candidate (issue 15).
 */
export function candidateStatements(bo: MatchBoRow, statements: readonly MatchStatementRow[]): MatchStatementRow[] {
  const account = corporateAccountOfBo(bo.corporateBank);
  return statements.filter(
    (statement) => !statement.taken && statement.amountCents === bo.amountCents && accountsCompatible(account, corporateAccountOfStatement(statement.corporateAccountNo)),
  );
}
