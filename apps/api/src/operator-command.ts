import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BooksFinding } from './books/verify';
import { loadConfig, type Config } from './config';

/**
 * What an operator command (verify-books, backup, restore, tracking-retention) is given: the settings
 * the server would read, and the PGlite worker file. Each is apps/api/dist/<name>.js once built, beside
 * the worker; the repository root is three levels up.
 */
export interface OperatorContext {
  config: Config;
  pgliteWorker: string;
}

/**
 * Runs an operator command and exits with the code it answers; an error ends it with `failureCode`
 * after one line: `<what failed>: <why>` (`describe` may word it per error).
 */
export function runOperatorCommand(
  importMetaUrl: string,
  command: (context: OperatorContext) => Promise<number>,
  failure: { code: number; describe: (error: unknown) => string },
): void {
  const distDir = dirname(fileURLToPath(importMetaUrl));
  const repoRoot = resolve(distDir, '..', '..', '..');
  const started = (async () => command({ config: loadConfig(process.env, process.cwd(), repoRoot), pgliteWorker: join(distDir, 'pglite-worker.js') }))();
  started.then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${failure.describe(error)}:`, error instanceof Error ? error.message : error);
      process.exit(failure.code);
    },
  );
}

/** A size as operators read it in the commands' progress lines: `232.0 MB`. */
export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The time since `started` (Date.now()) as `61.6 s`. */
export const seconds = (started: number): string => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** Findings listed one by one; past this many only their number is told. */
const LISTED = 50;

/** verify-books' findings as the commands print them, one indented line each, the first LISTED of them. */
export function printFindings(findings: readonly BooksFinding[]): void {
  for (const finding of findings.slice(0, LISTED)) console.log(`  ${finding.table} #${finding.id}: ${finding.problem}`);
  if (findings.length > LISTED) console.log(`  … and ${findings.length - LISTED} more`);
}
