import { Worker } from 'node:worker_threads';
import { said, type SaidFields } from '@checker/domain';
import { ReconError, type ParseContext, type ParserId } from '@checker/recon';
import { transferListOf } from '../transfer';
import type { ConverterId } from './convert/converters';
import type { DecideInput } from './decide';
import { UploadError } from './errors';
import type { FromWorker, ParsedSummary, ToWorker } from './worker-protocol';

/** A file parsed in the worker: its summary here, its rows there until released. */
export interface ParsedFile extends ParsedSummary {
  /**
   * Chooses the rows to store: those not already among `storedKeys` (the scope's row keys,
   * comma-separated, one per stored row; count-aware) nor among `deletedKeys` (the row keys of rows a
   * person deleted, bo_tombstones). Answers how many were chosen, and how many rows the deleted ones
   * withheld. Until it is called every row is chosen.
   */
  chooseNew(storedKeys: string, deletedKeys: string): Promise<{ fresh: number; withheld: number }>;
  /**
   * Runs the checker over the chosen rows and the stored ones in parts (decide.ts uploadParts): each
   * part's changes to stored rows and its new rows as COPY text (UTF-8, with their ids and outcomes,
   * each line starting with `prefix`). While the caller writes one part, the worker decides the next.
   */
  decideInParts(input: DecideInput, prefix: string): AsyncGenerator<DecidedPart>;
  /** Frees the rows in the worker. */
  release(): void;
}

/**
 * Parses uploads and converts workbooks off the main thread. Both take the file's bytes: a buffer of
 * their own moves to the worker without a copy (17 MB took the main thread ~35 ms to copy), which
 * leaves the caller's view empty.
 */
export interface UploadWorker {
  /** Resolves with the parsed file, or rejects with the ReconError that refuses it. */
  parse(parserId: ParserId, bytes: Uint8Array, context: ParseContext): Promise<ParsedFile>;
  /** Convert Mutasi: resolves with the CSV, or rejects with the UploadError that refuses the workbook. */
  convert(converterId: ConverterId, bytes: Uint8Array): Promise<string>;
  close(): Promise<void>;
}

interface Pending<T> {
  resolve(value: T): void;
  reject(error: Error): void;
}

type Answer = Extract<FromWorker, { type: 'selected' | 'decidedPart' }>;

export type DecidedPart = Omit<Extract<FromWorker, { type: 'decidedPart' }>, 'type' | 'job' | 'request'>;

/** The answer (503) to the files in the worker when it dies: the next file starts a new one. */
export const PARSER_STOPPED = said('server.upload.parserStopped');

/**
 * The answer (503) to the files in the worker when it dies from its heap limit. The file being read is
 * most likely too large; a file that fits may have been in hand beside it, hence the second advice.
 */
export const PARSER_OUT_OF_MEMORY = said('server.upload.parserOutOfMemory');

/** The worker's refusal of a workbook as the UploadError it threw there: its key and values when it had them. */
function refusalOf(kind: UploadError['kind'], answer: SaidFields): UploadError {
  return new UploadError(kind, answer.messageKey ? said(answer.messageKey, answer.messageValues) : answer.message);
}

const isOutOfMemory = (error: Error): boolean => 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * The worker's young generation: a 100,000-row file makes millions of short-lived strings, and with
 * the default a capped worker gets (smaller than the main thread's) it spent a third more time
 * collecting them; 64 MB made parse, decision and COPY layout ~15% faster.
 */
const YOUNG_GENERATION_MB = 64;

/**
 * One worker thread (dist/upload-worker.js), started on the first upload or conversion and restarted
 * if it dies; uploads and conversions queue in it one after another. Its heap is capped at
 * `memoryMb` (CHECKER_PARSE_WORKER_MEMORY_MB), so a hostile file ends the worker, not the server.
 */
export function uploadWorker(workerFile: string, memoryMb: number): UploadWorker {
  let worker: Worker | null = null;
  let nextId = 1;
  const parses = new Map<number, Pending<ParsedSummary>>();
  const requests = new Map<number, Pending<Answer>>();
  const conversions = new Map<number, Pending<string>>();

  const failAll = (error: Error): void => {
    for (const pending of [...parses.values(), ...requests.values(), ...conversions.values()]) pending.reject(error);
    parses.clear();
    requests.clear();
    conversions.clear();
  };

  const converted = (message: Extract<FromWorker, { type: 'converted' | 'unconvertible' | 'failed' }>): void => {
    const pending = conversions.get(message.job);
    conversions.delete(message.job);
    if (message.type === 'converted') pending?.resolve(message.csv);
    else if (message.type === 'unconvertible') pending?.reject(refusalOf(message.kind, message.answer));
    else pending?.reject(new Error(`Converting the workbook failed: ${message.message}`));
  };

  const receive = (message: FromWorker): void => {
    if (message.type === 'selected' || message.type === 'decidedPart') {
      requests.get(message.request)?.resolve(message);
      requests.delete(message.request);
    } else if (message.type === 'failed' && message.request !== undefined) {
      requests.get(message.request)?.reject(new Error(message.message));
      requests.delete(message.request);
    } else if (message.type === 'converted' || message.type === 'unconvertible' || (message.type === 'failed' && conversions.has(message.job))) {
      converted(message);
    } else {
      const pending = parses.get(message.job);
      parses.delete(message.job);
      if (message.type === 'parsed') pending?.resolve(message.summary);
      else if (message.type === 'refused') pending?.reject(new ReconError(message.code, message.said));
      else pending?.reject(new Error(`Parsing the upload failed: ${message.message}`));
    }
  };

  const running = (): Worker => {
    if (worker) return worker;
    const started = new Worker(workerFile, { resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    // An idle parser must not keep the server process alive.
    started.unref();
    started.on('message', receive);
    started.on('error', (error) => {
      if (isOutOfMemory(error)) {
        console.error(`The upload parser ran out of memory (its limit is ${memoryMb} MB, CHECKER_PARSE_WORKER_MEMORY_MB); the files in hand are answered 503.`);
        failAll(new UploadError('unavailable', PARSER_OUT_OF_MEMORY));
        return;
      }
      console.error('The upload parser failed:', error);
      failAll(new UploadError('unavailable', PARSER_STOPPED));
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      if (parses.size + requests.size + conversions.size > 0) console.error(`The upload parser stopped (exit code ${code}) with files in hand.`);
      failAll(new UploadError('unavailable', PARSER_STOPPED));
    });
    worker = started;
    return started;
  };

  const post = (message: ToWorker, transfer: ArrayBuffer[] = []): void => running().postMessage(message, transfer);

  return {
    async parse(parserId, bytes, context) {
      const job = nextId++;
      const summary = await new Promise<ParsedSummary>((resolve, reject) => {
        parses.set(job, { resolve, reject });
        post({ type: 'parse', job, parserId, bytes, context }, transferListOf(bytes));
      });
      const ask = async <T extends Answer['type']>(expected: T, message: (request: number) => ToWorker): Promise<Extract<Answer, { type: T }>> => {
        const answer = await new Promise<Answer>((resolve, reject) => {
          const request = nextId++;
          requests.set(request, { resolve, reject });
          post(message(request));
        });
        if (answer.type !== expected) throw new Error(`The upload parser answered ${answer.type} to a ${expected} request.`);
        return answer as Extract<Answer, { type: T }>;
      };
      return {
        ...summary,
        chooseNew: async (stored, deleted) => {
          const { fresh, withheld } = await ask('selected', (request) => ({ type: 'select', job, request, stored, deleted }));
          return { fresh, withheld };
        },
        decideInParts: async function* (input, prefix) {
          const askPart = (first: boolean): Promise<DecidedPart> => {
            const answer = ask('decidedPart', (request) => ({ type: 'decidePart', job, request, input: first ? input : null, prefix })).then(({ bo, mutasi, summary, data, rows, last }) => ({
              bo,
              mutasi,
              summary,
              data,
              rows,
              last,
            }));
            // Awaited in the loop; a caller that stops early (a failed write) must not leave it unhandled.
            answer.catch(() => undefined);
            return answer;
          };
          let next = askPart(true);
          for (;;) {
            const part = await next;
            // The worker decides the next part while the caller writes this one.
            if (!part.last) next = askPart(false);
            yield part;
            if (part.last) return;
          }
        },
        release: () => {
          if (worker) post({ type: 'release', job });
        },
      };
    },
    convert(converterId, bytes) {
      const job = nextId++;
      return new Promise<string>((resolve, reject) => {
        conversions.set(job, { resolve, reject });
        post({ type: 'convert', job, converterId, bytes }, transferListOf(bytes));
      });
    },
    async close() {
      const stopping = worker;
      worker = null;
      if (stopping) await stopping.terminate();
    },
  };
}
