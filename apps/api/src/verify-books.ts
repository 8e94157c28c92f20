import { verifyBooks, type BooksFinding } from './books/verify';
import { openDatabase } from './db/connect';
import { printFindings, runOperatorCommand, type OperatorContext } from './operator-command';

// `npm run verify-books`.

/** The exit code when every row keeps the books but some reasons are stale. */
const STALE_ONLY = 3;

function list(title: string, findings: readonly BooksFinding[]): void {
  console.log(`${title}: ${findings.length}`);
  printFindings(findings);
}

/**
 * Reads the database the server would use (DATABASE_URL, else the embedded one in CHECKER_DATA_DIR,
 * which the server must not hold open) and reports every row that breaks the books invariant or whose
 * reason is stale, and every activity log entry that breaks the log's chain. Exit code 0 when there
 * is none, 1 when a row breaks the books or the log, 3 when only reasons are stale, 2 when it could
 * not read.
 */
async function main({ config, pgliteWorker }: OperatorContext): Promise<number> {
  const db = await openDatabase(config, pgliteWorker);
  try {
    const started = Date.now();
    const report = await verifyBooks(db);
    console.log(`verify-books: ${report.scopes} days read (${report.rows} pending or unclaimed rows), ${report.entries} activity log entries, in ${Date.now() - started} ms`);
    list('rows breaking the books invariant', report.broken);
    list('activity log entries breaking its chain', report.log);
    list('rows with a stale reason', report.stale);
    if (report.broken.length > 0 || report.log.length > 0) return 1;
    return report.stale.length > 0 ? STALE_ONLY : 0;
  } finally {
    await db.close();
  }
}

runOperatorCommand(import.meta.url, main, { code: 2, describe: () => 'verify-books could not read the database' });
