import { matchLaterPostings } from './later';
import type { LaterBoRow, LaterMutasiRow } from './types';

const CORPORATE = 'BCA - 1234567890 - PT SUMBER JAYA';

function bo(id: number, amount: number, fullName: string, extra: Partial<LaterBoRow> = {}): LaterBoRow {
  return { id, ticket: `DP${100000 + id}`, references: [], amountCents: BigInt(amount) * 100n, corporateBank: CORPORATE, userName: `player${id}`, fullName, playerBank: null, isoDate: '2025-02-03', ...extra };
}

function credit(id: number, amount: number, senderName: string | null, extra: Partial<LaterMutasiRow> = {}): LaterMutasiRow {
  return {
    id,
    amountCents: BigInt(amount) * 100n,
    corporateAccountNo: '1234567890',
    reference: null,
    description: senderName ? `TRSF E-BANKING CR 0402/FTSCY/WS${95000 + id} ${amount}.00 ${senderName}` : 'SETORAN TUNAI',
    senderName,
    senderAccount: null,
    taken: false,
    isoDate: '2025-02-04',
    ...extra,
  };
}

describe('matchLaterPostings', () => {
  it('proves a pending row with the one later credit that names the player, and names its date', () => {
    const result = matchLaterPostings([bo(1, 150_000, 'FITRI HIDAYAT'), bo(2, 80_000, 'BUDI SANTOSO')], [credit(12, 150_000, 'FITRI HIDAYA'), credit(13, 90_000, 'BUDI SANTOSO')]);
    expect(result.matched).toEqual([{ boId: 1, mutasiId: 12, rule: 'CUT_NAME', evidence: 'FITRI HIDAYA', isoDate: '2025-02-04' }]);
  });

  it('takes a reference or the player account as evidence too', () => {
    const result = matchLaterPostings(
      [bo(1, 150_000, 'SITI RAHAYU', { ticket: 'DP777001' }), bo(2, 200_000, 'RINA AYU', { playerBank: 'DANA - 081377788899' })],
      [credit(12, 150_000, 'ANDI WIJAYA', { description: 'DEPO DP777001 ANDI WIJAYA' }), credit(13, 200_000, null, { senderAccount: '081377788899', isoDate: '2025-02-05' })],
    );
    expect(result.matched).toEqual([
      { boId: 1, mutasiId: 12, rule: 'REFERENCE', evidence: 'DP777001', isoDate: '2025-02-04' },
      { boId: 2, mutasiId: 13, rule: 'PLAYER_ACCOUNT', evidence: '081377788899', isoDate: '2025-02-05' },
    ]);
  });

  it('leaves a row with two later candidates of the same strength pending, and takes the stronger of two', () => {
    const two = matchLaterPostings([bo(1, 150_000, 'FITRI HIDAYAT')], [credit(12, 150_000, 'FITRI HIDAYAT'), credit(13, 150_000, 'FITRI HIDAYAT', { isoDate: '2025-02-05' })]);
    expect(two.matched).toEqual([]);
    const stronger = matchLaterPostings([bo(1, 150_000, 'FITRI HIDAYAT')], [credit(12, 150_000, 'FITRI HIDAYA'), credit(13, 150_000, 'FITRI HIDAYAT', { isoDate: '2025-02-05' })]);
    expect(stronger.matched.map((pair) => [pair.boId, pair.mutasiId, pair.rule])).toEqual([[1, 13, 'EXACT_NAME']]);
  });

  it('frees a credit a row also named once that row took its own, stronger one', () => {
    // INDAH ADI HIDAYAT's exact credit is hers; the credit without the middle name is then INDAH HIDAYAT's alone.
    const result = matchLaterPostings([bo(1, 500_000, 'INDAH HIDAYAT'), bo(2, 500_000, 'INDAH ADI HIDAYAT')], [credit(12, 500_000, 'INDAH HIDAYAT'), credit(13, 500_000, 'INDAH ADI HIDAYAT')]);
    expect(result.matched.map((pair) => [pair.boId, pair.mutasiId])).toEqual([
      [1, 12],
      [2, 13],
    ]);
    // Two open rows naming both credits: neither is decided.
    const tied = matchLaterPostings([bo(1, 500_000, 'INDAH HIDAYAT'), bo(2, 500_000, 'INDAH HIDAYAT')], [credit(12, 500_000, 'INDAH HIDAYAT'), credit(13, 500_000, 'INDAH HIDAYAT')]);
    expect(tied.matched).toEqual([]);
  });

  it("takes a row's longer cut over its first name alone, which then proves the other row", () => {
    const result = matchLaterPostings(
      [bo(1, 750_000, 'JUNAEDI RAHMAT PRASETYO'), bo(2, 750_000, 'JUNAEDI DEWI SAPUTRA')],
      [credit(12, 750_000, 'BPK JUNAEDI'), credit(13, 750_000, 'JUNAEDI RAHM')],
    );
    expect(result.matched.map((pair) => [pair.boId, pair.mutasiId])).toEqual([
      [1, 13],
      [2, 12],
    ]);
  });

  it('marks a pair whose evidence is a first name alone', () => {
    const result = matchLaterPostings([bo(1, 150_000, 'ZULKIFLI WIBOWO'), bo(2, 80_000, 'FITRI HIDAYAT')], [credit(12, 150_000, 'IBU ZULKIFLI'), credit(13, 80_000, 'FITRI HIDAYA')]);
    expect(result.matched.map(({ boId, rule, firstNameOnly }) => [boId, rule, firstNameOnly])).toEqual([
      [1, 'CUT_NAME', true],
      [2, 'CUT_NAME', undefined],
    ]);
  });

  it('takes none when one credit could prove two BO rows', () => {
    const result = matchLaterPostings([bo(1, 150_000, 'FITRI HIDAYAT'), bo(2, 150_000, 'FITRI HIDAYATI')], [credit(12, 150_000, 'FITRI HIDAYA')]);
    expect(result.matched).toEqual([]);
  });

  it('never takes an amount alone, another amount, another account, a taken credit or a refused BO row', () => {
    expect(matchLaterPostings([bo(1, 150_000, 'FITRI HIDAYAT')], [credit(12, 150_000, null)]).matched).toEqual([]);
    expect(matchLaterPostings([bo(1, 150_000, 'FITRI HIDAYAT')], [credit(12, 150_001, 'FITRI HIDAYAT')]).matched).toEqual([]);
    expect(matchLaterPostings([bo(1, 150_000, 'FITRI HIDAYAT')], [credit(12, 150_000, 'FITRI HIDAYAT', { corporateAccountNo: '9999999999' })]).matched).toEqual([]);
    expect(matchLaterPostings([bo(1, 150_000, 'FITRI HIDAYAT')], [credit(12, 150_000, 'FITRI HIDAYAT', { taken: true })]).matched).toEqual([]);
    expect(matchLaterPostings([bo(1, 150_000, 'FITRI HIDAYAT', { status: 'Rejected' })], [credit(12, 150_000, 'FITRI HIDAYAT')]).matched).toEqual([]);
  });

  it('finds candidates through the index when an amount has many credits', () => {
    const strangers = Array.from({ length: 40 }, (_, i) => credit(100 + i, 150_000, `ANDI TANOTO${String.fromCharCode(65 + (i % 26))}`));
    const result = matchLaterPostings([bo(1, 150_000, 'MUHAMMAD RIZKY PRATAMA')], [...strangers, credit(12, 150_000, 'M RIZKY PRATAMA')]);
    expect(result.matched).toEqual([{ boId: 1, mutasiId: 12, rule: 'CUT_NAME', evidence: 'M RIZKY PRATAMA', isoDate: '2025-02-04' }]);
  });
});

describe('matchLaterPostings with the later day\'s own pending requests', () => {
  it('leaves a credit the later day\'s pending request names too', () => {
    const result = matchLaterPostings([bo(1, 150_000, 'FITRI HIDAYAT')], [credit(12, 150_000, 'FITRI HIDAYA')], [bo(50, 150_000, 'FITRI HIDAYATI')]);
    expect(result.matched).toEqual([]);
  });

  it('still takes a credit carrying the earlier request\'s reference, which outranks a name', () => {
    const result = matchLaterPostings(
      [bo(1, 150_000, 'FITRI HIDAYAT', { ticket: 'DP777001' })],
      [credit(12, 150_000, 'FITRI HIDAYA', { description: 'TRSF E-BANKING CR 0402/FTSCY/WS95031 DEPO DP777001 FITRI HIDAYA' })],
      [bo(50, 150_000, 'FITRI HIDAYATI')],
    );
    expect(result.matched).toEqual([{ boId: 1, mutasiId: 12, rule: 'REFERENCE', evidence: 'DP777001', isoDate: '2025-02-04' }]);
  });
});

describe('matchLaterPostings with identical requests', () => {
  const dian = (id: number, time: string, extra: Partial<LaterBoRow> = {}): LaterBoRow => bo(id, 500_000, 'DIAN SINAGA', { userName: 'dian384', time, late: true, ...extra });

  it('proves two late requests of one day with the two later credits naming them, in time order', () => {
    const result = matchLaterPostings([dian(2, '2025-02-03T23:59:00+07:00'), dian(1, '2025-02-03T22:58:00+07:00')], [credit(13, 500_000, 'DIAN SINAGA', { isoDate: '2025-02-05' }), credit(12, 500_000, 'DIAN SINAG')]);
    expect(result.matched.map(({ boId, mutasiId, group }) => [boId, mutasiId, group])).toEqual([
      [1, 12, 1],
      [2, 13, 1],
    ]);
  });

  it('proves a late request with the same player\'s request of the next day when that day holds a credit for each, in time order', () => {
    const nextDay = dian(50, '2025-02-04T00:49:00+07:00', { isoDate: '2025-02-04', late: false });
    const result = matchLaterPostings([dian(1, '2025-02-03T22:47:00+07:00')], [credit(13, 500_000, 'DIAN SINAGA'), credit(12, 500_000, 'DIAN SINAG')], [nextDay]);
    expect(result.matched.map(({ boId, mutasiId, group, isoDate }) => [boId, mutasiId, group, isoDate])).toEqual([
      [1, 12, 1, '2025-02-04'],
      [50, 13, 1, '2025-02-04'],
    ]);
    // Without times the earlier day's request comes first.
    const untimed = matchLaterPostings([dian(1, '', { time: null })], [credit(12, 500_000, 'DIAN SINAGA'), credit(13, 500_000, 'DIAN SINAGA')], [{ ...nextDay, id: 0, time: null }]);
    expect(untimed.matched.map(({ boId, mutasiId }) => [boId, mutasiId])).toEqual([
      [0, 13],
      [1, 12],
    ]);
  });

  it('leaves requests of two days pending when their credits are of two days, or the counts differ', () => {
    const nextDay = dian(50, '2025-02-04T00:49:00+07:00', { isoDate: '2025-02-04', late: false });
    const twoDays = [credit(12, 500_000, 'DIAN SINAGA'), credit(13, 500_000, 'DIAN SINAGA', { isoDate: '2025-02-05' })];
    expect(matchLaterPostings([dian(1, '2025-02-03T22:47:00+07:00')], twoDays, [nextDay]).matched).toEqual([]);
    const three = [credit(12, 500_000, 'DIAN SINAGA'), credit(13, 500_000, 'DIAN SINAGA'), credit(14, 500_000, 'DIAN SINAGA')];
    expect(matchLaterPostings([dian(1, '2025-02-03T22:47:00+07:00')], three, [nextDay]).matched).toEqual([]);
  });

  it('takes none when the counts differ, another player names a credit, or a credit carries one request\'s ticket', () => {
    const twins = [dian(1, '2025-02-03T22:47:00+07:00'), dian(2, '2025-02-03T23:10:00+07:00')];
    const two = [credit(12, 500_000, 'DIAN SINAGA'), credit(13, 500_000, 'DIAN SINAGA')];
    expect(matchLaterPostings(twins, [...two, credit(14, 500_000, 'DIAN SINAGA')]).matched).toEqual([]);
    expect(matchLaterPostings(twins, two, [bo(60, 500_000, 'DIAN SINAGA', { userName: 'dian999', isoDate: '2025-02-04' })]).matched).toEqual([]);
    const ticketed = matchLaterPostings(twins, [credit(12, 500_000, 'DIAN SINAGA', { description: `DEPO ${twins[0]?.ticket} DIAN SINAGA` }), two[1] as LaterMutasiRow]);
    // Not a group: the ticket's credit is the first request's alone, and the rounds take no credit another open row names.
    expect(ticketed.matched).toEqual([]);
  });
});
