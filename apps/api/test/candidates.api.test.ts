import { EDIT_WINDOW_MESSAGE, type CandidateBoRow, type CandidateCredit, type ProveAnswer } from '@checker/domain';
import { ADMIN, BACKENDS, describeOnPostgres, raceThroughBoth, signIn, startServer, twoInstancesFor, type TestServer } from './harness';
import { createAkunBank, createWebsite, signedInAccount } from './fixtures';
import { boDepositCsv, boWithdrawCsv, jakartaDay, trackingTotal, upload, uploadBca, viewPage, type TestDay } from './report-data';

// Candidates for every pending row (issue 16): the credits that could prove a pending BO row with why
// the checker did not take each, the reverse from an unclaimed credit, and proving a row with one.

const DEPOSIT_ACCOUNT = '0123456789';
const WITHDRAW_ACCOUNT = '1234567890';
const SITE = 'CND';

interface Deposit {
  ticket: string;
  fullName: string;
  amount: bigint;
}

/** A KlikBCA line that names its sender after the amount, as BCA prints transfers. */
const transfer = (day: TestDay, name: string, amount: bigint, direction: 'CR' | 'DB' = 'CR') => ({
  day,
  description: `TRSF E-BANKING ${direction} 0302/FTSCY/WS95031 ${amount / 100n}.00 ${name}`,
  amount,
  direction,
});

/** A BO deposit file of `rows`; `status` is the BO's own status of each transaction. */
async function uploadDeposits(server: TestServer, cookies: string, site: string, day: TestDay, rows: readonly Deposit[], status = 'Approved'): Promise<void> {
  const lines = rows.map((row) => ({ ...row, day, username: row.fullName.split(' ')[0]?.toLowerCase() ?? 'player', playerBank: `BCA - 0999 - ${row.fullName}`, corporate: `BCA - ${DEPOSIT_ACCOUNT} - PT SUMBER JAYA`, handler: 'op1' }));
  await upload(server, cookies, 'checkdata', `dp-${site}-${day.iso}-${rows[0]?.ticket}.csv`, boDepositCsv(lines).replaceAll(',Approved,', `,${status},`), { groups: site });
}

/** Keyed by ticket / sender: the rows a test reads back. */
async function boByTicket(server: TestServer, cookies: string, day: TestDay, site = SITE): Promise<Map<string, Record<string, unknown>>> {
  return new Map((await viewPage(server, cookies, 'viewbo', day, site, 'all')).rows.map((row) => [String(row.ticket_no), row]));
}

async function creditsOf(server: TestServer, cookies: string, day: TestDay, view: 'viewmutasi' | 'viewmutasiwd' = 'viewmutasi', site = SITE): Promise<Array<Record<string, unknown>>> {
  return (await viewPage(server, cookies, view, day, site, 'all')).rows;
}

function idOf(row: Record<string, unknown> | undefined, field = 'bo_id'): number {
  if (!row) throw new Error('row not found');
  return Number(row[field]);
}

describe.each(BACKENDS)('candidates and proving on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let checker: string;
  let cs: string;
  let otherChecker: string;
  const day = jakartaDay(-1);
  const next = jakartaDay(0);
  const old = jakartaDay(-5);

  const get = <T>(path: string, cookies = checker) => server.request('GET', path, { cookies }).then((response) => ({ status: response.status, body: response.json<T>() }));
  const prove = (body: Record<string, unknown>, cookies = checker, path = '/api/proveboid') => server.request('PUT', path, { cookies, body });
  const senderOf = (credits: Array<Record<string, unknown>>, name: string) => credits.find((row) => String(row.mutasi_description).endsWith(name));

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    const site = await createWebsite(server, admin, SITE, 'Candidates Site', 'NEXUS');
    const other = await createWebsite(server, admin, 'CNX', 'Other Site', 'NEXUS');
    checker = await signedInAccount(server, admin, { name: 'cnd-checker', role: 'CHECKER', website: site });
    cs = await signedInAccount(server, admin, { name: 'cnd-cs', role: 'CS', website: site });
    otherChecker = await signedInAccount(server, admin, { name: 'cnx-checker', role: 'CHECKER', website: other });
    await createAkunBank(server, admin, { website: SITE, bank: 'BCA', no: DEPOSIT_ACCOUNT, name: 'PT SUMBER JAYA' });
    await createAkunBank(server, admin, { website: SITE, jenis: 'WD', bank: 'BCA', no: WITHDRAW_ACCOUNT, name: 'PT SUMBER JAYA' });

    await uploadDeposits(server, admin, SITE, day, [
      { ticket: 'CD100001', fullName: 'DEWI LESTARI', amount: 120_000_00n },
      { ticket: 'CD100002', fullName: 'AGUS SALIM', amount: 120_000_00n },
      { ticket: 'CD100003', fullName: 'RINA MARLINA', amount: 130_000_00n },
      { ticket: 'CD100004', fullName: 'SITI RAHAYU', amount: 150_000_00n },
      { ticket: 'CD100005', fullName: 'SITI AMINAH', amount: 150_000_00n },
    ]);
    await uploadBca(server, admin, SITE, 'deposit', DEPOSIT_ACCOUNT, day, [
      transfer(day, 'BUDI HARTONO', 120_000_00n),
      transfer(day, 'CANDRA WIJAYA', 120_000_00n),
      transfer(day, 'SITI RAHAYU', 150_000_00n),
    ]);
    // RINA's transfer was posted on the next day's statement, under another name: no rule takes it.
    await uploadBca(server, admin, SITE, 'deposit', DEPOSIT_ACCOUNT, next, [transfer(next, 'ANTON SUSILO', 130_000_00n)]);
    await uploadDeposits(server, admin, SITE, old, [{ ticket: 'CD100009', fullName: 'LAMA SEKALI', amount: 170_000_00n }]);
    await uploadBca(server, admin, SITE, 'deposit', DEPOSIT_ACCOUNT, old, [transfer(old, 'ORANG LAIN', 170_000_00n)]);

    const withdrawals = [{ ticket: 'CW100001', username: 'ahmad', fullName: 'AHMAD FAUZI', amount: 99_000_00n }].map((row) => ({
      ...row,
      day,
      brand: SITE,
      playerBank: 'BNI - 0888 - AHMAD FAUZI',
      corporate: `BCA - ${WITHDRAW_ACCOUNT} - PT SUMBER JAYA`,
      handler: 'op2',
    }));
    await upload(server, admin, 'bowd', 'wd-cnd.csv', boWithdrawCsv(withdrawals), { groups: SITE });
    await uploadBca(server, admin, SITE, 'withdraw', WITHDRAW_ACCOUNT, day, [transfer(day, 'HENDRA GUNAWAN', 99_000_00n, 'DB')]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lists the credits that could prove a pending row, each with why the checker did not take it', async () => {
    const bos = await boByTicket(server, checker, day);
    expect(bos.get('CD100001')).toMatchObject({ bo_approve: false, match_reason: 'amount found but name differs' });
    const answer = await get<CandidateCredit[]>(`/api/candidatebo/${idOf(bos.get('CD100001'))}`);
    expect(answer.status).toBe(200);
    const credits = await creditsOf(server, checker, day);
    expect(answer.body).toEqual(
      ['BUDI HARTONO', 'CANDRA WIJAYA'].map((name) => ({
        mutasi_id: idOf(senderOf(credits, name), 'mutasi_id'),
        date: day.iso,
        source: 'BCA',
        label: `BCA ${day.mon} #${idOf(senderOf(credits, name), 'mutasi_id')}`,
        amount: '120000.00',
        sender_name: expect.any(String),
        description: expect.stringContaining(name),
        claimed_by: null,
        why: expect.stringMatching(new RegExp(`^mutasi: ".*${name}" · BO: "DEWI LESTARI"; 2 candidates; shared by 2 BO rows$`)),
      })),
    );

    // A credit already claimed is listed too, with who claims it.
    const siti = await get<CandidateCredit[]>(`/api/candidatebo/${idOf(bos.get('CD100005'))}`);
    expect(siti.body).toEqual([expect.objectContaining({ claimed_by: 'CD100004', why: expect.stringMatching(/^mutasi: ".*SITI RAHAYU" · BO: "SITI AMINAH"; claimed by CD100004$/) })]);
  });

  it('lists a credit posted a day later, and from that credit the pending row it could prove', async () => {
    const bos = await boByTicket(server, checker, day);
    const [credit] = await creditsOf(server, checker, next);
    const rina = await get<CandidateCredit[]>(`/api/candidatebo/${idOf(bos.get('CD100003'))}`);
    expect(rina.body).toEqual([
      expect.objectContaining({ mutasi_id: idOf(credit, 'mutasi_id'), date: next.iso, label: `BCA ${next.mon} #${idOf(credit, 'mutasi_id')}`, why: expect.stringMatching(/^mutasi: ".*ANTON SUSILO" · BO: "RINA MARLINA"; a day later$/) }),
    ]);
    const reverse = await get<CandidateBoRow[]>(`/api/candidatemutasi/${idOf(credit, 'mutasi_id')}`);
    expect(reverse).toEqual({
      status: 200,
      body: [{ id: idOf(bos.get('CD100003')), ticket: 'CD100003', date: day.iso, user_name: 'rina', full_name: 'RINA MARLINA', amount: '130000.00', why: rina.body[0]?.why }],
    });
  });

  it('refuses CS and another website with 403, a row or credit that does not exist with 404, a decided one with 409', async () => {
    const bos = await boByTicket(server, admin, day);
    const id = idOf(bos.get('CD100001'));
    const [credit] = await creditsOf(server, admin, next);
    for (const cookies of [cs, otherChecker]) {
      expect((await get(`/api/candidatebo/${id}`, cookies)).status).toBe(403);
      expect((await get(`/api/candidatemutasi/${idOf(credit, 'mutasi_id')}`, cookies)).status).toBe(403);
      expect((await prove({ bo_id: id, mutasi_id: idOf(credit, 'mutasi_id') }, cookies)).status).toBe(403);
    }
    expect((await get('/api/candidatebo/999999')).status).toBe(404);
    expect((await get('/api/candidatemutasi/999999')).status).toBe(404);
    expect((await get(`/api/candidatebo/${idOf(bos.get('CD100004'))}`)).status).toBe(409);
    const claimed = senderOf(await creditsOf(server, admin, day), 'SITI RAHAYU');
    expect(await get(`/api/candidatemutasi/${idOf(claimed, 'mutasi_id')}`)).toEqual({ status: 409, body: { message: expect.stringContaining('proves CD100004 already') } });
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const bos = await boByTicket(server, admin, day);
    const id = idOf(bos.get('CD100001'));
    const mutasiId = idOf(senderOf(await creditsOf(server, admin, day), 'BUDI HARTONO'), 'mutasi_id');
    const before = await trackingTotal(server, admin);
    const bodies: Array<Record<string, unknown>> = [
      { bo_id: 0, mutasi_id: mutasiId },
      { bo_id: -3, mutasi_id: mutasiId },
      { bo_id: 'abc', mutasi_id: mutasiId },
      { bo_id: 1.5, mutasi_id: mutasiId },
      { bo_id: id },
      { bo_id: id, mutasi_id: null },
      { bo_id: id, mutasi_id: mutasiId, ket_app: 'not a field of prove' },
      // A statement row that does not exist proves nothing.
      { bo_id: id, mutasi_id: idOf(senderOf(await creditsOf(server, admin, day), 'SITI RAHAYU'), 'mutasi_id') + 100_000 },
    ];
    for (const body of bodies) {
      const response = await prove(body);
      expect([body, response.status]).toEqual([body, 400]);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    expect(await trackingTotal(server, admin)).toBe(before);
    expect((await boByTicket(server, admin, day)).get('CD100001')).toMatchObject({ bo_approve: false, matched_mutasi_id: null });
  });

  it('refuses a row outside the edit window and an approved row with 409', async () => {
    const [credit] = await creditsOf(server, admin, old);
    const oldRow = (await boByTicket(server, admin, old)).get('CD100009');
    const outside = await prove({ bo_id: idOf(oldRow), mutasi_id: idOf(credit, 'mutasi_id') });
    expect([outside.status, outside.json<{ message: string }>().message]).toEqual([409, EDIT_WINDOW_MESSAGE]);
    const approved = (await boByTicket(server, admin, day)).get('CD100004');
    const again = await prove({ bo_id: idOf(approved), mutasi_id: idOf(approved, 'matched_mutasi_id') });
    expect([again.status, again.json<{ message: string }>().message]).toEqual([409, 'BO deposit #' + idOf(approved) + ' (CD100004) is approved and cannot be proved.']);
  });

  it('proves a row with a candidate in one step: approved with the link, the credit claimed, tracked, the others told', async () => {
    const bos = await boByTicket(server, checker, day);
    const credit = senderOf(await creditsOf(server, checker, day), 'BUDI HARTONO');
    const mutasiId = idOf(credit, 'mutasi_id');
    const label = `BCA ${day.mon} #${mutasiId}`;
    const response = await prove({ bo_id: idOf(bos.get('CD100001')), mutasi_id: mutasiId });
    expect(response.status).toBe(200);
    expect(response.json<ProveAnswer>()).toEqual({ message: `CD100001 dibuktikan dengan mutasi ${label}.`, id: idOf(bos.get('CD100001')), mutasi_id: mutasiId, note: `picked by the approver · ${label}` });
    const after = await boByTicket(server, checker, day);
    expect(after.get('CD100001')).toMatchObject({ bo_approve: true, match_rule: 'MANUAL', ket_app: `Dibuktikan dengan mutasi ${label}`, matched_mutasi_id: mutasiId, unbacked_reason: null, approved_by_name: 'cnd-checker' });
    expect(senderOf(await creditsOf(server, checker, day), 'BUDI HARTONO')).toMatchObject({ mutasi_app: true, mutasi_ticket: 'CD100001', mutasi_matched_bo_id: idOf(bos.get('CD100001')) });
    // AGUS now has one free candidate and sees the claimed one with its claimant.
    const agus = await get<CandidateCredit[]>(`/api/candidatebo/${idOf(after.get('CD100002'))}`);
    expect(agus.body.map((row) => [row.mutasi_id, row.claimed_by, row.why.replace(/^mutasi: ".*" · BO: "AGUS SALIM"(; )?/, '')])).toEqual([
      [idOf(senderOf(await creditsOf(server, checker, day), 'CANDRA WIJAYA'), 'mutasi_id'), null, ''],
      [mutasiId, 'CD100001', 'claimed by CD100001'],
    ]);
    const log = await server.request('GET', `/api/tracking/${SITE}/100/1`, { cookies: admin });
    expect(log.text).toContain(`Approve BO deposit #${idOf(bos.get('CD100001'))} CD100001 (dewi) ${day.mon}: amount 120000.00 → 120000.00; ket_app \\"Dibuktikan dengan mutasi ${label}\\"; claimed mutasi #${mutasiId}`);
  });

  it('refuses with 409 a credit that was claimed meanwhile, and writes nothing', async () => {
    const agus = (await boByTicket(server, checker, day)).get('CD100002');
    const taken = senderOf(await creditsOf(server, checker, day), 'BUDI HARTONO');
    const before = await trackingTotal(server, admin);
    const response = await prove({ bo_id: idOf(agus), mutasi_id: idOf(taken, 'mutasi_id') });
    expect([response.status, response.json<{ message: string }>().message]).toEqual([409, expect.stringContaining(`mutasi #${idOf(taken, 'mutasi_id')} already proves CD100001`)]);
    expect(await trackingTotal(server, admin)).toBe(before);
    expect((await boByTicket(server, checker, day)).get('CD100002')).toMatchObject({ bo_approve: false });
  });

  it('proves a row with a credit posted a day later; View Mutasi of that day shows it claimed', async () => {
    const rina = (await boByTicket(server, admin, day)).get('CD100003');
    const [credit] = await creditsOf(server, admin, next);
    const label = `BCA ${next.mon} #${idOf(credit, 'mutasi_id')}`;
    const response = await prove({ bo_id: idOf(rina), mutasi_id: idOf(credit, 'mutasi_id') }, admin);
    expect(response.status).toBe(200);
    expect(response.json<ProveAnswer>().note).toBe(`picked by the approver · ${label}, a day later`);
    expect((await boByTicket(server, admin, day)).get('CD100003')).toMatchObject({ bo_approve: true, ket_app: `Dibuktikan dengan mutasi ${label}`, matched_mutasi_id: idOf(credit, 'mutasi_id') });
    const [claimed] = await creditsOf(server, admin, next);
    expect(claimed).toMatchObject({ mutasi_app: true, mutasi_ticket: 'CD100003', mutasi_match_reason: null, mutasi_ketapp: `MANUAL: picked by the approver · BO deposit CD100003 of ${day.mon}` });
  });

  it('does the same on the withdraw side', async () => {
    const [row] = (await viewPage(server, checker, 'viewbowd', day, SITE, 'pending')).rows;
    const [debit] = await creditsOf(server, checker, day, 'viewmutasiwd');
    const candidates = await get<CandidateCredit[]>(`/api/candidatebowd/${idOf(row, 'wd_bo_id')}`);
    expect(candidates.body).toEqual([expect.objectContaining({ mutasi_id: idOf(debit, 'mutasiwd_id'), why: expect.stringMatching(/^mutasi: ".*HENDRA GUNAWAN" · BO: "AHMAD FAUZI"$/) })]);
    const reverse = await get<CandidateBoRow[]>(`/api/candidatemutasiwd/${idOf(debit, 'mutasiwd_id')}`);
    expect(reverse.body).toEqual([expect.objectContaining({ id: idOf(row, 'wd_bo_id'), ticket: 'CW100001' })]);
    expect((await prove({ wd_bo_id: idOf(row, 'wd_bo_id'), mutasi_id: idOf(debit, 'mutasiwd_id') }, checker, '/api/proveboidwd')).status).toBe(200);
    const [after] = (await viewPage(server, checker, 'viewbowd', day, SITE, 'all')).rows;
    expect(after).toMatchObject({ wd_bo_approve: true, wd_matched_mutasi_id: idOf(debit, 'mutasiwd_id') });
  });
  it('names a status the BO refused as the reason, when nothing else kept the credit from the row', async () => {
    await uploadDeposits(server, admin, SITE, day, [{ ticket: 'CD100030', fullName: 'HENDRA KUSUMA', amount: 160_000_00n }], 'Rejected');
    await uploadBca(server, admin, SITE, 'deposit', DEPOSIT_ACCOUNT, day, [transfer(day, 'HENDRA KUSUMA', 160_000_00n)], 'bca-refused.csv');
    const refused = (await boByTicket(server, admin, day)).get('CD100030');
    expect(refused).toMatchObject({ bo_approve: false, match_reason: 'BO status Rejected: never approved automatically' });
    expect((await get<CandidateCredit[]>(`/api/candidatebo/${idOf(refused)}`)).body).toEqual([expect.objectContaining({ claimed_by: null, why: 'BO status Rejected: never approved automatically' })]);
  });

  it("follows the credit's source window: outside it a credit is neither listed nor accepted, within it two days later is", async () => {
    const early = jakartaDay(-2);
    await uploadDeposits(server, admin, SITE, early, [{ ticket: 'CD100020', fullName: 'WULAN SARI', amount: 140_000_00n }]);
    await uploadBca(server, admin, SITE, 'deposit', DEPOSIT_ACCOUNT, next, [transfer(next, 'YOGA PRATAMA', 140_000_00n)], 'bca-window.csv');
    const wulan = idOf((await boByTicket(server, admin, early)).get('CD100020'));
    const credit = idOf(senderOf(await creditsOf(server, admin, next), 'YOGA PRATAMA'), 'mutasi_id');
    const windowOf = async (days: number) => expect((await server.request('PUT', '/api/updatepostingwindow', { cookies: admin, body: { source: 'BCA', working_days: days } })).status).toBe(200);

    await windowOf(0);
    expect((await get<CandidateCredit[]>(`/api/candidatebo/${wulan}`)).body).toEqual([]);
    expect((await get<CandidateBoRow[]>(`/api/candidatemutasi/${credit}`)).body.map((row) => row.ticket)).not.toContain('CD100020');
    expect((await prove({ bo_id: wulan, mutasi_id: credit })).status).toBe(400);

    await windowOf(5);
    expect((await get<CandidateCredit[]>(`/api/candidatebo/${wulan}`)).body).toEqual([expect.objectContaining({ mutasi_id: credit, why: expect.stringMatching(/; 2 days later$/) })]);
    const proved = await prove({ bo_id: wulan, mutasi_id: credit });
    expect([proved.status, proved.json<ProveAnswer>().note]).toEqual([200, `picked by the approver · BCA ${next.mon} #${credit}, 2 days later`]);
    expect((await server.request('PUT', '/api/resetpostingwindow', { cookies: admin, body: { source: 'BCA' } })).status).toBe(200);
  });
});

describeOnPostgres('two people proving two rows with one credit through two instances', (postgres) => {
  const instances = twoInstancesFor(postgres, 'checker_candidates');
  const day = jakartaDay(-1);

  it('one is answered 200 and claims it, the other 409; the credit backs one deposit', async () => {
    const [one, two] = instances();
    const admin = (await signIn(one, ADMIN.name, ADMIN.password)).cookies;
    await createWebsite(one, admin, SITE, 'Candidates Site', 'NEXUS');
    await createAkunBank(one, admin, { website: SITE, bank: 'BCA', no: DEPOSIT_ACCOUNT, name: 'PT SUMBER JAYA' });
    await uploadDeposits(one, admin, SITE, day, [
      { ticket: 'CR100001', fullName: 'ANA SUSANTI', amount: 99_000_00n },
      { ticket: 'CR100002', fullName: 'ANI SUSANTI', amount: 99_000_00n },
    ]);
    await uploadBca(one, admin, SITE, 'deposit', DEPOSIT_ACCOUNT, day, [transfer(day, 'SOMEONE ELSE', 99_000_00n)]);
    const rows = [...(await boByTicket(one, admin, day)).values()];
    const credit = idOf((await creditsOf(one, admin, day))[0], 'mutasi_id');
    const statuses = await raceThroughBoth([one, two], (server, cookies, index) => server.request('PUT', '/api/proveboid', { cookies, body: { bo_id: idOf(rows[index]), mutasi_id: credit } }));
    expect(statuses).toEqual([200, 409]);
    const after = [...(await boByTicket(two, admin, day)).values()];
    expect(after.filter((row) => row.matched_mutasi_id === credit)).toHaveLength(1);
    expect(after.filter((row) => row.bo_approve)).toHaveLength(1);
  });
});
