import { mkdir, readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db } from '../db/db';
import type { SnapshotFacts } from './archive';
import { snapshotFacts } from './facts';

/**
 * Asks the server running on `socketPath` for its data directory (the operator socket, see
 * serveOperatorSocket); null when no server answers there.
 */
export function dumpThroughServer(socketPath: string): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    const asked = request({ socketPath, path: '/dump', method: 'POST' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve(new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
        else reject(new Error(`The running server could not make the snapshot: ${body.toString() || response.statusCode}`));
      });
      response.on('error', reject);
    });
    asked.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    asked.end();
  });
}

/** The data directory's tar, gzipped off the database's thread (fast level: the backup runs often, disks are cheap). */
export async function compressDump(tar: Uint8Array): Promise<Uint8Array> {
  const packed = await promisify(gzip)(tar, { level: 3 });
  return new Uint8Array(packed.buffer, packed.byteOffset, packed.byteLength);
}

/** A gzipped data directory as PGlite loads it. */
const dumpBlob = (payload: Uint8Array): Blob => new Blob([payload], { type: 'application/gzip' });

/** A PGlite session over a dump, in memory: to read what it holds without touching any data directory. */
async function openDump(payload: Uint8Array): Promise<PGlite> {
  return PGlite.create({ loadDataDir: dumpBlob(payload), extensions: { pg_trgm } });
}

/** The facts of a PGlite dump, read by opening it: also proves that it opens. */
export async function factsOfDump(payload: Uint8Array): Promise<SnapshotFacts> {
  const db = await openDump(payload);
  try {
    return await snapshotFacts(db);
  } finally {
    await db.close();
  }
}

/** True when `dir` does not exist or holds nothing. */
export async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Writes a dump as the data directory `dataDir` (which the caller found empty), as the server lays it out. */
export async function restorePglite(dataDir: string, payload: Uint8Array): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), loadDataDir: dumpBlob(payload), extensions: { pg_trgm } });
  await db.close();
}

/** The dump of an embedded database this process opened (with the server's own lock). */
export async function dumpOpened(db: Db): Promise<Uint8Array> {
  if (!db.dumpDataDir) throw new Error('Only the embedded database (PGlite) is dumped this way.');
  return db.dumpDataDir();
}
