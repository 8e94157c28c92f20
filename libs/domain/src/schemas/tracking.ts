/** The activity log (spec 03 §2 Tracking, §7). */
import { TRACKING_PAGE_SIZES } from '../reports';
import { Exact, Nullable, PageNumber, PagedRows, Text, Timestamp, Type, type Static } from './common';

/** An entry of the activity log (the creation time is spelled tracking_crated_at, as the spec does). */
export const TrackingEntry = Exact({
  tracking_id: Type.Integer(),
  /** The website's code when the entry was written (kept after the website is deleted); null for platform-wide entries. */
  tracking_website: Nullable(Type.String()),
  tracking_username: Type.String(),
  tracking_role: Nullable(Type.String()),
  tracking_activity: Type.String(),
  tracking_crated_at: Timestamp,
});
export type TrackingEntry = Static<typeof TrackingEntry>;

const TrackingPageParams = {
  website: Text(40),
  pageSize: Type.Integer({ minimum: Math.min(...TRACKING_PAGE_SIZES), maximum: Math.max(...TRACKING_PAGE_SIZES) }),
  page: PageNumber,
};

export const TRACKING_ROUTES = {
  list: { params: Type.Object(TrackingPageParams), response: { 200: PagedRows(TrackingEntry) } },
  search: { params: Type.Object({ search: Text(200), ...TrackingPageParams }), response: { 200: PagedRows(TrackingEntry) } },
} as const;
