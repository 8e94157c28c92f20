import { ADMIN, BACKENDS, describeOnPostgres, removeServerData, signIn, startServer, startTwoInstances, withPg, type TestServer } from './harness';
import { createAccount, createAkunBank, createWebsite } from './fixtures';
import { jakartaDay, upload, type TestDay } from './report-data';
import { postFile, type UploadAnswer } from './uploads';
import { boFile, mutasiFile, ACCOUNT, type BoLine } from './ovo-day';

// The books invariant (issue 15): every approval path claims its money or says it has none, a
// statement row backs at most one deposit, deletions stick, and amount corrections stay consistent.

interface BoRow {
  bo_id: number;
  ticket_no: string;
  bo_approve: boolean;
  depo_amount: string;
  nett_amount: string | null;
  original_amount: string | null;
  match_rule: string | null;
  match_reason: string | null;
  matched_mutasi_id: number | null;
  unbacked_reason: string | null;
}

interface MutasiRow {
  mutasi_id: number;
  mutasi_app: boolean;
  mutasi_ticket: string | null;
  mutasi_player_bank_name: string | null;
  mutasi_match_reason: string | null;
  mutasi_matched_bo_id: number | null;
}

interface ApproveAnswer {
  message: string;
  rows: Array<{ bo_id: number; mutasi_id: number | null; note: string }>;
}

describe.each(BACKENDS)('the books on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let checker: string;
  const day = jakartaDay(-1);
  const today = jakartaDay(0);

  type Answer = UploadAnswer & Record<string, unknown>;
  const uploadBo = (name: string, when: TestDay, rows: readonly BoLine[], cookies = admin) => upload<Answer>(server, cookies, 'checkdata', name, boFile(when, rows), { groups: 'BKS' });
  const uploadMutasi = (name: string, when: TestDay, rows: ReadonlyArray<[string, string, string]>) =>
    upload<Answer>(server, admin, 'mutasiupdepomanual', name, mutasiFile(when, rows), { groups: 'BKS', transaction_type: 'deposit', provider: 'OVO', corporate_bank_no: ACCOUNT });
  const boRows = async (when = day): Promise<BoRow[]> => {
    const response = await server.request('GET', `/api/viewbo/${when.mon}/BKS/all/100/1`, { cookies: admin });
    expect(response.status).toBe(200);
    return response.json<BoRow[]>();
  };
  const bo = async (ticket: string, when = day): Promise<BoRow> => {
    const row = (await boRows(when)).find((r) => r.ticket_no === ticket);
    if (!row) throw new Error(`No BO row ${ticket}`);
    return row;
  };
  const mutasiRows = async (when = day): Promise<MutasiRow[]> => {
    const response = await server.request('GET', `/api/viewmutasi/${when.mon}/BKS/all/100/1`, { cookies: admin });
    expect(response.status).toBe(200);
    return response.json<MutasiRow[]>();
  };
  const mutasiOf = async (name: string): Promise<MutasiRow[]> => (await mutasiRows()).filter((row) => row.mutasi_player_bank_name === name);
  const approve = (items: Array<Record<string, unknown>>, cookies = admin, when = day) =>
    server.request('PUT', '/api/updatebodepostts', { cookies, body: { bank_statement_date: when.mon, arr: items } });

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    const site = await createWebsite(server, admin, 'BKS', 'Books Site', 'NEXUS');
    await createAccount(server, admin, { name: 'books-checker', password: 'books-checker-pass', role: 'CHECKER', website: site });
    checker = (await signIn(server, 'books-checker', 'books-checker-pass')).cookies;
    await createAkunBank(server, admin, { website: 'BKS', bank: 'OVO', no: ACCOUNT, name: 'PT BUKU BENAR' });
    await uploadBo('bo-day.csv', day, [
      ['DQ100001', 'indah', 'INDAH PERMATA', '235175.00'],
      ['DQ100002', 'rudi', 'RUDI HARTONO', '50000.00'],
      ['DQ100003', 'sari', 'SARI DEWI', '77000.00'],
      ['DQ100004', 'anton', 'ANTON WIBOWO', '88000.00'],
      ['DQ100005', 'anton', 'ANTON WIBOWO', '88000.00'],
      ['DQ100006', 'eko', 'EKO PRASETYO', '272211.00', '272210.00'],
    ]);
    const statement = await uploadMutasi('ovo-day.csv', day, [
      ['INDEH PERMATA', '235175', 'OVO1'],
      ['YUSUF ALAMSYAH', '50000', 'OVO2'],
      ['ZAINAL ARIFIN', '50000', 'OVO3'],
      ['ANTON WIBOWO', '88000', 'OVO4'],
      ['EKO P', '272210', 'OVO5'],
    ]);
    expect(statement).toMatchObject({ inserted: 5, auto_approved: 0 });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("a person's approval claims the only candidate credit, and a later ticket of the same amount cannot use it again", async () => {
    const before = await bo('DQ100001');
    expect(before).toMatchObject({ bo_approve: false, match_reason: 'amount found but name differs' });
    const [credit] = await mutasiOf('INDEH PERMATA');
    const response = await approve([{ bo_id: before.bo_id, ket_app: 'ejaan nama beda (INDEH)', depo_amount: '' }]);
    expect(response.status).toBe(200);
    expect(response.json<ApproveAnswer>().rows).toEqual([{ bo_id: before.bo_id, mutasi_id: credit?.mutasi_id, note: expect.stringMatching(/^only candidate · OVO .* #\d+$/) }]);
    expect(await bo('DQ100001')).toMatchObject({ bo_approve: true, match_rule: 'MANUAL', matched_mutasi_id: credit?.mutasi_id, unbacked_reason: null });
    expect((await mutasiOf('INDEH PERMATA'))[0]).toMatchObject({ mutasi_app: true, mutasi_ticket: 'DQ100001', mutasi_matched_bo_id: before.bo_id, mutasi_match_reason: null });

    const later = await uploadBo('bo-later.csv', day, [['DQ100099', 'indah', 'INDAH PERMATA', '235175.00']]);
    expect(later).toMatchObject({ inserted: 1, auto_approved: 0 });
    expect(await bo('DQ100099')).toMatchObject({ bo_approve: false, matched_mutasi_id: null, match_reason: 'statement rows of that amount are matched to other BO rows' });
  });

  it('with several candidates the person picks one; a claimed one cannot be picked again', async () => {
    const row = await bo('DQ100002');
    const refused = await approve([{ bo_id: row.bo_id, ket_app: 'cek manual' }]);
    expect(refused.status).toBe(409);
    const [yusuf] = await mutasiOf('YUSUF ALAMSYAH');
    const [zainal] = await mutasiOf('ZAINAL ARIFIN');
    expect(refused.json<{ message: string }>().message).toEqual(expect.stringContaining(`#${yusuf?.mutasi_id} (YUSUF ALAMSYAH)`));
    expect(refused.json<{ message: string }>().message).toEqual(expect.stringContaining(`#${zainal?.mutasi_id} (ZAINAL ARIFIN)`));
    expect(await bo('DQ100002')).toMatchObject({ bo_approve: false });

    const claimed = (await mutasiOf('INDEH PERMATA'))[0]?.mutasi_id;
    const taken = await approve([{ bo_id: row.bo_id, ket_app: 'cek manual', mutasi_id: claimed }]);
    expect(taken.status).toBe(400);
    const picked = await approve([{ bo_id: row.bo_id, ket_app: 'cek manual', mutasi_id: zainal?.mutasi_id }]);
    expect(picked.status).toBe(200);
    expect(await bo('DQ100002')).toMatchObject({ bo_approve: true, matched_mutasi_id: zainal?.mutasi_id });
    expect((await mutasiOf('ZAINAL ARIFIN'))[0]).toMatchObject({ mutasi_app: true, mutasi_ticket: 'DQ100002' });
    expect((await mutasiOf('YUSUF ALAMSYAH'))[0]).toMatchObject({ mutasi_app: false, mutasi_match_reason: 'no BO row of that amount' });
  });

  it('with no candidate the row is approved without a statement row, with the reason the person gave', async () => {
    const row = await bo('DQ100003');
    const response = await approve([{ bo_id: row.bo_id, ket_app: 'transfer tunai di kantor', depo_amount: '' }]);
    expect(response.status).toBe(200);
    expect(await bo('DQ100003')).toMatchObject({
      bo_approve: true,
      matched_mutasi_id: null,
      unbacked_reason: 'transfer tunai di kantor',
      match_reason: 'approved without a statement row: no statement row of that amount',
    });
  });

  it("refreshes the other rows' reasons when an approval takes their credit", async () => {
    const first = await bo('DQ100004');
    expect(first.match_reason).toBe('ambiguous: 1 candidate shared by 2 rows');
    const response = await approve([{ bo_id: first.bo_id, ket_app: 'deposit pertama' }]);
    expect(response.status).toBe(200);
    expect(await bo('DQ100005')).toMatchObject({ bo_approve: false, match_reason: 'statement rows of that amount are matched to other BO rows' });
  });

  it('an amount correction moves the nett amount, keeps the uploaded amount, claims the corrected amount and is tracked with both', async () => {
    const row = await bo('DQ100006');
    expect(row).toMatchObject({ depo_amount: '272211.00', nett_amount: '272210.00', original_amount: null });
    const response = await approve([{ bo_id: row.bo_id, ket_app: 'nominal dikoreksi', depo_amount: '272210' }]);
    expect(response.status).toBe(200);
    const [credit] = await mutasiOf('EKO P');
    expect(await bo('DQ100006')).toMatchObject({ bo_approve: true, depo_amount: '272210.00', nett_amount: '272209.00', original_amount: '272211.00', matched_mutasi_id: credit?.mutasi_id });
    const log = await server.request('GET', '/api/tracking/BKS/100/1', { cookies: admin });
    expect(log.text).toContain(`amount 272211.00 → 272210.00`);
  });

  it('a CHECKER approves within their website through the same rules, in bulk', async () => {
    await uploadBo('bo-bulk.csv', day, [
      ['DQ100010', 'lina', 'LINA MARLINA', '61000.00'],
      ['DQ100011', 'tono', 'TONO SUDIRO', '62000.00'],
    ]);
    await uploadMutasi('ovo-bulk.csv', day, [['LINA M', '61000', 'OVO10']]);
    const ids = [(await bo('DQ100010')).bo_id, (await bo('DQ100011')).bo_id];
    const response = await approve(
      ids.map((bo_id) => ({ bo_id, ket_app: 'bulk' })),
      checker,
    );
    expect(response.status).toBe(200);
    expect((await bo('DQ100010')).matched_mutasi_id).toEqual((await mutasiOf('LINA M'))[0]?.mutasi_id);
    expect(await bo('DQ100011')).toMatchObject({ bo_approve: true, matched_mutasi_id: null, unbacked_reason: 'bulk' });
  });

  describe('deletions stick', () => {
    const file: BoLine[] = [
      ['DL200001', 'ani', 'ANI', '10000.00'],
      ['DL200002', 'bob', 'BOB', '20000.00'],
      ['DL200003', 'cil', 'CIL', '30000.00'],
      ['DL200004', 'dod', 'DOD', '40000.00'],
      ['DL200005', 'eva', 'EVA', '50000.00'],
    ];
    const deleted = ['DL200001', 'DL200002', 'DL200003'];

    it('a row deleted in View BO is not brought back by the same export, and the answer says so', async () => {
      expect(await uploadBo('bo-del.csv', today, file)).toMatchObject({ inserted: 5 });
      const ids = await Promise.all(deleted.map(async (ticket) => (await bo(ticket, today)).bo_id));
      const removed = await server.request('PUT', '/api/deleteboid', { cookies: checker, body: { arr: ids.map((bo_id) => ({ bo_id })), reason: 'salah input' } });
      expect(removed.status).toBe(200);
      const again = await uploadBo('bo-del-again.csv', today, [...file, ['DL200006', 'fay', 'FAY', '60000.00'], ['DL200007', 'gus', 'GUS', '70000.00']]);
      expect(again).toMatchObject({ status: false, inserted: 2, existing: 2, deleted_before: 3 });
      expect(again.data[0]?.message).toBe('2 data berhasil ditambahkan. 2 data sudah ada. 3 data dihapus sebelumnya, tidak ditambahkan lagi.');
      expect((await boRows(today)).map((row) => row.ticket_no).sort()).toEqual(['DL200004', 'DL200005', 'DL200006', 'DL200007']);
      const list = await server.request('GET', `/api/deletedbo/${today.mon}/BKS`, { cookies: checker });
      expect(list.status).toBe(200);
      expect(list.json<Array<{ id: number; ticket: string; deleted_by: string; reason: string }>>()).toEqual(
        ids.map((id, index) => expect.objectContaining({ id, ticket: deleted[index], deleted_by: 'books-checker', reason: 'salah input' })),
      );
    });

    it('an ADMIN restores a deleted row, tracked; a CHECKER cannot', async () => {
      const [first] = (await server.request('GET', `/api/deletedbo/${today.mon}/BKS`, { cookies: admin })).json<Array<{ id: number }>>();
      const body = { arr: [{ bo_id: first?.id }] };
      expect((await server.request('PUT', '/api/restoreboid', { cookies: checker, body })).status).toBe(403);
      const restored = await server.request('PUT', '/api/restoreboid', { cookies: admin, body });
      expect(restored.status).toBe(200);
      expect(await bo('DL200001', today)).toMatchObject({ bo_id: first?.id, bo_approve: false, match_reason: 'no statement uploaded for this day yet' });
      expect((await server.request('PUT', '/api/restoreboid', { cookies: admin, body })).status).toBe(404);
      const log = await server.request('GET', '/api/tracking/BKS/100/1', { cookies: admin });
      expect(log.text).toContain(`Restore BO deposit #${first?.id} DL200001`);
      const again = await uploadBo('bo-del-third.csv', today, file);
      expect(again).toMatchObject({ inserted: 0, existing: 3, deleted_before: 2 });
    });

    it('Delete (≤ 24 jam) removes the day with its tombstones, so the corrected file brings the rows back', async () => {
      const response = await server.request('DELETE', '/api/deletebomutasi', { cookies: admin, body: { date: today.mon, group: 'BKS' } });
      expect(response.status).toBe(200);
      expect((await server.request('GET', `/api/deletedbo/${today.mon}/BKS`, { cookies: admin })).json<unknown[]>()).toEqual([]);
      expect(await uploadBo('bo-del-corrected.csv', today, file)).toMatchObject({ inserted: 5, deleted_before: 0 });
    });
  });
});

describeOnPostgres('the books are kept by the database itself', (postgres) => {
  let server: TestServer;
  let admin: string;
  const day = jakartaDay(-1);
  const sql = (text: string) => withPg(postgres.databaseUrl, server.schema as string, (client) => client.query(text));

  beforeAll(async () => {
    server = await startServer(postgres);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    await createWebsite(server, admin, 'BKS', 'Books Site', 'NEXUS');
    await createAkunBank(server, admin, { website: 'BKS', bank: 'OVO', no: ACCOUNT, name: 'PT BUKU BENAR' });
    await postFile(server, '/api/checkdata', {
      cookies: admin,
      file: { name: 'bo.csv', content: boFile(day, [['DQ300001', 'ana', 'ANA', '15000.00'], ['DQ300002', 'ani', 'ANI', '15000.00'], ['DQ300003', 'ina', 'INA', '16000.00']]) },
      fields: { groups: 'BKS' },
    });
    await postFile(server, '/api/mutasiupdepomanual', {
      cookies: admin,
      file: { name: 'ovo.csv', content: mutasiFile(day, [['ANA SUSANTI', '15000', 'R1']]) },
      fields: { groups: 'BKS', transaction_type: 'deposit', provider: 'OVO', corporate_bank_no: ACCOUNT },
    });
    const [first] = (await server.request('GET', `/api/viewbo/${day.mon}/BKS/all/100/1`, { cookies: admin })).json<BoRow[]>();
    const [credit] = (await server.request('GET', `/api/viewmutasi/${day.mon}/BKS/all/100/1`, { cookies: admin })).json<MutasiRow[]>();
    const approved = await server.request('PUT', '/api/updatebodepostts', {
      cookies: admin,
      body: { bank_statement_date: day.mon, arr: [{ bo_id: first?.bo_id, ket_app: 'ANA', mutasi_id: credit?.mutasi_id }] },
    });
    expect(approved.status).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses an approval without money or reason, a second claim of one credit, a one-sided claim and the deletion of a backing row', async () => {
    await expect(sql(`UPDATE bo_deposit SET bo_approve = true WHERE ticket_no = 'DQ300002'`)).rejects.toMatchObject({ code: '23514' });
    await expect(sql(`UPDATE bo_deposit SET bo_approve = true, matched_mutasi_id = (SELECT mutasi_id FROM mutasi_deposit LIMIT 1) WHERE ticket_no = 'DQ300002'`)).rejects.toMatchObject({ code: '23505' });
    await expect(sql(`UPDATE bo_deposit SET bo_approve = true, unbacked_reason = 'x', matched_mutasi_id = NULL WHERE ticket_no = 'DQ300003'`)).resolves.toBeDefined();
    await expect(
      sql(`UPDATE mutasi_deposit SET mutasi_app = false, matched_bo_id = NULL WHERE matched_bo_id IS NOT NULL`),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(sql(`DELETE FROM mutasi_deposit`)).rejects.toMatchObject({ code: '23503' });
    await expect(sql(`UPDATE bo_deposit SET depo_amount = 15001 WHERE bo_approve AND matched_mutasi_id IS NOT NULL`)).rejects.toMatchObject({ code: '23514' });
    // The by-hand approval above is a legal state (a reason, no money); undone so verify-books finds the books as the app left them.
    await sql(`UPDATE bo_deposit SET bo_approve = false, unbacked_reason = NULL WHERE ticket_no = 'DQ300003'`);
  });
});

describeOnPostgres('two people proving two rows with one credit through two instances', (postgres) => {
  let servers: [TestServer, TestServer];
  const day = jakartaDay(-1);

  beforeAll(async () => {
    servers = await startTwoInstances(postgres, { schema: `checker_books_${Date.now()}` });
  });
  afterAll(async () => {
    for (const server of servers ?? []) await server.stop();
    if (servers) await removeServerData(servers[0]);
  });

  it('one is answered 200 and claims it, the other 409; the credit backs one deposit', async () => {
    const [one, two] = servers;
    const admin = (await signIn(one, ADMIN.name, ADMIN.password)).cookies;
    await createWebsite(one, admin, 'BKS', 'Books Site', 'NEXUS');
    await createAkunBank(one, admin, { website: 'BKS', bank: 'OVO', no: ACCOUNT, name: 'PT BUKU BENAR' });
    await postFile(one, '/api/checkdata', { cookies: admin, file: { name: 'bo.csv', content: boFile(day, [['DQ400001', 'ana', 'ANA', '99000.00'], ['DQ400002', 'ani', 'ANI', '99000.00']]) }, fields: { groups: 'BKS' } });
    await postFile(one, '/api/mutasiupdepomanual', {
      cookies: admin,
      file: { name: 'ovo.csv', content: mutasiFile(day, [['SOMEONE', '99000', 'R1']]) },
      fields: { groups: 'BKS', transaction_type: 'deposit', provider: 'OVO', corporate_bank_no: ACCOUNT },
    });
    const rows = (await one.request('GET', `/api/viewbo/${day.mon}/BKS/all/100/1`, { cookies: admin })).json<BoRow[]>();
    const [credit] = (await one.request('GET', `/api/viewmutasi/${day.mon}/BKS/all/100/1`, { cookies: admin })).json<MutasiRow[]>();
    const adminTwo = (await signIn(two, ADMIN.name, ADMIN.password)).cookies;
    const answers = await Promise.all(
      [
        [one, admin],
        [two, adminTwo],
      ].map(([server, cookies], index) =>
        (server as TestServer).request('PUT', '/api/updatebodepostts', {
          cookies: cookies as string,
          body: { bank_statement_date: day.mon, arr: [{ bo_id: rows[index]?.bo_id, ket_app: 'race', mutasi_id: credit?.mutasi_id }] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const after = (await two.request('GET', `/api/viewbo/${day.mon}/BKS/all/100/1`, { cookies: adminTwo })).json<BoRow[]>();
    expect(after.filter((row) => row.matched_mutasi_id === credit?.mutasi_id)).toHaveLength(1);
    expect(after.filter((row) => row.bo_approve)).toHaveLength(1);
  });
});
