/** The posting window (issue 16): each source's window in working days and the holidays. */
import { MAX_POSTING_WORKING_DAYS } from '../posting-window';
import { POSTING_HOLIDAY_NAME_MAX } from '../posting-window-admin';
import { ChangeAnswer, Exact, Nullable, Text, Timestamp, Type, type Static } from './common';

export const PostingSourceWindow = Exact({
  /** As the checker's reasons name it: the akun bank's bank (`BCA`) or the gateway's name (`QRIS Solita`). */
  source: Type.String(),
  working_days: Type.Integer(),
  /** True when no ADMIN has set this source: it uses DEFAULT_POSTING_WORKING_DAYS. */
  is_default: Type.Boolean(),
  /** Account id of the ADMIN who set it, null for the default. */
  edited_by: Nullable(Type.Integer()),
  edited_at: Nullable(Timestamp),
});
export type PostingSourceWindow = Static<typeof PostingSourceWindow>;

export const PostingHoliday = Exact({
  /** DD-Mon-YYYY. */
  date: Type.String(),
  name: Type.String(),
  /** Account id of the ADMIN who added it, null for the holidays the migration seeded. */
  created_by: Nullable(Type.Integer()),
  created_at: Timestamp,
});
export type PostingHoliday = Static<typeof PostingHoliday>;

/** GET /api/postingwindow: every source in name order, then the holidays in date order. */
export const PostingWindowAnswer = Exact({
  default_working_days: Type.Integer(),
  max_working_days: Type.Integer(),
  sources: Type.Array(PostingSourceWindow),
  holidays: Type.Array(PostingHoliday),
});
export type PostingWindowAnswer = Static<typeof PostingWindowAnswer>;

/** A source's window (in working days) as an ADMIN sets it. */
export const PostingWindowRequest = Exact({ source: Text(60), working_days: Type.Integer({ minimum: 0, maximum: MAX_POSTING_WORKING_DAYS }) });
export type PostingWindowRequest = Static<typeof PostingWindowRequest>;

/** A holiday as the ADMIN enters it: ISO `2025-08-17` or `17-Aug-2025`, and its name. */
export const PostingHolidayRequest = Exact({ holiday: Text(20), name: Text(POSTING_HOLIDAY_NAME_MAX) });
export type PostingHolidayRequest = Static<typeof PostingHolidayRequest>;

export const PostingWindowChangeAnswer = ChangeAnswer({ source: Type.String(), working_days: Type.Integer() });
export type PostingWindowChangeAnswer = Static<typeof PostingWindowChangeAnswer>;
export const PostingHolidayChangeAnswer = ChangeAnswer({ date: Type.String(), name: Type.String() });
export type PostingHolidayChangeAnswer = Static<typeof PostingHolidayChangeAnswer>;

export const POSTING_WINDOW_ROUTES = {
  read: { response: { 200: PostingWindowAnswer } },
  set: { body: PostingWindowRequest, response: { 200: PostingWindowChangeAnswer } },
  reset: { body: Exact({ source: Text(60) }), response: { 200: PostingWindowChangeAnswer } },
  addHoliday: { body: PostingHolidayRequest, response: { 201: PostingHolidayChangeAnswer } },
  removeHoliday: { params: Type.Object({ date: Text(20) }), response: { 200: PostingHolidayChangeAnswer } },
} as const;
