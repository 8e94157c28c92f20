/** The longest Keterangan a View BO approval takes, and the longest reason a View BO delete takes. */
export const KET_MAX_LENGTH = 500;
export const DELETE_REASON_MAX_LENGTH = 500;
/** Rows one View BO Submit, Delete or Restore may carry. */
export const BO_EDIT_MAX_ROWS = 1000;

/** A BO row deleted in View BO (its tombstone), as GET /api/deletedbo(wd) answers it: who deleted it, when (ISO UTC) and why. */
export type { DeletedBoRow } from './schemas/review';
