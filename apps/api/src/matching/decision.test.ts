import { spawnSync } from 'node:child_process';
import { boWriteColumns, mutasiWriteColumns, type BoWrite, type MutasiWrite } from './decision';

/** Texts a proof or reason may carry: names as banks print them, and what array literals must escape. */
const TEXTS = ['name SITI RAHAYU · BCA 03-Feb-2025 #12', '', 'NULL', 'a "quoted" name', 'back\\slash', 'comma, {braces}', 'ÄÖ · 日本', ' spaces ', "O'BRIEN", '\\"', 'line\nbreak'];

/** Runs one query on a fresh in-memory PGlite, in a child process (PGlite's dynamic imports do not run under jest's VM), and answers its first row. */
function firstRow<T>(sql: string, params: readonly string[]): T {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const db = new PGlite();
    const result = await db.query(process.argv[1], JSON.parse(process.argv[2]));
    process.stdout.write(JSON.stringify(result.rows[0]));
    await db.close();`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, sql, JSON.stringify(params)], { cwd: __dirname, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as T;
}

describe('the decided rows as array literals (one text parameter per column)', () => {
  it('PostgreSQL reads every BO column back as decided, in id order, and the paired ids apart', () => {
    const rows: BoWrite[] = TEXTS.map((text, i) => ({ id: 100 - i, mutasiId: i % 3 === 0 ? null : 5000 + i, rule: i % 3 === 0 ? null : 'EXACT_NAME', text }));
    const columns = boWriteColumns(rows);
    const read = firstRow<{ ids: number[]; mutasi_ids: Array<number | null>; rules: Array<string | null>; texts: string[]; paired: number[] }>(
      'SELECT $1::bigint[]::int[] AS ids, $2::bigint[]::int[] AS mutasi_ids, $3::text[] AS rules, $4::text[] AS texts, $5::bigint[]::int[] AS paired',
      [columns.ids, columns.mutasiIds, columns.rules, columns.texts, columns.paired.ids],
    );
    const sorted = [...rows].sort((a, b) => a.id - b.id);
    expect(read).toEqual({
      ids: sorted.map((row) => row.id),
      mutasi_ids: sorted.map((row) => row.mutasiId),
      rules: sorted.map((row) => row.rule),
      texts: sorted.map((row) => row.text),
      paired: sorted.filter((row) => row.mutasiId !== null).map((row) => row.id),
    });
    expect(columns.count).toBe(rows.length);
    expect(columns.paired.count).toBe(sorted.filter((row) => row.mutasiId !== null).length);
  });

  it('PostgreSQL reads every statement column back as decided', () => {
    const rows: MutasiWrite[] = TEXTS.map((text, i) => ({ id: 7 + i, boId: i % 2 === 0 ? null : 900 + i, ticket: i % 2 === 0 ? null : `DP"${i}"\\`, rule: i % 2 === 0 ? null : 'CUT_NAME', text }));
    const columns = mutasiWriteColumns(rows);
    const read = firstRow<{ ids: number[]; bo_ids: Array<number | null>; tickets: Array<string | null>; rules: Array<string | null>; texts: string[] }>(
      'SELECT $1::bigint[]::int[] AS ids, $2::bigint[]::int[] AS bo_ids, $3::text[] AS tickets, $4::text[] AS rules, $5::text[] AS texts',
      [columns.ids, columns.boIds, columns.tickets, columns.rules, columns.texts],
    );
    expect(read).toEqual({ ids: rows.map((row) => row.id), bo_ids: rows.map((row) => row.boId), tickets: rows.map((row) => row.ticket), rules: rows.map((row) => row.rule), texts: rows.map((row) => row.text) });
  });

  it('lays out nothing as empty arrays', () => {
    expect(boWriteColumns([])).toEqual({ count: 0, ids: '{}', mutasiIds: '{}', rules: '{}', texts: '{}', paired: { count: 0, ids: '{}' } });
  });
});
