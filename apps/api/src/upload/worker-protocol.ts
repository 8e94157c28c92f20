import type { ParseContext, ParserId, ReconErrorCode } from '@checker/recon';
import type { UploadErrorKind } from './errors';
import type { BoWriteColumns, MatchSummary, MutasiWriteColumns } from '../matching/decision';
import type { ConverterId } from './convert/converters';
import type { DecideInput } from './decide';
import type { BrandSummary } from './parse';
import type { RowTable } from './rows';

/** What the main thread learns of a parsed file: everything but the rows, which stay in the worker. */
export interface ParsedSummary {
  layout: string;
  /** SHA-256 of the file bytes, hex. */
  sha256: string;
  warnings: string[];
  skipped: number;
  otherDirection: number;
  brand: BrandSummary | null;
  table: RowTable;
  /** The row columns in COPY order (after the row key). */
  columns: string[];
  count: number;
  /** Distinct ISO dates of the rows, ascending. */
  dates: string[];
}

export type ToWorker =
  | { type: 'parse'; job: number; parserId: ParserId; bytes: Uint8Array; context: ParseContext }
  /** `stored`: the row keys the scope already holds, comma-separated, a key once per stored row. */
  | { type: 'select'; job: number; request: number; stored: string; deleted: string }
  /** Runs the checker over the scopes with the chosen rows (decide.ts); needed before `copy`. */
  | { type: 'decide'; job: number; request: number; input: DecideInput }
  /** The chosen rows [start, end) as COPY text with their ids and outcomes, each line starting with `prefix`. */
  | { type: 'copy'; job: number; request: number; start: number; end: number; prefix: string }
  | { type: 'release'; job: number }
  /** Convert Mutasi: a bank's .xls/.xlsx into its CSV template; nothing stays in the worker. */
  | { type: 'convert'; job: number; converterId: ConverterId; bytes: Uint8Array };

export type FromWorker =
  | { type: 'parsed'; job: number; summary: ParsedSummary }
  | { type: 'refused'; job: number; code: ReconErrorCode; message: string }
  | { type: 'selected'; job: number; request: number; fresh: number; withheld: number }
  /** The stored rows the decision changes (the new rows' outcomes stay in the worker for `copy`). */
  | { type: 'decided'; job: number; request: number; bo: BoWriteColumns; mutasi: MutasiWriteColumns; summary: MatchSummary }
  | { type: 'copy'; job: number; request: number; data: Uint8Array }
  | { type: 'converted'; job: number; csv: string }
  /** The conversion's refusal (an UploadError): its kind and message go to the client as they are. */
  | { type: 'unconvertible'; job: number; kind: UploadErrorKind; message: string }
  | { type: 'failed'; job: number; request?: number; message: string };
