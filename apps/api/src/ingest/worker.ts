// Worker thread entry (dist/ingest-worker.js): parsing a 100,000-row file and laying it out for the
// bulk insert takes CPU for most of a second; here it does not hold up the requests of other users.
import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { ReconError } from '@checker/recon';
import { parseUpload, type ParsedUpload } from './parse';
import { arrayLiterals } from './rows';
import type { FromWorker, ToWorker } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('ingest-worker must run as a worker thread.');

const jobs = new Map<number, ParsedUpload>();

function send(message: FromWorker): void {
  port?.postMessage(message);
}

function handle(message: ToWorker): void {
  if (message.type === 'release') {
    jobs.delete(message.job);
    return;
  }
  if (message.type === 'chunk' || message.type === 'keys') {
    const parsed = jobs.get(message.job);
    if (!parsed) {
      send({ type: 'failed', job: message.job, request: message.request, message: `Upload job ${message.job} is not parsed here.` });
      return;
    }
    const { rows } = parsed;
    if (message.type === 'chunk') send({ type: 'chunk', job: message.job, request: message.request, literals: arrayLiterals(rows, message.indexes) });
    else send({ type: 'keys', job: message.job, request: message.request, keys: Array.from({ length: rows.count }, (_, i) => rows.keyOf(i)) });
    return;
  }
  try {
    const parsed = parseUpload(message.parserId, message.bytes, message.context);
    jobs.set(message.job, parsed);
    const { rows } = parsed;
    send({
      type: 'parsed',
      job: message.job,
      summary: {
        layout: parsed.layout,
        sha256: createHash('sha256').update(message.bytes).digest('hex'),
        warnings: parsed.warnings,
        skipped: parsed.skipped,
        otherDirection: parsed.otherDirection,
        brands: parsed.brands,
        table: rows.table,
        columns: [...rows.columns],
        count: rows.count,
        dates: [...new Set(rows.dates)].sort(),
      },
    });
  } catch (error) {
    if (error instanceof ReconError) send({ type: 'refused', job: message.job, code: error.code, message: error.message });
    else send({ type: 'failed', job: message.job, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

port.on('message', (message: ToWorker) => handle(message));
