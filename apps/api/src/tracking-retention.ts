import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseIsoDate } from '@checker/domain';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';

// `npm run tracking-retention -- <YYYY-MM-DD>`: this file is apps/api/dist/tracking-retention.js once built.
const distDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(distDir, '..', '..', '..');

/**
 * The only way entries leave the activity log (migration 018): the operator removes those written
 * before a day (Asia/Jakarta), as one prefix of the chain, so what stays still verifies. Keep a
 * backup of them first if they must be kept. Exit 0 when done, 2 when refused or failed.
 */
async function main(): Promise<number> {
  const before = process.argv[2] ?? '';
  if (!parseIsoDate(before)) {
    console.error('Usage: npm run tracking-retention -- <YYYY-MM-DD>   (removes the activity log entries written before that day, Asia/Jakarta)');
    return 2;
  }
  const config = loadConfig(process.env, process.cwd(), repoRoot);
  const db = await openDatabase(config, join(distDir, 'pglite-worker.js'));
  try {
    const removed = await db.transaction(async (tx) => {
      await tx.query("SELECT set_config('checker.tracking_retention', 'on', true)");
      // Up to the first entry of that day or later, in chain order: a prefix, even if clocks disagreed.
      const result = await tx.query<{ seq: string; hash: string }>(
        `DELETE FROM tracking WHERE seq < coalesce((SELECT min(seq) FROM tracking WHERE created_at >= ($1::date)::timestamp AT TIME ZONE 'Asia/Jakarta'), (SELECT max(seq) + 1 FROM tracking))
         RETURNING seq::text, hash`,
        [before],
      );
      // The chain goes on from the last entry removed, and the first one kept must follow it.
      const last = result.rows.reduce<{ seq: string; hash: string } | null>((latest, row) => (latest === null || BigInt(row.seq) > BigInt(latest.seq) ? row : latest), null);
      if (last) {
        await tx.query('DELETE FROM tracking_anchor');
        await tx.query('INSERT INTO tracking_anchor (seq, hash) VALUES ($1, $2)', [last.seq, last.hash]);
      }
      return result.rowCount ?? 0;
    });
    const left = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tracking');
    console.log(`tracking-retention: ${removed} entries written before ${before} removed; ${left.rows[0]?.n ?? 0} kept`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('tracking-retention failed:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
