import { candidateMutasi } from './candidates';
import type { MatchBoRow, MatchMutasiRow } from './types';

const bo: MatchBoRow = { id: 1, ticket: 'DQ1', references: [], amountCents: 23_517_500n, corporateBank: 'BCA - 1234567890 - PT SUMBER', userName: 'indah', fullName: 'INDAH', playerBank: null };

function statement(id: number, patch: Partial<MatchMutasiRow> = {}): MatchMutasiRow {
  return { id, amountCents: 23_517_500n, corporateAccountNo: '1234567890', reference: null, description: 'TRSF E-BANKING CR INDEH', senderName: 'INDEH', senderAccount: null, taken: false, ...patch };
}

describe('candidateMutasi', () => {
  it('keeps free rows of the same amount and account, whatever name they show', () => {
    expect(candidateMutasi(bo, [statement(1), statement(2, { senderName: 'SOMEONE ELSE' })]).map((s) => s.id)).toEqual([1, 2]);
  });

  it('leaves out rows of another amount, another account, or proving another BO row', () => {
    const rows = [statement(1, { amountCents: 23_517_600n }), statement(2, { corporateAccountNo: '9999999999' }), statement(3, { taken: true }), statement(4)];
    expect(candidateMutasi(bo, rows).map((s) => s.id)).toEqual([4]);
  });

  it('takes gateway rows without an account, and any account when the BO names none', () => {
    expect(candidateMutasi(bo, [statement(1, { corporateAccountNo: null })]).map((s) => s.id)).toEqual([1]);
    expect(candidateMutasi({ ...bo, corporateBank: null }, [statement(2, { corporateAccountNo: '9999999999' })]).map((s) => s.id)).toEqual([2]);
  });
});
