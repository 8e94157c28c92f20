import { parseIsoDate } from '@checker/domain';
import { openDatabase } from './db/connect';
import { runOperatorCommand, type OperatorContext } from './operator-command';

// `npm run tracking-retention -- <YYYY-MM-DD>`.

/**
 * The only way entries leave the activity log (migration 018): the operator removes those written
 * before a day (Asia/Jakarta), as one prefix of the chain, so what stays still verifies. Keep a
 * backup of them first if they must be kept. Exit 0 when done, 2 when refused or failed.
 */
async function main({ config, pgliteWorker }: OperatorContext): Promise<number> {
  const before = process.argv[2] ?? '';
  if (!parseIsoDate(before)) {
    console.error('Usage: npm run tracking-retention -- <YYYY-MM-DD>   (removes the activity log entries written before that day, Asia/Jakarta)');
    return 2;
  }
  const db = await openDatabase(config, pgliteWorker);
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

runOperatorCommand(import.meta.url, main, { code: 2, describe: () => 'tracking-retention failed' });
