import fc from 'fast-check';
import type { CalendarDate } from '@checker/domain';
import { ReconError, parseDayMonth, parseMutasiDate, type ReconErrorCode } from './index';

function errorCodeOf(run: () => unknown): ReconErrorCode | 'no error' {
  try {
    run();
    return 'no error';
  } catch (error) {
    if (error instanceof ReconError) return error.code;
    throw error;
  }
}

const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

describe('parseMutasiDate', () => {
  it.each([
    ['03/02/2025', date(2025, 2, 3)],
    ['3/2/2025', date(2025, 2, 3)],
    ["'03/02/2025", date(2025, 2, 3)],
    ['03-02-2025', date(2025, 2, 3)],
    ['03.02.2025', date(2025, 2, 3)],
    ['03/02/25', date(2025, 2, 3)],
    ['31/12/24', date(2024, 12, 31)],
    ['03/02/25 14.22.05', date(2025, 2, 3)],
    ['03/02/25 00.00.00', date(2025, 2, 3)],
    ['03/02/2025 14:22', date(2025, 2, 3)],
    ['2025-02-03', date(2025, 2, 3)],
    ['2025-02-03 14:22:05', date(2025, 2, 3)],
    ['2025-02-03T14:22:05', date(2025, 2, 3)],
    ['04 Feb 2025', date(2025, 2, 4)],
    ['4 feb 2025', date(2025, 2, 4)],
    ['04-Feb-2025', date(2025, 2, 4)],
    ['04  Feb  2025', date(2025, 2, 4)],
    ['17 Agu 2025', date(2025, 8, 17)],
    ['17 Agt 2025', date(2025, 8, 17)],
    ['17 Agustus 2025', date(2025, 8, 17)],
    ['25 Des 2024', date(2024, 12, 25)],
    ['01 Okt 2024', date(2024, 10, 1)],
    ['01 Mei 2024', date(2024, 5, 1)],
    ['01 May 2024', date(2024, 5, 1)],
    ['01 December 2024', date(2024, 12, 1)],
    ['04 Feb 2025 14:22:05', date(2025, 2, 4)],
    ['29/02/2024', date(2024, 2, 29)],
    [' 03/02/2025 ', date(2025, 2, 3)],
  ])('reads %j', (text, expected) => {
    expect(parseMutasiDate(text)).toEqual(expected);
  });

  it.each<[string, ReconErrorCode]>([
    ['', 'DATE_EMPTY'],
    ["'", 'DATE_EMPTY'],
    ['PEND', 'DATE_MALFORMED'],
    ["'PEND", 'DATE_MALFORMED'],
    ['03/02', 'DATE_MALFORMED'],
    ['03/02-2025', 'DATE_MALFORMED'],
    ['03/02/202', 'DATE_MALFORMED'],
    ['2025/02/03', 'DATE_MALFORMED'],
    ['04 Fbr 2025', 'DATE_MALFORMED'],
    ['04 Feb 25', 'DATE_MALFORMED'],
    ['03/02/25 14-22-05', 'DATE_MALFORMED'],
    ['garbage', 'DATE_MALFORMED'],
    ['31/02/2025', 'DATE_INVALID'],
    ['29/02/2025', 'DATE_INVALID'],
    ['00/01/2025', 'DATE_INVALID'],
    ['01/13/2025', 'DATE_INVALID'],
    ['2025-02-30', 'DATE_INVALID'],
    ['2025-13-01', 'DATE_INVALID'],
    ['0099-01-01', 'DATE_INVALID'],
    ['31 Apr 2025', 'DATE_INVALID'],
    ['03/02/25 24.00.00', 'DATE_INVALID'],
    ['03/02/25 23.60.00', 'DATE_INVALID'],
    ['03/02/25 23.59.60', 'DATE_INVALID'],
  ])('answers %j with %s', (text, code) => {
    expect(errorCodeOf(() => parseMutasiDate(text))).toBe(code);
  });

  it('says what is wrong', () => {
    expect(() => parseMutasiDate('31/02/2025')).toThrow('Date "31/02/2025" is not a real date');
    expect(() => parseMutasiDate('PEND')).toThrow('Date "PEND" is not in a known statement date format');
  });

  it('throws nothing but ReconError for any string', () => {
    const dateAlphabet = fc.constantFrom(..."0123456789/-.: 'TFebAgu".split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: dateAlphabet, maxLength: 20 })), (text) => {
        try {
          parseMutasiDate(text);
        } catch (error) {
          expect(error).toBeInstanceOf(ReconError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseDayMonth (KlikBCA individual, year from the Tanggal Mutasi)', () => {
  it.each([
    ["'03/02", date(2025, 2, 5), date(2025, 2, 3)],
    ['03/02', date(2025, 2, 5), date(2025, 2, 3)],
    ['3/2', date(2025, 2, 5), date(2025, 2, 3)],
    ["'31/12", date(2025, 1, 2), date(2024, 12, 31)],
    ["'30/12", date(2025, 1, 31), date(2024, 12, 30)],
    ["'01/01", date(2024, 12, 31), date(2025, 1, 1)],
    ["'31/12", date(2024, 12, 31), date(2024, 12, 31)],
    ["'29/02", date(2024, 3, 1), date(2024, 2, 29)],
    ["'15/06", date(2025, 6, 20), date(2025, 6, 15)],
    // Never in the future beyond a month: February rows of a November statement are this year's.
    ["'03/02", date(2026, 11, 21), date(2026, 2, 3)],
    ["'20/12", date(2026, 11, 21), date(2026, 12, 20)],
  ])('reads %j against %o as %o', (text, tanggalMutasi, expected) => {
    expect(parseDayMonth(text, tanggalMutasi)).toEqual(expected);
  });

  it.each<[string, CalendarDate, ReconErrorCode]>([
    ["'PEND", date(2025, 2, 5), 'DATE_MALFORMED'],
    ['', date(2025, 2, 5), 'DATE_EMPTY'],
    ['03/02/2025', date(2025, 2, 5), 'DATE_MALFORMED'],
    ["'32/01", date(2025, 2, 5), 'DATE_INVALID'],
    ["'31/04", date(2025, 2, 5), 'DATE_INVALID'],
    ["'01/13", date(2025, 2, 5), 'DATE_INVALID'],
    ["'29/02", date(2025, 3, 1), 'DATE_INVALID'],
  ])('answers %j against %o with %s', (text, tanggalMutasi, code) => {
    expect(errorCodeOf(() => parseDayMonth(text, tanggalMutasi))).toBe(code);
  });

  it('names the Tanggal Mutasi when a leap day cannot belong to it', () => {
    expect(() => parseDayMonth('29/02', date(2025, 3, 1))).toThrow('Date "29/02" does not fall near the Tanggal Mutasi 01-Mar-2025');
  });

  it('always lands from 335 days before to 30 days after the Tanggal Mutasi, on the same day and month', () => {
    const dayOf = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
    const tanggal = fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true });
    const row = fc.date({ min: new Date(Date.UTC(2001, 0, 1)), max: new Date(Date.UTC(2001, 11, 31)), noInvalidDate: true });
    fc.assert(
      fc.property(tanggal, row, (t, r) => {
        const tanggalMutasi = date(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
        const text = `'${String(r.getUTCDate()).padStart(2, '0')}/${String(r.getUTCMonth() + 1).padStart(2, '0')}`;
        const parsed = parseDayMonth(text, tanggalMutasi);
        expect([parsed.month, parsed.day]).toEqual([r.getUTCMonth() + 1, r.getUTCDate()]);
        const distance = dayOf(parsed) - dayOf(tanggalMutasi);
        expect(distance).toBeGreaterThanOrEqual(-335);
        expect(distance).toBeLessThanOrEqual(30);
      }),
      { numRuns: 2000 },
    );
  });
});
