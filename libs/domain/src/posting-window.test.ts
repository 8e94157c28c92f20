import { earlierDatesOfAnySource, earlierRequestDays, isLateRequest, laterDatesOfAnySource, laterPostingDates, withinPostingWindow, type PostingWindow } from './posting-window';

const noHolidays: ReadonlySet<string> = new Set();
const window = (workingDays: Record<string, number>, holidays: string[] = []): PostingWindow => ({ workingDays: new Map(Object.entries(workingDays)), holidays: new Set(holidays) });

describe('posting window', () => {
  it('reaches the next day on a weekday', () => {
    // 2025-02-04 is a Tuesday.
    expect(laterPostingDates('2025-02-04', 1, noHolidays)).toEqual(['2025-02-05']);
  });

  it('reaches over a weekend up to Monday', () => {
    // 2025-02-07 is a Friday.
    expect(laterPostingDates('2025-02-07', 1, noHolidays)).toEqual(['2025-02-08', '2025-02-09', '2025-02-10']);
  });

  it('reaches over a public holiday up to the next working day', () => {
    // Idul Fitri 2025: Monday 31 March and Tuesday 1 April.
    expect(laterPostingDates('2025-03-28', 1, new Set(['2025-03-29', '2025-03-31', '2025-04-01']))).toEqual(['2025-03-29', '2025-03-30', '2025-03-31', '2025-04-01', '2025-04-02']);
  });

  it('takes no later day with a window of 0 and two working days with 2', () => {
    expect(laterPostingDates('2025-02-04', 0, noHolidays)).toEqual([]);
    expect(laterPostingDates('2025-02-06', 2, noHolidays)).toEqual(['2025-02-07', '2025-02-08', '2025-02-09', '2025-02-10']);
  });

  it('uses the source window or the default', () => {
    const custom = window({ BRI: 2 });
    expect(withinPostingWindow(custom, 'BCA', '2025-02-04', '2025-02-05')).toBe(true);
    expect(withinPostingWindow(custom, 'BCA', '2025-02-04', '2025-02-06')).toBe(false);
    expect(withinPostingWindow(custom, 'BRI', '2025-02-04', '2025-02-06')).toBe(true);
    expect(withinPostingWindow(custom, 'BCA', '2025-02-04', '2025-02-04')).toBe(false);
  });

  it('finds the BO days a statement day revisits, and the statement days a BO day reaches', () => {
    const plain = window({});
    // Monday 10 Feb is reached from Friday, Saturday and Sunday.
    expect(earlierDatesOfAnySource(plain, '2025-02-10')).toEqual(['2025-02-07', '2025-02-08', '2025-02-09']);
    expect(earlierDatesOfAnySource(plain, '2025-02-05')).toEqual(['2025-02-04']);
    expect(laterDatesOfAnySource(window({ BRI: 2 }), '2025-02-04')).toEqual(['2025-02-05', '2025-02-06']);
  });

  it("counts a weekend's requests whole and a working day's only after the cut-off", () => {
    expect(earlierRequestDays(window({}), '2025-02-10')).toEqual({ wholeDays: ['2025-02-08', '2025-02-09'], lateDays: ['2025-02-07'] });
    expect(earlierRequestDays(window({}), '2025-02-05')).toEqual({ wholeDays: [], lateDays: ['2025-02-04'] });
  });

  it('calls a request late after the cut-off on a working day, and any time on a weekend', () => {
    expect(isLateRequest(window({}), '2025-02-04', '21:05')).toBe(true);
    expect(isLateRequest(window({}), '2025-02-04', '20:59')).toBe(false);
    expect(isLateRequest(window({}), '2025-02-08', '09:00')).toBe(true);
  });
});
