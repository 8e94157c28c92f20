// The posting window an ADMIN keeps (issue 16, migration 015): every role reads it, only ADMIN sets a
// source's working days, resets it to the default, adds and removes holidays; bad input gets a 400 that
// says what is wrong and writes nothing; every change is tracked.
import type { PostingWindowAnswer } from '@checker/domain';
import { ADMIN, BACKENDS, signIn, startServer, type TestServer } from './harness';
import { createAccount, createWebsite, type TrackingRow } from './fixtures';
import { snapshot, withDatabase } from './snapshot';

describe.each(BACKENDS)('posting window API on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let adminId: number;
  let checker: string;
  let cs: string;

  const read = async (cookies = admin): Promise<PostingWindowAnswer> => {
    const response = await server.request('GET', '/api/postingwindow', { cookies });
    expect(response.status).toBe(200);
    return response.json<PostingWindowAnswer>();
  };
  const sourceOf = async (source: string) => (await read()).sources.find((row) => row.source === source);
  const tracked = (): Promise<string[]> =>
    withDatabase(server, async (client) => (await client.query<TrackingRow>("SELECT activity FROM tracking WHERE activity LIKE '%posting%' ORDER BY id")).rows.map((row) => row.activity));

  beforeAll(async () => {
    server = await startServer(backend);
    const signed = await signIn(server, ADMIN.name, ADMIN.password);
    admin = signed.cookies;
    adminId = signed.accountId;
    const site = await createWebsite(server, admin, 'PWSITE');
    await createAccount(server, admin, { name: 'pw-checker', password: 'pw-checker-password', role: 'CHECKER', website: site });
    await createAccount(server, admin, { name: 'pw-cs', password: 'pw-cs-password-1', role: 'CS', website: site });
    checker = (await signIn(server, 'pw-checker', 'pw-checker-password')).cookies;
    cs = (await signIn(server, 'pw-cs', 'pw-cs-password-1')).cookies;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('GET /api/postingwindow: every role reads each source (the akun bank banks and the gateways) at the default, and the seeded holidays in date order', async () => {
    const answer = await read();
    expect([answer.default_working_days, answer.max_working_days]).toEqual([1, 5]);
    expect(answer.sources.map((row) => row.source)).toEqual([
      'BCA',
      'BNI',
      'BRI',
      'CIMB',
      'DANA',
      'E-wallet auto TX',
      'GOPAY',
      'LINKAJA',
      'MANDIRI',
      'Nexus Pay',
      'OVO',
      'QRIS',
      'QRIS export',
      'QRIS Luxe',
      'QRIS Solita',
    ]);
    expect(answer.sources[0]).toEqual({ source: 'BCA', working_days: 1, is_default: true, edited_by: null, edited_at: null });
    expect(answer.holidays).toHaveLength(32);
    expect(answer.holidays[0]).toEqual({ date: '01-Jan-2025', name: 'Tahun Baru Masehi', created_by: null, created_at: expect.any(String) });
    expect(answer.holidays.map((row) => row.date)).toContain('17-Aug-2026');
    expect(await read(checker)).toEqual(answer);
    expect(await read(cs)).toEqual(answer);
  });

  it('PUT /api/updatepostingwindow: ADMIN sets a source (named in any case) to 0..5 working days, tracked with the value before; setting the same again changes nothing', async () => {
    for (const cookies of [checker, cs]) expect((await server.request('PUT', '/api/updatepostingwindow', { cookies, body: { source: 'BCA', working_days: 2 } })).status).toBe(403);
    const set = await server.request('PUT', '/api/updatepostingwindow', { cookies: admin, body: { source: 'bca', working_days: 3 } });
    expect([set.status, set.json()]).toEqual([200, { success: true, message: 'Posting window of BCA set to 3 working days.', source: 'BCA', working_days: 3 }]);
    expect(await sourceOf('BCA')).toEqual({ source: 'BCA', working_days: 3, is_default: false, edited_by: adminId, edited_at: expect.any(String) });

    const zero = await server.request('PUT', '/api/updatepostingwindow', { cookies: admin, body: { source: 'QRIS Solita', working_days: 0 } });
    expect(zero.json<{ message: string }>().message).toBe('Posting window of QRIS Solita set to 0 working days.');
    const again = await server.request('PUT', '/api/updatepostingwindow', { cookies: admin, body: { source: 'BCA', working_days: 3 } });
    expect([again.status, again.json<{ message: string }>().message]).toEqual([200, 'BCA already has a posting window of 3 working days.']);
    const back = await server.request('PUT', '/api/updatepostingwindow', { cookies: admin, body: { source: 'BCA', working_days: 1 } });
    expect(back.json<{ message: string }>().message).toBe('Posting window of BCA set to 1 working day.');
    expect(await sourceOf('BCA')).toMatchObject({ working_days: 1, is_default: false });
    expect(await tracked()).toEqual([
      'Set the posting window of BCA to 3 working days (was 1 (default))',
      'Set the posting window of QRIS Solita to 0 working days (was 1 (default))',
      'Set the posting window of BCA to 1 working day (was 3)',
    ]);
  });

  it('PUT /api/resetpostingwindow: ADMIN returns a source to the default, tracked; a source at the default stays as it is', async () => {
    expect((await server.request('PUT', '/api/resetpostingwindow', { cookies: checker, body: { source: 'QRIS Solita' } })).status).toBe(403);
    const reset = await server.request('PUT', '/api/resetpostingwindow', { cookies: admin, body: { source: 'QRIS Solita' } });
    expect([reset.status, reset.json()]).toEqual([200, { success: true, message: 'Posting window of QRIS Solita reset to the default 1 working day.', source: 'QRIS Solita', working_days: 1 }]);
    expect(await sourceOf('QRIS Solita')).toEqual({ source: 'QRIS Solita', working_days: 1, is_default: true, edited_by: null, edited_at: null });
    const before = await tracked();
    const again = await server.request('PUT', '/api/resetpostingwindow', { cookies: admin, body: { source: 'QRIS Solita' } });
    expect([again.status, again.json<{ message: string }>().message]).toEqual([200, 'QRIS Solita already uses the default posting window.']);
    expect(await tracked()).toEqual(before);
    expect(before[before.length - 1]).toBe('Reset the posting window of QRIS Solita to the default 1 working day (was 0)');
  });

  it('POST /api/createpostingholiday and DELETE /api/deletepostingholiday/:date: ADMIN adds a holiday by ISO or DD-Mon-YYYY date and removes it, tracked', async () => {
    const body = { holiday: '2027-08-17', name: ' Hari Kemerdekaan ' };
    expect((await server.request('POST', '/api/createpostingholiday', { cookies: checker, body })).status).toBe(403);
    const added = await server.request('POST', '/api/createpostingholiday', { cookies: admin, body });
    expect([added.status, added.json()]).toEqual([201, { success: true, message: 'Holiday 17-Aug-2027 (Hari Kemerdekaan) added.', date: '17-Aug-2027', name: 'Hari Kemerdekaan' }]);
    const cuti = await server.request('POST', '/api/createpostingholiday', { cookies: admin, body: { holiday: '2-jan-2026', name: 'Cuti bersama' } });
    expect(cuti.status).toBe(201);
    const holidays = (await read()).holidays;
    expect(holidays.find((row) => row.date === '17-Aug-2027')).toEqual({ date: '17-Aug-2027', name: 'Hari Kemerdekaan', created_by: adminId, created_at: expect.any(String) });
    expect(holidays.map((row) => row.date).slice(-3)).toEqual(['25-Aug-2026', '25-Dec-2026', '17-Aug-2027']);

    expect((await server.request('DELETE', '/api/deletepostingholiday/2027-08-17', { cookies: checker })).status).toBe(403);
    const removed = await server.request('DELETE', '/api/deletepostingholiday/2027-08-17', { cookies: admin });
    expect([removed.status, removed.json()]).toEqual([200, { success: true, message: 'Holiday 17-Aug-2027 (Hari Kemerdekaan) removed.', date: '17-Aug-2027', name: 'Hari Kemerdekaan' }]);
    expect((await server.request('DELETE', '/api/deletepostingholiday/02-Jan-2026', { cookies: admin })).status).toBe(200);
    expect((await read()).holidays.map((row) => row.date)).not.toContain('17-Aug-2027');
    expect((await tracked()).slice(-4)).toEqual([
      'Added posting holiday 17-Aug-2027 (Hari Kemerdekaan)',
      'Added posting holiday 02-Jan-2026 (Cuti bersama)',
      'Removed posting holiday 17-Aug-2027 (Hari Kemerdekaan)',
      'Removed posting holiday 02-Jan-2026 (Cuti bersama)',
    ]);
  });

  it('refuses bad input with a 400 that says what is wrong (a missing holiday 404, a holiday twice 409) and writes nothing', async () => {
    const before = await snapshot(server);
    const cases: Array<[string, string, unknown, number, string]> = [
      ['PUT', '/api/updatepostingwindow', { source: 'BCA', working_days: 6 }, 400, 'working_days must be at most 5.'],
      ['PUT', '/api/updatepostingwindow', { source: 'BCA', working_days: -1 }, 400, 'working_days must be at least 0.'],
      ['PUT', '/api/updatepostingwindow', { source: 'BCA', working_days: 1.5 }, 400, 'working_days must be a whole number.'],
      ['PUT', '/api/updatepostingwindow', { source: 'BCA' }, 400, 'working_days is required.'],
      ['PUT', '/api/updatepostingwindow', { source: 'BCA', working_days: 2, edited_by: 1 }, 400, 'Unknown field "edited_by".'],
      ['PUT', '/api/updatepostingwindow', { source: 'JAGO', working_days: 2 }, 400, expect.stringMatching(/^Unknown source "JAGO": expected one of BCA, BNI, .*QRIS Solita\.$/)],
      ['PUT', '/api/resetpostingwindow', { source: '' }, 400, 'source must not be empty.'],
      ['PUT', '/api/resetpostingwindow', { source: 'Bank Jago' }, 400, expect.stringMatching(/^Unknown source "Bank Jago"/)],
      ['POST', '/api/createpostingholiday', { holiday: '2027-02-30', name: 'Nope' }, 400, '"2027-02-30" is not a date: use 2025-08-17 or 17-Aug-2025.'],
      ['POST', '/api/createpostingholiday', { holiday: '0000-01-01', name: 'Nope' }, 400, '"0000-01-01" is not a date: use 2025-08-17 or 17-Aug-2025.'],
      ['POST', '/api/createpostingholiday', { holiday: '17/08/2027', name: 'Nope' }, 400, '"17/08/2027" is not a date: use 2025-08-17 or 17-Aug-2025.'],
      ['POST', '/api/createpostingholiday', { holiday: '2027-08-17', name: '   ' }, 400, 'name must not be empty: give the holiday its name, e.g. Hari Kemerdekaan.'],
      ['POST', '/api/createpostingholiday', { holiday: '2027-08-17', name: 'x'.repeat(101) }, 400, 'name must be at most 100 characters.'],
      ['POST', '/api/createpostingholiday', { holiday: '2027-08-17' }, 400, 'name is required.'],
      ['POST', '/api/createpostingholiday', { holiday: '17-Aug-2026', name: 'Twice' }, 409, '17-Aug-2026 is already a holiday.'],
      ['DELETE', '/api/deletepostingholiday/2027-13-01', undefined, 400, '"2027-13-01" is not a date: use 2025-08-17 or 17-Aug-2025.'],
      ['DELETE', '/api/deletepostingholiday/18-Aug-2026', undefined, 404, '18-Aug-2026 is not a holiday.'],
    ];
    for (const [method, path, body, status, message] of cases) {
      const response = await server.request(method, path, { cookies: admin, body });
      expect([method, path, body, response.status, response.json()]).toEqual([method, path, body, status, { message }]);
    }
    expect(await snapshot(server)).toEqual(before);
  });
});
