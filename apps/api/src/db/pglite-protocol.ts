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
  | { type: 'copied'; id: number; failure: CopyFailure | null }
  /** The data directory as a tar (`dump`), or why it could not be made. */
  | { type: 'dumped'; id: number; data: Uint8Array | null; failure: string | null };

/**
 * `copy` runs one `COPY … FROM '/dev/blob'` with `data` as the blob: the wire protocol served on the
 * socket cannot carry COPY FROM STDIN (PGlite runs each message on its own), so bulk loads take this way.
 */
export type MainMessage =
  | { type: 'stop' }
  | { type: 'copy'; id: number; sql: string; data: Uint8Array }
  /**
   * `load` runs the same COPY in a transaction of its own, the worker's: BEGIN, the `settings` as
   * transaction-local set_config, the COPY, COMMIT — one message instead of four round trips.
   */
  | { type: 'load'; id: number; settings: Array<[string, string]>; sql: string; data: Uint8Array }
  /**
   * `dump` tars the data directory between two statements (PGlite's dumpDataDir holds its query
   * lock): what it holds is what a crash at that moment would leave, and starting from it rolls back
   * a transaction that was open then (an upload in flight) as a crash would. Uncompressed: the lock
   * is held for the tar only, the backup command compresses it.
   */
  | { type: 'dump'; id: number };
