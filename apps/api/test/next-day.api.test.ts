import { ADMIN, BACKENDS, signIn, startServer, type TestServer } from './harness';
import { createAkunBank, createWebsite } from './fixtures';
import { ACCOUNT, boFile, mutasiFile, type BoLine } from './ovo-day';
import { jakartaDay, upload, type TestDay } from './report-data';
import type { UploadAnswer } from './uploads';

// Next-day postings (issue 16): a late-evening deposit whose transfer the bank posts on the next
// day's statement is proved by that credit, in either upload order, only with name evidence and a
// single candidate; Delete (≤ 24 jam) of the later day sends the claim back.

interface BoRow {
  bo_id: number;
  ticket_no: string;
  bo_approve: boolean;
  match_rule: string | null;
  match_reason: string | null;
  matched_mutasi_id: number | null;
}

interface MutasiRow {
  mutasi_id: number;
  mutasi_app: boolean;
  mutasi_ticket: string | null;
  mutasi_player_bank_name: string | null;
  mutasi_match_reason: string | null;
}

type Answer = UploadAnswer & { auto_approved: number; bo_pending: number; mutasi_unclaimed: number };

describe.each(BACKENDS)('next-day postings on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  // Each test has its own website, so their days never meet.
  let site = 0;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function newSite(): Promise<string> {
    site += 1;
    const code = `NXD${site}`;
    await createWebsite(server, admin, code, `Next Day ${site}`, 'NEXUS');
    await createAkunBank(server, admin, { website: code, bank: 'OVO', no: ACCOUNT, name: 'PT BUKU BENAR' });
    return code;
  }
  const uploadBo = (code: string, when: TestDay, rows: readonly BoLine[]) => upload<Answer>(server, admin, 'checkdata', `bo-${code}-${when.iso}.csv`, boFile(when, rows), { groups: code });
  const uploadMutasi = (code: string, when: TestDay, rows: ReadonlyArray<[string, string, string]>) =>
    upload<Answer>(server, admin, 'mutasiupdepomanual', `ovo-${code}-${when.iso}.csv`, mutasiFile(when, rows), {
      groups: code,
      transaction_type: 'deposit',
      provider: 'OVO',
      corporate_bank_no: ACCOUNT,
    });
  const boRows = async (code: string, when: TestDay): Promise<BoRow[]> => {
    const response = await server.request('GET', `/api/viewbo/${when.mon}/${code}/all/100/1`, { cookies: admin });
    expect(response.status).toBe(200);
    return response.json<BoRow[]>();
  };
  const bo = async (code: string, when: TestDay, ticket: string): Promise<BoRow> => {
    const row = (await boRows(code, when)).find((r) => r.ticket_no === ticket);
    if (!row) throw new Error(`No BO row ${ticket}`);
    return row;
  };
  const mutasi = async (code: string, when: TestDay, name: string): Promise<MutasiRow> => {
    const response = await server.request('GET', `/api/viewmutasi/${when.mon}/${code}/all/100/1`, { cookies: admin });
    expect(response.status).toBe(200);
    const row = response.json<MutasiRow[]>().find((r) => r.mutasi_player_bank_name === name);
    if (!row) throw new Error(`No mutasi row of ${name}`);
    return row;
  };

  const day = jakartaDay(-2);
  const next = jakartaDay(-1);
  const boDay: BoLine[] = [
    ['DQ500001', 'budi', 'BUDI SANTOSO', '50000.00'],
    // Deposited late in the evening: the bank posts it on the next day's statement.
    ['DQ500002', 'andi', 'ANDI KURNIAWAN', '150000.00', '150000.00', '22:15:00'],
  ];
  /** ANDI's requests from his one OVO account: identical requests when amount and day agree too. */
  const andi = (ticket: string, time: string): BoLine => [ticket, 'andi', 'ANDI KURNIAWAN', '150000.00', '150000.00', time, '0899500002'];
  const mutasiDay: Array<[string, string, string]> = [['BUDI SANTOSO', '50000', 'OVO-D1']];
  const mutasiNext: Array<[string, string, string]> = [
    ['ANDI KURNIAWAN', '150000', 'OVO-N1'],
    ['CITRA LESTARI', '75000', 'OVO-N2'],
  ];

  async function expectProvedNextDay(code: string): Promise<void> {
    const credit = await mutasi(code, next, 'ANDI KURNIAWAN');
    const row = await bo(code, day, 'DQ500002');
    expect(row).toMatchObject({ bo_approve: true, matched_mutasi_id: credit.mutasi_id });
    expect(row.match_reason).toContain(`OVO ${next.mon} #${credit.mutasi_id}, a day later`);
    expect(credit).toMatchObject({ mutasi_app: true, mutasi_ticket: 'DQ500002' });
    expect(await mutasi(code, next, 'CITRA LESTARI')).toMatchObject({ mutasi_app: false });
  }

  it("revisits the day before when the next day's statement arrives", async () => {
    const code = await newSite();
    await uploadBo(code, day, boDay);
    await uploadMutasi(code, day, mutasiDay);
    expect(await bo(code, day, 'DQ500002')).toMatchObject({ bo_approve: false });
    const answer = await uploadMutasi(code, next, mutasiNext);
    expect(answer).toMatchObject({ inserted: 2, auto_approved: 1, mutasi_unclaimed: 1 });
    await expectProvedNextDay(code);
  });

  it("looks at the next day's stored statement when the BO file arrives last", async () => {
    const code = await newSite();
    await uploadMutasi(code, next, mutasiNext);
    await uploadMutasi(code, day, mutasiDay);
    const answer = await uploadBo(code, day, boDay);
    expect(answer).toMatchObject({ inserted: 2, auto_approved: 2, bo_pending: 0 });
    await expectProvedNextDay(code);
  });

  it("waits for the next day's BO file before a request made in the day takes that day's credit", async () => {
    const code = await newSite();
    const daytime: BoLine[] = [boDay[0] as BoLine, ['DQ500002', 'andi', 'ANDI KURNIAWAN', '150000.00', '150000.00', '14:00:00']];
    await uploadMutasi(code, next, mutasiNext);
    await uploadMutasi(code, day, mutasiDay);
    await uploadBo(code, day, daytime);
    // The credit could be the same player's request of the next day, whose file is not in yet.
    expect(await bo(code, day, 'DQ500002')).toMatchObject({ bo_approve: false });
    const answer = await uploadBo(code, next, [['DQ500004', 'eka', 'EKA PUTRI', '99000.00']]);
    expect(answer).toMatchObject({ inserted: 1, auto_approved: 1 });
    await expectProvedNextDay(code);
  });

  it("takes a credit naming only the late request's first name once the next day's BO file shows no namesake", async () => {
    const zulkifli: BoLine = ['DQ500009', 'zulkifli', 'ZULKIFLI WIBOWO', '150000.00', '150000.00', '23:56:00'];
    const credits: Array<[string, string, string]> = [['IBU ZULKIFLI', '150000', 'OVO-N5']];
    for (const namesake of [false, true]) {
      const code = await newSite();
      await uploadMutasi(code, next, credits);
      await uploadBo(code, day, [zulkifli]);
      // Many share a first name: the next day's own requests may hold this credit's owner.
      expect(await bo(code, day, 'DQ500009')).toMatchObject({ bo_approve: false });
      await uploadBo(code, next, namesake ? [['DQ500010', 'zulkifli2', 'ZULKIFLI PRATAMA', '150000.00']] : [['DQ500011', 'eka', 'EKA PUTRI', '99000.00']]);
      expect([namesake, (await bo(code, day, 'DQ500009')).bo_approve]).toEqual([namesake, !namesake]);
    }
  });

  it('takes no later credit when two could prove the row', async () => {
    const code = await newSite();
    await uploadBo(code, day, boDay);
    await uploadMutasi(code, next, [...mutasiNext, ['ANDI KURNIAWAN', '150000', 'OVO-N3']]);
    expect(await bo(code, day, 'DQ500002')).toMatchObject({ bo_approve: false, matched_mutasi_id: null });
  });

  it('gives a credit neither to the late request nor to its own day\'s request when both could be its owner', async () => {
    const code = await newSite();
    await uploadBo(code, day, boDay);
    // The same player deposits the same amount on the next day: that day's BO row and the late one both name the credit.
    await uploadBo(code, next, [['DQ500003', 'andi', 'ANDI KURNIAWAN', '150000.00']]);
    await uploadMutasi(code, next, mutasiNext);
    expect(await bo(code, day, 'DQ500002')).toMatchObject({ bo_approve: false });
    expect(await bo(code, next, 'DQ500003')).toMatchObject({ bo_approve: false });
    expect(await mutasi(code, next, 'ANDI KURNIAWAN')).toMatchObject({ mutasi_app: false, mutasi_match_reason: expect.stringContaining('ambiguous') });
  });

  it("gives its own day's request the credit when the earlier request was made in the day", async () => {
    const code = await newSite();
    await uploadBo(code, day, [['DQ500002', 'andi', 'ANDI KURNIAWAN', '150000.00']]);
    await uploadBo(code, next, [['DQ500003', 'andi', 'ANDI KURNIAWAN', '150000.00']]);
    await uploadMutasi(code, next, mutasiNext);
    expect(await bo(code, day, 'DQ500002')).toMatchObject({ bo_approve: false });
    expect(await bo(code, next, 'DQ500003')).toMatchObject({ bo_approve: true });
  });

  it('proves two late requests of one player with the next day\'s two credits, in both upload orders', async () => {
    const twice = [andi('DQ500002', '22:15:00'), andi('DQ500005', '23:30:00')];
    const credits: Array<[string, string, string]> = [...mutasiNext, ['ANDI KURNIAWA', '150000', 'OVO-N3']];
    for (const order of ['bo first', 'statement first'] as const) {
      const code = await newSite();
      if (order === 'bo first') {
        await uploadBo(code, day, twice);
        await uploadMutasi(code, next, credits);
      } else {
        await uploadMutasi(code, next, credits);
        await uploadBo(code, day, twice);
      }
      const rows = await boRows(code, day);
      expect(rows.map((row) => [row.ticket_no, row.bo_approve, row.match_reason?.endsWith('a day later')])).toEqual([
        ['DQ500002', true, true],
        ['DQ500005', true, true],
      ]);
      expect(new Set(rows.map((row) => row.matched_mutasi_id)).size).toBe(2);
    }
  });

  it("proves a late request and the same player's request of the next day with that day's two credits, whatever the upload order", async () => {
    const credits: Array<[string, string, string]> = [...mutasiNext, ['ANDI KURNIAWAN', '150000', 'OVO-N3']];
    const files = {
      boDay: (code: string) => uploadBo(code, day, [andi('DQ500002', '22:15:00')]),
      boNext: (code: string) => uploadBo(code, next, [andi('DQ500007', '10:05:00')]),
      mutasiNext: (code: string) => uploadMutasi(code, next, credits),
    };
    for (const order of [['boDay', 'boNext', 'mutasiNext'], ['boDay', 'mutasiNext', 'boNext'], ['mutasiNext', 'boDay', 'boNext'], ['mutasiNext', 'boNext', 'boDay']] as const) {
      const code = await newSite();
      for (const file of order) await files[file](code);
      const late = await bo(code, day, 'DQ500002');
      const own = await bo(code, next, 'DQ500007');
      expect([order, late.bo_approve, late.match_reason?.endsWith('a day later'), own.bo_approve]).toEqual([order, true, true, true]);
      expect(late.matched_mutasi_id).not.toBe(own.matched_mutasi_id);
    }
    // A third credit of the same player makes the counts differ: nothing is taken.
    const code = await newSite();
    await files.boDay(code);
    await files.boNext(code);
    await uploadMutasi(code, next, [...credits, ['ANDI KURNIAWAN', '150000', 'OVO-N4']]);
    expect([(await bo(code, day, 'DQ500002')).bo_approve, (await bo(code, next, 'DQ500007')).bo_approve]).toEqual([false, false]);
  });

  it("gives the day's one transfer to the first of two late requests and the next day's to the second", async () => {
    const code = await newSite();
    await uploadBo(code, day, [andi('DQ500002', '21:20:00'), andi('DQ500005', '23:30:00')]);
    await uploadMutasi(code, day, [['ANDI KURNIAWAN', '150000', 'OVO-D2']]);
    expect((await boRows(code, day)).map((row) => [row.ticket_no, row.bo_approve])).toEqual([
      ['DQ500002', true],
      ['DQ500005', false],
    ]);
    await uploadMutasi(code, next, mutasiNext);
    const late = await bo(code, day, 'DQ500005');
    expect(late).toMatchObject({ bo_approve: true, matched_mutasi_id: (await mutasi(code, next, 'ANDI KURNIAWAN')).mutasi_id });
  });

  it("sends the claim back when Delete (≤ 24 jam) removes the later day's statement", async () => {
    const code = await newSite();
    await uploadBo(code, day, boDay);
    await uploadMutasi(code, next, mutasiNext);
    await expectProvedNextDay(code);
    const response = await server.request('DELETE', '/api/deletebomutasi', { cookies: admin, body: { date: next.mon, group: code } });
    expect(response.status).toBe(200);
    expect(response.json<{ bo_reopened: number }>()).toMatchObject({ bo_reopened: 1 });
    const row = await bo(code, day, 'DQ500002');
    expect(row).toMatchObject({ bo_approve: false, matched_mutasi_id: null });
    expect(row.match_reason).not.toBeNull();
    // The same statement again proves it again.
    await uploadMutasi(code, next, mutasiNext);
    await expectProvedNextDay(code);
  });
});
