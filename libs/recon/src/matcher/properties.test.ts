import fc from 'fast-check';
import { namesMatch } from '../names';
import { matchDay } from './match';
import type { MatchBoRow, MatchStatementRow } from './types';

const NAMES = ['SITI RAHAYU', 'SITI RAHAYU SUSANTI', 'BUDI SANTOSO', 'Siti Rahayu S.', 'MUHAMMAD RIZKY PRA', 'MUHAMMAD RIZKY PRATAMA', null];
const AMOUNTS = [50_000n * 100n, 100_000n * 100n, 123_000n * 100n];
const ACCOUNTS = ['1234567890', '2234567891', null];

const boRow = fc.record({
  name: fc.constantFrom(...NAMES),
  user: fc.constantFrom('siti88', 'sitir', 'budi77', 'rizky'),
  amount: fc.constantFrom(...AMOUNTS),
  account: fc.constantFrom(...ACCOUNTS),
  ticket: fc.constantFrom('DP1001', 'DP1002', 'DP1003', 'DP1004'),
  playerAccount: fc.constantFrom('0123456789', '0987654321', null),
});

const statementRow = fc.record({
  name: fc.constantFrom(...NAMES),
  amount: fc.constantFrom(...AMOUNTS),
  account: fc.constantFrom(...ACCOUNTS),
  ticket: fc.constantFrom('DP1001', 'DP1003', null),
  senderAccount: fc.constantFrom('0123456789', '0987654321', null),
  taken: fc.constantFrom(false, false, false, false, true),
});

type BoSpec = typeof boRow extends fc.Arbitrary<infer T> ? T : never;
type StatementSpec = typeof statementRow extends fc.Arbitrary<infer T> ? T : never;

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
  };
}

function toStatement(spec: StatementSpec, index: number): MatchStatementRow {
  return {
    id: 100 + index,
    amountCents: spec.amount,
    corporateAccountNo: spec.account,
    reference: null,
    description: `TRANSFER DARI ${spec.name ?? 'SETORAN'}${spec.ticket ? ` | ${spec.ticket}` : ''}`,
    senderName: spec.name,
    senderAccount: spec.senderAccount,
    taken: spec.taken,
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

const day = fc.record({ bo: fc.array(boRow, { maxLength: 14 }), statements: fc.array(statementRow, { maxLength: 14 }), seed: fc.integer() }).map(({ bo, statements, seed }) => ({
  bo: bo.map(toBo),
  statements: statements.map(toStatement),
  seed,
}));

describe('matchDay properties', () => {
  it('uses every statement row and every BO row at most once, never a taken row, only for equal amounts; accounts for every row', () => {
    fc.assert(
      fc.property(day, ({ bo, statements }) => {
        const result = matchDay(bo, statements);
        const boIds = result.matched.map((m) => m.boId);
        const statementIds = result.matched.map((m) => m.statementId);
        expect(new Set(boIds).size).toBe(boIds.length);
        expect(new Set(statementIds).size).toBe(statementIds.length);
        const statementById = new Map(statements.map((s) => [s.id, s]));
        const boById = new Map(bo.map((b) => [b.id, b]));
        for (const pair of result.matched) {
          const s = statementById.get(pair.statementId) as MatchStatementRow;
          expect(s.taken).toBe(false);
          expect(s.amountCents).toBe((boById.get(pair.boId) as MatchBoRow).amountCents);
        }
        expect([...boIds, ...result.pendingBo.map((p) => p.id)].sort((a, b) => a - b)).toEqual(bo.map((b) => b.id));
        const free = statements.filter((s) => !s.taken).map((s) => s.id);
        expect([...statementIds, ...result.unclaimedStatements.map((u) => u.id)].sort((a, b) => a - b)).toEqual(free);
        for (const pending of [...result.pendingBo, ...result.unclaimedStatements]) expect(pending.reason).not.toBe('');
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
    fc.assert(
      fc.property(day, ({ bo, statements }) => {
        const result = matchDay(bo, statements);
        for (const pair of result.matched) {
          if (pair.rule === 'REFERENCE' || pair.rule === 'PLAYER_ACCOUNT') continue;
          const b = bo.find((row) => row.id === pair.boId) as MatchBoRow;
          const s = statements.find((row) => row.id === pair.statementId) as MatchStatementRow;
          if (!b.fullName || !s.senderName) continue;
          expect(namesMatch(b.fullName, s.senderName)).toBe(true);
          expect([b.fullName, s.senderName]).not.toEqual(['SITI RAHAYU', 'SITI RAHAYU SUSANTI']);
        }
      }),
      { numRuns: 400 },
    );
  });
});
