/** The longest Keterangan a View BO approval takes, and the longest reason a View BO delete takes. */
export const KET_MAX_LENGTH = 500;
export const DELETE_REASON_MAX_LENGTH = 500;

/** A BO row deleted in View BO (its tombstone), as GET /api/deletedbo(wd) answers it: who deleted it, when (ISO UTC) and why. */
export interface DeletedBoRow {
  /** The id the row had, and gets back when restored. */
  id: number;
  ticket: string;
  user_name: string;
  /** numeric text, `150000.00`. */
  amount: string;
  deleted_by: string;
  deleted_at: string;
  reason: string;
}
