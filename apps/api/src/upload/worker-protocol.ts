import type { Said, SaidFields } from '@checker/domain';
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
  warnings: Said[];
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
  /**
   * The next part of the checker's decision (decide.ts uploadParts): the first request carries the
   * input, the others null. Answered with the part's stored rows to update and its new rows as COPY
   * text, each line starting with `prefix`.
   */
  | { type: 'decidePart'; job: number; request: number; input: DecideInput | null; prefix: string }
  | { type: 'release'; job: number }
  /** Convert Mutasi: a bank's .xls/.xlsx into its CSV template; nothing stays in the worker. */
  | { type: 'convert'; job: number; converterId: ConverterId; bytes: Uint8Array };

export type FromWorker =
  | { type: 'parsed'; job: number; summary: ParsedSummary }
  /** The parser's refusal (a ReconError): its code and what it says (a catalogue message, structured-cloned). */
  | { type: 'refused'; job: number; code: ReconErrorCode; said: Said }
  | { type: 'selected'; job: number; request: number; fresh: number; withheld: number }
  /** One part of the decision: the stored rows it changes, its new rows (`rows` of them) as COPY text, and whether it is the last. */
  | { type: 'decidedPart'; job: number; request: number; bo: BoWriteColumns; mutasi: MutasiWriteColumns; summary: MatchSummary; data: Uint8Array; rows: number; last: boolean }
  | { type: 'converted'; job: number; csv: string }
  /** The conversion's refusal (an UploadError): its kind and answer (message, key, values) go to the client as they are. */
  | { type: 'unconvertible'; job: number; kind: UploadErrorKind; answer: SaidFields }
  | { type: 'failed'; job: number; request?: number; message: string };
