/**
 * The upload endpoints, Convert Mutasi and the CSV templates (spec 02 §7, §8). Every one of them reads a
 * multipart form (readUploadForm) or nothing, so none has a JSON body schema; the conversions and the
 * templates answer a file.
 */
import { Exact, FileAnswer, Type, type Static, SaidProperties } from './common';

/** The answer of an upload endpoint (spec 02 §8 reads `status` and `data`; the rest says what the upload did). */
export const UploadAnswer = Exact({
  /** True when the upload added no row and withheld none (data then names the file's dates); false otherwise. */
  status: Type.Boolean(),
  data: Type.Array(Exact({ ...SaidProperties })),
  upload_id: Type.Integer(),
  layout: Type.String(),
  rows: Type.Integer(),
  inserted: Type.Integer(),
  existing: Type.Integer(),
  /** Rows a person deleted in View BO earlier: not added again. */
  deleted_before: Type.Integer(),
  skipped: Type.Integer(),
  other_direction: Type.Integer(),
  /** What the reader saw in the file and stored anyway (a footer total that differs, repeated tickets, columns not read), in English. */
  warnings: Type.Array(Type.String()),
  /** The same warnings as messages a page shows in the user's language. */
  warning_messages: Type.Array(Exact({ ...SaidProperties })),
  /** BO rows the checker proved in this upload's run: of the file's dates, and of earlier days a credit of the file proves (next-day postings). */
  auto_approved: Type.Integer(),
  /** BO rows of those dates still pending after the run (not only the file's rows). */
  bo_pending: Type.Integer(),
  /** Statement rows of those dates no BO row claims after the run (not only the file's rows). */
  mutasi_unclaimed: Type.Integer(),
  /** Code of the website the rows were stored under (a BO withdraw file may name it itself). */
  website: Type.String(),
});
export type UploadAnswer = Static<typeof UploadAnswer>;

/** The route schemas of the 17 upload endpoints, the three conversions and the template downloads. */
export const UPLOAD_ROUTES = {
  /** Every upload endpoint: a multipart form (`myfile` and the fields of spec 02 §3). */
  upload: { response: { 200: UploadAnswer } },
  /** Convert Mutasi: a bank's .xls/.xlsx in, its CSV upload template out. */
  convert: { response: { 200: FileAnswer } },
  /** A CSV template download. */
  template: { response: { 200: FileAnswer } },
} as const;
