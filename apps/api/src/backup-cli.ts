import { resolve } from 'node:path';
import { writeBackup, type BackupHeader } from './backup/archive';
import { compressDump, dumpOpened, dumpThroughServer, factsOfDump } from './backup/pglite-dump';
import { dumpPostgres } from './backup/postgres-dump';
import { openDatabase } from './db/connect';
import { mb, runOperatorCommand, seconds, type OperatorContext } from './operator-command';
import { operatorSocketPath } from './db/pglite';

// `npm run backup -- <file>`.

/** The embedded database: through the running server when one answers, else opened here with the server's own lock. */
async function dumpEmbedded({ config, pgliteWorker }: OperatorContext): Promise<Uint8Array> {
  const throughServer = await dumpThroughServer(operatorSocketPath(config.dataDir));
  if (throughServer) {
    console.log('backup: snapshot taken by the running server');
    return throughServer;
  }
  const db = await openDatabase(config, pgliteWorker);
  try {
    console.log('backup: no server is running; snapshot taken with the data directory locked');
    return await dumpOpened(db);
  } finally {
    await db.close();
  }
}

async function main({ config, pgliteWorker }: OperatorContext): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run backup -- <file>   (the database of DATABASE_URL / CHECKER_DB_SCHEMA, else the embedded one in CHECKER_DATA_DIR)');
    return 2;
  }
  const target = resolve(process.cwd(), file);
  const started = Date.now();
  const takenAt = new Date().toISOString();
  let header: Omit<BackupHeader, 'payloadBytes' | 'payloadSha256'>;
  let payload: Uint8Array;
  if (config.databaseUrl) {
    const schema = config.dbSchema ?? 'public';
    console.log(`backup: PostgreSQL schema ${schema}, pg_dump in one snapshot …`);
    const dumped = await dumpPostgres(config.databaseUrl, schema);
    payload = dumped.payload;
    header = { kind: 'postgres', schema, takenAt, ...dumped.facts, extensions: dumped.extensions };
  } else {
    console.log(`backup: embedded PGlite in ${config.dataDir} …`);
    const tar = await dumpEmbedded({ config, pgliteWorker });
    console.log(`backup: ${mb(tar.byteLength)} dumped in ${seconds(started)}; compressing …`);
    payload = await compressDump(tar);
    console.log(`backup: ${mb(payload.byteLength)} compressed; opening it to count its rows …`);
    header = { kind: 'pglite', schema: config.dbSchema, takenAt, ...(await factsOfDump(payload)) };
  }
  const written = await writeBackup(target, header, payload);
  const rows = Object.values(written.counts).reduce((sum, n) => sum + n, 0);
  console.log(`backup: ${target} written, ${mb(written.payloadBytes)}, ${rows} rows in ${Object.keys(written.counts).length} tables, migration ${written.migration}, in ${seconds(started)}`);
  return 0;
}

runOperatorCommand(import.meta.url, main, { code: 1, describe: () => 'backup failed' });
