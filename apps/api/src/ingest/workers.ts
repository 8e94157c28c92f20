import { Worker } from 'node:worker_threads';
import { ReconError, type ParseContext, type ParserId } from '@checker/recon';
import type { FromWorker, ParsedSummary, ToWorker } from './worker-protocol';

/** A file parsed in the worker: its summary here, its rows there until released. */
export interface ParsedFile extends ParsedSummary {
  /** Content key of each row, in file order (the duplicate check), computed in the worker. */
  keys(): Promise<string[]>;
  /** The rows at `indexes` as array literals (row keys first, then each column), built in the worker. */
  literals(indexes: Int32Array): Promise<string[]>;
  /** Frees the rows in the worker. */
  release(): void;
}

/** Parses uploads off the main thread. */
export interface IngestParser {
  /** Resolves with the parsed file, or rejects with the ReconError that refuses it. */
  parse(parserId: ParserId, bytes: Uint8Array, context: ParseContext): Promise<ParsedFile>;
  close(): Promise<void>;
}

interface Pending<T> {
  resolve(value: T): void;
  reject(error: Error): void;
}

/**
 * One worker thread (dist/ingest-worker.js), started on the first upload and restarted if it dies;
 * uploads queue in it one after another, which also bounds the memory parsing can take.
 */
export function ingestWorker(workerFile: string): IngestParser {
  let worker: Worker | null = null;
  let nextId = 1;
  const parses = new Map<number, Pending<ParsedSummary>>();
  const requests = new Map<number, Pending<string[]>>();

  const failAll = (error: Error): void => {
    for (const pending of [...parses.values(), ...requests.values()]) pending.reject(error);
    parses.clear();
    requests.clear();
  };

  const receive = (message: FromWorker): void => {
    if (message.type === 'chunk' || message.type === 'keys') {
      requests.get(message.request)?.resolve(message.type === 'chunk' ? message.literals : message.keys);
      requests.delete(message.request);
    } else if (message.type === 'failed' && message.request !== undefined) {
      requests.get(message.request)?.reject(new Error(message.message));
      requests.delete(message.request);
    } else {
      const pending = parses.get(message.job);
      parses.delete(message.job);
      if (message.type === 'parsed') pending?.resolve(message.summary);
      else if (message.type === 'refused') pending?.reject(new ReconError(message.code, message.message));
      else pending?.reject(new Error(`Parsing the upload failed: ${message.message}`));
    }
  };

  const running = (): Worker => {
    if (worker) return worker;
    const started = new Worker(workerFile);
    // An idle parser must not keep the server process alive.
    started.unref();
    started.on('message', receive);
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`The upload parser stopped (exit code ${code}).`));
    });
    worker = started;
    return started;
  };

  const post = (message: ToWorker): void => running().postMessage(message);

  return {
    async parse(parserId, bytes, context) {
      const job = nextId++;
      const summary = await new Promise<ParsedSummary>((resolve, reject) => {
        parses.set(job, { resolve, reject });
        post({ type: 'parse', job, parserId, bytes, context });
      });
      const ask = (message: (request: number) => ToWorker): Promise<string[]> =>
        new Promise<string[]>((resolve, reject) => {
          const request = nextId++;
          requests.set(request, { resolve, reject });
          post(message(request));
        });
      return {
        ...summary,
        keys: () => ask((request) => ({ type: 'keys', job, request })),
        literals: (indexes) => ask((request) => ({ type: 'chunk', job, request, indexes })),
        release: () => {
          if (worker) post({ type: 'release', job });
        },
      };
    },
    async close() {
      const stopping = worker;
      worker = null;
      if (stopping) await stopping.terminate();
    },
  };
}
