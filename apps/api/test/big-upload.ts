// A 100,000-row upload and a watch that sees the server writing it (issue 7's faults, issue 19's
// backup while an upload is in flight): the moment to strike is watched, not guessed. On PostgreSQL
// the upload's COPY shows in pg_stat_progress_copy, on PGlite the data files grow as the rows arrive.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { PARSERS } from '@checker/recon';
import type { TestServer } from './harness';

export const ROWS = 100_000;
/** The server is caught writing once this many of the file's rows are in (PostgreSQL) … */
const WRITTEN_ROWS = 20_000;
/** … or the embedded database's files grew by this much (the 100,000 rows add about 38 MB). */
const WRITTEN_BYTES = 8 * 1024 * 1024;
const WAIT_MS = 180_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let boFileBytes: Buffer | null = null;

/** A Nexus BO deposit export of 100,000 rows on 03-Feb-2025 (19.5 MB, under the 20 MB limit). */
export function boFile(): Buffer {
  if (boFileBytes) return boFileBytes;
  const header = (PARSERS['nexus-bo-deposit'].template.csv.split('\r\n')[0] ?? '').trim();
  const lines = [header];
  for (let i = 0; i < ROWS; i += 1) {
    lines.push(`F${i},03/02/2025 14:20:11,03/02/2025 14:25:40,user${i},SITI RAHAYU,BANK,"150,000.00",0.00,0.00,0.00,"150,000.00",BCA - 0123456789,BCA - 1234567890,Deposit BCA,RF${i},Approved,,operator1,P1,O1`);
  }
  boFileBytes = Buffer.from(`${lines.join('\n')}\n`);
  return boFileBytes;
}

/** Bytes under `dir`; a file the database removes meanwhile counts as empty. */
async function treeSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += await treeSize(path);
    else total += (await stat(path).catch(() => null))?.size ?? 0;
  }
  return total;
}

/**
 * Watches for the server writing an upload's rows. Made before the upload is sent (PGlite measures
 * its data files first); `until` resolves once writing is seen, and fails when the upload ends first.
 */
export async function writeWatch(server: TestServer): Promise<{ until(upload: Promise<unknown>): Promise<void> }> {
  let written: () => Promise<boolean>;
  let close = async (): Promise<void> => undefined;
  if (server.backend.databaseUrl) {
    const client = new pg.Client({ connectionString: server.backend.databaseUrl });
    await client.connect();
    close = () => client.end();
    written = async () => {
      const progress = await client.query<{ n: string }>(
        `SELECT coalesce(sum(p.tuples_processed), 0) AS n
           FROM pg_stat_progress_copy p JOIN pg_class c ON c.oid = p.relid JOIN pg_namespace s ON s.oid = c.relnamespace
          WHERE s.nspname = $1`,
        [server.schema],
      );
      return Number(progress.rows[0]?.n) >= WRITTEN_ROWS;
    };
  } else {
    const files = join(server.dataDir, 'pglite', 'base');
    const before = await treeSize(files);
    written = async () => (await treeSize(files)) - before >= WRITTEN_BYTES;
  }
  return {
    async until(upload) {
      let ended = false;
      void upload.finally(() => {
        ended = true;
      });
      try {
        const deadline = Date.now() + WAIT_MS;
        while (!(await written())) {
          if (ended) throw new Error('The upload ended before the server was seen writing its rows.');
          if (Date.now() > deadline) throw new Error(`The server was not seen writing the upload's rows within ${WAIT_MS / 1000} s.`);
          await sleep(25);
        }
      } finally {
        await close();
      }
    },
  };
}

