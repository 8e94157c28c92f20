import { ELIMINATION_MAX_ROWS, forcedClaims } from './elimination';

const claims = (count: number, candidates: Record<string, number>) => ({ count, candidates: new Map(Object.entries(candidates)) });

describe('forcedClaims', () => {
  it("gives each kind the credits it has in every way of giving every request one", () => {
    // Kind 0 can only be a; kind 1 (two requests) could be a, b or c, so it gets b and c, unless a is stronger for it.
    expect(forcedClaims([claims(1, { a: 3 }), claims(2, { a: 1, b: 2, c: 2 })])).toEqual([
      { kind: 0, credits: ['a'] },
      { kind: 1, credits: ['b', 'c'] },
    ]);
    expect(forcedClaims([claims(1, { a: 3 }), claims(2, { a: 3, b: 2, c: 2 })])).toEqual([]);
    expect(forcedClaims([claims(1, { a: 3 }), claims(2, { a: 2.5, b: 2, c: 2 })])).toEqual([{ kind: 0, credits: ['a'] }]);
  });

  it('decides nothing when a request can have no credit, and leaves a kind with a choice undecided', () => {
    expect(forcedClaims([claims(1, { a: 3 }), claims(1, { a: 2 })])).toEqual([]);
    expect(forcedClaims([claims(1, { a: 2, b: 2 }), claims(1, { a: 2, b: 2 })])).toEqual([]);
    // Kind 0 is forced to a; kind 1 could be b or c.
    expect(forcedClaims([claims(1, { a: 2 }), claims(1, { a: 1, b: 2, c: 2 })])).toEqual([{ kind: 0, credits: ['a'] }]);
  });

  it('leaves a tangle larger than a person would want decided for them alone', () => {
    // A chain: kind 0 can only be c0, so kind 1 is c1, and so on; all forced, until the chain is too long.
    const chain = (length: number) => Array.from({ length }, (_, i) => claims(1, i === 0 ? { c0: 2 } : { [`c${i - 1}`]: 1, [`c${i}`]: 2 }));
    expect(forcedClaims(chain(3))).toEqual([
      { kind: 0, credits: ['c0'] },
      { kind: 1, credits: ['c1'] },
      { kind: 2, credits: ['c2'] },
    ]);
    expect(forcedClaims(chain(ELIMINATION_MAX_ROWS / 2))).toHaveLength(ELIMINATION_MAX_ROWS / 2);
    expect(forcedClaims(chain(ELIMINATION_MAX_ROWS / 2 + 1))).toEqual([]);
  });
});
