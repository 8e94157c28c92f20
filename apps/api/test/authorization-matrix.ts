// The authorization matrix: every /api route of the server, called by every kind of caller, against
// a declared expectation. The route table gives method, path and roles; ROUTES below gives each
// route's website scope and a request that a permitted caller gets past validation with. Used by
// authorization-matrix.api.test.ts (one instance) and authorization-matrix-two-instances.api.test.ts
// (sessions opened on one instance, requests sent to the other).
import { createHmac, randomBytes } from 'node:crypto';
import { UPLOAD_ENDPOINTS } from '@checker/domain';
import type { Role } from '@checker/auth';
import type { ApiRouteEntry } from '../src/http/access';
import { ADMIN, cookiesOf, signIn, type Session, type TestResponse, type TestServer } from './harness';
import { createAccount, createAkunBank, createWebsite } from './fixtures';
import { boDepositCsv, boWithdrawCsv, jakartaDay, upload, uploadBca, viewPage, type TestDay } from './report-data';

const OFFSITE_ADDRESS = '127.0.0.2';

export type CallerId = 'anonymous' | 'offsite' | 'admin' | 'checkerOwn' | 'checkerOther' | 'csOwn' | 'csOther' | 'deactivated' | 'tokenOnly' | 'forgedToken' | 'expiredToken';

export interface Caller {
  id: CallerId;
  label: string;
  cookies?: string;
  localAddress?: string;
  /** The account the server should recognise, or null when it must recognise none. */
  account: { role: Role; ownWebsite: boolean } | null;
}

/**
 * Which permitted-role callers pass a route: `any` every one (the route has no website, or lists
 * only what is in the caller's scope); `website` ADMIN and the staff of the website the request
 * names (website A), 403 for another website's staff; `another-account` only ADMIN (the request
 * names an account that is not the caller's).
 */
export type Scope = 'any' | 'website' | 'another-account';

export interface Call {
  path: string;
  body?: unknown;
  form?: { fields: Record<string, string>; file: { name: string; content: string } };
}

export interface RouteSpec {
  scope: Scope;
  call: (fixture: Fixture, caller: Caller) => Call;
  /** The status a permitted caller gets (default 200). */
  ok?: number;
  /** Runs after every other permitted call: it ends the caller's session. */
  last?: boolean;
}

export interface Fixture {
  siteA: { id: number; code: string };
  spareSiteId: number;
  victims: { status: number; password: number; remove: number };
  spareAkunBank: { status: number; remove: number };
  spareWhitelist: { status: number; remove: number };
  /** Pending BO rows of website A on `editDay`: [ADMIN's, the CHECKER's] per action. */
  bo: { approve: number[]; remove: number[]; approveWd: number[]; removeWd: number[] };
  /** A pending BO row of each side that no route decides, and an unclaimed statement row of each side, of website A on `editDay` (candidates). */
  pending: { deposit: number; withdraw: number };
  unclaimed: { deposit: number; withdraw: number };
  editDay: TestDay;
  /** The days the deletion run by ADMIN and by website A's CHECKER clears. */
  deleteDays: { admin: TestDay; checker: TestDay };
  login: { name: string; password: string };
}

const TEMPLATES = [
  'templatemutasibankbca',
  'templatemutasibankbniinternetbanking',
  'templatemutasibankbnimobile',
  'templatemutasibankmandiri',
  'templatemutasimanual',
  'templatemutasiautoqr',
  'templatemutasiautotx',
  'templatemutasinexuspay',
  'templatemutasiqris',
];
const CONVERTERS = ['uploadfixbnimobileformat', 'uploadfixmandiriformat', 'uploadfixqrisformat'];
const VIEWS = [
  ['viewbo', 'searchbo'],
  ['viewbowd', 'searchbowd'],
  ['viewmutasi', 'searchmutasi'],
  ['viewmutasiwd', 'searchmutasiwd'],
];
const EXPORTS = [
  'exportcsvviewbo',
  'exportexcelviewbo',
  'exportcsvlviewbowd',
  'exportexcelviewbowd',
  'exportcsvviewmutasi',
  'exportexcelviewmutasi',
  'exportcsvviewmutasiwd',
  'exportexcelviewmutasiwd',
];

/** A file the parsers refuse: a permitted caller gets 400 from the parser, after every guard. */
const JUNK_CSV = { name: 'matrix.csv', content: 'this,is,not\na,statement,file\n' };
const JUNK_XLSX = { name: 'matrix.xlsx', content: 'not a workbook' };

/** Row `[ADMIN's, website A CHECKER's]`; every other caller aims at ADMIN's (and must be refused). */
const rowFor = (rows: readonly number[], caller: Caller): number => (caller.id === 'checkerOwn' ? rows[1] : rows[0]) as number;

const any = (path: string): RouteSpec => ({ scope: 'any', call: () => ({ path }) });
const ofWebsite = (path: (f: Fixture) => string): RouteSpec => ({ scope: 'website', call: (f) => ({ path: path(f) }) });

export const ROUTES: Record<string, RouteSpec> = {
  'GET /api/health': any('/api/health'),
  'GET /api/whitelist': any('/api/whitelist'),
  'POST /api/login': { scope: 'any', call: (f) => ({ path: '/api/login', body: { account_name: f.login.name, account_password: f.login.password } }) },
  'POST /api/logout': { scope: 'any', call: () => ({ path: '/api/logout' }), last: true },

  'GET /api/alladminacc/:pageSize/:page': any('/api/alladminacc/10/1'),
  'POST /api/addadminacc': {
    scope: 'any',
    ok: 201,
    call: (f) => ({ path: '/api/addadminacc', body: { account_name: 'matrix-new', account_password: 'matrix-new-pass', account_role: 'CS', account_website: f.siteA.id } }),
  },
  'PUT /api/updatestatusadminacc/:id': { scope: 'any', call: (f) => ({ path: `/api/updatestatusadminacc/${f.victims.status}`, body: { account_status: false } }) },
  'PUT /api/updatepassadminacc/:id': {
    scope: 'another-account',
    call: (f) => ({ path: `/api/updatepassadminacc/${f.victims.password}`, body: { account_password: 'victim-new-pass' } }),
  },
  'DELETE /api/deleteadminacc/:id': { scope: 'any', call: (f) => ({ path: `/api/deleteadminacc/${f.victims.remove}` }) },

  'GET /api/websitelist': any('/api/websitelist'),
  'GET /api/viewwebsite/:rows/:page': any('/api/viewwebsite/10/1'),
  'POST /api/createwebsite': { scope: 'any', ok: 201, call: () => ({ path: '/api/createwebsite', body: { website_name: 'Matrix New', website_code: 'MXN', website_panel: 'NEXUS' } }) },
  'DELETE /api/deletewebsite/:id': { scope: 'any', call: (f) => ({ path: `/api/deletewebsite/${f.spareSiteId}` }) },

  'GET /api/viewwhitelist/:rows/:page': any('/api/viewwhitelist/10/1'),
  'POST /api/createwhitelist': { scope: 'any', ok: 201, call: () => ({ path: '/api/createwhitelist', body: { whitelist_ip: '10.20.30.50' } }) },
  'PUT /api/updatestatuswhitelist/:id': { scope: 'any', call: (f) => ({ path: `/api/updatestatuswhitelist/${f.spareWhitelist.status}`, body: { Whitelist_status: false } }) },
  'DELETE /api/deletewhitelist/:id': { scope: 'any', call: (f) => ({ path: `/api/deletewhitelist/${f.spareWhitelist.remove}` }) },

  'GET /api/viewakunbank/:websiteCode/:pageSize/:page': ofWebsite((f) => `/api/viewakunbank/${f.siteA.code}/10/1`),
  'GET /api/akunbanklist/:websiteCode/:bankType/:depoOrWd': ofWebsite((f) => `/api/akunbanklist/${f.siteA.code}/BCA/depo`),
  'POST /api/createakunbank': {
    scope: 'website',
    ok: 201,
    call: (f, caller) => ({
      path: '/api/createakunbank',
      body: { akun_bank_website: f.siteA.id, akun_bank_jenis_transaksi: 'DEPO', akun_bank_bank: 'BCA', akun_bank_name: 'PT Matrix', akun_bank_no: caller.id === 'checkerOwn' ? '7100000002' : '7100000001' },
    }),
  },
  'PUT /api/updatestatusakunbank/:id': { scope: 'any', call: (f) => ({ path: `/api/updatestatusakunbank/${f.spareAkunBank.status}`, body: { akun_bank_status: false } }) },
  'DELETE /api/deleteakunbank/:id': { scope: 'any', call: (f) => ({ path: `/api/deleteakunbank/${f.spareAkunBank.remove}` }) },

  ...Object.fromEntries(
    UPLOAD_ENDPOINTS.map((endpoint): [string, RouteSpec] => [
      `POST /api/${endpoint}`,
      { scope: 'website', ok: 400, call: (f) => ({ path: `/api/${endpoint}`, form: { fields: { groups: f.siteA.code }, file: JUNK_CSV } }) },
    ]),
  ),
  ...Object.fromEntries(TEMPLATES.map((name): [string, RouteSpec] => [`GET /api/${name}`, any(`/api/${name}`)])),
  ...Object.fromEntries(
    CONVERTERS.map((name): [string, RouteSpec] => [`POST /api/${name}`, { scope: 'any', ok: 400, call: () => ({ path: `/api/${name}`, form: { fields: {}, file: JUNK_XLSX } }) }]),
  ),
  ...Object.fromEntries(
    VIEWS.flatMap(([list, search]): Array<[string, RouteSpec]> => [
      [`GET /api/${list}/:date/:website/:status/:rows/:page`, ofWebsite((f) => `/api/${list}/${f.editDay.mon}/${f.siteA.code}/all/100/1`)],
      [`GET /api/${search}/:date/:website/:status/:kind/:term/:rows/:page`, ofWebsite((f) => `/api/${search}/${f.editDay.mon}/${f.siteA.code}/all/string/siti/100/1`)],
    ]),
  ),

  'PUT /api/updatebodepostts': {
    scope: 'website',
    call: (f, caller) => ({ path: '/api/updatebodepostts', body: { bank_statement_date: f.editDay.mon, arr: [{ bo_id: rowFor(f.bo.approve, caller), ket_app: 'checked' }] } }),
  },
  'PUT /api/deleteboid': { scope: 'website', call: (f, caller) => ({ path: '/api/deleteboid', body: { arr: [{ bo_id: rowFor(f.bo.remove, caller) }] } }) },
  'PUT /api/updatebosttswd': {
    scope: 'website',
    call: (f, caller) => ({ path: '/api/updatebosttswd', body: { wd_bank_date: f.editDay.mon, arr: [{ wd_bo_id: rowFor(f.bo.approveWd, caller), wd_ket_app: 'checked' }] } }),
  },
  'PUT /api/deleteboidwd': { scope: 'website', call: (f, caller) => ({ path: '/api/deleteboidwd', body: { arr: [{ wd_bo_id: rowFor(f.bo.removeWd, caller) }] } }) },
  'GET /api/deletedbo/:date/:website': ofWebsite((f) => `/api/deletedbo/${f.editDay.mon}/${f.siteA.code}`),
  'GET /api/deletedbowd/:date/:website': ofWebsite((f) => `/api/deletedbowd/${f.editDay.mon}/${f.siteA.code}`),
  // ADMIN only; no row of the fixture is deleted, so the permitted caller is told so.
  'PUT /api/restoreboid': { scope: 'any', ok: 404, call: () => ({ path: '/api/restoreboid', body: { arr: [{ bo_id: 999_999 }] } }) },
  'PUT /api/restoreboidwd': { scope: 'any', ok: 404, call: () => ({ path: '/api/restoreboidwd', body: { arr: [{ wd_bo_id: 999_999 }] } }) },
  // Past every guard, the statement row does not exist: 400, and the row stays pending for the candidate lists.
  'PUT /api/proveboid': { scope: 'website', ok: 400, call: (f) => ({ path: '/api/proveboid', body: { bo_id: f.pending.deposit, mutasi_id: 999_999 } }) },
  'PUT /api/proveboidwd': { scope: 'website', ok: 400, call: (f) => ({ path: '/api/proveboidwd', body: { wd_bo_id: f.pending.withdraw, mutasi_id: 999_999 } }) },
  'GET /api/candidatebo/:id': ofWebsite((f) => `/api/candidatebo/${f.pending.deposit}`),
  'GET /api/candidatebowd/:id': ofWebsite((f) => `/api/candidatebowd/${f.pending.withdraw}`),
  'GET /api/candidatemutasi/:id': ofWebsite((f) => `/api/candidatemutasi/${f.unclaimed.deposit}`),
  'GET /api/candidatemutasiwd/:id': ofWebsite((f) => `/api/candidatemutasiwd/${f.unclaimed.withdraw}`),

  ...Object.fromEntries(
    EXPORTS.map((name): [string, RouteSpec] => [
      `POST /api/${name}`,
      { scope: 'website', call: (f) => ({ path: `/api/${name}`, body: { date: f.editDay.mon, status: 'all', group: f.siteA.code } }) },
    ]),
  ),

  'GET /api/dataplayer/:website/:start/:end/:rows/:page': ofWebsite((f) => `/api/dataplayer/${f.siteA.code}/${f.deleteDays.checker.mon}/${f.editDay.mon}/10/1`),
  'GET /api/searchdataplayer/:username/:website/:start/:end/:rows/:page': ofWebsite((f) => `/api/searchdataplayer/siti/${f.siteA.code}/${f.deleteDays.checker.mon}/${f.editDay.mon}/10/1`),
  'GET /api/totaldataplayer/:website/:start/:end/:rows/:page': ofWebsite((f) => `/api/totaldataplayer/${f.siteA.code}/${f.deleteDays.checker.mon}/${f.editDay.mon}/10/1`),
  'POST /api/exportcsvtotaldataplayer': {
    scope: 'website',
    call: (f) => ({ path: '/api/exportcsvtotaldataplayer', body: { start: f.deleteDays.checker.mon, end: f.editDay.mon, group: f.siteA.code } }),
  },
  'POST /api/exportexceltotaldataplayer': {
    scope: 'website',
    call: (f) => ({ path: '/api/exportexceltotaldataplayer', body: { start: f.deleteDays.checker.mon, end: f.editDay.mon, group: f.siteA.code } }),
  },

  'GET /api/tracking/:website/:pageSize/:page': ofWebsite((f) => `/api/tracking/${f.siteA.code}/10/1`),
  'GET /api/searchtracking/:website/:search/:pageSize/:page': ofWebsite((f) => `/api/searchtracking/${f.siteA.code}/matrix/10/1`),
  'DELETE /api/deletebomutasi': {
    scope: 'website',
    call: (f, caller) => ({ path: '/api/deletebomutasi', body: { date: (caller.id === 'checkerOwn' ? f.deleteDays.checker : f.deleteDays.admin).mon, group: f.siteA.code } }),
  },
  'GET /api/dashboard': any('/api/dashboard'),

  'GET /api/postingwindow': any('/api/postingwindow'),
  'PUT /api/updatepostingwindow': { scope: 'any', call: () => ({ path: '/api/updatepostingwindow', body: { source: 'BCA', working_days: 2 } }) },
  'PUT /api/resetpostingwindow': { scope: 'any', call: () => ({ path: '/api/resetpostingwindow', body: { source: 'BCA' } }) },
  'POST /api/createpostingholiday': { scope: 'any', ok: 201, call: () => ({ path: '/api/createpostingholiday', body: { holiday: '2031-08-18', name: 'Matrix holiday' } }) },
  // ADMIN only; the day is one of the holidays migration 015 seeds.
  'DELETE /api/deletepostingholiday/:date': { scope: 'any', call: () => ({ path: '/api/deletepostingholiday/17-Aug-2026' }) },
};

export const keyOf = (route: Pick<ApiRouteEntry, 'method' | 'url'>): string => `${route.method} ${route.url}`;

/** The status the matrix declares for one caller on one route: 'ok' (the route's own status) or 401/403. */
export function declared(route: ApiRouteEntry, spec: RouteSpec, caller: Caller): 'ok' | 401 | 403 {
  if (caller.id === 'offsite') return route.url === '/api/health' ? 'ok' : 403;
  if (route.access === 'public') return 'ok';
  if (!caller.account) return 401;
  if (!route.access.roles.includes(caller.account.role)) return 403;
  if (caller.account.role === 'ADMIN') return 'ok';
  if (spec.scope === 'another-account') return 403;
  if (spec.scope === 'website' && !caller.account.ownWebsite) return 403;
  return 'ok';
}

function multipart(form: NonNullable<Call['form']>): { rawBody: string; contentType: string } {
  const boundary = `matrix${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(form.fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="myfile"; filename="${form.file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n${form.file.content}\r\n`);
  return { rawBody: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One matrix call; `headers` go with it (the two-instance run sends the public Origin on each). */
export function send(server: TestServer, method: string, call: Call, caller: Caller, headers?: Record<string, string>): Promise<TestResponse> {
  const options = { cookies: caller.cookies, localAddress: caller.localAddress, headers };
  if (call.form) return server.request(method, call.path, { ...options, ...multipart(call.form) });
  return server.request(method, call.path, { ...options, body: call.body });
}

/** An HS256 JWT as the server's signer writes them. */
function signJwt(claims: Record<string, unknown>, secret: string): string {
  const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}


/** The declared spec of a served route; a route missing from ROUTES stops the run naming it. */
export function specOf(route: Pick<ApiRouteEntry, 'method' | 'url'>): RouteSpec {
  const spec = ROUTES[keyOf(route)];
  if (!spec) throw new Error(`${keyOf(route)} is not declared in ROUTES`);
  return spec;
}

export interface Matrix {
  fixture: Fixture;
  callers: Caller[];
  /** A live ADMIN session whose token the forged, expired and token-only callers alter or send alone. */
  spare: Session;
}

export interface MatrixInstances {
  /** Where ADMIN creates the websites, accounts, bank accounts and BO rows, and deactivates a CHECKER. */
  setup: TestServer;
  /** Where every caller's session is opened (and the deactivated CHECKER's is used before deactivation). */
  sessions: TestServer;
}

/** Creates the fixture and opens the callers' sessions; `jwtSecret` is the key the instances sign with. */
export async function prepareMatrix({ setup, sessions }: MatrixInstances, jwtSecret: string): Promise<Matrix> {
  const admin = await signIn(sessions, ADMIN.name, ADMIN.password);
  const siteA = { id: await createWebsite(setup, admin.cookies, 'MXA'), code: 'MXA' };
  const siteB = await createWebsite(setup, admin.cookies, 'MXB');
  const spareSiteId = await createWebsite(setup, admin.cookies, 'MXS');

  const account = async (name: string, role: Role, website: number | null): Promise<number> => createAccount(setup, admin.cookies, { name, password: `${name}-pass`, role, website });
  const session = async (name: string, role: Role, website: number): Promise<Session> => {
    await account(name, role, website);
    return signIn(sessions, name, `${name}-pass`);
  };
  const checkerOwn = await session('mx-checker-a', 'CHECKER', siteA.id);
  const checkerOther = await session('mx-checker-b', 'CHECKER', siteB);
  const csOwn = await session('mx-cs-a', 'CS', siteA.id);
  const csOther = await session('mx-cs-b', 'CS', siteB);
  const deactivated = await session('mx-gone', 'CHECKER', siteA.id);
  // Served once where it was opened, so its later refusal there is the deactivation's doing.
  expect((await sessions.request('GET', '/api/dashboard', { cookies: deactivated.cookies })).status).toBe(200);
  const off = await setup.request('PUT', `/api/updatestatusadminacc/${deactivated.accountId}`, { cookies: admin.cookies, body: { account_status: false } });
  expect(off.status).toBe(200);
  const spare = await signIn(sessions, ADMIN.name, ADMIN.password);
  const victims = { status: await account('mx-victim-status', 'CS', siteA.id), password: await account('mx-victim-pass', 'CS', siteA.id), remove: await account('mx-victim-del', 'CS', siteA.id) };
  await account('mx-login', 'CS', siteA.id);

  const spareAkunBank = {
    status: await createAkunBank(setup, admin.cookies, { website: siteA.id, no: '7100000091' }),
    remove: await createAkunBank(setup, admin.cookies, { website: siteA.id, no: '7100000092' }),
  };
  const whitelist = async (ip: string): Promise<number> => {
    const created = await setup.request('POST', '/api/createwhitelist', { cookies: admin.cookies, body: { whitelist_ip: ip } });
    expect(created.status).toBe(201);
    return created.json<{ Whitelist_id: number }>().Whitelist_id;
  };
  const spareWhitelist = { status: await whitelist('10.20.30.40'), remove: await whitelist('10.20.30.41') };

  const editDay = jakartaDay(-1);
  const deleteDays = { admin: jakartaDay(-2), checker: jakartaDay(-3) };
  const corporate = 'BCA - 0123456789 - PT SUMBER JAYA';
  const deposit = (ticket: string, day: TestDay) => ({ ticket, day, username: `siti${ticket}`, fullName: 'SITI RAHAYU', amount: 150_000_00n, playerBank: 'BCA - 0111111111 - SITI RAHAYU', corporate, handler: 'op1' });
  const tickets = ['MXD1', 'MXD2', 'MXD3', 'MXD4', 'MXD7'];
  await upload(setup, admin.cookies, 'checkdata', 'mx-deposit.csv', boDepositCsv(tickets.map((ticket) => deposit(ticket, editDay))), { groups: siteA.code });
  const withdrawals = ['MXW1', 'MXW2', 'MXW3', 'MXW4', 'MXW7'].map((ticket) => ({ ...deposit(ticket, editDay), brand: siteA.code, corporate: 'BCA - 1234567890 - PT SUMBER JAYA' }));
  await upload(setup, admin.cookies, 'bowd', 'mx-withdraw.csv', boWithdrawCsv(withdrawals), { groups: siteA.code });
  for (const [ticket, day] of [['MXD5', deleteDays.admin], ['MXD6', deleteDays.checker]] as const) {
    await upload(setup, admin.cookies, 'checkdata', `mx-${ticket}.csv`, boDepositCsv([deposit(ticket, day)]), { groups: siteA.code });
  }
  // One credit and one debit no BO row has the amount of: unclaimed.
  await createAkunBank(setup, admin.cookies, { website: siteA.id, no: '0123456789', name: 'PT SUMBER JAYA' });
  await createAkunBank(setup, admin.cookies, { website: siteA.id, jenis: 'WD', no: '1234567890', name: 'PT SUMBER JAYA' });
  for (const side of ['deposit', 'withdraw'] as const) {
    await uploadBca(setup, admin.cookies, siteA.code, side, side === 'deposit' ? '0123456789' : '1234567890', editDay, [
      { day: editDay, description: 'SETORAN MATRIX', amount: 123_456_00n, direction: side === 'deposit' ? 'CR' : 'DB' },
    ]);
  }
  const ids = async (view: 'viewbo' | 'viewbowd' | 'viewmutasi' | 'viewmutasiwd', id: string): Promise<number[]> =>
    (await viewPage(setup, admin.cookies, view, editDay, siteA.code, 'pending')).rows.map((row) => Number(row[id]));
  const depositIds = await ids('viewbo', 'bo_id');
  const withdrawIds = await ids('viewbowd', 'wd_bo_id');
  const [creditId, debitId] = [...(await ids('viewmutasi', 'mutasi_id')), ...(await ids('viewmutasiwd', 'mutasiwd_id'))];
  expect([depositIds.length, withdrawIds.length]).toEqual([5, 5]);

  const fixture: Fixture = {
    siteA,
    spareSiteId,
    victims,
    spareAkunBank,
    spareWhitelist,
    bo: { approve: depositIds.slice(0, 2), remove: depositIds.slice(2, 4), approveWd: withdrawIds.slice(0, 2), removeWd: withdrawIds.slice(2, 4) },
    pending: { deposit: depositIds[4] as number, withdraw: withdrawIds[4] as number },
    unclaimed: { deposit: creditId as number, withdraw: debitId as number },
    editDay,
    deleteDays,
    login: { name: 'mx-login', password: 'mx-login-pass' },
  };

  // The spare ADMIN session stays live: only the token sent with it is wrong.
  const claims = claimsOf(spare.token);
  const now = Math.floor(Date.now() / 1000);
  const forged = signJwt(claims, 'an attacker does not know the signing key!!');
  const expired = signJwt({ ...claims, iat: now - 7200, exp: now - 3600 }, jwtSecret);
  const callers: Caller[] = [
    { id: 'anonymous', label: 'anonymous', account: null },
    { id: 'offsite', label: `ADMIN from the non-whitelisted ${OFFSITE_ADDRESS}`, cookies: admin.cookies, localAddress: OFFSITE_ADDRESS, account: null },
    { id: 'admin', label: 'ADMIN', cookies: admin.cookies, account: { role: 'ADMIN', ownWebsite: true } },
    { id: 'checkerOwn', label: 'CHECKER of website A', cookies: checkerOwn.cookies, account: { role: 'CHECKER', ownWebsite: true } },
    { id: 'checkerOther', label: 'CHECKER of website B', cookies: checkerOther.cookies, account: { role: 'CHECKER', ownWebsite: false } },
    { id: 'csOwn', label: 'CS of website A', cookies: csOwn.cookies, account: { role: 'CS', ownWebsite: true } },
    { id: 'csOther', label: 'CS of website B', cookies: csOther.cookies, account: { role: 'CS', ownWebsite: false } },
    { id: 'deactivated', label: 'deactivated CHECKER, session opened before', cookies: deactivated.cookies, account: null },
    { id: 'tokenOnly', label: 'ADMIN token cookie without the session cookie', cookies: `token=${encodeURIComponent(spare.token)}`, account: null },
    { id: 'forgedToken', label: 'ADMIN token with a forged signature', cookies: cookiesOf({ token: forged, session: spare.session }), account: null },
    { id: 'expiredToken', label: 'expired ADMIN token (right key, live session)', cookies: cookiesOf({ token: expired, session: spare.session }), account: null },
  ];
  return { fixture, callers, spare };
}

/** The spare ADMIN session with a token made here with `jwtSecret`: accepted, unless the key is not the instances' key. */
export function freshTokenCookies(spare: Session, jwtSecret: string): string {
  return cookiesOf({ token: signJwt({ ...claimsOf(spare.token), exp: Math.floor(Date.now() / 1000) + 600 }, jwtSecret), session: spare.session });
}

export interface PassResult {
  mismatches: string[];
  /** How many (route, caller) pairs were sent. */
  sent: number;
}

/** Sends every denied (route, caller) pair to `server`: each must answer exactly its declared 401 or 403 with a message. */
export async function refuseDenied(server: TestServer, routes: readonly ApiRouteEntry[], { fixture, callers }: Matrix, headers?: Record<string, string>): Promise<PassResult> {
  const mismatches: string[] = [];
  let sent = 0;
  for (const route of routes) {
    const spec = specOf(route);
    for (const caller of callers) {
      const expected = declared(route, spec, caller);
      if (expected === 'ok') continue;
      sent += 1;
      const response = await send(server, route.method, spec.call(fixture, caller), caller, headers);
      const message = response.headers['content-type']?.includes('json') ? response.json<{ message?: unknown }>().message : undefined;
      if (response.status !== expected || typeof message !== 'string') mismatches.push(`${keyOf(route)} as ${caller.label}: expected ${expected}, got ${response.status} ${response.text.slice(0, 160)}`);
    }
  }
  return { mismatches, sent };
}

/** Sends every permitted (route, caller) pair to `server`, the session-ending routes last: each must answer the route's declared status. */
export async function passPermitted(server: TestServer, routes: readonly ApiRouteEntry[], { fixture, callers }: Matrix, headers?: Record<string, string>): Promise<PassResult> {
  const mismatches: string[] = [];
  const ordered = [...routes.filter((r) => !specOf(r).last), ...routes.filter((r) => specOf(r).last)];
  let sent = 0;
  for (const route of ordered) {
    const spec = specOf(route);
    for (const caller of callers) {
      if (declared(route, spec, caller) !== 'ok') continue;
      sent += 1;
      const response = await send(server, route.method, spec.call(fixture, caller), caller, headers);
      const expected = spec.ok ?? 200;
      if (response.status !== expected) mismatches.push(`${keyOf(route)} as ${caller.label}: expected ${expected}, got ${response.status} ${response.text.slice(0, 160)}`);
    }
  }
  return { mismatches, sent };
}
