/** The answer of an upload endpoint (spec 02 §8 reads `status` and `data`; the rest says what the upload did). */
export interface UploadAnswer {
  status: boolean;
  data: Array<{ message: string }>;
  upload_id: number;
  layout: string;
  rows: number;
  inserted: number;
  existing: number;
  /** Rows a person deleted in View BO earlier: not added again. */
  deleted_before: number;
  skipped: number;
  other_direction: number;
  warnings: string[];
  /** BO rows the checker proved in this upload's run: of the file's dates, and of earlier days a credit of the file proves (next-day postings). */
  auto_approved: number;
  /** BO rows of those dates still pending after the run (not only the file's rows). */
  bo_pending: number;
  /** Statement rows of those dates no BO row claims after the run (not only the file's rows). */
  mutasi_unclaimed: number;
  /** Code of the website the rows were stored under (a BO withdraw file may name it itself). */
  website: string;
}

/**
 * A parsed answer of an upload request as a page reads it, trusting no field: the upload's answer, or a
 * refusal's `{message}`.
 */
export type UploadReply = Partial<Omit<UploadAnswer, 'data'>> & { data?: Array<{ message?: string }>; message?: string };
