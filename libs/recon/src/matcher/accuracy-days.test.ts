import { matchLaterPostings } from './later';
import { matchDay } from './match';
import { syntheticTwoDays, type SyntheticDate } from './synthetic-days';
import type { LaterMutasiRow, MatchBoRow, MatchedPair } from './types';

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

/** The bank's cut-off (local time, as the generated requests write it): later transfers may be posted the next day. */
const CUT_OFF = '21:00';

describe('matcher accuracy on two generated days (issue 16 noises)', () => {
  it.each([20250203, 1, 2, 3, 4])('never approves a wrong row and proves at least 99%% of provable rows (seed %i)', (seed) => {
    const { days, truth } = syntheticTwoDays({ seed, boRowsPerDay: 3000 });
    // What was asked after the bank's cut-off may be posted the next day (the caller marks it; no weekend here).
    const [first, second] = days.map((day) => ({ ...day, bo: day.bo.map((row) => ({ ...row, late: (row.time ?? '') >= `${day.isoDate}T${CUT_OFF}` })) })) as [SyntheticDate, SyntheticDate];
    const firstResult = matchDay(first.bo, first.statements);
    const pendingFirst = new Set(firstResult.pendingBo.map((row) => row.id));
    const firstPending = first.bo.filter((row) => pendingFirst.has(row.id) && row.late);
    // The second day's statement may carry the first day's late-evening money: those requests claim its credits too.
    const secondResult = matchDay(second.bo, second.statements, firstPending);
    const claimed = new Set(secondResult.matched.map((pair) => pair.mutasiId));
    const later: LaterMutasiRow[] = second.statements.filter((row) => !claimed.has(row.id)).map((row) => ({ ...row, isoDate: second.isoDate }));
    const pendingSecond = new Set(secondResult.pendingBo.map((row) => row.id));
    const laterResult = matchLaterPostings(
      firstPending.map((row) => ({ ...row, isoDate: first.isoDate })),
      later,
      second.bo.filter((row) => pendingSecond.has(row.id)).map((row) => ({ ...row, isoDate: second.isoDate })),
    );
    const pairs: MatchedPair[] = [...firstResult.matched, ...secondResult.matched, ...laterResult.matched];

    const boById = new Map<number, MatchBoRow>([...first.bo, ...second.bo].map((row) => [row.id, row]));
    // Identical requests prove each other: the same player, amount and account are one kind of money, and
    // a pair is right when its credit is money of the request's kind. Across days that holds only while
    // every day keeps its money: a day never has more requests of a kind proved than of that kind whose
    // money came (a late request and the next day's request may swap identical credits; a request whose
    // money never came may not take another day's).
    const kind = (row: MatchBoRow): string => [row.userName, row.amountCents, row.corporateBank].join('|');
    const kindOfDay = (row: MatchBoRow): string => `${kind(row)}|${first.bo.includes(row) ? first.isoDate : second.isoDate}`;
    const withMoney = new Map<string, number>();
    for (const owner of truth.values()) {
      if (owner === null) continue;
      const key = kindOfDay(boById.get(owner) as MatchBoRow);
      withMoney.set(key, (withMoney.get(key) ?? 0) + 1);
    }
    const provedOfKind = new Map<string, number>();
    let right = 0;
    const wrong: string[] = [];
    for (const pair of pairs) {
      const owner = truth.get(pair.mutasiId) ?? null;
      const ownerRow = owner === null ? undefined : boById.get(owner);
      const row = boById.get(pair.boId) as MatchBoRow;
      const key = kindOfDay(row);
      const proved = (provedOfKind.get(key) ?? 0) + 1;
      provedOfKind.set(key, proved);
      if (ownerRow && kind(ownerRow) === kind(row) && proved <= (withMoney.get(key) ?? 0)) right += 1;
      else wrong.push(`${pair.rule} BO ${pair.boId} ${row.fullName} ← mutasi ${pair.mutasiId} (its money: ${ownerRow?.fullName ?? 'nobody'})`);
    }
    const provable = new Set([...truth.values()].filter((owner): owner is number => owner !== null)).size;
    const precision = right / pairs.length;
    const recall = right / provable;
    const rules = pairs.reduce<Record<string, number>>((count, pair) => ({ ...count, [pair.rule]: (count[pair.rule] ?? 0) + 1 }), {});
    const reasons = [...firstResult.pendingBo, ...secondResult.pendingBo].reduce<Record<string, number>>((count, row) => {
      const reason = row.reason.replace(/\d+/g, 'N');
      return { ...count, [reason]: (count[reason] ?? 0) + 1 };
    }, {});
    console.log(
      `seed ${seed}: ${first.bo.length + second.bo.length} BO, ${first.statements.length + second.statements.length} mutasi, ${provable} provable; ` +
        `proved ${pairs.length} (${laterResult.matched.length} a day later), right ${right}; precision ${(precision * 100).toFixed(2)}%, recall ${(recall * 100).toFixed(2)}%\n` +
        `rules ${JSON.stringify(rules)}\npending (both days, before the later postings) ${JSON.stringify(reasons)}${wrong.length > 0 ? `\nwrong:\n${wrong.join('\n')}` : ''}`,
    );
    expect(wrong).toEqual([]);
    expect(precision).toBe(1);
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  });
});
