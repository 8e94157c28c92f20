import { formatIsoAsMonDate, formatMonDate, parseIsoDate, parseMonDate, toIsoDate } from './dates';

describe('D-Mon-YYYY dates', () => {
  it('reads both the short and the padded day', () => {
    expect(parseMonDate('5-Jan-2025')).toEqual({ year: 2025, month: 1, day: 5 });
    expect(parseMonDate('05-Jan-2025')).toEqual({ year: 2025, month: 1, day: 5 });
    expect(parseMonDate('31-dec-2024')).toEqual({ year: 2024, month: 12, day: 31 });
  });

  it('refuses dates that do not exist or are not in the format', () => {
    for (const text of ['30-Feb-2025', '29-Feb-2025', '0-Jan-2025', '5-Jnu-2025', '2025-01-05', '5/1/2025', '', '5-Jan-25']) {
      expect(parseMonDate(text)).toBeNull();
    }
    expect(parseMonDate('29-Feb-2024')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('formats padded for uploads and unpadded for views, and converts to ISO', () => {
    const date = { year: 2025, month: 3, day: 5 };
    expect(formatMonDate(date)).toBe('05-Mar-2025');
    expect(formatMonDate(date, false)).toBe('5-Mar-2025');
    expect(toIsoDate(date)).toBe('2025-03-05');
    expect(parseIsoDate('2025-03-05')).toEqual(date);
    expect(parseIsoDate('2025-02-30')).toBeNull();
    expect([formatIsoAsMonDate('2025-03-05'), formatIsoAsMonDate('not a day')]).toEqual(['05-Mar-2025', 'not a day']);
  });
});
