/**
 * Proof by elimination, as a careful person reads a tangle of look-alike names: requests of a few
 * kinds (a kind is one player's identical requests) and the credits their names could be. When every
 * request can have a credit of its own, and in every way of giving them one a kind gets the same
 * credits, those credits are that kind's: 'KOMANG YULIANTO' is the credit of the player of that name
 * even though KOMANG NUR YULIANTO's name could be printed so too, once KOMANG NUR YULIANTO's two
 * requests have two credits of their own. Nothing is decided when some request can have no credit
 * (someone's money is missing, and nothing says whose), and a kind never takes a credit another kind
 * names as strongly or more, nor leaves one it names more strongly than those it takes to another
 * kind (a weaker evidence never beats a stronger one).
 */

/** One kind: how many identical requests it has, and each credit it could be with the evidence's strength. */
export interface KindClaims<C> {
  count: number;
  candidates: ReadonlyMap<C, number>;
}

/** Beyond this many requests and credits together a tangle is left to a person (and the matching stays cheap). */
export const ELIMINATION_MAX_ROWS = 48;

/**
 * For each kind whose credits are the same in every way of giving every request one (and whose
 * evidence on them is not beaten, see above), the index of the kind and its credits; nothing when
 * some request can have no credit at all.
 */
export function forcedClaims<C>(kinds: ReadonlyArray<KindClaims<C>>): Array<{ kind: number; credits: C[] }> {
  const credits = [...new Set(kinds.flatMap((kind) => [...kind.candidates.keys()]))];
  const requests = kinds.reduce((sum, kind) => sum + kind.count, 0);
  if (requests + credits.length > ELIMINATION_MAX_ROWS || requests > credits.length) return [];
  // A kind takes only credits it names more strongly than any other kind does: one with fewer such
  // credits than requests cannot be proved, and when no kind can, nothing needs to be matched.
  const strongestOther = (kind: number, credit: C): number => Math.max(...kinds.map((other, o) => (o === kind ? -Infinity : (other.candidates.get(credit) ?? -Infinity))));
  const mayProve = kinds.map((kind, index) => [...kind.candidates].filter(([credit, strength]) => strength > strongestOther(index, credit)).length >= kind.count);
  if (!mayProve.includes(true)) return [];
  const creditIndex = new Map(credits.map((credit, index) => [credit, index]));
  const edgesOf = kinds.map((kind) => [...kind.candidates.keys()].map((credit) => creditIndex.get(credit) as number));
  // One left node per request; a request's credits are its kind's.
  const kindOfRequest = kinds.flatMap((kind, index) => Array.from({ length: kind.count }, () => index));
  const matching = (skip: Skip): number => maximumMatching(kindOfRequest, edgesOf, credits.length, skip);
  if (matching(NO_SKIP) < requests) return [];

  const proved: Array<{ kind: number; credits: C[] }> = [];
  kinds.forEach((kind, index) => {
    if (!mayProve[index]) return;
    const oneOfKind = kindOfRequest.indexOf(index);
    const own = edgesOf[index] as number[];
    // As many credits as requests: every way uses them all.
    const taken: number[] = own.length === kind.count ? [...own] : [];
    for (const credit of taken.length > 0 ? [] : own) {
      const usedSometimes = matching({ ...NO_SKIP, request: oneOfKind, credit }) === requests - 1;
      const unusedSometimes = matching({ ...NO_SKIP, edgeKind: index, edgeCredit: credit }) === requests;
      if (usedSometimes && unusedSometimes) return;
      if (usedSometimes) taken.push(credit);
    }
    if (taken.length !== kind.count) return;
    const strengthOn = (other: KindClaims<C>, credit: number): number => other.candidates.get(credits[credit] as C) ?? -Infinity;
    const weakestTaken = Math.min(...taken.map((credit) => strengthOn(kind, credit)));
    const beaten = taken.some((credit) => kinds.some((other, o) => o !== index && strengthOn(other, credit) >= strengthOn(kind, credit)));
    const leavesStronger = own.some((credit) => !taken.includes(credit) && strengthOn(kind, credit) > weakestTaken);
    if (!beaten && !leavesStronger) proved.push({ kind: index, credits: taken.map((credit) => credits[credit] as C) });
  });
  return proved;
}

/** What a matching leaves out: one request, one credit, and one kind's edge to one credit (-1: none). */
interface Skip {
  request: number;
  credit: number;
  edgeKind: number;
  edgeCredit: number;
}
const NO_SKIP: Skip = { request: -1, credit: -1, edgeKind: -1, edgeCredit: -1 };

/** The size of a maximum matching of requests to credits without what `skip` leaves out (augmenting paths, Kuhn). */
function maximumMatching(kindOfRequest: readonly number[], edgesOf: ReadonlyArray<readonly number[]>, credits: number, skip: Skip): number {
  const partnerOf = new Int32Array(credits).fill(-1);
  const seen = new Uint8Array(credits);
  const augment = (request: number): boolean => {
    const kind = kindOfRequest[request] as number;
    for (const credit of edgesOf[kind] as number[]) {
      if (seen[credit] || credit === skip.credit || (kind === skip.edgeKind && credit === skip.edgeCredit)) continue;
      seen[credit] = 1;
      const partner = partnerOf[credit] as number;
      if (partner === -1 || augment(partner)) {
        partnerOf[credit] = request;
        return true;
      }
    }
    return false;
  };
  let size = 0;
  for (let request = 0; request < kindOfRequest.length; request += 1) {
    if (request === skip.request) continue;
    seen.fill(0);
    if (augment(request)) size += 1;
  }
  return size;
}
