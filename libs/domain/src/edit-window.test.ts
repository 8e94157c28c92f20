import { EDIT_WINDOW_DAYS, isWithinEditWindow } from './edit-window';

describe('isWithinEditWindow', () => {
  const today = { year: 2025, month: 3, day: 1 };

  it('allows today and the two days before, across a month end', () => {
    expect(EDIT_WINDOW_DAYS).toBe(3);
    expect(isWithinEditWindow({ year: 2025, month: 3, day: 1 }, today)).toBe(true);
    expect(isWithinEditWindow({ year: 2025, month: 2, day: 28 }, today)).toBe(true);
    expect(isWithinEditWindow({ year: 2025, month: 2, day: 27 }, today)).toBe(true);
  });

  it('refuses three days ago and any future date', () => {
    expect(isWithinEditWindow({ year: 2025, month: 2, day: 26 }, today)).toBe(false);
    expect(isWithinEditWindow({ year: 2025, month: 3, day: 2 }, today)).toBe(false);
    expect(isWithinEditWindow({ year: 2024, month: 3, day: 1 }, today)).toBe(false);
  });
});
