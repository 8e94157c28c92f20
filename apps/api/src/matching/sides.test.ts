import { centsOfNumeric, sideOfTable } from './sides';
import { neutralise } from '../routes/exports';

describe('matching helpers', () => {
  it('reads numeric(18,2) text as cents without floating point', () => {
    expect(centsOfNumeric('150000.00')).toBe(15_000_000n);
    expect(centsOfNumeric('0.05')).toBe(5n);
    expect(centsOfNumeric('-50000.50')).toBe(-5_000_050n);
    expect(centsOfNumeric('9999999999999999.99')).toBe(999_999_999_999_999_999n);
  });

  it('tells the side of each stored table', () => {
    expect(['bo_deposit', 'mutasi_deposit', 'bo_withdraw', 'mutasi_withdraw'].map(sideOfTable)).toEqual(['deposit', 'deposit', 'withdraw', 'withdraw']);
  });

  it('neutralises export cells that a spreadsheet would run as a formula', () => {
    expect(['=1+2', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx', 'SITI', '', "'=x"].map(neutralise)).toEqual(["'=1+2", "'+cmd", "'-2+3", "'@SUM(A1)", "'\tx", "'\rx", 'SITI', '', "'=x"]);
  });
});
