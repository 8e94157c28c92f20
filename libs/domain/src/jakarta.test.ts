import { greetingAt, jakartaClock, jakartaToday } from './jakarta';

/** A UTC instant whose Jakarta wall clock (UTC+7) reads hh:mm on 2025-02-04. */
const jakarta = (hh: number, mm: number) => new Date(Date.UTC(2025, 1, 4, hh - 7, mm));

describe('greeting by Jakarta time', () => {
  it.each([
    [4, 59, 'Selamat Malam'],
    [5, 0, 'Selamat Pagi'],
    [10, 59, 'Selamat Pagi'],
    [11, 0, 'Selamat Siang'],
    [13, 59, 'Selamat Siang'],
    [14, 0, 'Selamat Sore'],
    [18, 30, 'Selamat Sore'],
    [18, 31, 'Selamat Malam'],
    [23, 59, 'Selamat Malam'],
    [0, 0, 'Selamat Malam'],
  ])('%i:%i is %s', (hh, mm, greeting) => {
    expect(greetingAt(jakarta(hh, mm))).toBe(greeting);
  });

  it('reads the Jakarta wall clock across the UTC date line', () => {
    const lateUtc = new Date(Date.UTC(2025, 0, 31, 20, 15, 9));
    expect(jakartaClock(lateUtc)).toEqual({ year: 2025, month: 2, day: 1, hour: 3, minute: 15, second: 9 });
    expect(jakartaToday(lateUtc)).toEqual({ year: 2025, month: 2, day: 1 });
  });
});
