import fc from 'fast-check';
import { MAX_ABS_CENTS, ReconError, formatCents, parseAmount, parseMutasiAmount, type ReconErrorCode } from './index';

function errorCodeOf(run: () => unknown): ReconErrorCode | 'no error' {
  try {
    run();
    return 'no error';
  } catch (error) {
    if (error instanceof ReconError) return error.code;
    throw error;
  }
}

describe('parseAmount', () => {
  it.each([
    ['1.234.567,00', 123456700n],
    ['1,234,567.00', 123456700n],
    ['150000.00', 15000000n],
    ['.00', 0n],
    [',00', 0n],
    ['.5', 50n],
    ['20,000', 2000000n],
    [' 20,000 ', 2000000n],
    ['41.920,00', 4192000n],
    ['1.250.000', 125000000n],
    ['1,250,000', 125000000n],
    ['150.000', 15000000n],
    ['1.234', 123400n],
    ['1,5', 150n],
    ['1.5', 150n],
    ['1,25', 125n],
    ['20000', 2000000n],
    ['0', 0n],
    ['1,250,000.00', 125000000n],
    ['1234567.89', 123456789n],
    ['-150.000,00', -15000000n],
    ['(150,000.00)', -15000000n],
    ['( 150,000.00 )', -15000000n],
    ['\u2212150', -15000n],
    ['+150.000', 15000000n],
    ['- 150', -15000n],
    ['-0', 0n],
    ['Rp 150.000', 15000000n],
    ['Rp. 150.000,50', 15000050n],
    ['Rp150.000', 15000000n],
    ['-Rp 50.000', -5000000n],
    ['Rp -50.000', -5000000n],
    ['IDR 1,250,000.00', 125000000n],
    ['\u00a0287,490.00\u00a0', 28749000n],
    ['9999999999999999.99', MAX_ABS_CENTS],
    ['-9.999.999.999.999.999,99', -MAX_ABS_CENTS],
  ])('reads %j as %s cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each<[string, ReconErrorCode]>([
    ['', 'AMOUNT_EMPTY'],
    ['   ', 'AMOUNT_EMPTY'],
    ['12a', 'AMOUNT_MALFORMED'],
    ['1.2.3,4,5', 'AMOUNT_MALFORMED'],
    ['abc', 'AMOUNT_MALFORMED'],
    ['.', 'AMOUNT_MALFORMED'],
    [',', 'AMOUNT_MALFORMED'],
    ['150.', 'AMOUNT_MALFORMED'],
    ['1,234.', 'AMOUNT_MALFORMED'],
    ['1.2.3', 'AMOUNT_MALFORMED'],
    ['1.234.56', 'AMOUNT_MALFORMED'],
    ['1234.567.890', 'AMOUNT_MALFORMED'],
    ['12,34.56', 'AMOUNT_MALFORMED'],
    ['1,234.567,00', 'AMOUNT_MALFORMED'],
    [',000.00', 'AMOUNT_MALFORMED'],
    ['0.000.000', 'AMOUNT_MALFORMED'],
    ['--5', 'AMOUNT_MALFORMED'],
    ['-+5', 'AMOUNT_MALFORMED'],
    ['(-5)', 'AMOUNT_MALFORMED'],
    ['(5', 'AMOUNT_MALFORMED'],
    ['5)', 'AMOUNT_MALFORMED'],
    ['1 000', 'AMOUNT_MALFORMED'],
    ['1e5', 'AMOUNT_MALFORMED'],
    ['0x10', 'AMOUNT_MALFORMED'],
    ['Infinity', 'AMOUNT_MALFORMED'],
    ['287,490.00 DB', 'AMOUNT_MALFORMED'],
    ['1'.repeat(65), 'AMOUNT_MALFORMED'],
    ['1.2345', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['1,234.567', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['1.234,567', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['1234.567', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['0.500', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['.000', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['150000.001', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['10000000000000000.00', 'AMOUNT_OUT_OF_RANGE'],
    ['99999999999999999999', 'AMOUNT_OUT_OF_RANGE'],
  ])('answers %j with %s', (text, code) => {
    expect(errorCodeOf(() => parseAmount(text))).toBe(code);
  });

  it('says what is wrong in a message that quotes the cell', () => {
    expect(() => parseAmount('12a')).toThrow('Amount "12a" is not a number');
    expect(() => parseAmount('1,234.567')).toThrow('Amount "1,234.567" has more than 2 decimals');
    expect(() => parseAmount('')).toThrow('Amount is empty');
    const error = (() => {
      try {
        parseAmount('x'.repeat(60));
      } catch (caught) {
        return caught as ReconError;
      }
      throw new Error('expected a ReconError');
    })();
    expect(error.name).toBe('ReconError');
    expect(error.message).toBe(`Amount "${'x'.repeat(40)}…" is not a number`);
  });
});

describe('parseMutasiAmount', () => {
  it.each([
    ['287,490.00 DB', 28749000n, 'DB'],
    ['287,490.00DB', 28749000n, 'DB'],
    ['20,000.00 CR', 2000000n, 'CR'],
    [' 20,000 cr ', 2000000n, 'CR'],
    ['1.250.000,00 db', 125000000n, 'DB'],
    [' 20,000 ', 2000000n, null],
    ['20000.00', 2000000n, null],
    ['-150.000,00', -15000000n, null],
  ])('reads %j as %s cents with direction %s', (text, cents, direction) => {
    expect(parseMutasiAmount(text)).toEqual({ cents, direction });
  });

  it.each<[string, ReconErrorCode]>([
    ['-287,490.00 DB', 'AMOUNT_MALFORMED'],
    ['(287,490.00) CR', 'AMOUNT_MALFORMED'],
    ['+5 CR', 'AMOUNT_MALFORMED'],
    ['DB', 'AMOUNT_EMPTY'],
    ['287,490.00 DB DB', 'AMOUNT_MALFORMED'],
    ['287,490.00 XX', 'AMOUNT_MALFORMED'],
    ['287,490.001 CR', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['', 'AMOUNT_EMPTY'],
  ])('answers %j with %s', (text, code) => {
    expect(errorCodeOf(() => parseMutasiAmount(text))).toBe(code);
  });
});

describe('formatCents', () => {
  it.each([
    [123456700n, '1234567.00'],
    [0n, '0.00'],
    [5n, '0.05'],
    [-5n, '-0.05'],
    [150n, '1.50'],
    [-15000000n, '-150000.00'],
    [MAX_ABS_CENTS, '9999999999999999.99'],
  ])('writes %s cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('refuses what numeric(18,2) cannot hold', () => {
    expect(errorCodeOf(() => formatCents(MAX_ABS_CENTS + 1n))).toBe('AMOUNT_OUT_OF_RANGE');
    expect(errorCodeOf(() => formatCents(-MAX_ABS_CENTS - 1n))).toBe('AMOUNT_OUT_OF_RANGE');
  });
});

describe('amount properties', () => {
  const cents = fc.bigInt({ min: -MAX_ABS_CENTS, max: MAX_ABS_CENTS });
  const amountAlphabet = fc.constantFrom(...'0123456789.,-+() RpIDRDBCR\u2212\u00a0'.split(''));

  /** Groups the whole rupiah by thousands, the way statements print them. */
  function grouped(value: bigint, thousands: string, decimal: string): string {
    const magnitude = value < 0n ? -value : value;
    const whole = String(magnitude / 100n).replace(/\B(?=(\d{3})+$)/g, thousands);
    return `${value < 0n ? '-' : ''}${whole}${decimal}${String(magnitude % 100n).padStart(2, '0')}`;
  }

  function throwsOnlyReconError(parse: (text: string) => unknown, text: string): void {
    try {
      parse(text);
    } catch (error) {
      expect(error).toBeInstanceOf(ReconError);
    }
  }

  it('parseAmount and parseMutasiAmount throw nothing but ReconError for any string', () => {
    const anyText = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: amountAlphabet, maxLength: 24 }));
    fc.assert(
      fc.property(anyText, (text) => {
        throwsOnlyReconError(parseAmount, text);
        throwsOnlyReconError(parseMutasiAmount, text);
      }),
      { numRuns: 3000 },
    );
  });

  it('formatting then parsing gives back every cents value numeric(18,2) can hold', () => {
    fc.assert(fc.property(cents, (value) => parseAmount(formatCents(value)) === value), { numRuns: 2000 });
  });

  it('reads both grouping conventions of the same value alike', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(parseAmount(grouped(value, '.', ','))).toBe(value);
        expect(parseAmount(grouped(value, ',', '.'))).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads whole rupiah grouped by thousands without decimals as whole rupiah', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1000n, max: MAX_ABS_CENTS / 100n }), fc.constantFrom('.', ','), (rupiah, mark) => {
        const text = String(rupiah).replace(/\B(?=(\d{3})+$)/g, mark);
        expect(parseAmount(text)).toBe(rupiah * 100n);
      }),
      { numRuns: 1000 },
    );
  });
});
