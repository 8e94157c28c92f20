import fc from 'fast-check';
import { nameSegmentsOf, namesMatch, normalizeName, shownNameAgrees, shownNameIn } from '../names';
import { amountGroups } from './amount-groups';
import { corporateAccountOfMutasi } from './evidence';
import { CUT_NAME, boFacts, mayName, mutasiFacts, strengthOf } from './facts';
import { matchDay } from './match';
import { syntheticTwoDays } from './synthetic-days';
import type { MatchBoRow, MatchMutasiRow, MutasiDay, Unmatched } from './types';

const NAMES = [
  'SITI RAHAYU',
  'SITI RAHAYU SUSANTI',
  'BUDI SANTOSO',
  'Siti Rahayu S.',
  'MUHAMMAD RIZKY PRA',
  'MUHAMMAD RIZKY PRATAMA',
  'M RIZKY PRATAMA',
  'MUHAMMAD PRATAMA',
  'FITRI HIDAYAT',
  'FITRI HIDAYA',
  'fitri hidayati',
  'BPK BUDI SANTOS',
  null,
];
const TIMES = ['2025-02-03T09:00:00+07:00', '2025-02-03T14:30:00+07:00', '2025-02-03T21:45:00+07:00', null];
const AMOUNTS = [50_000n * 100n, 100_000n * 100n, 123_000n * 100n];
const ACCOUNTS = ['1234567890', '2234567891', null];

const boRow = fc.record({
  name: fc.constantFrom(...NAMES),
  user: fc.constantFrom('siti88', 'sitir', 'budi77', 'rizky'),
  amount: fc.constantFrom(...AMOUNTS),
  account: fc.constantFrom(...ACCOUNTS),
  ticket: fc.constantFrom('DP1001', 'DP1002', 'DP1003', 'DP1004'),
  playerAccount: fc.constantFrom('0123456789', '0987654321', null),
  time: fc.constantFrom(...TIMES),
  status: fc.constantFrom(null, null, null, null, 'Rejected'),
});

const mutasiRow = fc.record({
  name: fc.constantFrom(...NAMES),
  amount: fc.constantFrom(...AMOUNTS),
  account: fc.constantFrom(...ACCOUNTS),
  ticket: fc.constantFrom('DP1001', 'DP1003', null),
  senderAccount: fc.constantFrom('0123456789', '0987654321', null),
  taken: fc.constantFrom(false, false, false, false, true),
  time: fc.constantFrom(...TIMES),
  withSender: fc.constantFrom(true, true, true, false),
});

type BoSpec = typeof boRow extends fc.Arbitrary<infer T> ? T : never;
type MutasiSpec = typeof mutasiRow extends fc.Arbitrary<infer T> ? T : never;

function toBo(spec: BoSpec, index: number): MatchBoRow {
  return {
    id: index + 1,
    ticket: spec.ticket,
    references: [],
    amountCents: spec.amount,
    corporateBank: spec.account ? `BCA - ${spec.account} - PT X` : null,
    userName: spec.user,
    fullName: spec.name,
    playerBank: spec.playerAccount ? `BCA - ${spec.playerAccount}` : null,
    time: spec.time,
    status: spec.status,
  };
}

function toMutasi(spec: MutasiSpec, index: number): MatchMutasiRow {
  return {
    id: 100 + index,
    amountCents: spec.amount,
    corporateAccountNo: spec.account,
    reference: null,
    // Without a sender name the description carries the name last, as KlikBCA writes it.
    description: spec.withSender ? `TRANSFER DARI ${spec.name ?? 'SETORAN'}${spec.ticket ? ` | ${spec.ticket}` : ''}` : `TRSF E-BANKING CR ${spec.ticket ?? '0302'}/FTSCY/WS95031 ${spec.name ?? ''}`,
    senderName: spec.withSender ? spec.name : null,
    senderAccount: spec.senderAccount,
    taken: spec.taken,
    time: spec.time,
  };
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed >>> 0;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const day = fc
  .record({ bo: fc.array(boRow, { maxLength: 14 }), statements: fc.array(mutasiRow, { maxLength: 14 }), earlier: fc.array(boRow, { maxLength: 3 }), seed: fc.integer() })
  .map(({ bo, statements, earlier, seed }) => ({
    bo: bo.map(toBo),
    statements: statements.map(toMutasi),
    // Pending requests of the day before whose money may be on this day's statement.
    earlier: earlier.map((spec, index) => ({ ...toBo(spec, index), id: 1000 + index })),
    seed,
  }));

/** Days for the properties of stored reasons and file order; RECON_PROPERTY_RUNS=50000 tries many more locally. */
const MANY_RUNS = Number(process.env['RECON_PROPERTY_RUNS'] ?? 1000);

describe('matchDay properties', () => {
  it('uses every statement row and every BO row at most once, never a taken row, only for equal amounts; accounts for every row', () => {
    fc.assert(
      fc.property(day, ({ bo, statements }) => {
        const result = matchDay(bo, statements);
        const boIds = result.matched.map((m) => m.boId);
        const mutasiIds = result.matched.map((m) => m.mutasiId);
        expect(new Set(boIds).size).toBe(boIds.length);
        expect(new Set(mutasiIds).size).toBe(mutasiIds.length);
        const mutasiById = new Map(statements.map((s) => [s.id, s]));
        const boById = new Map(bo.map((b) => [b.id, b]));
        for (const pair of result.matched) {
          const s = mutasiById.get(pair.mutasiId) as MatchMutasiRow;
          expect(s.taken).toBe(false);
          expect(s.amountCents).toBe((boById.get(pair.boId) as MatchBoRow).amountCents);
        }
        expect([...boIds, ...result.pendingBo.map((p) => p.id)].sort((a, b) => a - b)).toEqual(bo.map((b) => b.id));
        const free = statements.filter((s) => !s.taken).map((s) => s.id);
        expect([...mutasiIds, ...result.unclaimedMutasi.map((u) => u.id)].sort((a, b) => a - b)).toEqual(free);
        for (const pending of [...result.pendingBo, ...result.unclaimedMutasi]) expect(pending.reason).not.toBe('');
      }),
      { numRuns: 400 },
    );
  });

  it('gives the same answer whatever order the rows come in', () => {
    fc.assert(
      fc.property(day, ({ bo, statements, seed }) => {
        expect(matchDay(shuffled(bo, seed), shuffled(statements, seed + 1))).toEqual(matchDay(bo, statements));
      }),
      { numRuns: 400 },
    );
  });

  it('matches on a name or an amount only when the statement does not name someone else', () => {
    const words = (text: string): string[] => normalizeName(text).split(' ');
    fc.assert(
      fc.property(day, ({ bo, statements }) => {
        const result = matchDay(bo, statements);
        for (const pair of result.matched) {
          if (pair.rule === 'REFERENCE' || pair.rule === 'PLAYER_ACCOUNT') continue;
          const b = bo.find((row) => row.id === pair.boId) as MatchBoRow;
          const s = statements.find((row) => row.id === pair.mutasiId) as MatchMutasiRow;
          expect(b.status).not.toBe('Rejected');
          if (!b.fullName) continue;
          if (pair.rule === 'CUT_NAME') {
            const shown = s.senderName ? shownNameAgrees(words(b.fullName), words(s.senderName), true) : shownNameIn(words(b.fullName), nameSegmentsOf(s.description)) !== null;
            expect(shown).toBe(true);
          } else if (s.senderName) expect(namesMatch(b.fullName, s.senderName)).toBe(true);
          if (s.senderName) expect([normalizeName(b.fullName), normalizeName(s.senderName)]).not.toEqual(['SITI RAHAYU', 'SITI RAHAYU SUSANTI']);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('gives every row the same reason, and pairs nothing new, when run again over the rows as stored after the run', () => {
    fc.assert(
      fc.property(day, fc.boolean(), ({ bo, statements, earlier: earlierDay }, withEarlier) => {
        const earlier = withEarlier ? earlierDay : [];
        const first = matchDay(bo, statements, earlier);
        const provedBo = new Set(first.matched.map((pair) => pair.boId));
        const provedMutasi = new Set(first.matched.map((pair) => pair.mutasiId));
        expect(first.matched.every((pair) => pair.boId < 1000)).toBe(true);
        // What a later run reads: only pending BO rows, and every statement row, those proving something taken.
        const again = matchDay(
          bo.filter((row) => !provedBo.has(row.id)),
          statements.map((row) => (provedMutasi.has(row.id) ? { ...row, taken: true } : row)),
          earlier,
        );
        expect(again.matched).toEqual([]);
        expect(again.pendingBo).toEqual(first.pendingBo);
        expect(again.unclaimedMutasi).toEqual(first.unclaimedMutasi);
      }),
      { numRuns: MANY_RUNS },
    );
  });

  it('ends with the same books whichever file of a day comes first (the BO export, or the statement of each account)', () => {
    interface Books {
      pairs: string[];
      pendingBo: Unmatched[];
      unclaimed: Unmatched[];
    }
    const upload = (files: ReadonlyArray<{ bo: MatchBoRow[]; statements: MatchMutasiRow[] }>): Books => {
      let pending: MatchBoRow[] = [];
      let stored: MatchMutasiRow[] = [];
      const pairs: string[] = [];
      let last = matchDay([], []);
      for (const file of files) {
        pending = [...pending, ...file.bo];
        stored = [...stored, ...file.statements];
        last = matchDay(pending, stored);
        const provedBo = new Set(last.matched.map((pair) => pair.boId));
        const provedMutasi = new Set(last.matched.map((pair) => pair.mutasiId));
        pairs.push(...last.matched.map((pair) => `${pair.boId}-${pair.mutasiId}-${pair.rule}`));
        pending = pending.filter((row) => !provedBo.has(row.id));
        stored = stored.map((row) => (provedMutasi.has(row.id) ? { ...row, taken: true } : row));
      }
      return { pairs: pairs.sort(), pendingBo: last.pendingBo, unclaimed: last.unclaimedMutasi };
    };
    fc.assert(
      // A bank statement is one account's: the day's statement rows come as one file per account. A BO
      // row naming no account can be proved by a reference on any account's statement, so one ticket on
      // two accounts' statements would be decided by whichever came first: such rows are left out here.
      fc.property(day, ({ bo: allBo, statements: allMutasi, seed }) => {
        const bo = allBo.filter((row) => row.corporateBank !== null);
        const statements = allMutasi.filter((row) => row.corporateAccountNo !== null);
        const byAccount = new Map<string | null, MatchMutasiRow[]>();
        for (const row of statements) byAccount.set(row.corporateAccountNo, [...(byAccount.get(row.corporateAccountNo) ?? []), row]);
        const files = [{ bo, statements: [] }, ...[...byAccount.values()].map((rows) => ({ bo: [], statements: rows }))];
        expect(upload(shuffled(files, seed))).toEqual(upload(files));
      }),
      { numRuns: MANY_RUNS },
    );
  });
});

describe('amountGroups', () => {
  it('gives the same pairs and reasons when the day is decided one amount group after another as when it is decided whole', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 3 }), ({ bo, statements, earlier }, count) => {
        const whole = matchDay(bo, statements, earlier);
        const groupOf = amountGroups([...bo, ...earlier], statements, count);
        const wholeDay: MutasiDay = { accounts: new Set(statements.flatMap((row) => corporateAccountOfMutasi(row.corporateAccountNo) ?? [])), any: statements.length > 0 };
        const parts = [...new Set(groupOf.values())].map((group) => {
          const inGroup = (row: { amountCents: bigint }): boolean => groupOf.get(row.amountCents.toString()) === group;
          return matchDay(bo.filter(inGroup), statements.filter(inGroup), earlier.filter(inGroup), wholeDay);
        });
        const byId = (a: Unmatched, b: Unmatched): number => a.id - b.id;
        expect(parts.flatMap((part) => part.matched).sort((a, b) => a.boId - b.boId)).toEqual(whole.matched);
        expect(parts.flatMap((part) => part.pendingBo).sort(byId)).toEqual(whole.pendingBo);
        expect(parts.flatMap((part) => part.unclaimedMutasi).sort(byId)).toEqual(whole.unclaimedMutasi);
      }),
      { numRuns: MANY_RUNS },
    );
  });

  it('keeps two amounts in one group when the reference of a BO row is on a statement row of the other amount', () => {
    const request = { amountCents: 5_000_000n, ticket: 'DP7001', references: [] };
    const elsewhere = { amountCents: 5_100_000n, reference: null, description: 'TRSF E-BANKING CR DP7001 BUDI' };
    const alone = { amountCents: 2_000_000n, reference: null, description: 'TRSF E-BANKING CR SITI' };
    const groups = amountGroups([request], [elsewhere, alone, alone], 2);
    expect(groups.get('5000000')).toBe(groups.get('5100000'));
    expect(groups.get('2000000')).not.toBe(groups.get('5000000'));
    // Without the shared reference each amount may go to a group of its own.
    expect(new Set(amountGroups([{ ...request, ticket: 'DP7002' }], [elsewhere, alone], 3).values()).size).toBe(3);
  });
});

describe('mayName (the cheap test before strengthOf)', () => {
  it('passes every pair of a generated day that strengthOf rates as name or account evidence', () => {
    const { days } = syntheticTwoDays({ seed: 7, boRowsPerDay: 400 });
    let evidenced = 0;
    for (const day of days) {
      const statements = day.statements.map(mutasiFacts);
      for (const b of day.bo.map((row) => boFacts(row))) {
        for (const s of statements) {
          if (strengthOf(b, s) < CUT_NAME) continue;
          evidenced += 1;
          expect(mayName(b, s)).toBe(true);
        }
      }
    }
    expect(evidenced).toBeGreaterThan(700);
  });
});
