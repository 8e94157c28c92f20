import { resolve } from 'node:path';
import { BackupFileError, readBackup } from './backup/archive';
import { factsDiffer, snapshotFacts } from './backup/facts';
import { isEmptyDir, restorePglite } from './backup/pglite-dump';
import { RestoreRefused, restorePostgres } from './backup/postgres-dump';
import { verifyBooks } from './books/verify';
import { openDatabase } from './db/connect';
import { mb, printFindings, runOperatorCommand, seconds, type OperatorContext } from './operator-command';

// `npm run restore -- <file>`.

/**
 * Restores a backup into the database the server would use (DATABASE_URL and CHECKER_DB_SCHEMA,
 * else the embedded one in CHECKER_DATA_DIR), which must be empty, then checks it: the migration
 * level and every table's row count as the backup recorded them, and the books and the activity log
 * as verify-books does. Exit 0 when all hold, 1 when a check fails, 2 when it could not restore.
 */
async function main({ config, pgliteWorker }: OperatorContext): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run restore -- <file>   (into DATABASE_URL / CHECKER_DB_SCHEMA, else into an empty CHECKER_DATA_DIR)');
    return 2;
  }
  const started = Date.now();
  const { header, payload } = await readBackup(resolve(process.cwd(), file));
  console.log(`restore: ${file}: ${header.kind} snapshot of ${header.takenAt}, ${mb(header.payloadBytes)}, migration ${header.migration}`);
  if (header.kind === 'pglite') {
    if (config.databaseUrl) throw new RestoreRefused('This backup is of the embedded database (PGlite); unset DATABASE_URL to restore it into CHECKER_DATA_DIR.');
    if (!(await isEmptyDir(config.dataDir))) throw new RestoreRefused(`The data directory ${config.dataDir} is not empty; restore only into an empty or new directory (CHECKER_DATA_DIR).`);
    await restorePglite(config.dataDir, payload);
  } else {
    if (!config.databaseUrl) throw new RestoreRefused('This backup is of PostgreSQL; set DATABASE_URL (and CHECKER_DB_SCHEMA) to the database to restore it into.');
    await restorePostgres(config.databaseUrl, config.dbSchema ?? 'public', header.schema ?? 'public', header.extensions ?? {}, payload);
  }
  console.log(`restore: data restored in ${seconds(started)}; checking it …`);

  const db = await openDatabase(config, pgliteWorker);
  try {
    const problems = factsDiffer(header, await snapshotFacts(db));
    const books = await verifyBooks(db);
    const rows = Object.values(header.counts).reduce((sum, n) => sum + n, 0);
    console.log(`restore: migration ${header.migration}; ${Object.keys(header.counts).length} tables, ${rows} rows, ${problems.length === 0 ? 'each as the backup recorded' : 'NOT as the backup recorded'}`);
    for (const problem of problems) console.log(`  ${problem}`);
    console.log(`restore: books ${books.broken.length === 0 ? 'hold' : `BROKEN in ${books.broken.length} rows`}; activity log ${books.log.length === 0 ? `chain holds (${books.entries} entries)` : `chain BROKEN at ${books.log.length} entries`}`);
    printFindings([...books.broken, ...books.log]);
    console.log(`restore: done in ${seconds(started)}`);
    return problems.length === 0 && books.broken.length === 0 && books.log.length === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

runOperatorCommand(import.meta.url, main, { code: 2, describe: (error) => (error instanceof RestoreRefused || error instanceof BackupFileError ? 'restore refused' : 'restore failed') });
