import { normalizeName } from '../names';
import { matchLaterPostings } from './later';
import { matchDay } from './match';
import { syntheticTwoDays, type SyntheticDate } from './synthetic-days';
import type { LaterMutasiRow, MatchBoRow, MatchedPair, Unmatched } from './types';

/** The bank's cut-off (local time, as the generated requests write it): later transfers may be posted the next day. */
const CUT_OFF = '21:00';

/**
 * How a wrong pair's evidence names the player, for issue 16's precision-against-recall question:
 * which kinds of evidence a stranger's transfer can imitate when the player's own money never came.
 */
export type EvidenceClass = 'reference or account' | 'full name' | 'whole words, some left out' | 'cut mid-word' | 'last word an initial' | 'first name alone' | 'unique amount';

export interface JudgedPair {
  pair: MatchedPair;
  bo: MatchBoRow;
  /** The BO row whose money the credit is, or undefined for a stranger's transfer. */
  owner: MatchBoRow | undefined;
  right: boolean;
  evidenceClass: EvidenceClass;
}

export interface JudgedTwoDays {
  seed: number;
  boRows: number;
  mutasiRows: number;
  /** BO rows whose money is in the data. */
  provable: number;
  pairs: JudgedPair[];
  /** Of the pairs, proved by a credit of the next day. */
  later: number;
  right: number;
  /** The pending BO rows of both days before the next-day pass. */
  pending: Unmatched[];
}

/** How the name the statement shows (a name rule's evidence) keeps the BO name: whole, with words left out (a cut at a word's end, a middle name missing), cut inside a word, down to an initial or to the first name. */
function nameClass(boName: string | null, shown: string): EvidenceClass {
  const boWords = normalizeName(boName ?? '').split(' ');
  const shownWords = normalizeName(shown).split(' ');
  const last = shownWords[shownWords.length - 1] ?? '';
  if (shownWords.join(' ') === boWords.join(' ')) return 'full name';
  if (shownWords.length === 1) return 'first name alone';
  if (last.length === 1) return 'last word an initial';
  return shownWords.every((word) => boWords.includes(word)) ? 'whole words, some left out' : 'cut mid-word';
}

function evidenceClassOf(pair: MatchedPair, bo: MatchBoRow): EvidenceClass {
  if (pair.rule === 'REFERENCE' || pair.rule === 'PLAYER_ACCOUNT') return 'reference or account';
  return pair.rule === 'UNIQUE_AMOUNT' ? 'unique amount' : nameClass(bo.fullName, pair.evidence);
}

/**
 * Two generated consecutive days (syntheticTwoDays: issue 16's noises) matched as the server does: each
 * day on its own (the second day with the first day's late pending requests as claimants), then the first
 * day's late pending requests against the second day's unclaimed credits. Each pair is judged against the
 * generator's truth.
 *
 * Identical requests prove each other: the same player, amount and account are one kind of money, and a
 * pair is right when its credit is money of the request's kind. Across days that holds only while every
 * day keeps its money: a day never has more requests of a kind proved than of that kind whose money came
 * (a late request and the next day's request may swap identical credits; a request whose money never came
 * may not take another day's).
 */
export function judgedTwoDays(seed: number, boRowsPerDay: number): JudgedTwoDays {
  const { days, truth } = syntheticTwoDays({ seed, boRowsPerDay });
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

  const firstIds = new Set(first.bo.map((row) => row.id));
  const boById = new Map<number, MatchBoRow>([...first.bo, ...second.bo].map((row) => [row.id, row]));
  const kind = (row: MatchBoRow): string => [row.userName, row.amountCents, row.corporateBank].join('|');
  const kindOfDay = (row: MatchBoRow): string => `${kind(row)}|${firstIds.has(row.id) ? first.isoDate : second.isoDate}`;
  const withMoney = new Map<string, number>();
  for (const owner of truth.values()) {
    if (owner === null) continue;
    const key = kindOfDay(boById.get(owner) as MatchBoRow);
    withMoney.set(key, (withMoney.get(key) ?? 0) + 1);
  }
  const provedOfKind = new Map<string, number>();
  const pairs = [...firstResult.matched, ...secondResult.matched, ...laterResult.matched].map((pair): JudgedPair => {
    const ownerId = truth.get(pair.mutasiId) ?? null;
    const owner = ownerId === null ? undefined : boById.get(ownerId);
    const bo = boById.get(pair.boId) as MatchBoRow;
    const key = kindOfDay(bo);
    const proved = (provedOfKind.get(key) ?? 0) + 1;
    provedOfKind.set(key, proved);
    const right = owner !== undefined && kind(owner) === kind(bo) && proved <= (withMoney.get(key) ?? 0);
    return { pair, bo, owner, right, evidenceClass: evidenceClassOf(pair, bo) };
  });
  return {
    seed,
    boRows: first.bo.length + second.bo.length,
    mutasiRows: first.statements.length + second.statements.length,
    provable: new Set([...truth.values()].filter((owner): owner is number => owner !== null)).size,
    pairs,
    later: laterResult.matched.length,
    right: pairs.filter((judged) => judged.right).length,
    pending: [...firstResult.pendingBo, ...secondResult.pendingBo],
  };
}

/** A wrong pair as people read it: the rule, the request and whose money the credit was. */
export function describeWrong({ pair, bo, owner }: JudgedPair): string {
  return `${pair.rule} BO ${pair.boId} ${bo.fullName} ← mutasi ${pair.mutasiId} '${pair.evidence}' (its money: ${owner?.fullName ?? 'nobody'})`;
}
