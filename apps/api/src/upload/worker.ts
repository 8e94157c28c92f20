// Worker thread entry (dist/upload-worker.js): parsing a 100,000-row file, digesting its rows and
// laying them out for COPY, or reading a large workbook for Convert Mutasi, take CPU for a second or
// more; here they do not hold up other requests.
import { createHash } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { ReconError } from '@checker/recon';
import { UploadError } from './errors';
import { convertUpload } from './convert/converters';
import { parseUpload, type ParsedUpload } from './parse';
import { boWriteColumns, mutasiWriteColumns } from '../matching/decision';
import { uploadParts, type UploadParts } from './decide';
import { copyLines, newRowIndexes } from './rows';
import type { FromWorker, ToWorker } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('upload-worker must run as a worker thread.');

/**
 * Nice value of this thread: on a machine with few cores a 100,000-row file would otherwise take
 * the CPU from the main thread and the database in turns, and a page request asked meanwhile waits
 * for its turn. Parsing is the work that can best wait a few ms.
 */
const WORKER_NICE = 10;

/** Linux: this thread's own id, from /proc/thread-self (`<pid>/task/<tid>`), given a lower priority. */
function lowerPriority(): void {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), WORKER_NICE);
  } catch {
    // Elsewhere (no /proc) the worker runs at the process's priority.
  }
}
lowerPriority();

interface Job {
  parsed: ParsedUpload;
  /** Indexes of the rows to store, in file order. */
  chosen: Int32Array;
  /** The checker's decision over the chosen rows, asked for part by part, and the next part to decide. */
  parts: { plan: UploadParts; next: number } | null;
}

const jobs = new Map<number, Job>();
const encoder = new TextEncoder();

function send(message: FromWorker, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

function parse(message: Extract<ToWorker, { type: 'parse' }>): void {
  try {
    const parsed = parseUpload(message.parserId, message.bytes, message.context);
    const { rows } = parsed;
    jobs.set(message.job, { parsed, chosen: allRows(rows.count), parts: null });
    send({
      type: 'parsed',
      job: message.job,
      summary: {
        layout: parsed.layout,
        sha256: createHash('sha256').update(message.bytes).digest('hex'),
        warnings: parsed.warnings,
        skipped: parsed.skipped,
        otherDirection: parsed.otherDirection,
        brand: parsed.brand,
        table: rows.table,
        columns: [...rows.columns],
        count: rows.count,
        dates: [...new Set(rows.dates)].sort(),
      },
    });
  } catch (error) {
    if (error instanceof ReconError) send({ type: 'refused', job: message.job, code: error.code, said: error.said });
    else send({ type: 'failed', job: message.job, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

function convert(message: Extract<ToWorker, { type: 'convert' }>): void {
  try {
    send({ type: 'converted', job: message.job, csv: convertUpload(message.converterId, message.bytes) });
  } catch (error) {
    if (error instanceof UploadError) send({ type: 'unconvertible', job: message.job, kind: error.kind, answer: error.answer });
    else send({ type: 'failed', job: message.job, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

function allRows(count: number): Int32Array {
  return Int32Array.from({ length: count }, (_, i) => i);
}

/** Counts comma-separated row keys, on top of `base` when given. */
function storedCounts(stored: string, base?: ReadonlyMap<string, number>): Map<string, number> {
  const counts = new Map<string, number>(base);
  if (stored === '') return counts;
  for (const key of stored.split(',')) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

function handle(message: ToWorker): void {
  if (message.type === 'parse') {
    parse(message);
    return;
  }
  if (message.type === 'release') {
    jobs.delete(message.job);
    return;
  }
  if (message.type === 'convert') {
    convert(message);
    return;
  }
  const job = jobs.get(message.job);
  if (!job) {
    send({ type: 'failed', job: message.job, request: message.request, message: `Upload job ${message.job} is not parsed here.` });
    return;
  }
  try {
    answer(job, message);
  } catch (error) {
    send({ type: 'failed', job: message.job, request: message.request, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

function answer(job: Job, message: Exclude<ToWorker, { type: 'parse' | 'release' | 'convert' }>): void {
  const { rows } = job.parsed;
  if (message.type === 'select') {
    // Into a scope that holds nothing every row goes, and the keys are digested later, while earlier chunks load.
    let withheld = 0;
    if (message.stored === '' && message.deleted === '') {
      job.chosen = allRows(rows.count);
    } else {
      const keys = Array.from({ length: rows.count }, (_, i) => rows.keyOf(i));
      const stored = storedCounts(message.stored);
      job.chosen = Int32Array.from(newRowIndexes(keys, storedCounts(message.deleted, stored)));
      // Rows a person deleted count as stored after the stored ones: those they withhold are told apart.
      if (message.deleted !== '') withheld = newRowIndexes(keys, stored).length - job.chosen.length;
    }
    job.parts = null;
    send({ type: 'selected', job: message.job, request: message.request, fresh: job.chosen.length, withheld });
    return;
  }
  if (message.input) job.parts = { plan: uploadParts(rows, job.chosen, message.input), next: 0 };
  const { parts } = job;
  if (!parts || parts.next >= parts.plan.count) throw new Error(`Upload job ${message.job} has no part of its decision left to decide.`);
  const part = parts.plan.decide(parts.next);
  parts.next += 1;
  const { ids } = parts.plan;
  const text = copyLines(
    rows,
    part.positions.map((position) => job.chosen[position] as number),
    message.prefix,
    { before: (i) => `${ids[part.positions[i] as number]}\t`, after: (i) => part.outcomes[i] as string },
  );
  const data = encoder.encode(text);
  send(
    {
      type: 'decidedPart',
      job: message.job,
      request: message.request,
      bo: boWriteColumns(part.bo),
      mutasi: mutasiWriteColumns(part.mutasi),
      summary: part.summary,
      data,
      rows: part.positions.length,
      last: parts.next === parts.plan.count,
    },
    [data.buffer as ArrayBuffer],
  );
}

port.on('message', (message: ToWorker) => handle(message));
