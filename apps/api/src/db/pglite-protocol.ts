/** Messages between the main thread and the PGlite worker (src/db/pglite-worker.ts). */
export interface PgliteWorkerData {
  pgliteDir: string;
  socketPath: string;
}

/** A database error as the worker saw it: the message and the SQLSTATE code the routes answer by. */
export interface CopyFailure {
  message: string;
  code: string | null;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'error'; message: string }
  | { type: 'stopped' }
  | { type: 'copied'; id: number; failure: CopyFailure | null };

/**
 * `copy` runs one `COPY … FROM '/dev/blob'` with `data` as the blob: the wire protocol served on the
 * socket cannot carry COPY FROM STDIN (PGlite runs each message on its own), so bulk loads take this way.
 */
export type MainMessage = { type: 'stop' } | { type: 'copy'; id: number; sql: string; data: Uint8Array };
