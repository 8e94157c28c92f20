import { describeWrong, judgedTwoDays } from './two-days-judged';

/**
 * Two consecutive days as issue 16 measured them (names cut at 12 and 18 characters, lower case,
 * titles, initials, late-evening transfers posted the next day, repeated deposits, similar names):
 * each day is matched on its own, then the first day's pending rows against the second day's
 * unclaimed credits. A BO row is provable when its money is in the data.
 */
/**
 * Issue 16 asks for 99 %; on these days the matcher proves 99.0–99.6 %. What is left is rows no rule may
 * take without guessing whose money a credit is: namesakes sending the same amount, players whose names
 * differ by a word a cut or a missing middle name hides (SURYA HUTAPEA / SURYA HUTAPEA HARAHAP), a first
 * name alone that two pending players share, a player's repeated requests with fewer transfers than
 * requests, nameless cash deposits.
 */
const MIN_RECALL = 0.99;

describe('matcher accuracy on two generated days (issue 16 noises)', () => {
  it.each([20250203, 1, 2, 3, 4])('never approves a wrong row and proves at least 99%% of provable rows (seed %i)', (seed) => {
    const { boRows, mutasiRows, provable, pairs, later, right, pending } = judgedTwoDays(seed, 3000);
    const wrong = pairs.filter((judged) => !judged.right).map(describeWrong);
    const precision = right / pairs.length;
    const recall = right / provable;
    const rules = pairs.reduce<Record<string, number>>((count, { pair }) => ({ ...count, [pair.rule]: (count[pair.rule] ?? 0) + 1 }), {});
    const reasons = pending.reduce<Record<string, number>>((count, row) => {
      const reason = row.reason.replace(/\d+/g, 'N');
      return { ...count, [reason]: (count[reason] ?? 0) + 1 };
    }, {});
    console.log(
      `seed ${seed}: ${boRows} BO, ${mutasiRows} mutasi, ${provable} provable; ` +
        `proved ${pairs.length} (${later} a day later), right ${right}; precision ${(precision * 100).toFixed(2)}%, recall ${(recall * 100).toFixed(2)}%\n` +
        `rules ${JSON.stringify(rules)}\npending (both days, before the later postings) ${JSON.stringify(reasons)}${wrong.length > 0 ? `\nwrong:\n${wrong.join('\n')}` : ''}`,
    );
    expect(wrong).toEqual([]);
    expect(precision).toBe(1);
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  });
});
