import { matchDay } from './match';
import { syntheticDay, type SyntheticDay } from './synthetic';
import type { DayMatch, MatchBoRow } from './types';

interface Accuracy {
  matched: number;
  right: number;
  /** Right by the exact BO row, not only by an interchangeable one (same player, amount and account). */
  exact: number;
  provable: number;
  precision: number;
  recall: number;
}

function accuracyOf(day: SyntheticDay, result: DayMatch): Accuracy {
  const boById = new Map(day.bo.map((row) => [row.id, row]));
  const sameDeposit = (a: MatchBoRow, b: MatchBoRow): boolean => a.userName === b.userName && a.amountCents === b.amountCents && a.corporateBank === b.corporateBank;
  let right = 0;
  let exact = 0;
  for (const pair of result.matched) {
    const owner = day.truth.get(pair.mutasiId) ?? null;
    if (owner === pair.boId) exact += 1;
    const ownerRow = owner === null ? undefined : boById.get(owner);
    if (ownerRow && sameDeposit(ownerRow, boById.get(pair.boId) as MatchBoRow)) right += 1;
  }
  const provable = [...day.truth.values()].filter((owner) => owner !== null).length;
  return { matched: result.matched.length, right, exact, provable, precision: right / result.matched.length, recall: right / provable };
}

describe('matcher accuracy on generated days (5,000 BO rows, 10% without money, 5% money without a BO row, cut names, repeated amounts)', () => {
  it.each([20250203, 1, 2, 3, 4])('never approves a wrong row (seed %i) and reports recall', (seed) => {
    const day = syntheticDay({ seed, boRows: 5000 });
    const result = matchDay(day.bo, day.statements);
    const accuracy = accuracyOf(day, result);
    const rules = result.matched.reduce<Record<string, number>>((count, pair) => ({ ...count, [pair.rule]: (count[pair.rule] ?? 0) + 1 }), {});
    const reasons = result.pendingBo.reduce<Record<string, number>>((count, row) => {
      const reason = row.reason.replace(/\d+/g, 'N');
      return { ...count, [reason]: (count[reason] ?? 0) + 1 };
    }, {});
    console.log(
      `seed ${seed}: ${day.bo.length} BO, ${day.statements.length} mutasi, ${accuracy.provable} BO rows with money; matched ${accuracy.matched}, right ${accuracy.right} ` +
        `(${accuracy.exact} by the exact row); precision ${(accuracy.precision * 100).toFixed(2)}%, recall ${(accuracy.recall * 100).toFixed(2)}%\n` +
        `rules ${JSON.stringify(rules)}\npending ${JSON.stringify(reasons)}`,
    );
    expect(accuracy.right).toBe(accuracy.matched);
    expect(accuracy.precision).toBe(1);
    expect(accuracy.recall).toBeGreaterThan(0.8);
  });
});
