import { UPLOAD_ENDPOINTS, uploadEndpointRules } from '@checker/domain';
import { PARSERS, isParserId, type BoWithdrawRow, type MutasiRow } from '@checker/recon';
import { brandSummary } from './parse';
import { copyLines, newRowIndexes, prepareBoDepositRows, prepareMutasiRows, ROW_TABLES } from './rows';
import { dateSpan } from './store-steps';

const mutasiRow = (overrides: Partial<MutasiRow> = {}): MutasiRow => ({
  line: 2,
  date: { year: 2025, month: 2, day: 3 },
  time: '08:15:22',
  amountCents: 15_000_000n,
  direction: 'CR',
  description: 'TRSF E-BANKING CR SITI RAHAYU',
  senderName: 'SITI RAHAYU',
  senderAccount: null,
  reference: 'REF1',
  pending: false,
  ...overrides,
});

describe('the upload matrix and libs/recon agree', () => {
  it('names a recon parser for every endpoint, and that parser is registered for the same endpoint', () => {
    const rules = uploadEndpointRules();
    for (const endpoint of UPLOAD_ENDPOINTS) {
      const { parserId } = rules[endpoint];
      expect([endpoint, isParserId(parserId)]).toEqual([endpoint, true]);
      if (isParserId(parserId)) expect([endpoint, PARSERS[parserId].endpoint, PARSERS[parserId].kind]).toEqual([endpoint, endpoint, rules[endpoint].kind]);
    }
  });

  it("names the Brand/Site column of every BO withdraw file, as its parser's template heads it, and no column for other files", () => {
    const rules = uploadEndpointRules();
    for (const endpoint of UPLOAD_ENDPOINTS) {
      const { parserId, kind, targets } = rules[endpoint];
      const header = isParserId(parserId) ? (PARSERS[parserId].template.csv.split('\r\n')[0]?.split(',') ?? []) : [];
      for (const target of targets) {
        if (kind === 'bo-withdraw') expect([endpoint, header]).toEqual([endpoint, expect.arrayContaining([target.brandColumn])]);
        else expect([endpoint, target.brandColumn]).toEqual([endpoint, null]);
      }
    }
  });
});

describe("a BO withdraw file's brands", () => {
  const withdrawal = (line: number, brand: string | null) => ({ line, wd_brand: brand }) as BoWithdrawRow;

  it('reports the first row and the first row naming another website code, reading codes as website codes', () => {
    expect(brandSummary([])).toBeNull();
    expect(brandSummary([withdrawal(2, 'DQ'), withdrawal(3, 'dq'), withdrawal(4, 'D-Q')])).toEqual({ first: { line: 2, text: 'DQ' }, other: null });
    expect(brandSummary([withdrawal(2, 'DQ'), withdrawal(3, 'DQ'), withdrawal(5, 'ABC'), withdrawal(6, null)])).toEqual({ first: { line: 2, text: 'DQ' }, other: { line: 5, text: 'ABC' } });
    expect(brandSummary([withdrawal(2, null), withdrawal(3, '-')])).toEqual({ first: { line: 2, text: '' }, other: null });
    expect(brandSummary([withdrawal(2, null), withdrawal(3, 'DQ')])).toEqual({ first: { line: 2, text: '' }, other: { line: 3, text: 'DQ' } });
  });
});

describe('count-aware duplicate check', () => {
  it('claims one stored row per equal file row, in file order', () => {
    expect(newRowIndexes(['a', 'a', 'b'], new Map())).toEqual([0, 1, 2]);
    expect(newRowIndexes(['a', 'a', 'b'], new Map([['a', 2], ['b', 1]]))).toEqual([]);
    expect(newRowIndexes(['a', 'a', 'a', 'b', 'c'], new Map([['a', 2]]))).toEqual([2, 3, 4]);
    expect(newRowIndexes(['a'], new Map([['a', 3]]))).toEqual([]);
  });

  it('shows one date or the first and last', () => {
    expect(dateSpan(['2025-02-03'], ' s/d ')).toBe('03-Feb-2025');
    expect(dateSpan(['2025-02-01', '2025-02-02', '2025-02-03'], ' s/d ')).toBe('01-Feb-2025 s/d 03-Feb-2025');
    expect(dateSpan([], ' to ')).toBe('-');
  });
});

describe('rows laid out for the bulk insert', () => {
  it('gives equal content the same key whatever its line, balance or pending flag, and different content another', () => {
    const rows = prepareMutasiRows(ROW_TABLES.mutasi_deposit, [
      mutasiRow(),
      mutasiRow({ line: 9, balanceCents: 100n, pending: true }),
      mutasiRow({ amountCents: 15_000_001n }),
      mutasiRow({ senderName: null }),
      mutasiRow({ time: undefined }),
    ]);
    const [a, b, c, d, e] = [0, 1, 2, 3, 4].map((i) => rows.keyOf(i));
    expect(a).toBe(b);
    expect(new Set([a, c, d, e]).size).toBe(4);
    expect(rows.dates).toEqual(Array(5).fill('2025-02-03'));
    const column = (name: string) => [0, 1, 2, 3, 4].map((i) => rows.valuesOf(i)[rows.columns.indexOf(name)]);
    expect(column('mutasi_amount')).toEqual(['150000.00', '150000.00', '150000.01', '150000.00', '150000.00']);
    expect(column('transaction_at')?.slice(3)).toEqual(['2025-02-03 08:15:22+07', null]);
    expect(column('balance')?.slice(0, 2)).toEqual([null, '1.00']);
  });

  it('writes the chosen rows as COPY text: shared prefix, row key, values; NULL as \\N, tabs, line breaks and backslashes escaped', () => {
    const rows = prepareMutasiRows(ROW_TABLES.mutasi_withdraw, [
      mutasiRow({ line: 2 }),
      mutasiRow({ line: 3, description: 'KE "BUDI"\tC:\\X\r\nNULL', senderName: null, time: undefined }),
      mutasiRow({ line: 4 }),
    ]);
    const lines = copyLines(rows, Int32Array.from([1, 2]), '7\t\\N\t').split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    const cells = lines.map((line) => line.split('\t'));
    const column = (name: string) => cells.slice(0, 2).map((row) => row[rows.columns.indexOf(name) + 3]);
    expect(cells[0]?.slice(0, 3)).toEqual(['7', '\\N', rows.keyOf(1)]);
    expect(cells[1]?.slice(0, 3)).toEqual(['7', '\\N', rows.keyOf(2)]);
    expect(cells.slice(0, 2).map((row) => row.length)).toEqual([rows.columns.length + 3, rows.columns.length + 3]);
    expect(column('line')).toEqual(['3', '4']);
    expect(column('statement_date')).toEqual(['2025-02-03', '2025-02-03']);
    expect(column('transaction_at')).toEqual(['\\N', '2025-02-03 08:15:22+07']);
    expect(column('pending')).toEqual(['f', 'f']);
    expect(column('mutasi_amount')).toEqual(['150000.00', '150000.00']);
    expect(column('description')).toEqual(['KE "BUDI"\\tC:\\\\X\\r\\nNULL', 'TRSF E-BANKING CR SITI RAHAYU']);
    expect(column('sender_name')).toEqual(['\\N', 'SITI RAHAYU']);
  });

  it('dates a BO deposit by its request date in Jakarta and writes its moments with the +07 offset', () => {
    const parsed = PARSERS['nexus-bo-deposit'].parse(new TextEncoder().encode(PARSERS['nexus-bo-deposit'].template.csv), { websiteCode: 'W', transactionType: 'deposit' });
    const rows = prepareBoDepositRows(parsed.rows);
    const value = (name: string) => rows.valuesOf(0)[rows.columns.indexOf(name)];
    expect([value('bank_statement_date'), value('req_date'), value('depo_amount'), value('nett_amount'), value('bo_reason')]).toEqual([
      '2025-02-03',
      '2025-02-03 14:20:11+07',
      '150000.00',
      '150000.00',
      null,
    ]);
  });
});
