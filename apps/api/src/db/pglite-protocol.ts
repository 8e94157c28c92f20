/** Messages between the main thread and the PGlite worker (src/db/pglite-worker.ts). */
export interface PgliteWorkerData {
  pgliteDir: string;
  socketPath: string;
}

export type WorkerMessage = { type: 'ready' } | { type: 'error'; message: string } | { type: 'stopped' };

export type MainMessage = { type: 'stop' };
