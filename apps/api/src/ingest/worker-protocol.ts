import type { ParseContext, ParserId, ReconErrorCode } from '@checker/recon';
import type { Column, RowTable } from './rows';

/** What the main thread learns of a parsed file: everything but the rows, which stay in the worker. */
export interface ParsedSummary {
  layout: string;
  /** SHA-256 of the file bytes, hex. */
  sha256: string;
  warnings: string[];
  skipped: number;
  otherDirection: number;
  brands: string[];
  table: RowTable;
  columns: Column[];
  count: number;
  /** Distinct ISO dates of the rows, ascending. */
  dates: string[];
}

export type ToWorker =
  | { type: 'parse'; job: number; parserId: ParserId; bytes: Uint8Array; context: ParseContext }
  | { type: 'chunk'; job: number; request: number; indexes: Int32Array }
  | { type: 'keys'; job: number; request: number }
  | { type: 'release'; job: number };

export type FromWorker =
  | { type: 'parsed'; job: number; summary: ParsedSummary }
  | { type: 'refused'; job: number; code: ReconErrorCode; message: string }
  | { type: 'chunk'; job: number; request: number; literals: string[] }
  | { type: 'keys'; job: number; request: number; keys: string[] }
  | { type: 'failed'; job: number; request?: number; message: string };
