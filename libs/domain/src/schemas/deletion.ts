/**
 * Delete BO / Mutasi (spec 03 §2 Delete, §5, §7): DELETE /api/deletebomutasi removes the rows of a date and
 * website whose upload is at most 24 hours old, and answers what went and what stayed.
 */
import { Exact, Text, Type, type Static, SaidProperties } from './common';

/** Spec 03 §7: the date as DD-Mon-YYYY, the website code as `group`. */
export const DeleteBoMutasiRequest = Exact({ date: Text(20), group: Text(40) });
export type DeleteBoMutasiRequest = Static<typeof DeleteBoMutasiRequest>;

/** Rows counted per table. */
export const DeletedTableCounts = Exact({
  bo_deposit: Type.Integer(),
  bo_withdraw: Type.Integer(),
  mutasi_deposit: Type.Integer(),
  mutasi_withdraw: Type.Integer(),
});
export type DeletedTableCounts = Static<typeof DeletedTableCounts>;

/** What went, and what stayed because its upload is older than 24 hours. */
export const DeleteBoMutasiAnswer = Exact({
  ...SaidProperties,
  deleted: DeletedTableCounts,
  kept_older: DeletedTableCounts,
  /** Kept statement rows a deleted BO row had claimed, unclaimed again. */
  mutasi_reopened: Type.Integer(),
  /** Kept BO rows a deleted statement row had proved (the checker's proof), pending again. */
  bo_reopened: Type.Integer(),
  /** Kept BO rows a person approved with a deleted statement row: still approved, now without a statement row. */
  bo_unbacked: Type.Integer(),
  /** Upload records left without any row. */
  uploads_removed: Type.Integer(),
});
export type DeleteBoMutasiAnswer = Static<typeof DeleteBoMutasiAnswer>;

export const DELETION_ROUTES = {
  deleteBoMutasi: { body: DeleteBoMutasiRequest, response: { 200: DeleteBoMutasiAnswer } },
} as const;
