import type { CalendarDate } from './dates';

/** BO rows may be edited, submitted or deleted for today's bank statement date and the two days before (spec 02 §4). */
export const EDIT_WINDOW_DAYS = 3;

export const EDIT_WINDOW_MESSAGE = 'Data ini tidak bisa diupdate (bukan hari yang sama).';

/** A BO row is updated or submitted only with a description (spec 02 §5). */
export const KET_REQUIRED_MESSAGE = 'Keterangan tidak boleh kosong.';

function dayNumber(date: CalendarDate): number {
  return Math.floor(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}

/** Whether `date` lies within the edit window that ends on `today` (both Jakarta calendar dates); future dates never do. */
export function isWithinEditWindow(date: CalendarDate, today: CalendarDate): boolean {
  const age = dayNumber(today) - dayNumber(date);
  return age >= 0 && age < EDIT_WINDOW_DAYS;
}
