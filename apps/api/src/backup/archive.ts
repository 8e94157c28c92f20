import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';

/**
 * A backup file: a first line naming the format, a line of JSON describing the snapshot, then the
 * database's own dump (PGlite: its data directory as a gzipped tar; PostgreSQL: pg_dump's custom format).
 */
const MAGIC = 'CHECKER-BACKUP 1\n';

export interface BackupHeader {
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the schema dumped (restored under the same name). */
  schema: string | null;
  /** When the snapshot was taken, ISO UTC. */
  takenAt: string;
  /** The last migration applied in the snapshot. */
  migration: number;
  /** Rows per table in the snapshot, as the restore checks them. */
  counts: Record<string, number>;
  /** PostgreSQL: the extensions the schema uses (they live outside it, e.g. pg_trgm in public), name → their schema. */
  extensions?: Record<string, string>;
  payloadBytes: number;
  payloadSha256: string;
}

export type SnapshotFacts = Pick<BackupHeader, 'migration' | 'counts'>;

const sha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** Writes the file whole or not at all: beside it first, then renamed over the name asked for. */
export async function writeBackup(file: string, header: Omit<BackupHeader, 'payloadBytes' | 'payloadSha256'>, payload: Uint8Array): Promise<BackupHeader> {
  const full: BackupHeader = { ...header, payloadBytes: payload.byteLength, payloadSha256: sha256(payload) };
  const partial = `${file}.partial`;
  await writeFile(partial, Buffer.concat([Buffer.from(`${MAGIC}${JSON.stringify(full)}\n`), payload]));
  await rename(partial, file);
  return full;
}

export class BackupFileError extends Error {}

/** Reads a backup file and checks that its dump is whole (size and SHA-256 as written). */
export async function readBackup(file: string): Promise<{ header: BackupHeader; payload: Uint8Array }> {
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new BackupFileError(error.code === 'ENOENT' ? `There is no backup file ${file}.` : `The backup file ${file} cannot be read: ${error.message}`);
  });
  if (bytes.subarray(0, MAGIC.length).toString() !== MAGIC) throw new BackupFileError(`${file} is not a Checker backup (made by npm run backup).`);
  const headerEnd = bytes.indexOf(0x0a, MAGIC.length);
  if (headerEnd < 0) throw new BackupFileError(`${file} is cut short: its description is incomplete.`);
  const header = JSON.parse(bytes.subarray(MAGIC.length, headerEnd).toString()) as BackupHeader;
  const payload = new Uint8Array(bytes.buffer, bytes.byteOffset + headerEnd + 1, bytes.byteLength - headerEnd - 1);
  if (payload.byteLength !== header.payloadBytes || sha256(payload) !== header.payloadSha256) {
    throw new BackupFileError(`${file} is damaged or cut short: its dump is ${payload.byteLength} bytes and does not match the ${header.payloadBytes} bytes written.`);
  }
  return { header, payload };
}
