import * as XLSX from '@e965/xlsx';
import { formatMonDate, isWorkingDay, jakartaToday, toIsoDate, type CalendarDate } from '@checker/domain';
import { ADMIN, BACKENDS, signIn, startServer, withPg, type TestServer } from './harness';
import { createAccount, createAkunBank, createWebsite } from './fixtures';
import { postFile, type UploadAnswer } from './uploads';
import { csvTable } from './csv';

/** A Jakarta calendar date `offset` days from today: the edit window is relative to the real clock. */
function jakartaDay(offset: number): CalendarDate {
  const today = jakartaToday();
  const moved = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * The day the review's rows are dated: yesterday, or the day before when yesterday was a weekend or a
 * public holiday, else today (a Monday); all are in the edit window. On a day that is not a working day
 * every request counts as late (its money may be posted on the next working day, issue 16), and the
 * identical requests below would be decided as late ones (the day's one transfer pays the first) instead
 * of "2 requests, 1 transfer".
 */
function reviewWorkday(holidays: ReadonlySet<string>): CalendarDate {
  const day = [-1, -2, 0].map(jakartaDay).find((candidate) => isWorkingDay(toIsoDate(candidate), holidays));
  if (!day) throw new Error('No working day among today and the two days before.');
  return day;
}

const slash = (d: CalendarDate): string => `${String(d.day).padStart(2, '0')}/${String(d.month).padStart(2, '0')}/${d.year}`;
const mon = (d: CalendarDate): string => formatMonDate(d);
const monShort = (d: CalendarDate): string => formatMonDate(d, false);

const BO_DEPOSIT_HEADER =
  'Ticket No,Request Date,Approve Date,Username,Full Name,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Player Ref,Player Own Ref';
const BO_WITHDRAW_HEADER = 'Ticket No,Approve Date,Brand,Username,Full Name,Player Bank,Amount,Nett Amount,Corporate Bank,Remarks,Status,Handler,Ref Code,Own Ref Code,Last Balance';
const MANUAL_HEADER = 'Tanggal,Nama Pengirim,Nominal,Keterangan,No. Referensi';
const DEPO_ACCOUNT = '081200000001';
const WD_ACCOUNT = '081200000002';
const CORPORATE = `OVO - ${DEPO_ACCOUNT} - PT SUMBER JAYA`;

function boDeposit(day: CalendarDate, rows: Array<[ticket: string, user: string, name: string, amount: string, description?: string, status?: string]>): string {
  return [
    BO_DEPOSIT_HEADER,
    ...rows.map(([ticket, user, name, amount, description = 'Deposit OVO', status = 'Approved']) =>
      [ticket, `${slash(day)} 08:10:11`, '', user, name, 'EWALLET', amount, '0.00', '0.00', '0.00', amount, `OVO - 08990000${ticket.slice(-4)}`, CORPORATE, description, '', status, '', 'op1', '', ''].join(','),
    ),
  ].join('\n');
}

function manualMutasi(day: CalendarDate, rows: Array<[name: string, amount: string, note: string, reference: string]>): string {
  return [MANUAL_HEADER, ...rows.map(([name, amount, note, reference]) => [slash(day), name, amount, note, reference].join(','))].join('\n');
}

type BoRow = Record<string, unknown> & { bo_id: number; ticket_no: string; bo_approve: boolean; ket_app: string | null; match_rule: string | null; match_reason: string | null; all_data: number };

describe.each(BACKENDS)('View BO / View Mutasi review API on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let adminId: number;
  let checker: string;
  let cs: string;
  let workday: CalendarDate;
  /** Another day of the edit window, for a test's own rows. */
  let otherDay: CalendarDate;
  const today = jakartaDay(0);
  const threeDaysAgo = jakartaDay(-3);
  const tomorrow = jakartaDay(1);

  const upload = async (endpoint: string, name: string, content: string, fields: Record<string, string>, cookies = admin): Promise<UploadAnswer & { auto_approved: number; bo_pending: number }> => {
    const response = await postFile(server, `/api/${endpoint}`, { cookies, file: { name, content }, fields });
    if (response.status !== 200) throw new Error(`Upload ${name} failed: ${response.status} ${response.text}`);
    return response.json();
  };
  const get = (path: string, cookies = admin) => server.request('GET', path, { cookies });
  const put = (path: string, body: unknown, cookies = admin) => server.request('PUT', path, { cookies, body });
  const viewBo = async (status: string, day = workday, rows = 100, page = 1): Promise<BoRow[]> => {
    const response = await get(`/api/viewbo/${monShort(day)}/rvw/${encodeURIComponent(status)}/${rows}/${page}`);
    expect(response.status).toBe(200);
    return response.json<BoRow[]>();
  };
  const byTicket = async (ticket: string): Promise<BoRow> => (await viewBo('all')).find((row) => row.ticket_no === ticket) as BoRow;
  const sql = <T extends object>(text: string, params: unknown[] = []) =>
    withPg(backend.databaseUrl as string, server.schema as string, async (client) => (await client.query<T>(text, params)).rows);
  const onPostgres = backend.databaseUrl ? it : it.skip;

  beforeAll(async () => {
    server = await startServer(backend);
    const session = await signIn(server, ADMIN.name, ADMIN.password);
    admin = session.cookies;
    adminId = session.accountId;
    const { holidays } = (await get('/api/postingwindow')).json<{ holidays: Array<{ holiday: string }> }>();
    workday = reviewWorkday(new Set(holidays.map(({ holiday }) => holiday)));
    otherDay = [-2, -1].map(jakartaDay).find((day) => toIsoDate(day) !== toIsoDate(workday)) as CalendarDate;
    const site = await createWebsite(server, admin, 'RVW', 'Review Site', 'NEXUS');
    await createWebsite(server, admin, 'RVO', 'Other Site', 'NEXUS');
    await createAccount(server, admin, { name: 'rv-checker', password: 'rv-checker-pass', role: 'CHECKER', website: site });
    await createAccount(server, admin, { name: 'rv-cs', password: 'rv-cs-password', role: 'CS', website: site });
    checker = (await signIn(server, 'rv-checker', 'rv-checker-pass')).cookies;
    cs = (await signIn(server, 'rv-cs', 'rv-cs-password')).cookies;
    await createAkunBank(server, admin, { website: 'RVW', bank: 'OVO', no: DEPO_ACCOUNT, name: 'PT SUMBER JAYA' });
    await createAkunBank(server, admin, { website: 'RVW', jenis: 'WD', bank: 'OVO', no: WD_ACCOUNT, name: 'PT SUMBER JAYA WD' });
    await createAkunBank(server, admin, { website: 'RVO', bank: 'OVO', no: DEPO_ACCOUNT, name: 'PT LAIN' });

    // The BO file first: nothing to match yet, every row pending.
    const bo = await upload(
      'checkdata',
      'bo-workday.csv',
      boDeposit(workday, [
        ['DP900001', 'siti88', 'SITI RAHAYU', '150000.00'],
        ['DP900002', 'budi77', 'BUDI SANTOSO', '250000.00'],
        ['DP900003', 'rina', 'RINA AYU LESTARI', '100000.00'],
        ['DP900004', 'agus', 'AGUS SALIM', '200000.00'],
        ['DP900005', 'dewi', 'DEWI KARTIKA', '50000.00'],
        ['DP900005', 'dewi', 'DEWI KARTIKA', '50000.00'],
        ['DP900007', 'rizky', 'MUHAMMAD RIZKY PRATAMA', '300000.00'],
        ['DP900008', 'hacker', 'TONI HACKER', '123000.00', '=HYPERLINK("http://x")'],
      ]),
      { groups: 'rvw' },
    );
    expect(bo).toMatchObject({ inserted: 8, auto_approved: 0, bo_pending: 8 });
    // Then the statement: matching runs against the BO rows already there.
    const statement = await upload(
      'mutasiupdepomanual',
      'ovo-workday.csv',
      manualMutasi(workday, [
        ['SITI RAHAYU', '150000', 'Deposit via OVO', 'OVO0001'],
        ['ANDI WIJAYA', '250000', 'DEPO DP900002', 'OVO0002'],
        ['JOKO WIDODO', '200000', 'Deposit via OVO', 'OVO0003'],
        ['DEWI KARTIKA', '50000', 'Deposit via OVO', 'OVO0004'],
        ['MUHAMMAD RIZKY PRA', '300000', 'Deposit via OVO', 'OVO0005'],
        ['HANTU LAUT', '999000', 'Deposit via OVO', 'OVO0006'],
      ]),
      { groups: 'RVW', transaction_type: 'deposit', provider: 'OVO', corporate_bank_no: DEPO_ACCOUNT },
    );
    expect(statement).toMatchObject({ inserted: 6, auto_approved: 3, bo_pending: 5 });
    // A later BO file is matched against the statement rows already there.
    const late = await upload('checkdata', 'bo-late.csv', boDeposit(workday, [['DP900009', 'hantu', 'HANTU LAUT', '999000.00']]), { groups: 'rvw' });
    expect(late).toMatchObject({ inserted: 1, auto_approved: 1, bo_pending: 5 });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('shows the automatic approvals with rule and statement row, and the pending rows with the reason', async () => {
    const rows = await viewBo('Select All');
    expect(rows).toHaveLength(9);
    expect(rows[0]?.all_data).toBe(9);
    const summary = rows.map((row) => [row.ticket_no, row.bo_approve, row.match_rule, row.ket_app === null ? null : row.ket_app.replace(/#\d+$/, '#N')]);
    const day = mon(workday);
    expect(summary).toEqual([
      ['DP900001', true, 'EXACT_NAME', `AUTO: name SITI RAHAYU · OVO ${day} #N`],
      ['DP900002', true, 'REFERENCE', `AUTO: ref DP900002 · OVO ${day} #N`],
      ['DP900003', false, null, null],
      ['DP900004', false, null, null],
      // Two identical requests and one transfer: which request it pays is not known, so neither is taken.
      ['DP900005', false, null, null],
      ['DP900005', false, null, null],
      ['DP900007', true, 'NAME', `AUTO: name MUHAMMAD RIZKY PRA · OVO ${day} #N`],
      ['DP900008', false, null, null],
      ['DP900009', true, 'EXACT_NAME', `AUTO: name HANTU LAUT · OVO ${day} #N`],
    ]);
    expect(rows.filter((row) => !row.bo_approve).map((row) => row.match_reason)).toEqual([
      'no statement row of that amount',
      'amount found but name differs',
      '2 requests, 1 transfer',
      '2 requests, 1 transfer',
      'no statement row of that amount',
    ]);
    const first = rows[0] as BoRow;
    expect(first).toMatchObject({ depo_amount: '150000.00', bank_statement_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), bo_website: 'RVW', user_name: 'siti88', approved_by: null });
    expect(first.ket_app).toBe(`AUTO: name SITI RAHAYU · OVO ${day} #${first.matched_mutasi_id}`);
    expect(first.matched_mutasi_description).toBe('Deposit via OVO');
    for (const field of ['bo_id', 'bo_approve', 'ket_app', 'ticket_no', 'req_date', 'app_date', 'bank_statement_date', 'user_name', 'full_name', 'payment_type', 'depo_amount', 'admin_fee', 'agent_fee', 'player_fee', 'nett_amount', 'player_bank', 'corporate_bank', 'bo_desc', 'bo_ref', 'bo_status', 'bo_reason', 'bo_handler', 'bo_website', 'player_ref', 'player_own_ref', 'all_data']) {
      expect(first).toHaveProperty(field);
    }
  });

  it('filters by status and pages with the total in all_data and x-total-count', async () => {
    expect((await viewBo('approve')).map((row) => row.ticket_no)).toEqual(['DP900001', 'DP900002', 'DP900007', 'DP900009']);
    expect((await viewBo('PENDING')).map((row) => row.ticket_no)).toEqual(['DP900003', 'DP900004', 'DP900005', 'DP900005', 'DP900008']);
    const page = await get(`/api/viewbo/${mon(workday)}/RVW/all/4/3`);
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('9');
    expect(page.json<BoRow[]>().map((row) => [row.ticket_no, row.all_data])).toEqual([['DP900009', 9]]);
    expect((await get(`/api/viewbo/${mon(workday)}/RVW/all/4/4`)).json()).toEqual([]);
    expect((await get(`/api/viewbo/${mon(tomorrow)}/RVW/all/100/1`)).json()).toEqual([]);
  });

  it('searches by id (ticket, its digits, the row id), nominal and name, with wildcards taken literally', async () => {
    const search = async (kind: string, term: string, status = 'all'): Promise<string[]> => {
      const response = await get(`/api/searchbo/${mon(workday)}/rvw/${status}/${kind}/${encodeURIComponent(term)}/100/1`);
      expect([kind, term, response.status]).toEqual([kind, term, 200]);
      return response.json<BoRow[]>().map((row) => row.ticket_no);
    };
    const rina = await byTicket('DP900003');
    expect(await search('id', 'dp900003')).toEqual(['DP900003']);
    expect(await search('id', '900003')).toEqual(['DP900003']);
    expect(await search('id', String(rina.bo_id))).toEqual(['DP900003']);
    expect(await search('id', '90000')).toEqual([]);
    expect(await search('nominal', '100000')).toEqual(['DP900003']);
    expect(await search('nominal', '250.000')).toEqual(['DP900002']);
    expect(await search('string', 'siti')).toEqual(['DP900001']);
    expect(await search('string', 'SITI88')).toEqual(['DP900001']);
    // A term running from the username into the full name is in neither.
    expect(await search('string', 'siti88\nSITI')).toEqual([]);
    expect(await search('string', 'Kartika')).toEqual(['DP900005', 'DP900005']);
    expect(await search('string', 'kartika', 'pending')).toEqual(['DP900005', 'DP900005']);
    expect(await search('string', '%')).toEqual([]);
    expect(await search('string', 'RIZKY_PRA')).toEqual([]);
    const bad = await get(`/api/searchbo/${mon(workday)}/rvw/all/nominal/abc/100/1`);
    expect([bad.status, bad.json()]).toEqual([400, { message: 'term "abc" is not an amount.' }]);
    const kind = await get(`/api/searchbo/${mon(workday)}/rvw/all/ticket/1/100/1`);
    expect(kind.status).toBe(400);
  });

  it('refuses bad dates, statuses and page sizes with 400', async () => {
    const cases: Array<[string, string]> = [
      [`/api/viewbo/2025-02-05/rvw/all/100/1`, 'date must be a date like 5-Feb-2025 or 05-Feb-2025.'],
      [`/api/viewbo/${mon(workday)}/rvw/done/100/1`, "status must be approve, pending or all ('Select All')."],
      [`/api/viewbo/${mon(workday)}/rvw/all/101/1`, 'rows must be at most 100.'],
    ];
    for (const [path, message] of cases) {
      const response = await get(path);
      expect([path, response.status, response.json()]).toEqual([path, 400, { message }]);
    }
    expect((await get(`/api/viewbo/${mon(workday)}/nope/all/100/1`)).status).toBe(404);
  });

  it('lists the statement rows with the BO ticket they proved, and the unclaimed money as pending', async () => {
    const all = await get(`/api/viewmutasi/${monShort(workday)}/rvw/all/100/1`);
    expect(all.status).toBe(200);
    const rows = all.json<Array<Record<string, unknown>>>();
    expect(rows.map((row) => [row.mutasi_player_bank_name, row.mutasi_app, row.mutasi_ticket])).toEqual([
      ['SITI RAHAYU', true, 'DP900001'],
      ['ANDI WIJAYA', true, 'DP900002'],
      ['JOKO WIDODO', false, null],
      ['DEWI KARTIKA', false, null],
      ['MUHAMMAD RIZKY PRA', true, 'DP900007'],
      ['HANTU LAUT', true, 'DP900009'],
    ]);
    expect(rows[0]).toMatchObject({ mutasi_amount: '150000.00', mutasi_ketapp: 'AUTO: name SITI RAHAYU · BO deposit DP900001', mutasi_transaction_id: 'OVO0001', mutasi_website: 'RVW', all_data: 6 });
    expect(rows[0]?.mutasi_corporate_bank).toBe(`OVO - ${DEPO_ACCOUNT} - PT SUMBER JAYA`);
    const unclaimed = (await get(`/api/viewmutasi/${mon(workday)}/rvw/pending/100/1`)).json<Array<Record<string, unknown>>>();
    expect(unclaimed.map((row) => [row.mutasi_player_bank_name, row.mutasi_match_reason])).toEqual([
      ['JOKO WIDODO', 'amount found but name differs'],
      ['DEWI KARTIKA', '2 requests, 1 transfer'],
    ]);
    const search = async (kind: string, term: string) => (await get(`/api/searchmutasi/${mon(workday)}/rvw/all/${kind}/${term}/100/1`)).json<Array<Record<string, unknown>>>().map((row) => row.mutasi_transaction_id);
    expect(await search('string', 'joko')).toEqual(['OVO0003']);
    expect(await search('id', 'ovo0004')).toEqual(['OVO0004']);
    expect(await search('id', 'DP900002')).toEqual(['OVO0002']);
    expect(await search('nominal', '999000')).toEqual(['OVO0006']);
  });

  it('approves with a manual description (required), keeps or changes the amount, and never lets a later run overwrite it', async () => {
    const rina = await byTicket('DP900003');
    const agus = await byTicket('DP900004');
    const body = (arr: unknown[]) => ({ bank_statement_date: mon(workday), arr });
    const empty = await put('/api/updatebodepostts', body([{ bo_id: rina.bo_id, ket_app: '  ', depo_amount: '', depo_edited_by: 'someone' }]));
    expect([empty.status, empty.json()]).toEqual([400, { message: 'Keterangan tidak boleh kosong.' }]);
    const letters = await put('/api/updatebodepostts', body([{ bo_id: rina.bo_id, ket_app: 'cek', depo_amount: '10.000' }]));
    expect(letters.status).toBe(400);

    const done = await put('/api/updatebodepostts', body([{ bo_id: rina.bo_id, ket_app: 'cek mutasi manual', depo_amount: '', depo_edited_by: 'not-me' }]));
    expect([done.status, done.json()]).toMatchObject([200, { message: '1 data berhasil diupdate.', updated: [rina.bo_id] }]);
    const changed = await put('/api/updatebodepostts', body([{ bo_id: agus.bo_id, ket_app: 'nominal dikoreksi', depo_amount: '210000' }]));
    expect(changed.status).toBe(200);
    expect(await byTicket('DP900003')).toMatchObject({
      bo_approve: true,
      ket_app: 'cek mutasi manual',
      match_rule: 'MANUAL',
      depo_amount: '100000.00',
      approved_by: adminId,
      approved_by_name: ADMIN.name,
      matched_mutasi_id: null,
      match_reason: 'approved without a statement row: no statement row of that amount',
    });
    expect(await byTicket('DP900004')).toMatchObject({ bo_approve: true, depo_amount: '210000.00', match_rule: 'MANUAL' });

    // Money for the manually approved row arrives later: the checker leaves the person's decision alone.
    const later = await upload('mutasiupdepomanual', 'ovo-later.csv', manualMutasi(workday, [['RINA AYU LESTARI', '100000', 'Deposit via OVO', 'OVO0007']]), {
      groups: 'RVW',
      transaction_type: 'deposit',
      provider: 'OVO',
      corporate_bank_no: DEPO_ACCOUNT,
    });
    expect(later).toMatchObject({ inserted: 1, auto_approved: 0 });
    expect(await byTicket('DP900003')).toMatchObject({ ket_app: 'cek mutasi manual', match_rule: 'MANUAL', approved_by: adminId });
  });

  it('refuses to change or delete an approved row (409), all or nothing', async () => {
    const siti = await byTicket('DP900001');
    const twin = (await viewBo('pending')).find((row) => row.ticket_no === 'DP900005') as BoRow;
    const again = await put('/api/updatebodepostts', { bank_statement_date: mon(workday), arr: [{ bo_id: twin.bo_id, ket_app: 'ok' }, { bo_id: siti.bo_id, ket_app: 'ganti' }] });
    expect([again.status, again.json()]).toEqual([409, { message: `BO deposit #${siti.bo_id} (DP900001) is approved and cannot be changed.` }]);
    expect((await viewBo('pending')).map((row) => row.ticket_no)).toContain('DP900005');
    const removeApproved = await put('/api/deleteboid', { arr: [{ bo_id: siti.bo_id, depo_edited_by: 'x' }] });
    expect([removeApproved.status, removeApproved.json()]).toEqual([409, { message: `BO deposit #${siti.bo_id} (DP900001) is approved and cannot be deleted.` }]);
    const twice = await put('/api/deleteboid', { arr: [{ bo_id: twin.bo_id }, { bo_id: twin.bo_id }] });
    expect([twice.status, twice.json()]).toEqual([400, { message: `bo_id ${twin.bo_id} is listed twice.` }]);
    const missing = await put('/api/deleteboid', { arr: [{ bo_id: 987654 }] });
    expect([missing.status, missing.json()]).toEqual([404, { message: 'BO deposit #987654 does not exist.' }]);
  });

  it('submits and deletes in bulk, and writes a tracking row per row with the amounts', async () => {
    const pending = await viewBo('pending');
    const [twin, otherTwin] = pending.filter((row) => row.ticket_no === 'DP900005') as [BoRow, BoRow];
    const hacker = pending.find((row) => row.ticket_no === 'DP900008') as BoRow;
    const removed = await put('/api/deleteboid', { arr: [{ bo_id: hacker.bo_id, depo_edited_by: 'x' }] });
    expect([removed.status, removed.json()]).toEqual([200, { message: '1 data berhasil dihapus.', deleted: [hacker.bo_id] }]);
    const submitted = await put('/api/updatebodepostts', { bank_statement_date: monShort(workday), arr: [
        { bo_id: twin.bo_id, ket_app: 'transfer pertama', depo_amount: '' },
        { bo_id: otherTwin.bo_id, ket_app: 'transfer kedua', depo_amount: '' },
      ],
    });
    expect(submitted.status).toBe(200);
    expect(await viewBo('pending')).toEqual([]);
    expect((await viewBo('all')).length).toBe(8);
    if (backend.databaseUrl) {
      const rows = await sql<{ activity: string; username: string }>(
        "SELECT activity, username FROM tracking WHERE activity LIKE 'Upload%' OR activity LIKE 'Approve BO%' OR activity LIKE 'Delete BO%' OR activity LIKE 'Auto-match%' ORDER BY id",
      );
      const day = mon(workday);
      // Each upload is one entry that carries what the checker decided; there is no separate matching entry.
      expect(rows.filter((r) => r.activity.startsWith('Auto-match'))).toEqual([]);
      expect(rows.map((r) => r.activity.replace(/#\d+/, '#N'))).toEqual(
        expect.arrayContaining([
          `Upload Nexus BO deposit ${day}: 8 rows (file bo-workday.csv); auto-match: 0 approved, 8 BO pending, 0 mutasi unclaimed`,
          expect.stringMatching(new RegExp(`^Upload .+ mutasi deposit ${day}: 6 rows \\(file ovo-workday\\.csv\\); auto-match: 3 approved, 5 BO pending, 3 mutasi unclaimed$`)),
          `Upload Nexus BO deposit ${day}: 1 rows (file bo-late.csv); auto-match: 1 approved, 5 BO pending, 2 mutasi unclaimed`,
          `Approve BO deposit #N DP900003 (rina) ${day}: amount 100000.00 → 100000.00; ket_app "cek mutasi manual"; approved without a statement row: no statement row of that amount`,
          `Approve BO deposit #N DP900004 (agus) ${day}: amount 200000.00 → 210000.00; ket_app "nominal dikoreksi"; approved without a statement row: no statement row of that amount`,
          `Delete BO deposit #N DP900008 (hacker) ${day}: amount 123000.00 → deleted ("Dihapus di View BO")`,
        ]),
      );
      expect(rows.every((r) => r.username === ADMIN.name)).toBe(true);
    }
  });

  it('allows edits for today and the two days before only, never the future (Asia/Jakarta)', async () => {
    const file = [
      BO_DEPOSIT_HEADER,
      ...[today, threeDaysAgo, tomorrow].map((day, i) =>
        [`DPW0000${i}`, `${slash(day)} 10:00:00`, '', `win${i}`, `WINDOW PLAYER ${'ABC'[i]}`, 'BANK', '70000.00', '', '', '', '', '', CORPORATE, '', '', '', '', '', '', ''].join(','),
      ),
    ].join('\n');
    await upload('checkdata', 'bo-window.csv', file, { groups: 'rvw' });
    const rowOn = async (day: CalendarDate): Promise<BoRow> => (await viewBo('pending', day)).find((row) => row.ticket_no.startsWith('DPW')) as BoRow;
    const [onToday, onOld, onFuture] = [await rowOn(today), await rowOn(threeDaysAgo), await rowOn(tomorrow)];
    const windowMessage = { message: 'Data ini tidak bisa diupdate (bukan hari yang sama).' };
    const old = await put('/api/updatebodepostts', { bank_statement_date: mon(threeDaysAgo), arr: [{ bo_id: onOld.bo_id, ket_app: 'telat' }] });
    expect([old.status, old.json()]).toEqual([409, windowMessage]);
    const future = await put('/api/updatebodepostts', { bank_statement_date: mon(tomorrow), arr: [{ bo_id: onFuture.bo_id, ket_app: 'besok' }] });
    expect([future.status, future.json()]).toEqual([409, windowMessage]);
    // The stored date decides, whatever date the body claims.
    const claimed = await put('/api/updatebodepostts', { bank_statement_date: mon(today), arr: [{ bo_id: onOld.bo_id, ket_app: 'telat' }] });
    expect([claimed.status, claimed.json()]).toEqual([409, windowMessage]);
    const deleteOld = await put('/api/deleteboid', { arr: [{ bo_id: onOld.bo_id }] });
    expect([deleteOld.status, deleteOld.json()]).toEqual([409, windowMessage]);
    const ok = await put('/api/updatebodepostts', { bank_statement_date: mon(today), arr: [{ bo_id: onToday.bo_id, ket_app: 'hari ini' }] }, checker);
    expect(ok.status).toBe(200);
    expect((await viewBo('approve', today)).find((row) => row.ticket_no === 'DPW00000')).toMatchObject({ ket_app: 'hari ini', match_rule: 'MANUAL' });
  });

  it('matches, shows, approves and deletes withdrawals the same way', async () => {
    const corporate = `OVO - ${WD_ACCOUNT} - PT SUMBER JAYA WD`;
    const wd = [
      BO_WITHDRAW_HEADER,
      ['WD900001', `${slash(workday)} 09:05:00`, 'RVW', 'budi77', 'BUDI SANTOSO', 'BNI - 0987654321 - BUDI SANTOSO', '287490.00', '287490.00', corporate, 'WD', 'Approved', 'op1', 'RC1', '', ''].join(','),
      ['WD900002', `${slash(workday)} 11:40:10`, 'RVW', 'ahmad', 'AHMAD FAUZI', 'BCA - 0222333444 - AHMAD FAUZI', '1000000.00', '', corporate, '', 'Approved', 'op2', 'RC2', '', '-50000'].join(','),
      ['WD900003', `${slash(workday)} 12:00:00`, 'RVW', 'eko', 'EKO PRASETYO', '', '500000.00', '', corporate, '', 'Approved', 'op2', 'RC3', '', ''].join(','),
    ].join('\n');
    await upload('bowd', 'bo-wd.csv', wd, { groups: 'rvw' });
    const statement = await upload('mutasiupdepomanual', 'ovo-wd.csv', manualMutasi(workday, [['BUDI SANTOSO', '287490', 'WD', 'OVOWD1']]), {
      groups: 'RVW',
      transaction_type: 'withdraw',
      provider: 'OVO',
      corporate_bank_no: WD_ACCOUNT,
    });
    expect(statement).toMatchObject({ inserted: 1, auto_approved: 1, bo_pending: 2 });
    const rows = (await get(`/api/viewbowd/${mon(workday)}/rvw/all/100/1`)).json<Array<Record<string, unknown>>>();
    expect(rows.map((row) => [row.wd_ticket_no, row.wd_bo_approve, row.wd_match_rule, row.wd_match_reason])).toEqual([
      ['WD900001', true, 'EXACT_NAME', `name BUDI SANTOSO · OVO ${mon(workday)} #${rows[0]?.wd_matched_mutasi_id}`],
      ['WD900002', false, null, 'no statement row of that amount'],
      ['WD900003', false, null, 'no statement row of that amount'],
    ]);
    expect(rows[1]).toMatchObject({ wd_amount: '1000000.00', wd_last_balance: '-50000.00', wd_website: 'RVW', wd_bank_date: expect.any(String), all_data: 3 });
    const search = (await get(`/api/searchbowd/${mon(workday)}/rvw/pending/string/ahmad/100/1`)).json<Array<Record<string, unknown>>>();
    expect(search.map((row) => row.wd_ticket_no)).toEqual(['WD900002']);
    const mutasi = (await get(`/api/viewmutasiwd/${mon(workday)}/rvw/approve/100/1`)).json<Array<Record<string, unknown>>>();
    expect(mutasi.map((row) => [row.mutasiwd_player_bank_name, row.mutasiwd_ticket])).toEqual([['BUDI SANTOSO', 'WD900001']]);
    expect(mutasi[0]).not.toHaveProperty('mutasiwd_transaction_id');
    expect((await get(`/api/searchmutasiwd/${mon(workday)}/rvw/all/nominal/287490/100/1`)).json<unknown[]>()).toHaveLength(1);

    const [, ahmad, eko] = rows as Array<Record<string, unknown>>;
    const updated = await put('/api/updatebosttswd', { wd_bank_date: mon(workday), arr: [{ wd_bo_id: ahmad?.wd_bo_id, wd_ket_app: 'WD manual', wd_amount: '950000', depo_edited_by: 'x' }] });
    expect([updated.status, updated.json()]).toMatchObject([200, { message: '1 data berhasil diupdate.', updated: [ahmad?.wd_bo_id] }]);
    const approvedAgain = await put('/api/updatebosttswd', { wd_bank_date: mon(workday), arr: [{ wd_bo_id: ahmad?.wd_bo_id, wd_ket_app: 'lagi' }] });
    expect(approvedAgain.status).toBe(409);
    const noKet = await put('/api/updatebosttswd', { wd_bank_date: mon(workday), arr: [{ wd_bo_id: eko?.wd_bo_id, wd_ket_app: '' }] });
    expect([noKet.status, noKet.json()]).toEqual([400, { message: 'Keterangan tidak boleh kosong.' }]);
    const deleted = await put('/api/deleteboidwd', { arr: [{ wd_bo_id: eko?.wd_bo_id, depo_edited_by: 'x' }] });
    expect([deleted.status, deleted.json()]).toEqual([200, { message: '1 data berhasil dihapus.', deleted: [eko?.wd_bo_id] }]);
    const after = (await get(`/api/viewbowd/${mon(workday)}/rvw/all/100/1`)).json<Array<Record<string, unknown>>>();
    expect(after.map((row) => [row.wd_ticket_no, row.wd_bo_approve, row.wd_amount, row.wd_ket_app])).toEqual([
      ['WD900001', true, '287490.00', `AUTO: name BUDI SANTOSO · OVO ${mon(workday)} #${rows[0]?.wd_matched_mutasi_id}`],
      ['WD900002', true, '950000.00', 'WD manual'],
    ]);
  });

  it("never approves a row its BO rejected; a person's approval claims the statement row the rules pair with it, or records there is none; later runs leave both alone", async () => {
    const day = otherDay;
    const mutasiFields = { groups: 'RVW', transaction_type: 'deposit', provider: 'OVO', corporate_bank_no: DEPO_ACCOUNT };
    const bo = await upload(
      'checkdata',
      'bo-claims.csv',
      boDeposit(day, [
        ['DPC00001', 'sari', 'SARI INDAH PERMATA', '75000.00', 'Deposit OVO', 'Rejected'],
        ['DPC00002', 'agus2', 'AGUS SALIM HAKIM', '200000.00'],
        ['DPC00003', 'tono', 'TONO SUTANTO', '60000.00'],
      ]),
      { groups: 'rvw' },
    );
    expect(bo).toMatchObject({ inserted: 3, auto_approved: 0, bo_pending: 3 });
    const statement = await upload(
      'mutasiupdepomanual',
      'ovo-claims.csv',
      manualMutasi(day, [
        ['SARI INDAH PERMATA', '75000', 'Deposit via OVO', 'OVC0001'],
        ['AGUS SALIM HAKIM', '210000', 'Deposit via OVO', 'OVC0002'],
      ]),
      mutasiFields,
    );
    // The rejected deposit's money is there, under the same name: the checker still does not approve it.
    expect(statement).toMatchObject({ inserted: 2, auto_approved: 0, bo_pending: 3 });
    const before = await viewBo('all', day);
    expect(before.map((row) => [row.ticket_no, row.bo_approve, row.match_reason])).toEqual([
      ['DPC00001', false, 'BO status Rejected: never approved automatically'],
      ['DPC00002', false, 'no statement row of that amount'],
      ['DPC00003', false, 'no statement row of that amount'],
    ]);
    const mutasiOf = async (status = 'all') => (await get(`/api/viewmutasi/${mon(day)}/rvw/${status}/100/1`)).json<Array<Record<string, unknown>>>();
    expect((await mutasiOf()).map((row) => [row.mutasi_transaction_id, row.mutasi_app, row.mutasi_ticket])).toEqual([
      ['OVC0001', false, null],
      ['OVC0002', false, null],
    ]);

    // One request: the rejected row (the person's call), one at the amount the bank shows, one without money.
    const [sari, agus, tono] = before as [BoRow, BoRow, BoRow];
    const done = await put('/api/updatebodepostts', {
      bank_statement_date: mon(day),
      arr: [
        { bo_id: sari.bo_id, ket_app: 'dana masuk, BO salah tolak' },
        { bo_id: agus.bo_id, ket_app: 'nominal sesuai mutasi', depo_amount: '210000' },
        { bo_id: tono.bo_id, ket_app: 'bukti transfer dari CS' },
      ],
    });
    expect(done.status).toBe(200);
    const approved = await viewBo('all', day);
    const mutasi = await mutasiOf();
    const idOf = (transactionId: string): unknown => mutasi.find((row) => row.mutasi_transaction_id === transactionId)?.mutasi_id;
    expect(approved.map((row) => [row.ticket_no, row.bo_approve, row.match_rule, row.ket_app, row.depo_amount, row.matched_mutasi_id, row.match_reason])).toEqual([
      ['DPC00001', true, 'MANUAL', 'dana masuk, BO salah tolak', '75000.00', idOf('OVC0001'), `name SARI INDAH PERMATA · OVO ${mon(day)} #${idOf('OVC0001')}`],
      ['DPC00002', true, 'MANUAL', 'nominal sesuai mutasi', '210000.00', idOf('OVC0002'), `name AGUS SALIM HAKIM · OVO ${mon(day)} #${idOf('OVC0002')}`],
      ['DPC00003', true, 'MANUAL', 'bukti transfer dari CS', '60000.00', null, 'approved without a statement row: no statement row of that amount'],
    ]);
    const claimed = mutasi.map((row) => [row.mutasi_transaction_id, row.mutasi_app, row.mutasi_ticket, row.mutasi_ketapp, row.mutasi_match_rule, row.mutasi_matched_bo_id]);
    expect(claimed).toEqual([
      ['OVC0001', true, 'DPC00001', 'MANUAL: name SARI INDAH PERMATA · BO deposit DPC00001', 'MANUAL', sari.bo_id],
      ['OVC0002', true, 'DPC00002', 'MANUAL: name AGUS SALIM HAKIM · BO deposit DPC00002', 'MANUAL', agus.bo_id],
    ]);
    // No unclaimed money is left on View Mutasi for that day.
    expect(await mutasiOf('pending')).toEqual([]);
    const log = (await get(`/api/searchtracking/RVW/DPC0000/100/1`)).json<Array<{ tracking_activity: string }>>();
    expect(log.map((entry) => entry.tracking_activity.replace(/#\d+/g, '#N')).reverse()).toEqual([
      `Approve BO deposit #N DPC00001 (sari) ${mon(day)}: amount 75000.00 → 75000.00; ket_app "dana masuk, BO salah tolak"; claimed mutasi #N`,
      `Approve BO deposit #N DPC00002 (agus2) ${mon(day)}: amount 200000.00 → 210000.00; ket_app "nominal sesuai mutasi"; claimed mutasi #N`,
      `Approve BO deposit #N DPC00003 (tono) ${mon(day)}: amount 60000.00 → 60000.00; ket_app "bukti transfer dari CS"; approved without a statement row: no statement row of that amount`,
    ]);

    // A later file of that day runs the checker again: the approvals and the claims stand as the person left them.
    const later = await upload(
      'mutasiupdepomanual',
      'ovo-claims-later.csv',
      manualMutasi(day, [
        ['TONO SUTANTO', '60000', 'Deposit via OVO', 'OVC0003'],
        ['SARI INDAH PERMATA', '75000', 'Deposit via OVO', 'OVC0004'],
      ]),
      mutasiFields,
    );
    expect(later).toMatchObject({ inserted: 2, auto_approved: 0, bo_pending: 0 });
    expect(await viewBo('all', day)).toEqual(approved);
    const after = await mutasiOf();
    expect(after.slice(0, 2).map((row) => [row.mutasi_transaction_id, row.mutasi_app, row.mutasi_ticket, row.mutasi_ketapp, row.mutasi_match_rule, row.mutasi_matched_bo_id])).toEqual(claimed);
    expect(after.slice(2).map((row) => [row.mutasi_transaction_id, row.mutasi_app])).toEqual([
      ['OVC0003', false],
      ['OVC0004', false],
    ]);
  });

  it('exports CSV and real .xlsx files named by type, website, status and date, with formula cells neutralised', async () => {
    await upload('checkdata', 'bo-formula.csv', boDeposit(workday, [['DP900010', '@sum', '=1+2', '5000.00', '+cmd|calc']]), { groups: 'rvw' });
    const exportOf = (path: string, body: Record<string, string>, cookies = admin) =>
      fetch(`http://127.0.0.1:${server.port}/api/${path}`, { method: 'POST', headers: { cookie: cookies, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const day = mon(workday);
    const csv = await exportOf('exportcsvviewbo', { date: day, status: 'pending', group: 'rvw' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="viewbo_rvw_pending_${day}.csv"`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const parsed = csvTable(await csv.text());
    expect(parsed.header.slice(0, 4)).toEqual(['bo_id', 'bo_approve', 'ket_app', 'ticket_no']);
    expect(parsed.rows.map((row) => [row.ticket_no, row.user_name, row.full_name, row.depo_amount, row.bo_desc])).toEqual([['DP900010', "'@sum", "'=1+2", '5000.00', "'+cmd|calc"]]);
    expect(parsed.rows[0]?.req_date).toBe(`${workday.year}-${String(workday.month).padStart(2, '0')}-${String(workday.day).padStart(2, '0')} 08:10:11`);

    const xlsx = await exportOf('exportexcelviewbo', { date: day, status: 'all', group: 'RVW' });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toBe(`attachment; filename="viewbo_rvw_all_${day}.xlsx"`);
    const book = XLSX.read(Buffer.from(await xlsx.arrayBuffer()), { type: 'buffer', cellNF: true });
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    const records = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(records.map((row) => row.ticket_no)).toEqual(['DP900001', 'DP900002', 'DP900003', 'DP900004', 'DP900005', 'DP900005', 'DP900007', 'DP900009', 'DP900010']);
    expect(records[0]).toMatchObject({ depo_amount: 150000, bo_approve: true, bo_website: 'RVW' });
    expect(records[8]).toMatchObject({ full_name: "'=1+2", bo_desc: "'+cmd|calc" });
    const header = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0] as string[];
    const amountCell = sheet[XLSX.utils.encode_cell({ r: 1, c: header.indexOf('depo_amount') })] as XLSX.CellObject;
    expect([amountCell.t, amountCell.v, amountCell.z]).toEqual(['n', 150000, '#,##0.00']);
    const formulaCell = sheet[XLSX.utils.encode_cell({ r: 9, c: header.indexOf('full_name') })] as XLSX.CellObject;
    expect([formulaCell.t, formulaCell.f]).toEqual(['s', undefined]);

    for (const [path, type, ext] of [
      ['exportcsvlviewbowd', 'viewbowd', 'csv'],
      ['exportexcelviewbowd', 'viewbowd', 'xlsx'],
      ['exportcsvviewmutasi', 'viewmutasi', 'csv'],
      ['exportexcelviewmutasi', 'viewmutasi', 'xlsx'],
      ['exportcsvviewmutasiwd', 'viewmutasiwd', 'csv'],
      ['exportexcelviewmutasiwd', 'viewmutasiwd', 'xlsx'],
    ] as const) {
      const response = await exportOf(path, { date: day, status: 'approve', group: 'rvw' });
      expect([path, response.status, response.headers.get('content-disposition')]).toEqual([path, 200, `attachment; filename="${type}_rvw_approve_${day}.${ext}"`]);
      const bytes = Buffer.from(await response.arrayBuffer());
      const rows = ext === 'csv' ? csvTable(bytes.toString('utf8')).rows : XLSX.utils.sheet_to_json(XLSX.read(bytes, { type: 'buffer' }).Sheets[type] as XLSX.WorkSheet);
      const expected = { viewbowd: 2, viewmutasi: 5, viewmutasiwd: 1 }[type];
      expect([path, rows.length]).toEqual([path, expected]);
    }
    const bad = await exportOf('exportcsvviewbo', { date: '2025-02-05', status: 'all', group: 'rvw' });
    expect(bad.status).toBe(400);
  });

  it('keeps CS out (403) and a CHECKER to their own website (403 elsewhere)', async () => {
    await upload('checkdata', 'bo-other.csv', boDeposit(workday, [['DP800001', 'other', 'ORANG LAIN', '10000.00']]), { groups: 'RVO' });
    const otherRow = (await get(`/api/viewbo/${mon(workday)}/rvo/all/100/1`)).json<BoRow[]>()[0] as BoRow;
    for (const path of [`/api/viewbo/${mon(workday)}/rvw/all/100/1`, `/api/searchmutasi/${mon(workday)}/rvw/all/string/x/100/1`]) {
      const response = await get(path, cs);
      expect([path, response.status, response.json()]).toEqual([path, 403, { message: 'Forbidden.' }]);
    }
    expect((await get(`/api/viewbo/${mon(workday)}/rvw/all/100/1`, checker)).status).toBe(200);
    const notTheirs = { message: 'Forbidden: website RVO is not yours.' };
    const view = await get(`/api/viewmutasi/${mon(workday)}/rvo/all/100/1`, checker);
    expect([view.status, view.json()]).toEqual([403, notTheirs]);
    const edit = await put('/api/updatebodepostts', { bank_statement_date: mon(workday), arr: [{ bo_id: otherRow.bo_id, ket_app: 'x' }] }, checker);
    expect([edit.status, edit.json()]).toEqual([403, notTheirs]);
    const remove = await put('/api/deleteboid', { arr: [{ bo_id: otherRow.bo_id }] }, checker);
    expect([remove.status, remove.json()]).toEqual([403, notTheirs]);
    const exported = await server.request('POST', '/api/exportcsvviewbo', { cookies: checker, body: { date: mon(workday), status: 'all', group: 'rvo' } });
    expect([exported.status, exported.json()]).toEqual([403, notTheirs]);
    expect((await get(`/api/viewbo/${mon(workday)}/rvo/all/100/1`)).json<BoRow[]>()).toHaveLength(1);
  });

  onPostgres('keeps the stored totals of every website, date and status equal to the rows after uploads, matching, approvals and deletes', async () => {
    const stored = await sql<{ key: string; total: number }>(
      `SELECT concat_ws(' ', table_name, website_id, day, approved) AS key, sum(delta)::int AS total FROM review_counts GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1`,
    );
    const counted = await sql<{ key: string; total: number }>(
      `SELECT key, count(*)::int AS total FROM (
         SELECT concat_ws(' ', 'bo_deposit', website_id, bank_statement_date, bo_approve) AS key FROM bo_deposit
         UNION ALL SELECT concat_ws(' ', 'bo_withdraw', website_id, wd_bank_date, wd_bo_approve) FROM bo_withdraw
         UNION ALL SELECT concat_ws(' ', 'mutasi_deposit', website_id, statement_date, mutasi_app) FROM mutasi_deposit
         UNION ALL SELECT concat_ws(' ', 'mutasi_withdraw', website_id, statement_date, mutasi_app) FROM mutasi_withdraw) AS rows
       GROUP BY key ORDER BY key`,
    );
    expect(counted.length).toBeGreaterThan(8);
    expect(stored).toEqual(counted);
  });

  onPostgres('stores the match on both rows and the reason on the unclaimed statement row', async () => {
    const rows = await sql<{ ticket_no: string; matched: string | null; mutasi_ticket: string | null; matched_bo: string | null }>(
      `SELECT b.ticket_no, b.matched_mutasi_id::text AS matched, m.mutasi_ticket, m.matched_bo_id::text AS matched_bo
         FROM bo_deposit b JOIN mutasi_deposit m ON m.mutasi_id = b.matched_mutasi_id WHERE b.ticket_no = 'DP900001'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mutasi_ticket).toBe('DP900001');
    const bo = await sql<{ bo_id: string }>("SELECT bo_id::text FROM bo_deposit WHERE ticket_no = 'DP900001'");
    expect(rows[0]?.matched_bo).toBe(bo[0]?.bo_id);
  });
});
