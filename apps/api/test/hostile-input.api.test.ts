// Issue 7, hostile input: SQL, path and odd text in every path parameter and search box, broken and
// oversized JSON bodies, fields no route declares, and a corpus of hostile files on every upload and
// Convert Mutasi endpoint.
// Each case declares what a correct server answers (a 4xx with a JSON message; a search box may also
// answer 200); none may answer 5xx or hang, /api/health must answer after each group, and a snapshot
// of every table (row count and content digest) must not change.
import { apiRouteTable } from '../src/route-table';
import { UPLOAD_ENDPOINTS } from '@checker/domain';
import type { ApiRouteEntry } from '../src/http/access';
import { ADMIN, BACKENDS, signIn, startServer, type TestResponse, type TestServer } from './harness';
import { createAkunBank, createWebsite } from './fixtures';
import { hostileCsvFiles, hostileWorkbooks } from './fixtures/hostile/corpus';
import { boDepositCsv, jakartaDay, upload, uploadBca, viewPage } from './report-data';
import { snapshot } from './snapshot';
import { postFile, type PostedFile } from './uploads';
import { livinXlsx } from './workbooks';

const SITE = 'HX';
const ACCOUNT_NO = '7300000001';
/** No single answer may take longer: a slower one counts as a hang. */
const ANSWER_WITHIN_MS = 30_000;

/** A path segment as sent: `raw` segments go on the wire as written (already percent-encoded or deliberately malformed). */
interface Fragment {
  label: string;
  segment: string;
}

const encoded = (label: string, value: string): Fragment => ({ label, segment: encodeURIComponent(value) });
const raw = (label: string, segment: string): Fragment => ({ label, segment });

const FRAGMENTS: Fragment[] = [
  encoded('SQL tautology', "' OR 1=1 --"),
  encoded('SQL stacked statement', "'; DROP TABLE bo_deposit; --"),
  encoded('SQL without quotes', ';DROP TABLE bo;'),
  encoded('SQL union', '1 UNION SELECT password_hash FROM accounts'),
  encoded('LIKE wildcards', '%_%'),
  encoded('path traversal, encoded', '../../etc/passwd'),
  raw('path traversal, raw', '../../etc/passwd'),
  raw('path traversal, double-encoded', '..%252F..%252Fetc%252Fpasswd'),
  raw('NUL byte', '%00'),
  raw('NUL inside text', 'siti%00admin'),
  raw('lone percent sign', '%'),
  raw('truncated UTF-8', '%E0%A4%A'),
  raw('overlong UTF-8 dots', '%C0%AE%C0%AE%2F'),
  encoded('emoji and scripts', 'siti😀ñ中文ي'),
  encoded('right-to-left override', 'siti\u202eexe.csv'),
  encoded('markup', '<script>alert(1)</script>'),
  encoded('template syntax', '${7*7}{{7*7}}'),
  encoded('spreadsheet formula', "=cmd|' /C calc'!A0"),
  encoded('a blank', ' '),
  encoded('negative number', '-1'),
  encoded('zero', '0'),
  encoded('huge number', '99999999999999999999999'),
  encoded('float overflow', '1e309'),
  encoded('hex number', '0x10'),
  encoded('4,000 characters', 'x'.repeat(4_000)),
];

/** Path parameters that are search boxes: any text up to their length limit is a valid search. */
const SEARCH_PARAMS = new Set(['term', 'username', 'search']);

interface Fixture {
  day: ReturnType<typeof jakartaDay>;
  pastDay: ReturnType<typeof jakartaDay>;
  /** Rows a request with a valid body would change. */
  ids: { admin: number; website: number; akunBank: number; whitelist: number; pendingBo: number };
}

/** A valid value for every path parameter name the API uses; a new name fails the test until it is added. */
const VALID_PARAM: Record<string, (f: Fixture) => string> = {
  id: () => '1',
  pageSize: () => '10',
  page: () => '1',
  rows: () => '10',
  websiteCode: () => SITE,
  website: () => SITE,
  bankType: () => 'BCA',
  depoOrWd: () => 'depo',
  date: (f) => f.day.mon,
  start: (f) => f.pastDay.mon,
  end: (f) => f.day.mon,
  status: () => 'all',
  kind: () => 'string',
  term: () => 'siti',
  username: () => 'siti',
  search: () => 'siti',
};

/** A body that passes validation for the routes that take one along with a path parameter. */
const BODY_WITH_PARAMS: Record<string, unknown> = {
  'PUT /api/updatestatusadminacc/:id': { account_status: true },
  'PUT /api/updatepassadminacc/:id': { account_password: 'hostile-pass-1' },
  'PUT /api/updatestatuswhitelist/:id': { Whitelist_status: true },
  'PUT /api/updatestatusakunbank/:id': { akun_bank_status: true },
};

const CONVERT_ENDPOINTS = ['uploadfixbnimobileformat', 'uploadfixmandiriformat', 'uploadfixqrisformat'];
const FILE_ENDPOINTS: ReadonlySet<string> = new Set([...UPLOAD_ENDPOINTS, ...CONVERT_ENDPOINTS]);

/** Form messages that would mean a file never reached its parser because the fields were wrong. */
const FIELD_REFUSAL = /is required|not registered|inactive|is not a website|tidak dikenali/i;

const keyOf = (route: Pick<ApiRouteEntry, 'method' | 'url'>): string => `${route.method} ${route.url}`;
const paramsOf = (url: string): string[] => url.split('/').filter((part) => part.startsWith(':')).map((part) => part.slice(1));

/** Posts a file; a connection the server closed after refusing it (e.g. 413 mid-upload) counts as no answer. */
async function post(server: TestServer, path: string, cookies: string, file: { name: string; content: Buffer }, fields: Record<string, string>): Promise<PostedFile | Error> {
  try {
    return await within(`POST ${path} ${file.name}`, postFile(server, path, { cookies, file, fields }));
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

async function within<T>(label: string, answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The message of a JSON error answer, or null when the answer is not one. */
function messageOf(response: Pick<TestResponse, 'text'> & { contentType: string }): string | null {
  if (!response.contentType.includes('application/json')) return null;
  try {
    const body = JSON.parse(response.text) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  } catch {
    return null;
  }
}

/** '' when the answer is one of `statuses` and, unless 2xx, a JSON `{message}`; otherwise what is wrong. */
function judge(label: string, statuses: readonly number[], status: number, contentType: string, text: string): string {
  const message = status >= 400 ? messageOf({ text, contentType }) : 'not needed';
  if (statuses.includes(status) && message !== null) return '';
  return `${label}: expected ${statuses.join(' or ')} with a JSON message, got ${status} ${text.slice(0, 200)}`;
}

describe.each(BACKENDS)('hostile input on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let adminId: number;
  let fixture: Fixture;
  let before: Record<string, string>;

  beforeAll(async () => {
    server = await startServer(backend);
    const session = await signIn(server, ADMIN.name, ADMIN.password);
    admin = session.cookies;
    adminId = session.accountId;
    const site = await createWebsite(server, admin, SITE);
    // One registered account per bank, so every statement endpoint gets past its account lookup to the parser.
    const akunBanks: number[] = [];
    for (const bank of ['BCA', 'BNI', 'MANDIRI', 'CIMB']) akunBanks.push(await createAkunBank(server, admin, { website: site, bank, no: ACCOUNT_NO, name: 'PT SUMBER JAYA' }));
    const whitelisted = await server.request('POST', '/api/createwhitelist', { cookies: admin, body: { whitelist_ip: '203.0.113.7' } });
    expect(whitelisted.status).toBe(201);
    const day = jakartaDay(-1);
    // Rows in the statement tables, so a hostile request that reached them would show in the snapshot;
    // HXD2 has no statement row and stays pending, so an edit that got through would change it.
    const corporate = `BCA - ${ACCOUNT_NO} - PT SUMBER JAYA`;
    const bo = boDepositCsv([
      { ticket: 'HXD1', day, username: 'siti88', fullName: 'SITI RAHAYU', amount: 150_000_00n, playerBank: 'BCA - 0111111111 - SITI RAHAYU', corporate, handler: 'op1' },
      { ticket: 'HXD2', day, username: 'budi77', fullName: 'BUDI SANTOSO', amount: 175_000_00n, playerBank: 'BCA - 0333333333 - BUDI SANTOSO', corporate, handler: 'op1' },
    ]);
    await upload(server, admin, 'checkdata', 'hx-bo.csv', bo, { groups: SITE });
    const statement = await uploadBca(server, admin, SITE, 'deposit', ACCOUNT_NO, day, [{ day, description: 'TRSF E-BANKING CR 0302/FTSCY/WS95031 150000.00 SITI RAHAYU', amount: 150_000_00n, direction: 'CR' }]);
    expect(statement.auto_approved).toBe(1);
    const pending = await viewPage(server, admin, 'viewbo', day, SITE, 'pending');
    expect(pending.rows.map((row) => row.ticket_no)).toEqual(['HXD2']);
    fixture = {
      day,
      pastDay: jakartaDay(-7),
      ids: {
        admin: adminId,
        website: site,
        akunBank: akunBanks[0] as number,
        whitelist: whitelisted.json<{ Whitelist_id: number }>().Whitelist_id,
        pendingBo: Number(pending.rows[0]?.bo_id),
      },
    };
    before = await snapshot(server);
  });

  afterEach(async () => {
    const health = await within('GET /api/health', server.request('GET', '/api/health'));
    expect(health.status).toBe(200);
    expect(await snapshot(server)).toEqual(before);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('answers SQL, path, NUL, unicode and oversized fragments in every path parameter with 4xx (a search box: 200 or 4xx), never 5xx', async () => {
    const routes = (await apiRouteTable()).filter((route) => route.url.includes('/:'));
    const unknown = routes.flatMap((route) => paramsOf(route.url)).filter((name) => !(name in VALID_PARAM));
    expect(unknown).toEqual([]);
    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const params = paramsOf(route.url);
      for (const target of params) {
        for (const fragment of FRAGMENTS) {
          const path = route.url
            .split('/')
            .map((part) => {
              if (!part.startsWith(':')) return part;
              const name = part.slice(1);
              return name === target ? fragment.segment : encodeURIComponent((VALID_PARAM[name] as (f: Fixture) => string)(fixture));
            })
            .join('/');
          const label = `${keyOf(route)} with ${fragment.label} in :${target}`;
          const response = await within(label, server.request(route.method, path, { cookies: admin, body: BODY_WITH_PARAMS[keyOf(route)] }));
          calls += 1;
          // A search box may find nothing (200); every other parameter must be refused. 414: a path part over the router's 100 characters.
          const statuses = SEARCH_PARAMS.has(target) ? [200, 400, 404, 414] : [400, 404, 414];
          const failure = judge(label, statuses, response.status, String(response.headers['content-type'] ?? ''), response.text);
          if (failure) failures.push(failure);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(routes.length * FRAGMENTS.length);
  });

  it('answers broken, oversized, deeply nested and prototype-polluting JSON bodies on every JSON route with 4xx', async () => {
    // Sign-out takes no body and would end the session the other cases use.
    const routes = (await apiRouteTable()).filter((route) => route.method !== 'GET' && !route.url.includes('/:') && route.url !== '/api/logout');
    const bodies: Array<{ label: string; rawBody: string; contentType?: string; statuses: number[] }> = [
      { label: 'JSON cut short', rawBody: '{"date": "01-Feb-2025", "arr": [{"bo_id": 1', statuses: [400] },
      { label: 'not JSON at all', rawBody: "' OR 1=1 --", statuses: [400] },
      { label: 'a JSON string', rawBody: JSON.stringify("'; DROP TABLE accounts; --"), statuses: [400] },
      { label: 'a JSON array', rawBody: '[1,2,3]', statuses: [400] },
      { label: 'null', rawBody: 'null', statuses: [400] },
      { label: 'an empty object', rawBody: '{}', statuses: [400] },
      { label: 'a 2 MB body', rawBody: JSON.stringify({ account_name: 'x'.repeat(2 * 1024 * 1024) }), statuses: [413] },
      { label: 'arrays nested 100,000 deep', rawBody: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, statuses: [400] },
      { label: 'objects nested 50,000 deep', rawBody: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`, statuses: [400] },
      { label: '__proto__ key', rawBody: '{"__proto__": {"account_role": "ADMIN"}, "arr": []}', statuses: [400] },
      { label: 'constructor.prototype key', rawBody: '{"constructor": {"prototype": {"isAdmin": true}}}', statuses: [400] },
      { label: '__proto__ nested 10,000 deep', rawBody: `${'{"a":'.repeat(10_000)}{"__proto__":{"x":1}}${'}'.repeat(10_000)}`, statuses: [400] },
      { label: 'NUL bytes in every field', rawBody: JSON.stringify({ account_name: 'a\u0000b', account_password: '\u0000', date: '\u0000', group: '\u0000', arr: [{ bo_id: '\u0000' }] }), statuses: [400, 401, 404] },
      { label: 'a text/plain body', rawBody: "' OR 1=1 --", contentType: 'text/plain', statuses: [400, 415] },
      { label: 'an XML body', rawBody: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', contentType: 'application/xml', statuses: [400, 415] },
      { label: 'invalid UTF-8 in JSON', rawBody: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]).toString('latin1'), statuses: [400] },
    ];
    const failures: string[] = [];
    for (const route of routes) {
      for (const body of bodies) {
        const label = `${keyOf(route)} with ${body.label}`;
        const response = await within(label, server.request(route.method, route.url, { cookies: admin, rawBody: body.rawBody, contentType: body.contentType ?? 'application/json' }));
        // Sign-in answers 401 to any well-formed but wrong credentials; that is its refusal.
        const statuses = route.url === '/api/login' ? [...body.statuses, 401] : body.statuses;
        const failure = judge(label, statuses, response.status, String(response.headers['content-type'] ?? ''), response.text);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a field the route does not declare with 400 naming it (JSON bodies, rows inside them, routes without a body, upload forms), changing nothing', async () => {
    const { day, ids } = fixture;
    // Each body is valid but for its one unknown field: without the refusal each would change rows.
    const cases: Array<{ label: string; method: string; path: string; body: Record<string, unknown>; field: string }> = [
      {
        label: 'user create',
        method: 'POST',
        path: '/api/addadminacc',
        body: { account_name: 'hx-new', account_password: 'hx-new-pass-1', account_role: 'CHECKER', account_website: ids.website, account_is_owner: true },
        field: 'account_is_owner',
      },
      { label: 'user status', method: 'PUT', path: `/api/updatestatusadminacc/${ids.admin}`, body: { account_status: true, account_role: 'CS' }, field: 'account_role' },
      { label: 'user password', method: 'PUT', path: `/api/updatepassadminacc/${ids.admin}`, body: { account_password: 'hx-other-pass-1', account_name: 'hx-renamed' }, field: 'account_name' },
      { label: 'sign-in', method: 'POST', path: '/api/login', body: { account_name: ADMIN.name, account_password: ADMIN.password, remember_me: true }, field: 'remember_me' },
      { label: 'website create', method: 'POST', path: '/api/createwebsite', body: { website_name: 'Site HY', website_code: 'HY', website_panel: 'NEXUS', website_id: 1 }, field: 'website_id' },
      { label: 'website delete (takes no body)', method: 'DELETE', path: `/api/deletewebsite/${ids.website}`, body: { cascade: true }, field: 'cascade' },
      {
        label: 'akun bank create',
        method: 'POST',
        path: '/api/createakunbank',
        body: { akun_bank_website: SITE, akun_bank_jenis_transaksi: 'WD', akun_bank_bank: 'BCA', akun_bank_name: 'PT LAIN', akun_bank_no: '7300000002', akun_bank_status: false },
        field: 'akun_bank_status',
      },
      { label: 'akun bank status', method: 'PUT', path: `/api/updatestatusakunbank/${ids.akunBank}`, body: { akun_bank_status: false, akun_bank_no: '0' }, field: 'akun_bank_no' },
      { label: 'akun bank delete (takes no body)', method: 'DELETE', path: `/api/deleteakunbank/${ids.akunBank}`, body: { force: true }, field: 'force' },
      { label: 'whitelist create', method: 'POST', path: '/api/createwhitelist', body: { whitelist_ip: '203.0.113.8', Whitelist_status: false }, field: 'Whitelist_status' },
      { label: 'whitelist status', method: 'PUT', path: `/api/updatestatuswhitelist/${ids.whitelist}`, body: { Whitelist_status: false, Whitelist_ip: '0.0.0.0' }, field: 'Whitelist_ip' },
      {
        label: 'review update, beside the rows',
        method: 'PUT',
        path: '/api/updatebodepostts',
        body: { bank_statement_date: day.mon, arr: [{ bo_id: ids.pendingBo, ket_app: 'cek manual' }], match_rule: 'REFERENCE' },
        field: 'match_rule',
      },
      {
        label: 'review update, inside a row',
        method: 'PUT',
        path: '/api/updatebodepostts',
        body: { bank_statement_date: day.mon, arr: [{ bo_id: ids.pendingBo, ket_app: 'cek manual', depo_amount: '1', bo_approve: true }] },
        field: 'arr.0.bo_approve',
      },
      { label: 'BO row delete, inside a row', method: 'PUT', path: '/api/deleteboid', body: { arr: [{ bo_id: ids.pendingBo, bo_website: SITE }] }, field: 'arr.0.bo_website' },
      { label: 'delete BO / mutasi', method: 'DELETE', path: '/api/deletebomutasi', body: { date: day.mon, group: SITE, include_older: true }, field: 'include_older' },
    ];
    for (const { label, method, path, body, field } of cases) {
      const response = await within(label, server.request(method, path, { cookies: admin, body }));
      expect([label, response.status, messageOf({ text: response.text, contentType: String(response.headers['content-type'] ?? '') })]).toEqual([label, 400, `Unknown field "${field}".`]);
    }

    // The upload form takes the fields of spec 02 §3 and Convert Mutasi the file alone; any other is refused before the file is read.
    const bo = { name: 'hx-unknown.csv', content: Buffer.from(boDepositCsv([{ ticket: 'HXU1', day, username: 'rina', fullName: 'RINA', amount: 120_000_00n, playerBank: 'BCA - 0444444444 - RINA', corporate: `BCA - ${ACCOUNT_NO} - PT SUMBER JAYA`, handler: 'op1' }])) };
    const forms: Array<[string, { name: string; content: Buffer }, Record<string, string>, string]> = [
      ['/api/checkdata', bo, { groups: SITE, depo_created_by: String(ids.admin), approve_all: 'true' }, 'approve_all'],
      ['/api/uploadfixmandiriformat', { name: 'livin.xlsx', content: livinXlsx() }, { groups: SITE }, 'groups'],
    ];
    for (const [path, file, fields, field] of forms) {
      const response = await post(server, path, admin, file, fields);
      if (response instanceof Error) throw response;
      expect([path, response.status, response.json<{ message: string }>().message]).toEqual([path, 400, `Unknown field "${field}".`]);
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('refuses the hostile CSV corpus on every upload endpoint with 4xx and a message, never 5xx', async () => {
    const served = (await apiRouteTable()).filter((route) => route.method === 'POST').map((route) => route.url.replace('/api/', ''));
    expect(served.filter((name) => FILE_ENDPOINTS.has(name)).sort()).toEqual([...UPLOAD_ENDPOINTS, ...CONVERT_ENDPOINTS].sort());
    const fields = { groups: SITE, transaction_type: 'deposit', dates: fixture.day.mon, corporate_bank_no: ACCOUNT_NO, provider: 'QRIS' };
    const failures: string[] = [];
    for (const file of hostileCsvFiles(fixture.day.slash)) {
      for (const endpoint of UPLOAD_ENDPOINTS) {
        const label = `/api/${endpoint} with ${file.label} (${file.name})`;
        const started = Date.now();
        const response = await post(server, `/api/${endpoint}`, admin, file, fields);
        if (response instanceof Error) {
          failures.push(`${label}: ${response.message}`);
          continue;
        }
        const failure = judge(label, file.statuses, response.status, response.headers.get('content-type') ?? '', response.text);
        if (failure) failures.push(failure);
        else if (FIELD_REFUSAL.test(response.text)) failures.push(`${label}: refused for its form fields, so the file never reached the parser: ${response.text}`);
        else if (Date.now() - started > 10_000) failures.push(`${label}: took ${Date.now() - started} ms`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses SQL, path and NUL fragments in the upload form fields with 4xx, for a file that is otherwise valid', async () => {
    const file = { name: 'hx-bo.csv', content: Buffer.from(boDepositCsv([{ ticket: 'HXF1', day: fixture.day, username: 'budi', fullName: 'BUDI', amount: 100_000_00n, playerBank: 'BCA - 0222222222 - BUDI', corporate: `BCA - ${ACCOUNT_NO} - PT SUMBER JAYA`, handler: 'op1' }])) };
    const statement = { name: 'hx-bca.csv', content: Buffer.from(`Tanggal,Keterangan,Cabang,Jumlah,,Saldo\r\n'${fixture.day.dayMonth},SETORAN,'0000,100000.00,CR,100100000.00`) };
    const values = ["' OR 1=1 --", ';DROP TABLE bo;', '../../etc/passwd', 'HX\u0000', '\u0000', 'x'.repeat(999), 'HX😀', '%00', '=1+1'];
    const failures: string[] = [];
    for (const value of values) {
      const cases: Array<[string, string, { name: string; content: Buffer }, Record<string, string>]> = [
        ['groups', 'checkdata', file, { groups: value }],
        ['dates', 'mutasiupdepobca', statement, { groups: SITE, transaction_type: 'deposit', dates: value, corporate_bank_no: ACCOUNT_NO }],
        ['corporate_bank_no', 'mutasiupdepobca', statement, { groups: SITE, transaction_type: 'deposit', dates: fixture.day.mon, corporate_bank_no: value }],
        ['transaction_type', 'mutasiupdepobca', statement, { groups: SITE, transaction_type: value, dates: fixture.day.mon, corporate_bank_no: ACCOUNT_NO }],
        ['provider', 'mutasiupdepomanual', statement, { groups: SITE, transaction_type: 'deposit', provider: value }],
      ];
      for (const [field, endpoint, sent, form] of cases) {
        const label = `/api/${endpoint} with ${JSON.stringify(value.slice(0, 40))} in ${field}`;
        const response = await post(server, `/api/${endpoint}`, admin, sent, form);
        if (response instanceof Error) failures.push(`${label}: ${response.message}`);
        else {
          const failure = judge(label, [400, 404], response.status, response.headers.get('content-type') ?? '', response.text);
          if (failure) failures.push(failure);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses the hostile workbook corpus (bombs, nesting, entities, truncation) on every Convert Mutasi endpoint with 4xx, never 5xx', async () => {
    const failures: string[] = [];
    for (const file of hostileWorkbooks(livinXlsx())) {
      for (const endpoint of CONVERT_ENDPOINTS) {
        const label = `/api/${endpoint} with ${file.label} (${file.name})`;
        const started = Date.now();
        const response = await post(server, `/api/${endpoint}`, admin, file, {});
        if (response instanceof Error) {
          failures.push(`${label}: ${response.message}`);
          continue;
        }
        const failure = judge(label, file.statuses, response.status, response.headers.get('content-type') ?? '', response.text);
        if (failure) failures.push(failure);
        else if (Date.now() - started > 10_000) failures.push(`${label}: took ${Date.now() - started} ms`);
      }
    }
    expect(failures).toEqual([]);
  });
});
