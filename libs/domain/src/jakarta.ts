/** Asia/Jakarta is UTC+7 all year (no daylight saving), so its wall clock is a fixed offset. */
export const JAKARTA_TZ = 'Asia/Jakarta';
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

export interface JakartaClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function jakartaClock(at: Date): JakartaClock {
  const shifted = new Date(at.getTime() + JAKARTA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

export type Greeting = 'Selamat Pagi' | 'Selamat Siang' | 'Selamat Sore' | 'Selamat Malam';

/** Pagi 05:00–10:59, Siang 11:00–13:59, Sore 14:00–18:30, Malam otherwise (spec 01 §2). */
export function greetingAt(at: Date): Greeting {
  const { hour, minute } = jakartaClock(at);
  const minutes = hour * 60 + minute;
  if (minutes >= 5 * 60 && minutes < 11 * 60) return 'Selamat Pagi';
  if (minutes >= 11 * 60 && minutes < 14 * 60) return 'Selamat Siang';
  if (minutes >= 14 * 60 && minutes <= 18 * 60 + 30) return 'Selamat Sore';
  return 'Selamat Malam';
}

/** Today's calendar date in Jakarta. */
export function jakartaToday(at: Date = new Date()): { year: number; month: number; day: number } {
  const { year, month, day } = jakartaClock(at);
  return { year, month, day };
}
