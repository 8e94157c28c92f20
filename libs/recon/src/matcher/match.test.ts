import { dayOutcome, dayState, decideDay, matchDay } from './match';
import { corporateAccountOfBo } from './evidence';
import type { MatchBoRow, MatchMutasiRow } from './types';

const CORPORATE = 'BCA - 1234567890 - PT SUMBER JAYA';

function bo(id: number, amount: number, fullName: string | null, extra: Partial<MatchBoRow> = {}): MatchBoRow {
  return {
    id,
    ticket: `DP${100000 + id}`,
    references: [],
    amountCents: BigInt(amount) * 100n,
    corporateBank: CORPORATE,
    userName: (fullName ?? `player${id}`).toLowerCase().replace(/\W/g, ''),
    fullName,
    playerBank: null,
    ...extra,
  };
}

function mutasi(id: number, amount: number, senderName: string | null, extra: Partial<MatchMutasiRow> = {}): MatchMutasiRow {
  return {
    id,
    amountCents: BigInt(amount) * 100n,
    corporateAccountNo: '1234567890',
    reference: null,
    description: senderName ? `TRSF E-BANKING CR 0302/FTSCY/WS${95000 + id} ${amount}.00 ${senderName}` : 'SETORAN TUNAI',
    senderName,
    senderAccount: null,
    taken: false,
    ...extra,
  };
}

describe('matchDay', () => {
  it('matches on an exact reference found as a token of the description, whatever the name says', () => {
    const result = matchDay(
      [bo(1, 150_000, 'SITI RAHAYU', { ticket: '8812' })],
      [mutasi(12, 150_000, 'ANDI WIJAYA', { description: 'TRSF E-BANKING CR 0302/FTSCY/WS95031 DEPO 8812 ANDI WIJAYA' })],
    );
    expect(result.matched).toEqual([{ boId: 1, mutasiId: 12, rule: 'REFERENCE', evidence: '8812' }]);
    expect(result.pendingBo).toEqual([]);
    expect(result.unclaimedMutasi).toEqual([]);
  });

  it('does not take a ticket inside a longer number, and says when a reference has another amount', () => {
    const inside = matchDay([bo(1, 150_000, 'SITI RAHAYU', { ticket: '8812' })], [mutasi(2, 150_000, 'ANDI WIJAYA', { description: 'TRSF 188120 ANDI WIJAYA' })]);
    expect(inside.matched).toEqual([]);
    expect(inside.pendingBo).toEqual([{ id: 1, reason: 'amount found but name differs' }]);

    const otherAmount = matchDay([bo(1, 150_000, 'SITI RAHAYU', { ticket: 'DP8812' })], [mutasi(7, 100_000, 'SITI RAHAYU', { reference: 'DP8812' })]);
    expect(otherAmount.matched).toEqual([]);
    expect(otherAmount.pendingBo).toEqual([{ id: 1, reason: 'reference DP8812 found on mutasi #7 with another amount' }]);
  });

  it("matches a name the statement writes differently ('SITI RAHAYU' vs 'Siti Rahayu S.') and a name the bank cut", () => {
    const result = matchDay(
      [bo(1, 150_000, 'SITI RAHAYU'), bo(2, 200_000, 'MUHAMMAD RIZKY PRATAMA')],
      [mutasi(10, 150_000, 'Siti Rahayu S.'), mutasi(11, 200_000, 'MUHAMMAD RIZKY PRA')],
    );
    expect(result.matched).toEqual([
      { boId: 1, mutasiId: 10, rule: 'NAME', evidence: 'Siti Rahayu S.' },
      { boId: 2, mutasiId: 11, rule: 'NAME', evidence: 'MUHAMMAD RIZKY PRA' },
    ]);
  });

  it('tells two players apart who sent the same amount on the same day', () => {
    const result = matchDay(
      [bo(1, 100_000, 'SITI RAHAYU'), bo(2, 100_000, 'BUDI SANTOSO')],
      [mutasi(10, 100_000, 'BUDI SANTOSO'), mutasi(11, 100_000, 'SITI RAHAYU')],
    );
    expect(result.matched).toEqual([
      { boId: 1, mutasiId: 11, rule: 'EXACT_NAME', evidence: 'SITI RAHAYU' },
      { boId: 2, mutasiId: 10, rule: 'EXACT_NAME', evidence: 'BUDI SANTOSO' },
    ]);
  });

  it('takes none of two identical BO rows with one statement row, and says how many of each there are', () => {
    const twin = bo(1, 100_000, 'SITI RAHAYU', { ticket: 'DP555001' });
    const result = matchDay([twin, { ...twin, id: 2 }], [mutasi(10, 100_000, 'SITI RAHAYU')]);
    expect(result.matched).toEqual([]);
    expect(result.pendingBo).toEqual([
      { id: 1, reason: '2 requests, 1 transfer' },
      { id: 2, reason: '2 requests, 1 transfer' },
    ]);
    expect(result.unclaimedMutasi).toEqual([{ id: 10, reason: '2 requests, 1 transfer' }]);
  });

  it('gives the day\'s one transfer to the earlier of two identical requests when the other was made after the cut-off', () => {
    const twin = bo(1, 100_000, 'SITI RAHAYU', { ticket: 'DP555001' });
    const result = matchDay([twin, { ...twin, id: 2, late: true }], [mutasi(10, 100_000, 'SITI RAHAYU')]);
    expect(result.matched.map((pair) => [pair.boId, pair.mutasiId])).toEqual([[1, 10]]);
    expect(result.pendingBo.map((row) => row.id)).toEqual([2]);
    // Both late without their times, or neither late: which one the transfer pays is not known.
    expect(matchDay([{ ...twin, late: true }, { ...twin, id: 2, late: true }], [mutasi(10, 100_000, 'SITI RAHAYU')]).matched).toEqual([]);
  });

  it('gives the day\'s transfers to the first identical requests in time order when every later one was made after the cut-off', () => {
    const twin = bo(1, 100_000, 'SITI RAHAYU', { ticket: 'DP555001', time: '2025-02-03T21:40:00+07:00', late: true });
    const both = matchDay([{ ...twin, id: 1, time: '2025-02-03T23:10:00+07:00' }, { ...twin, id: 2 }], [mutasi(10, 100_000, 'SITI RAHAYU')]);
    expect(both.matched.map((pair) => [pair.boId, pair.mutasiId])).toEqual([[2, 10]]);
    expect(both.pendingBo.map((row) => row.id)).toEqual([1]);
    // Three requests and one transfer: the second request, made before the cut-off, should have been paid that day too.
    const early = { ...twin, late: false, time: '2025-02-03T20:10:00+07:00' };
    const three = matchDay([{ ...early, id: 1 }, { ...early, id: 2, time: '2025-02-03T20:50:00+07:00' }, { ...twin, id: 3 }], [mutasi(10, 100_000, 'SITI RAHAYU')]);
    expect(three.matched).toEqual([]);
    expect(three.pendingBo.map((row) => row.reason)).toEqual(['3 requests, 1 transfer', '3 requests, 1 transfer', '3 requests, 1 transfer']);
  });

  it('pairs two deposits of one player with that player\'s two transfers', () => {
    const result = matchDay(
      [bo(1, 50_000, 'SITI RAHAYU', { userName: 'siti88' }), bo(2, 50_000, 'SITI RAHAYU', { userName: 'siti88' })],
      [mutasi(10, 50_000, 'SITI RAHAYU'), mutasi(11, 50_000, 'SITI RAHAYU')],
    );
    expect(result.matched.map((m) => [m.boId, m.mutasiId])).toEqual([
      [1, 10],
      [2, 11],
    ]);
  });

  it('leaves namesakes of different players and a name inside a longer name pending as ambiguous', () => {
    const namesakes = matchDay(
      [bo(1, 100_000, 'SITI RAHAYU', { userName: 'siti88' }), bo(2, 100_000, 'SITI RAHAYU', { userName: 'sitir' })],
      [mutasi(10, 100_000, 'SITI RAHAYU')],
    );
    expect(namesakes.matched).toEqual([]);
    expect(namesakes.pendingBo).toEqual([
      { id: 1, reason: 'ambiguous: 1 candidate shared by 2 rows' },
      { id: 2, reason: 'ambiguous: 1 candidate shared by 2 rows' },
    ]);
    expect(namesakes.unclaimedMutasi).toEqual([{ id: 10, reason: 'ambiguous: 2 candidates' }]);

    const twoMutasi = matchDay([bo(1, 100_000, 'SITI RAHAYU SUSANTI')], [mutasi(10, 100_000, 'SITI RAHAYU'), mutasi(11, 100_000, 'SITI RAHAYU SUSAN')]);
    expect(twoMutasi.matched).toEqual([]);
    expect(twoMutasi.pendingBo).toEqual([{ id: 1, reason: 'ambiguous: 2 candidates' }]);

    const longer = matchDay([bo(1, 100_000, 'SITI RAHAYU')], [mutasi(10, 100_000, 'SITI RAHAYU SUSANTI')]);
    expect(longer.matched).toEqual([]);
    expect(longer.pendingBo).toEqual([{ id: 1, reason: 'amount found but name differs' }]);
  });

  it('says why nothing matched: no such amount, another account, rows already taken', () => {
    const none = matchDay([bo(1, 75_000, 'SITI RAHAYU')], [mutasi(10, 100_000, 'SITI RAHAYU')]);
    expect(none.matched).toEqual([]);
    expect(none.pendingBo).toEqual([{ id: 1, reason: 'no statement row of that amount' }]);
    expect(none.unclaimedMutasi).toEqual([{ id: 10, reason: 'no BO row of that amount' }]);

    const otherAccount = matchDay([bo(1, 100_000, 'SITI RAHAYU')], [mutasi(10, 100_000, 'SITI RAHAYU', { corporateAccountNo: '9999999999' }), mutasi(11, 75_000, 'BUDI SANTOSO')]);
    expect(otherAccount.pendingBo).toEqual([{ id: 1, reason: 'amount found on another account' }]);

    // The BO row's account has no statement row at all that day: its statement is not uploaded yet.
    const notYet = matchDay([bo(1, 100_000, 'SITI RAHAYU')], [mutasi(10, 100_000, 'SITI RAHAYU', { corporateAccountNo: '9999999999' })]);
    expect(notYet.pendingBo).toEqual([{ id: 1, reason: 'no statement uploaded for this day yet' }]);

    // Narrowed to one amount by a caller that says what the whole day holds: the account's statement is there.
    const account = corporateAccountOfBo(bo(1, 75_000, 'SITI RAHAYU').corporateBank) as string;
    const narrowed = matchDay([bo(1, 75_000, 'SITI RAHAYU')], [], [], { accounts: new Set([account]), any: true });
    expect(narrowed.pendingBo).toEqual([{ id: 1, reason: 'no statement row of that amount' }]);
    const narrowedOther = matchDay([bo(1, 75_000, 'SITI RAHAYU')], [mutasi(10, 75_000, 'SITI RAHAYU', { corporateAccountNo: '9999999999' })], [], { accounts: new Set([account, '9999999999']), any: true });
    expect(narrowedOther.pendingBo).toEqual([{ id: 1, reason: 'amount found on another account' }]);
    expect(matchDay([bo(1, 75_000, 'SITI RAHAYU')], [], [], { accounts: new Set(), any: false }).pendingBo).toEqual([{ id: 1, reason: 'no statement uploaded for this day yet' }]);

    const taken = matchDay([bo(1, 100_000, 'SITI RAHAYU')], [mutasi(10, 100_000, 'SITI RAHAYU', { taken: true })]);
    expect(taken.matched).toEqual([]);
    expect(taken.pendingBo).toEqual([{ id: 1, reason: 'statement rows of that amount are matched to other BO rows' }]);
    expect(taken.unclaimedMutasi).toEqual([]);
  });

  it('gives a day with rows on one side only the reasons a full run gives (the first file of a day)', () => {
    const bos = [bo(3, 50_000, 'BUDI'), bo(1, 75_000, 'SITI RAHAYU', { status: 'Rejected' }), bo(2, 75_000, null)];
    const statements = [mutasi(12, 20_000, 'RINA', { taken: true }), mutasi(10, 30_000, null)];
    const boOnly = matchDay(bos, []);
    const mutasiOnly = matchDay([], statements);
    expect(boOnly.matched).toEqual([]);
    expect(boOnly.unclaimedMutasi).toEqual([]);
    expect(mutasiOnly.matched).toEqual([]);
    expect(mutasiOnly.pendingBo).toEqual([]);
    expect(mutasiOnly.unclaimedMutasi).toEqual([{ id: 10, reason: 'no BO row of that amount' }]);
    // The full run, given one statement row of another account, says the same of the rest.
    const full = matchDay(bos, [mutasi(99, 1_000, 'NOBODY', { corporateAccountNo: '9999999999' })]);
    expect(full.matched).toEqual([]);
    expect(boOnly.pendingBo).toEqual(full.pendingBo);
    expect(boOnly.pendingBo.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(boOnly.pendingBo[1]?.reason).toBe('no statement uploaded for this day yet');
    expect(mutasiOnly.unclaimedMutasi).toEqual(matchDay([bo(99, 1_000, 'NOBODY')], statements).unclaimedMutasi);
  });

  it('matches by the player account number, and refuses a sender account that is not the player\'s', () => {
    const byAccount = matchDay(
      [bo(1, 300_000, 'RINA AYU LESTARI', { playerBank: 'DANA - 081377788899' })],
      [mutasi(10, 300_000, null, { description: 'DANA TOPUP', senderAccount: '081377788899' })],
    );
    expect(byAccount.matched).toEqual([{ boId: 1, mutasiId: 10, rule: 'PLAYER_ACCOUNT', evidence: '081377788899' }]);

    const otherAccount = matchDay(
      [bo(1, 300_000, 'RINA AYU LESTARI', { playerBank: 'BCA - 0123456789 - RINA AYU LESTARI' })],
      [mutasi(10, 300_000, null, { description: 'DANA TOPUP', senderAccount: '081377788899' })],
    );
    expect(otherAccount.matched).toEqual([]);
    expect(otherAccount.pendingBo).toEqual([{ id: 1, reason: 'amount found but name differs' }]);
  });

  it('matches a unique amount on the account when the statement names nobody, but never against a different name', () => {
    const unique = matchDay([bo(1, 123_000, 'SITI RAHAYU'), bo(2, 100_000, 'BUDI SANTOSO')], [mutasi(10, 123_000, null), mutasi(11, 100_000, 'AGUS SALIM')]);
    expect(unique.matched).toEqual([{ boId: 1, mutasiId: 10, rule: 'UNIQUE_AMOUNT', evidence: '' }]);
    expect(unique.pendingBo).toEqual([{ id: 2, reason: 'amount found but name differs' }]);
    expect(unique.unclaimedMutasi).toEqual([{ id: 11, reason: 'amount found but name differs' }]);

    const twoNameless = matchDay([bo(1, 123_000, 'SITI RAHAYU')], [mutasi(10, 123_000, null), mutasi(11, 123_000, null, { description: 'SETORAN TUNAI ATM' })]);
    expect(twoNameless.matched).toEqual([]);
    expect(twoNameless.pendingBo).toEqual([{ id: 1, reason: 'ambiguous: 2 candidates' }]);
  });

  it('matches withdrawals the same way (BO withdraw against debit rows)', () => {
    const withdraw: MatchBoRow = {
      id: 5,
      ticket: 'WD123456',
      references: ['RC001', 'ORC001'],
      amountCents: 28_749_000n,
      corporateBank: 'BCA - 1234567890 - PT SUMBER JAYA',
      userName: 'budi77',
      fullName: 'BUDI SANTOSO',
      playerBank: 'BNI - 0987654321 - BUDI SANTOSO',
    };
    const debits = [
      mutasi(20, 287_490, 'BUDI SANTOSO', { description: 'BI-FAST DB TRANSFER KE 009 BUDI SANTOSO' }),
      mutasi(21, 1_000_000, 'AHMAD FAUZI', { description: 'TRSF E-BANKING DB 0302/FTSCY/WS95099 AHMAD FAUZI' }),
    ];
    const result = matchDay([withdraw], debits);
    expect(result.matched).toEqual([{ boId: 5, mutasiId: 20, rule: 'EXACT_NAME', evidence: 'BUDI SANTOSO' }]);
    expect(result.unclaimedMutasi).toEqual([{ id: 21, reason: 'no BO row of that amount' }]);
  });

  it('never approves a BO row the BO itself rejected or cancelled: it stays pending with the status as the reason and claims no money', () => {
    const result = matchDay(
      [
        bo(1, 150_000, 'SITI RAHAYU', { status: 'Rejected', ticket: 'DP777101' }),
        bo(2, 150_000, 'SITI RAHAYU', { status: 'Approved' }),
        bo(3, 80_000, 'BUDI SANTOSO', { status: ' cancelled ' }),
        bo(4, 90_000, 'AGUS SALIM', { status: 'CANCELED' }),
      ],
      [mutasi(10, 150_000, 'SITI RAHAYU', { description: 'DEPO DP777101 SITI RAHAYU' }), mutasi(11, 80_000, 'BUDI SANTOSO'), mutasi(12, 90_000, null)],
    );
    // The approved twin takes the money, even though the reference names the rejected ticket.
    expect(result.matched).toEqual([{ boId: 2, mutasiId: 10, rule: 'EXACT_NAME', evidence: 'SITI RAHAYU' }]);
    expect(result.pendingBo).toEqual([
      { id: 1, reason: 'BO status Rejected: never approved automatically' },
      { id: 3, reason: 'BO status cancelled: never approved automatically' },
      { id: 4, reason: 'BO status CANCELED: never approved automatically' },
    ]);
    expect(result.unclaimedMutasi).toEqual([
      { id: 11, reason: 'no BO row of that amount' },
      { id: 12, reason: 'no BO row of that amount' },
    ]);
    // Success, Approved, Pending and no status at all are matched as before.
    for (const status of ['Success', 'Approved', 'Pending', null, undefined]) {
      expect(matchDay([bo(1, 80_000, 'BUDI SANTOSO', { status })], [mutasi(11, 80_000, 'BUDI SANTOSO')]).matched).toHaveLength(1);
    }
  });

  it('leaves a reference found on two different statement rows pending', () => {
    const result = matchDay(
      [bo(1, 150_000, 'SITI RAHAYU', { ticket: 'DP777001' })],
      [mutasi(10, 150_000, 'ANDI', { description: 'DEPO DP777001 ANDI' }), mutasi(11, 150_000, 'BUDI', { description: 'DP777001 BUDI' })],
    );
    expect(result.matched).toEqual([]);
    expect(result.pendingBo).toEqual([{ id: 1, reason: 'ambiguous: 2 candidates' }]);
  });
});

describe('matchDay: names as banks print them (CUT_NAME)', () => {
  it.each([
    ['FITRI HIDAYAT', 'FITRI HIDAYA', 'cut at 12 characters mid-word'],
    ['ANDI KURNIAWAN', 'ANDI KURNIAW', 'cut at 12 characters'],
    ['Wahyu Santoso', 'wahyu santos', 'lower case and cut'],
    ['MUHAMMAD RIZKY PRATAMA', 'MUHAMMAD RIZKY PRA', 'cut at 18 characters (a full-name match already)'],
    ['DEWI KARTIKA PERMATASARI', 'DEWI KARTIKA PERMA', 'cut at 18 characters'],
    ['BUDI HARTONO', 'BPK BUDI HARTO', 'a title before the name'],
    ['SITI AMINAH', 'IBU SITI AMINA', 'another title'],
    ['AHMAD FAUZI', 'H. AHMAD FAUZ', 'a pilgrim title'],
    ['MUHAMMAD RIZKY', 'M RIZKY', 'an initial for the first name'],
    ['SITI NUR AISYAH', 'SITI AISYAH', 'a middle name missing on the statement'],
    ['RINA AYU LESTARI', '  rina   ayu.  lestar ', 'extra spaces and punctuation'],
    ['LESTARI UTAMI SIAGIAN', 'IBU LESTARI', 'a title and the first name, all a 12-character field keeps'],
    ['MUHAMMAD PANJAITAN', 'BPK M PANJAI', 'a title, an initial and a cut word'],
  ])('proves %j with a statement showing %j (%s)', (boName, shown) => {
    const result = matchDay([bo(1, 150_000, boName)], [mutasi(10, 150_000, shown), mutasi(11, 150_000, 'AGUS TANOTO')]);
    expect(result.matched).toHaveLength(1);
    expect(result.matched[0]).toMatchObject({ boId: 1, mutasiId: 10 });
    expect(['NAME', 'CUT_NAME']).toContain(result.matched[0]?.rule);
  });

  it('reads a cut name at the end of a description without a sender name (KlikBCA)', () => {
    const result = matchDay(
      [bo(1, 150_000, 'FITRI HIDAYAT')],
      [mutasi(10, 150_000, null, { description: 'TRSF E-BANKING CR 0402/FTSCY/WS95031 150000.00 FITRI HIDAYA' }), mutasi(11, 150_000, 'AGUS TANOTO')],
    );
    expect(result.matched).toEqual([{ boId: 1, mutasiId: 10, rule: 'CUT_NAME', evidence: 'FITRI HIDAYA' }]);
  });

  it.each([
    ['SITI RAHAYU', 'SITI RAHAYU SUSAN', 'an extra word the BO name lacks'],
    ['ANDI KURNIAWAN', 'ANDI SAPUTRA', 'another surname'],
    ['ANDI KURNIAWAN', 'ANDI K', 'too little left to tell people apart'],
    ['MUHAMMAD RIZKY', 'RIZKY MUHAMMAD', 'words in another order'],
    ['MUHAMMAD RIZKY', 'RIZKY', 'one word alone, not the first'],
  ])('does not take %j for a statement showing %j (%s)', (boName, shown) => {
    const result = matchDay([bo(1, 150_000, boName)], [mutasi(10, 150_000, shown)]);
    expect(result.matched).toEqual([]);
    expect(result.pendingBo).toEqual([{ id: 1, reason: 'amount found but name differs' }]);
  });

  it('does not let one name outrank another between players: a row both could be is a tie', () => {
    // Row 10 is the exact name of BO 2 and, with the middle name left out, a cut name of BO 1:
    // banks print either so, and a stronger name does not make the weaker claimant someone else.
    const result = matchDay([bo(1, 150_000, 'SITI NUR AISYAH'), bo(2, 150_000, 'SITI AISYAH')], [mutasi(10, 150_000, 'SITI AISYAH')]);
    expect(result.matched).toEqual([]);
    expect(result.pendingBo).toEqual([
      { id: 1, reason: 'ambiguous: 1 candidate shared by 2 rows' },
      { id: 2, reason: 'ambiguous: 1 candidate shared by 2 rows' },
    ]);
    // A BO row's own candidates are taken strongest first: its exact name wins over its cut name.
    const own = matchDay([bo(1, 150_000, 'FITRI HIDAYAT')], [mutasi(10, 150_000, 'FITRI HIDAYAT'), mutasi(11, 150_000, 'FITRI HIDAYA')]);
    expect(own.matched).toEqual([{ boId: 1, mutasiId: 10, rule: 'EXACT_NAME', evidence: 'FITRI HIDAYAT' }]);
  });

  it('leaves a cut name two players could be pending (a tie stays pending)', () => {
    const result = matchDay([bo(1, 150_000, 'ANDI KURNIAWAN'), bo(2, 150_000, 'ANDI KURNIAWATI')], [mutasi(11, 150_000, 'ANDI KURNIAW')]);
    expect(result.matched).toEqual([]);
    expect(result.pendingBo).toEqual([
      { id: 1, reason: 'ambiguous: 1 candidate shared by 2 rows' },
      { id: 2, reason: 'ambiguous: 1 candidate shared by 2 rows' },
    ]);
  });

  it('leaves a first name alone pending when two players have that first name, and finds it among many credits of the amount', () => {
    const tie = matchDay([bo(1, 150_000, 'LESTARI UTAMI'), bo(2, 150_000, 'LESTARI WIDODO')], [mutasi(11, 150_000, 'IBU LESTARI')]);
    expect(tie.matched).toEqual([]);
    expect(tie.pendingBo.map((row) => row.reason)).toEqual(['ambiguous: 1 candidate shared by 2 rows', 'ambiguous: 1 candidate shared by 2 rows']);
    // More credits of the amount than a bucket walks whole: the name index must know one-word senders.
    const others = Array.from({ length: 20 }, (_, i) => mutasi(20 + i, 150_000, `AGUS TANOTO ${'ABCDEFGHIJKLMNOPQRSTU'.charAt(i)}${'XYZ'.repeat(2)}`));
    const found = matchDay([bo(1, 150_000, 'LESTARI UTAMI SIAGIAN'), bo(2, 150_000, 'BUDI SALIM')], [...others, mutasi(11, 150_000, 'IBU LESTARI')]);
    expect(found.matched).toEqual([{ boId: 1, mutasiId: 11, rule: 'CUT_NAME', evidence: 'IBU LESTARI' }]);
  });

  it("takes a row's longer cut before its first name alone, which then proves the other player of that first name", () => {
    // Row 11 is JUNAEDI RAHMAT's only (two words agree); row 10 keeps the first name alone, which both could be.
    const players = [bo(1, 750_000, 'JUNAEDI DEWI SAPUTRA'), bo(2, 750_000, 'JUNAEDI RAHMAT PRASETYO')];
    const result = matchDay(players, [mutasi(10, 750_000, 'BPK JUNAEDI'), mutasi(11, 750_000, 'JUNAEDI RAHM')]);
    expect(result.matched).toEqual([
      { boId: 1, mutasiId: 10, rule: 'CUT_NAME', evidence: 'BPK JUNAEDI' },
      { boId: 2, mutasiId: 11, rule: 'CUT_NAME', evidence: 'JUNAEDI RAHM' },
    ]);
    // Without the longer cut, the first name alone is still a tie between the two.
    const tie = matchDay(players, [mutasi(10, 750_000, 'BPK JUNAEDI')]);
    expect(tie.matched).toEqual([]);
    expect(tie.pendingBo.map((row) => row.reason)).toEqual(['ambiguous: 1 candidate shared by 2 rows', 'ambiguous: 1 candidate shared by 2 rows']);
    // A longer cut another player could be is a tie at that strength: the first name alone does not break it.
    const rivals = matchDay([...players, bo(3, 750_000, 'JUNAEDI RAHMAN')], [mutasi(10, 750_000, 'BPK JUNAEDI'), mutasi(11, 750_000, 'JUNAEDI RAHM')]);
    expect(rivals.matched).toEqual([]);
  });

  it("takes a row's cut that keeps its name better: more words, none of them left out, more letters", () => {
    const pairs = (rows: MatchBoRow[], statements: MatchMutasiRow[]): Array<[number, number]> => matchDay(rows, statements).matched.map((pair) => [pair.boId, pair.mutasiId]);
    // 'BPK FITRI JAYA PRATAMA' keeps three words of player 1's name, 'FITRI PRATAMA' two: player 2's exact name is then player 2's.
    const fitri = [mutasi(10, 2_000_000, 'FITRI PRATAMA'), mutasi(11, 2_000_000, 'BPK FITRI JAYA PRATAMA')];
    expect(pairs([bo(1, 2_000_000, 'FITRI ADI JAYA PRATAMA'), bo(2, 2_000_000, 'FITRI PRATAMA')], fitri)).toEqual([
      [1, 11],
      [2, 10],
    ]);
    // 'VINA KURNIAW' leaves no word of player 1's name out; 'VINA PRATAMA' leaves KURNIAWAN out.
    expect(pairs([bo(1, 50_000, 'VINA KURNIAWAN PRATAMA'), bo(2, 50_000, 'VINA PRATAMA')], [mutasi(10, 50_000, 'VINA PRATAMA'), mutasi(11, 50_000, 'VINA KURNIAW')])).toEqual([
      [1, 11],
      [2, 10],
    ]);
    // 'IKHSAN HIDAY' keeps more letters of IKHSAN HIDAYAT than 'BPK IKHSAN H', which IKHSAN HAKIM's bank printed.
    expect(pairs([bo(1, 2_000_000, 'IKHSAN HIDAYAT'), bo(2, 2_000_000, 'IKHSAN HAKIM')], [mutasi(10, 2_000_000, 'BPK IKHSAN H'), mutasi(11, 2_000_000, 'IKHSAN HIDAY')])).toEqual([
      [1, 11],
      [2, 10],
    ]);
    // Two cuts that keep a name equally well stay a tie.
    expect(pairs([bo(1, 200_000, 'DEWI TRI NUR SAPUTRA')], [mutasi(10, 200_000, 'DEWI TRI NUR SAPUT'), mutasi(11, 200_000, 'IBU DEWI TRI NUR SAPUT')])).toEqual([]);
  });

  it('never gives a player account row to a cut name of someone else, nor a weaker evidence the row of a stronger one', () => {
    const result = matchDay(
      [bo(1, 150_000, 'RINA AYU LESTARI', { playerBank: 'BCA - 0123456789 - RINA' }), bo(2, 150_000, 'RINA AYU')],
      [mutasi(10, 150_000, 'RINA AYU', { senderAccount: '0123456789' })],
    );
    // Row 10 carries player 1's account (stronger) and player 2's exact name (weaker): player 1 takes it.
    expect(result.matched).toEqual([{ boId: 1, mutasiId: 10, rule: 'PLAYER_ACCOUNT', evidence: '0123456789' }]);
  });
});

describe('matchDay: identical deposits', () => {
  const siti = (id: number, extra: Partial<MatchBoRow> = {}): MatchBoRow => bo(id, 50_000, 'SITI RAHAYU', { userName: 'siti88', ...extra });

  it('proves k identical requests with k transfers of that player, even when the transfers differ, in time order when both sides have times', () => {
    const result = matchDay(
      [siti(1, { time: '2025-02-03T20:10:00+07:00' }), siti(2, { time: '2025-02-03T09:00:00+07:00' }), siti(3, { time: '2025-02-03T14:00:00+07:00' })],
      [
        mutasi(10, 50_000, 'SITI RAHAYU', { time: '2025-02-03T14:01:00+07:00' }),
        mutasi(11, 50_000, 'SITI RAHAYU', { time: '2025-02-03T20:12:00+07:00', reference: 'BIF123' }),
        mutasi(12, 50_000, 'SITI RAHAYU', { time: '2025-02-03T09:02:00+07:00', description: 'BI-FAST CR SITI RAHAYU' }),
      ],
    );
    expect(result.matched.map((m) => [m.boId, m.mutasiId])).toEqual([
      [1, 11],
      [2, 12],
      [3, 10],
    ]);
  });

  it('pairs by id when a side carries no times', () => {
    const result = matchDay([siti(1, { time: '2025-02-03T20:10:00Z' }), siti(2, { time: '2025-02-03T09:00:00Z' })], [mutasi(10, 50_000, 'SITI RAHAYU'), mutasi(11, 50_000, 'SITI RAHAYU')]);
    expect(result.matched.map((m) => [m.boId, m.mutasiId])).toEqual([
      [1, 10],
      [2, 11],
    ]);
  });

  it('takes none when the counts differ, and says so on every row', () => {
    const more = matchDay([siti(1), siti(2), siti(3)], [mutasi(10, 50_000, 'SITI RAHAYU'), mutasi(11, 50_000, 'SITI RAHAYU')]);
    expect(more.matched).toEqual([]);
    expect(more.pendingBo.map((row) => row.reason)).toEqual(['3 requests, 2 transfers', '3 requests, 2 transfers', '3 requests, 2 transfers']);
    expect(more.unclaimedMutasi.map((row) => row.reason)).toEqual(['3 requests, 2 transfers', '3 requests, 2 transfers']);

    const fewer = matchDay([siti(1), siti(2)], [mutasi(10, 50_000, 'SITI RAHAYU'), mutasi(11, 50_000, 'SITI RAHAYU'), mutasi(12, 50_000, 'SITI RAHAYU')]);
    expect(fewer.matched).toEqual([]);
    expect(fewer.pendingBo.map((row) => row.reason)).toEqual(['2 requests, 3 transfers', '2 requests, 3 transfers']);

    const one = matchDay([siti(1)], [mutasi(10, 50_000, 'SITI RAHAYU'), mutasi(11, 50_000, 'SITI RAHAYU')]);
    expect(one.matched).toEqual([]);
    expect(one.pendingBo).toEqual([{ id: 1, reason: 'ambiguous: 2 candidates' }]);
  });

  it('takes none when another player could be one of the transfers', () => {
    const result = matchDay([siti(1), siti(2), bo(3, 50_000, 'SITI RAHAYU', { userName: 'sitir' })], [mutasi(10, 50_000, 'SITI RAHAYU'), mutasi(11, 50_000, 'SITI RAHAYU')]);
    expect(result.matched).toEqual([]);
    expect(result.pendingBo.map((row) => row.reason)).toEqual(['ambiguous: 2 candidates', 'ambiguous: 2 candidates', 'ambiguous: 2 candidates']);
  });
});

describe('matchDay: proof by elimination', () => {
  const komang = (id: number): MatchBoRow => bo(id, 200_000, 'KOMANG NUR YULIANTO', { userName: 'komang5787' });

  it("gives a credit to the one player who has no other, once the others' requests have credits of their own", () => {
    // 'KOMANG YULIANTO' could be KOMANG NUR YULIANTO with the middle name left out, but that player's two
    // requests have two credits of their own; the credit is the other player's, and then those two are his.
    const result = matchDay(
      [komang(1), komang(2), bo(3, 200_000, 'KOMANG YULIANTO', { userName: 'komang8289' })],
      [mutasi(10, 200_000, 'komang nur yulianto'), mutasi(11, 200_000, 'BPK KOMANG N'), mutasi(12, 200_000, 'KOMANG YULIANTO')],
    );
    expect(result.matched.map((m) => [m.boId, m.mutasiId, m.rule])).toEqual([
      [1, 10, 'EXACT_NAME'],
      [2, 11, 'CUT_NAME'],
      [3, 12, 'EXACT_NAME'],
    ]);
    expect(result.pendingBo).toEqual([]);
  });

  it('decides nothing when some request can have no credit: whose money is missing is unknown', () => {
    const result = matchDay(
      [komang(1), komang(2), bo(3, 200_000, 'KOMANG YULIANTO', { userName: 'komang8289' })],
      [mutasi(10, 200_000, 'komang nur yulianto'), mutasi(12, 200_000, 'KOMANG YULIANTO')],
    );
    expect(result.matched).toEqual([]);
  });

  it('leaves look-alike credits of several players pending: every way of giving them out fits', () => {
    const result = matchDay(
      [bo(1, 200_000, 'ZULKIFLI EKA PRATAMA'), bo(2, 200_000, 'ZULKIFLI EKA GUNAWAN'), bo(3, 200_000, 'ZULKIFLI EKA SIMANJUNTAK')],
      [mutasi(10, 200_000, 'ZULKIFLI EKA'), mutasi(11, 200_000, 'ZULKIFLI EKA'), mutasi(12, 200_000, 'ZULKIFLI EKA')],
    );
    expect(result.matched).toEqual([]);
    expect(result.pendingBo.map((row) => row.reason)).toEqual(['ambiguous: 3 candidates', 'ambiguous: 3 candidates', 'ambiguous: 3 candidates']);
  });

  it('never lets elimination give a credit to a weaker name than another player\'s', () => {
    // Only one way fits (player 2 can only be row 10), but player 1 names row 10 exactly and row 11 only by a cut:
    // taking it would make a cut name beat an exact one, so both stay pending.
    const result = matchDay(
      [bo(1, 150_000, 'FITRI HIDAYAT', { userName: 'fitri1' }), bo(2, 150_000, 'FITRI HIDAYAT SARI', { userName: 'fitri2' })],
      [mutasi(10, 150_000, 'FITRI HIDAYAT'), mutasi(11, 150_000, 'FITRI HIDAYA')],
    );
    expect(result.matched).toEqual([]);
  });
});

describe('matchDay: requests of the day before whose money may be posted today', () => {
  it('never gives this day\'s row a credit an earlier pending request names too, and never pairs the earlier one here', () => {
    const earlier = bo(900, 150_000, 'FITRI HIDAYAT', { userName: 'fitri1' });
    const today = bo(1, 150_000, 'FITRI HIDAYATI', { userName: 'fitri2' });
    const statements = [mutasi(10, 150_000, 'FITRI HIDAYA')];
    expect(matchDay([today], statements).matched).toEqual([{ boId: 1, mutasiId: 10, rule: 'CUT_NAME', evidence: 'FITRI HIDAYA' }]);
    const result = matchDay([today], statements, [earlier]);
    expect(result.matched).toEqual([]);
    expect(result.pendingBo).toEqual([{ id: 1, reason: 'ambiguous: 1 candidate shared by 2 rows' }]);
  });

  it('keeps a nameless credit from being taken as a unique amount while an earlier request could be it', () => {
    const statements = [mutasi(10, 123_000, null)];
    expect(matchDay([bo(1, 123_000, 'SITI RAHAYU')], statements).matched).toHaveLength(1);
    expect(matchDay([bo(1, 123_000, 'SITI RAHAYU')], statements, [bo(900, 123_000, 'BUDI SANTOSO')]).matched).toEqual([]);
  });
});

describe('matchDay: its phases, each alone', () => {
  const boRows = [bo(1, 150_000, 'SITI AMINAH'), bo(2, 150_000, 'ANDI KURNIAWAN'), bo(3, 90_000, 'BUDI SANTOSO', { status: 'Rejected' })];
  const mutasiRows = [mutasi(10, 150_000, 'SITI AMINAH'), mutasi(11, 150_000, 'AGUS TANOTO')];

  it('dayState reads the rows into buckets and pairs nothing', () => {
    const state = dayState(boRows, mutasiRows, []);
    expect(state.refused).toEqual([{ id: 3, reason: 'BO status Rejected: never approved automatically' }]);
    expect(state.bos.map((b) => b.row.id)).toEqual([1, 2]);
    expect(state.buckets.size).toBe(1);
    expect(state.matched).toEqual([]);
    expect([...state.bos, ...state.statements].some((row) => row.matched)).toBe(false);
  });

  it('decideDay pairs and leaves notes only where a rule tied, without reading reasons', () => {
    const state = dayState(boRows, mutasiRows, []);
    decideDay(state);
    expect(state.matched).toEqual([{ boId: 1, mutasiId: 10, rule: 'EXACT_NAME', evidence: 'SITI AMINAH' }]);
    expect(state.bos.map((b) => [b.row.id, b.matched, b.note])).toEqual([
      [1, true, null],
      [2, false, null],
    ]);
  });

  it('dayOutcome reads the reasons from what decideDay left, and matchDay is the three phases', () => {
    const state = dayState(boRows, mutasiRows, []);
    decideDay(state);
    const outcome = dayOutcome(state, null);
    expect(outcome.pendingBo).toEqual([
      { id: 2, reason: 'amount found but name differs' },
      { id: 3, reason: 'BO status Rejected: never approved automatically' },
    ]);
    expect(outcome.unclaimedMutasi).toEqual([{ id: 11, reason: 'amount found but name differs' }]);
    expect(matchDay(boRows, mutasiRows)).toEqual(outcome);
  });
});
