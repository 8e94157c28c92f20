import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PARSERS } from '@checker/recon';
import { NO_MATCHING, addSummaries, decideScope, requestInstant, type BoScopeRow, type BoWrite, type MatchSummary, type MutasiScopeRow, type MutasiWrite, type Scope, type ScopeText } from '../matching/decision';
import { SIDES } from '../matching/sides';
import { decidedColumns, uploadParts, type DecideInput } from './decide';
import type { PreparedRows } from './rows';
import { ROW_TABLES, prepareBoDepositRows, prepareMutasiRows } from './rows';

const fixture = (name: string): Uint8Array => readFileSync(join(__dirname, '..', '..', '..', '..', 'libs', 'recon', 'test-fixtures', name));
const DATE = '2025-02-03';
const NOW = '2025-02-03 10:00:00+00';

const storedMutasi = (overrides: Partial<MutasiScopeRow>): MutasiScopeRow => ({
  id: '55',
  upload_id: '3',
  amount: '150000.00',
  corporate_account_no: '1234567890',
  transaction_id: null,
  description: 'TRSF E-BANKING CR 0302/FTSCY/WS95031 150000.00 SITI RAHAYU',
  sender_name: 'SITI RAHAYU',
  sender_account: null,
  mutasi_app: false,
  mutasi_ticket: null,
  match_reason: null,
  ...overrides,
});

const storedBo = (overrides: Partial<BoScopeRow>): BoScopeRow => ({
  id: '21',
  ticket: 'DP900001',
  ref_1: 'OVO2502030002',
  ref_2: null,
  amount: '1250000.00',
  corporate_bank: null,
  user_name: 'budi77',
  full_name: 'BUDI SANTOSO',
  player_bank: null,
  status: 'Approved',
  match_reason: null,
  late: false,
  request_time: null,
  ...overrides,
});

/** Stored rows as an upload's worker receives them (readScopeText). */
const asText = (scope: Scope): ScopeText => ({ bos: JSON.stringify(scope.bos), mutasi: JSON.stringify(scope.mutasi), earlier: JSON.stringify(scope.earlier) });

/** The upload's whole decision: every part (one per date, or per one-sided chunk), merged; each new row's outcome by position. */
function decideUpload(rows: PreparedRows, chosen: number[], input: DecideInput): { bo: BoWrite[]; mutasi: MutasiWrite[]; summary: MatchSummary; ids: number[]; outcomes: string[] } {
  const parts = uploadParts(rows, chosen, input, Infinity);
  const decided = { bo: [] as BoWrite[], mutasi: [] as MutasiWrite[], summary: { approved: 0, pending: 0, unclaimed: 0 }, ids: parts.ids, outcomes: new Array<string>(chosen.length) };
  for (let index = 0; index < parts.count; index += 1) {
    const part = parts.decide(index);
    decided.bo.push(...part.bo);
    decided.mutasi.push(...part.mutasi);
    decided.summary = addSummaries(decided.summary, part.summary);
    part.positions.forEach((position, i) => (decided.outcomes[position] = part.outcomes[i] as string));
  }
  return decided;
}

/** The outcome cells of one new row, as COPY will load them. */
const cells = (outcome: string): string[] => outcome.split('\t').slice(1);

describe('the checker before the rows are written', () => {
  it('decides a BO file with the stored statements as if its rows were stored with the reserved ids', () => {
    const rows = prepareBoDepositRows(PARSERS['nexus-bo-deposit'].parse(fixture('bo-nexus-deposit.csv'), { websiteCode: 'W', transactionType: 'deposit' }).rows);
    const stored: Scope = { bos: [], mutasi: [storedMutasi({})], earlier: [] };
    const decision = decideUpload(rows, [0, 1, 2], {
      side: 'deposit',
      uploadId: 9,
      ids: { first: 101 },
      now: NOW,
      corporateAccountNo: null,
      scopes: [{ date: DATE, scope: asText(stored), labels: [['3', 'BCA']] }],
      holidays: [],
    });

    // The same rows stored first, then matched: what the checker would have written.
    const asStored: BoScopeRow[] = [
      storedBo({ id: '101', ticket: 'DP123456', ref_1: '0302/FTSCY/WS95031', amount: '150000.00', corporate_bank: 'BCA - 1234567890 - PT SUMBER JAYA', user_name: 'siti88', full_name: 'SITI RAHAYU', player_bank: 'BCA - 0123456789 - SITI RAHAYU' }),
      storedBo({ id: '102', ticket: 'DP123457', ref_1: null, amount: '250000.00', corporate_bank: 'BCA - 1234567890 - PT SUMBER JAYA', user_name: 'budi77', full_name: 'BUDI SANTOSO', player_bank: 'BNI - 0987654321 - BUDI SANTOSO', status: 'Pending' }),
      storedBo({ id: '103', ticket: 'DP123458', ref_1: 'EW2502030003', amount: '500000.00', corporate_bank: 'DANA - PT SUMBER JAYA', user_name: 'rina_al', full_name: 'RINA AYU LESTARI', player_bank: 'DANA - 081377788899' }),
    ];
    const expected = decideScope(SIDES.deposit, DATE, { bos: asStored, mutasi: stored.mutasi, earlier: [] }, new Map([['3', 'BCA']]));
    expect(decision.summary).toEqual(expected.summary);
    expect(decision.summary.approved).toBe(1);
    expect(decision.ids).toEqual([101, 102, 103]);
    // Only the stored statement row is updated; the new BO rows carry their outcome.
    expect(decision.bo).toEqual([]);
    expect(decision.mutasi).toEqual(expected.mutasi);
    expect(decision.mutasi).toEqual([expect.objectContaining({ id: 55, boId: 101, ticket: 'DP123456' })]);

    const columns = decidedColumns(ROW_TABLES.bo_deposit);
    expect(columns).toEqual({ id: 'bo_id', outcome: ['bo_approve', 'ket_app', 'approved_by', 'approved_at', 'match_rule', 'match_reason', 'matched_mutasi_id'] });
    const proof = expected.bo.find((write) => write.id === 101);
    expect(cells(decision.outcomes[0] as string)).toEqual(['t', `AUTO: ${proof?.text}`, '\\N', NOW, proof?.rule, proof?.text, '55']);
    for (const position of [1, 2]) {
      const reason = expected.bo.find((write) => write.id === 101 + position)?.text;
      expect(cells(decision.outcomes[position] as string)).toEqual(['f', '\\N', '\\N', '\\N', '\\N', reason, '\\N']);
    }
  });

  it('decides a statement file against the stored BO rows: the stored row is approved by the new row', () => {
    const parsed = PARSERS.manual.parse(fixture('manual-ovo.csv'), { websiteCode: 'W', transactionType: 'deposit', provider: 'OVO' });
    const rows = prepareMutasiRows(ROW_TABLES.mutasi_deposit, parsed.rows);
    const chosen = rows.dates.map((_, index) => index).filter((index) => rows.dates[index] === DATE);
    const pending = storedBo({});
    const decision = decideUpload(rows, chosen, {
      side: 'deposit',
      uploadId: 12,
      ids: { list: chosen.map((_, i) => String(500 + i * 2)).join(',') },
      now: NOW,
      corporateAccountNo: null,
      scopes: [{ date: DATE, scope: asText({ bos: [pending], mutasi: [], earlier: [] }), labels: [['12', 'OVO']] }],
      holidays: [],
    });
    const claimed = decision.bo.find((write) => write.id === 21);
    expect(claimed).toMatchObject({ mutasiId: expect.any(Number), rule: 'REFERENCE' });
    expect(claimed?.text).toMatch(/^ref OVO2502030002 · OVO 03-Feb-2025 #5\d\d$/);
    const position = decision.ids.indexOf(claimed?.mutasiId as number);
    expect(cells(decision.outcomes[position] as string).slice(0, 3)).toEqual(['t', 'AUTO: ref OVO2502030002 · BO deposit DP900001', 'DP900001']);
    expect(decision.mutasi).toEqual([]);
    expect(decision.summary.approved).toBe(1);
  });

  it('decides a BO file into a day without statement rows row by row, as the whole day would be decided', () => {
    // The fixture's rows, one of them refused by its BO status, which gives it a reason of its own.
    const csv = new TextDecoder().decode(fixture('bo-nexus-deposit.csv')).replace(',Pending,', ',Rejected,');
    const rows = prepareBoDepositRows(PARSERS['nexus-bo-deposit'].parse(new TextEncoder().encode(csv), { websiteCode: 'W', transactionType: 'deposit' }).rows);
    // Stored BO rows: one whose stored reason is still right, one whose reason went stale (its statement row was deleted).
    const stored: Scope = { bos: [storedBo({ match_reason: 'no statement uploaded for this day yet' }), storedBo({ id: '22', ticket: 'DP900002', match_reason: 'more than one statement row could be it' })], mutasi: [], earlier: [] };
    const decision = decideUpload(rows, [0, 1, 2], { side: 'deposit', uploadId: 9, ids: { first: 101 }, now: NOW, corporateAccountNo: null, scopes: [{ date: DATE, scope: asText(stored), labels: [] }], holidays: [] });

    const asStored: BoScopeRow[] = [
      storedBo({ id: '101', ticket: 'DP123456', status: 'Approved' }),
      storedBo({ id: '102', ticket: 'DP123457', status: 'Rejected' }),
      storedBo({ id: '103', ticket: 'DP123458', status: 'Approved' }),
    ];
    const expected = decideScope(SIDES.deposit, DATE, { bos: [...stored.bos, ...asStored], mutasi: [], earlier: [] }, new Map());
    expect(decision.summary).toEqual(expected.summary);
    expect(decision.summary).toEqual({ approved: 0, pending: 5, unclaimed: 0 });
    expect(decision.bo).toEqual(expected.bo.filter((write) => write.id < 100));
    expect(decision.bo).toEqual([{ id: 22, mutasiId: null, rule: null, text: 'no statement uploaded for this day yet' }]);
    expect(decision.mutasi).toEqual([]);
    for (const position of [0, 1, 2]) {
      const reason = expected.bo.find((write) => write.id === 101 + position)?.text;
      expect(cells(decision.outcomes[position] as string)).toEqual(['f', '\\N', '\\N', '\\N', '\\N', reason, '\\N']);
    }
    expect(cells(decision.outcomes[1] as string)[5]).toBe('BO status Rejected: never approved automatically');
  });

  it('decides a statement file into a day without pending BO rows row by row: every new row is unclaimed', () => {
    const parsed = PARSERS.manual.parse(fixture('manual-ovo.csv'), { websiteCode: 'W', transactionType: 'deposit', provider: 'OVO' });
    const rows = prepareMutasiRows(ROW_TABLES.mutasi_deposit, parsed.rows);
    const chosen = rows.dates.map((_, index) => index).filter((index) => rows.dates[index] === DATE);
    // A stored row that proves an earlier approval (taken: no reason), and a free one whose stored reason went stale.
    const stored: Scope = { bos: [], mutasi: [storedMutasi({ mutasi_app: true }), storedMutasi({ id: '56', match_reason: 'more than one BO row could be it' })], earlier: [] };
    const ids = chosen.map((_, i) => 500 + i);
    const decision = decideUpload(rows, chosen, { side: 'deposit', uploadId: 12, ids: { first: 500 }, now: NOW, corporateAccountNo: null, scopes: [{ date: DATE, scope: asText(stored), labels: [['12', 'OVO']] }], holidays: [] });

    const asStored = ids.map((id) => storedMutasi({ id: String(id), upload_id: '12' }));
    const expected = decideScope(SIDES.deposit, DATE, { bos: [], mutasi: [...stored.mutasi, ...asStored], earlier: [] }, new Map([['12', 'OVO']]));
    expect(decision.summary).toEqual(expected.summary);
    expect(decision.summary.unclaimed).toBe(chosen.length + 1);
    expect(decision.mutasi).toEqual(expected.mutasi.filter((write) => write.id < 500));
    expect(decision.mutasi).toEqual([{ id: 56, boId: null, ticket: null, rule: null, text: 'no BO row of that amount' }]);
    expect(decision.bo).toEqual([]);
    ids.forEach((id, position) => {
      const reason = expected.mutasi.find((write) => write.id === id)?.text;
      expect(cells(decision.outcomes[position] as string)).toEqual(['f', '\\N', '\\N', '\\N', '\\N', reason, '\\N']);
    });
  });

  it("decides a statement file whole when an earlier day's late request may own one of its credits", () => {
    const parsed = PARSERS.manual.parse(fixture('manual-ovo.csv'), { websiteCode: 'W', transactionType: 'deposit', provider: 'OVO' });
    const rows = prepareMutasiRows(ROW_TABLES.mutasi_deposit, parsed.rows);
    const chosen = rows.dates.map((_, index) => index).filter((index) => rows.dates[index] === DATE);
    const first = parsed.rows.find((row) => rows.dates[parsed.rows.indexOf(row)] === DATE);
    // The day before's request after the cut-off, naming the first credit's sender with its amount.
    const late = storedBo({ id: '7', ticket: 'DP800001', amount: `${String((first?.amountCents ?? 0n) / 100n)}.00`, full_name: first?.senderName ?? null, ref_1: null });
    const stored: Scope = { bos: [], mutasi: [], earlier: [late] };
    const ids = chosen.map((_, i) => 600 + i);
    const decision = decideUpload(rows, chosen, { side: 'deposit', uploadId: 12, ids: { first: 600 }, now: NOW, corporateAccountNo: null, scopes: [{ date: DATE, scope: asText(stored), labels: [['12', 'OVO']] }], holidays: [] });

    const asStored = chosen.map((index, i) => ({ ...storedMutasi({ id: String(600 + i), upload_id: '12', corporate_account_no: null }), amount: String(rows.valueAt(index, rows.columns.indexOf('mutasi_amount'))), description: String(rows.valueAt(index, rows.columns.indexOf('description')) ?? ''), sender_name: rows.valueAt(index, rows.columns.indexOf('sender_name')) as string | null, transaction_id: rows.valueAt(index, rows.columns.indexOf('transaction_id')) as string | null }));
    const expected = decideScope(SIDES.deposit, DATE, { ...stored, mutasi: asStored }, new Map([['12', 'OVO']]));
    expect(decision.summary).toEqual(expected.summary);
    ids.forEach((id, position) => {
      const reason = expected.mutasi.find((write) => write.id === id)?.text;
      expect(cells(decision.outcomes[position] as string)[5]).toBe(reason);
    });
    // The credit it names waits for the next-day pass; the late request is never paired here, nor given a reason: its own day decides it.
    expect(cells(decision.outcomes[0] as string)[5]).toBe('may be the late transfer of DP800001 (an earlier day)');
    expect(decision.bo).toEqual([]);
  });

  it('decides a large day in parts of whole amounts with the outcome the whole day gives', () => {
    const rows = prepareBoDepositRows(PARSERS['nexus-bo-deposit'].parse(fixture('bo-nexus-deposit.csv'), { websiteCode: 'W', transactionType: 'deposit' }).rows);
    // Statement rows of the new rows' amounts (one carrying a ticket of another amount, so two amounts share a part) and of others.
    const stored: Scope = {
      bos: [storedBo({ id: '30', ticket: 'DP900030', ref_1: null, amount: '250000.00', full_name: 'DEWI LESTARI', corporate_bank: 'BCA - 1234567890 - PT SUMBER JAYA' })],
      mutasi: [
        storedMutasi({}),
        storedMutasi({ id: '56', amount: '250000.00', description: 'TRSF E-BANKING CR 0302/FTSCY/WS95032 250000.00 BUDI SANTOSO', sender_name: 'BUDI SANTOSO' }),
        storedMutasi({ id: '57', amount: '500001.00', corporate_account_no: null, description: 'TOPUP DANA DP123458', sender_name: null }),
        storedMutasi({ id: '58', amount: '75000.00', description: 'TRSF E-BANKING CR 75000.00 ANDI', sender_name: 'ANDI' }),
      ],
      earlier: [],
    };
    const input = { side: 'deposit' as const, uploadId: 9, ids: { first: 101 }, now: NOW, corporateAccountNo: null, scopes: [{ date: DATE, scope: asText(stored), labels: [['3', 'BCA']] as Array<[string, string]> }], holidays: [] };
    const whole = decideUpload(rows, [0, 1, 2], input);
    const parts = uploadParts(rows, [0, 1, 2], input, 2);
    expect(parts.count).toBeGreaterThan(2);
    const decided = Array.from({ length: parts.count }, (_, index) => parts.decide(index));
    const byId = (a: { id: number }, b: { id: number }): number => a.id - b.id;
    expect(decided.flatMap((part) => part.bo).sort(byId)).toEqual([...whole.bo].sort(byId));
    expect(decided.flatMap((part) => part.mutasi).sort(byId)).toEqual([...whole.mutasi].sort(byId));
    expect(decided.flatMap((part) => part.positions).sort()).toEqual([0, 1, 2]);
    for (const part of decided) part.positions.forEach((position, i) => expect(part.outcomes[i]).toBe(whole.outcomes[position]));
    expect(decided.map((part) => part.summary).reduce(addSummaries, NO_MATCHING)).toEqual(whole.summary);
    // The ticket DP123458 (500,000) is on the 500,001 credit: both amounts are decided in one part, whose reason names that credit.
    const dana = decided.find((part) => part.positions.includes(2)) as (typeof decided)[number];
    expect(dana.mutasi.map((write) => write.id)).toContain(57);
    expect(cells(dana.outcomes[dana.positions.indexOf(2)] as string)[5]).toMatch(/DP123458/);
  });

  it('refuses ids that do not fit the new rows and a file date without its scope', () => {
    const rows = prepareBoDepositRows(PARSERS['nexus-bo-deposit'].parse(fixture('bo-nexus-deposit.csv'), { websiteCode: 'W', transactionType: 'deposit' }).rows);
    const input = { side: 'deposit' as const, uploadId: 9, now: NOW, corporateAccountNo: null, scopes: [{ date: DATE, scope: asText({ bos: [], mutasi: [], earlier: [] }), labels: [] }], holidays: [] };
    expect(() => decideUpload(rows, [0, 1, 2], { ...input, ids: { list: '1,2' } })).toThrow('2 ids were reserved for 3 new rows.');
    expect(() => decideUpload(rows, [0, 1, 2], { ...input, ids: { first: 1 }, scopes: [] })).toThrow(/decided nothing for new row 0/);
  });

  it("reads a file's request moment as the instant the stored row's time gives, so identical requests pair in time order either way", () => {
    expect(requestInstant('2025-02-03 21:20:00+07')).toBe('2025-02-03T21:20:00+07:00');
    expect(requestInstant('2025-02-03T21:20:00+07:00')).toBe('2025-02-03T21:20:00+07:00');
    expect([requestInstant(null), requestInstant('03/02/2025 21:20')]).toEqual([null, null]);
  });
});
