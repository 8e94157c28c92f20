// The bench:load workload (load.ts): website LOAD with 14 days of BO and statement rows (350,000 each,
// 90% matched) and 100,000 tracking entries, generated inside the database of a stopped server; the
// signed-in sessions; the page requests each connection cycles through; the 100,000-row BO upload.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { formatMonDate, jakartaToday, toIsoDate, type CalendarDate } from '@checker/domain';
import { REQUESTS_PER_MINUTE_DEFAULT } from '../src/config';
import { ADMIN, removeServerData, signIn, startServer, type BackendCase, type TestServer } from '../test/harness';
import { createAccount, createAkunBank, createWebsite } from '../test/fixtures';
import type { UploadAnswer } from '../test/uploads';

export const WEBSITE = 'LOAD';
const CHECKERS = ['checker1', 'checker2', 'checker3', 'checker4'];
const CHECKER_PASSWORD = 'load-checker-password-1';
const ADMIN_EVERY = 5;
const DEPO_ACCOUNT = '0123456789';
const WD_ACCOUNT = '1234567890';

export const DAYS = 14;
export const DEPOSITS_PER_DAY = 20_000;
export const WITHDRAWALS_PER_DAY = 5_000;
export const TRACKING_ROWS = 100_000;
export const UPLOAD_ROWS = 100_000;
/** Distinct amounts per day: repeated amounts, as real deposits have. */
const AMOUNT_STEPS = 4999;
const NAMES = ['SITI RAHAYU', 'BUDI SANTOSO', 'DEWI LESTARI', 'AGUS SETIAWAN', 'RINA WATI', 'ANDI PRATAMA', 'NUR HIDAYAH', 'EKO SAPUTRA'];
const TRACKING_TERMS = ['upload', 'approve', 'checker2', 'sign in'];
const STATUSES = ['all', 'pending', 'approve'];
/** Page visits per connection before its list of requests repeats. */
const CYCLES = 12;

/** Browsers send these with every API call: the server compresses the answers (brotli). */
export const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Jakarta today shifted by `offset` days. */
export function dayFromToday(offset: number): CalendarDate {
  const today = jakartaToday();
  const shifted = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The seeded days, oldest first; the last is today. */
const SEEDED_DAYS: CalendarDate[] = Array.from({ length: DAYS }, (_, index) => dayFromToday(index - DAYS + 1));

/** Rupiah of the g-th row of a day: the same in SQL (amountSql) and here, so searches find rows. */
function amountOf(g: number): number {
  return 10_000 + ((g * 7919) % AMOUNT_STEPS) * 1000;
}

const amountSql = `(10000 + (g * 7919 % ${AMOUNT_STEPS}) * 1000)::numeric(18, 2)`;
const playerSql = '((g * 31) % 5000)';
const nameSql = `(ARRAY['${NAMES.join("','")}'])[1 + g % ${NAMES.length}] || ' ' || ${playerSql}`;
/** The row's moment: spread over the Jakarta day. */
const momentSql = (dayParam: string, rowsParam: string) => `(${dayParam}::text || ' 00:00:00+07')::timestamptz + make_interval(secs => g * 86000 / ${rowsParam}::int)`;

interface Side {
  name: 'deposit' | 'withdraw';
  rowsPerDay: number;
  akunBank: 'depo' | 'wd';
  ticketPrefix: string;
  mutasi: string;
  bo: string;
}

/** $1 website, $2 upload, $3 ISO day, $4 rows, $5 akun bank id, $6 corporate account number. */
const mutasiSql = (table: string, direction: string) => `INSERT INTO ${table} (website_id, upload_id, line, row_key, statement_date, transaction_at, mutasi_amount, description, sender_name,
    sender_account, akun_bank_id, corporate_bank, corporate_account_name, corporate_account_no, match_reason)
  SELECT $1, $2, g, md5($3::text || ':${table}:' || g), $3::date, ${momentSql('$3', '$4')}, ${amountSql},
         'TRSF E-BANKING ${direction} ' || g || ' ' || ${nameSql}, ${nameSql}, '01' || ${playerSql}, $5, 'BCA', 'PT LOAD', $6,
         CASE WHEN g % 10 = 0 THEN 'no BO row of this amount and account' END
    FROM generate_series(1, $4::int) AS g`;

/**
 * The BO rows' insert, with their credits claimed back in the same statement: both rows of a claim
 * must name each other when the statement ends (migration 014).
 */
const claimingBack = (boInsert: string, idColumn: string, ticketColumn: string, mutasiTable: string) => `WITH bo AS (${boInsert}
    RETURNING ${idColumn} AS id, ${ticketColumn} AS ticket, matched_mutasi_id, approved_at)
  UPDATE ${mutasiTable} m SET mutasi_app = true, mutasi_ketapp = 'AUTO', mutasi_ticket = bo.ticket, mutasi_app_date = bo.approved_at, matched_bo_id = bo.id
    FROM bo WHERE m.mutasi_id = bo.matched_mutasi_id`;

/** $1 website, $2 upload, $3 ISO day, $4 rows, $5 the day's statement upload, $6 ticket prefix with the day. */
const SIDES: Side[] = [
  {
    name: 'deposit',
    rowsPerDay: DEPOSITS_PER_DAY,
    akunBank: 'depo',
    ticketPrefix: 'DP',
    mutasi: mutasiSql('mutasi_deposit', 'CR'),
    bo: claimingBack(
      `INSERT INTO bo_deposit (website_id, upload_id, line, row_key, bank_statement_date, ticket_no, req_date, app_date, user_name, full_name, payment_type, depo_amount,
        nett_amount, player_bank, corporate_bank, bo_desc, bo_status, bo_handler, bo_approve, ket_app, approved_at, match_rule, match_reason, matched_mutasi_id)
      SELECT $1, $2, g, md5($3::text || ':bo_deposit:' || g), $3::date, $6::text || lpad(g::text, 6, '0'), ${momentSql('$3', '$4')}, ${momentSql('$3', '$4')} + interval '5 minutes',
             'player' || ${playerSql}, ${nameSql}, 'BANK', ${amountSql}, ${amountSql}, 'BCA - 01' || ${playerSql} || ' - ' || ${nameSql}, 'BCA - ${DEPO_ACCOUNT} - PT LOAD',
             'Deposit BCA', 'Approved', 'operator' || (g % 7), g % 10 <> 0, CASE WHEN g % 10 <> 0 THEN 'AUTO' END,
             CASE WHEN g % 10 <> 0 THEN ${momentSql('$3', '$4')} + interval '10 minutes' END, CASE WHEN g % 10 <> 0 THEN 'NAME' END,
             CASE WHEN g % 10 = 0 THEN 'no statement row of this amount' ELSE 'name + amount · mutasi #' || (f.first + g - 1) END,
             CASE WHEN g % 10 <> 0 THEN f.first + g - 1 END
        FROM generate_series(1, $4::int) AS g, (SELECT min(mutasi_id) AS first FROM mutasi_deposit WHERE upload_id = $5) AS f`,
      'bo_id',
      'ticket_no',
      'mutasi_deposit',
    ),
  },
  {
    name: 'withdraw',
    rowsPerDay: WITHDRAWALS_PER_DAY,
    akunBank: 'wd',
    ticketPrefix: 'WD',
    mutasi: mutasiSql('mutasi_withdraw', 'DB'),
    bo: claimingBack(
      `INSERT INTO bo_withdraw (website_id, upload_id, line, row_key, wd_bank_date, wd_ticket_no, wd_app_date, wd_username, wd_fullname, wd_amount, wd_nett_amount,
        wd_player_bank, wd_corp_bank, wd_status, wd_handler, wd_bo_approve, wd_ket_app, approved_at, match_rule, match_reason, matched_mutasi_id)
      SELECT $1, $2, g, md5($3::text || ':bo_withdraw:' || g), $3::date, $6::text || lpad(g::text, 6, '0'), ${momentSql('$3', '$4')}, 'player' || ${playerSql}, ${nameSql},
             ${amountSql}, ${amountSql}, 'BCA - 01' || ${playerSql} || ' - ' || ${nameSql}, 'BCA - ${WD_ACCOUNT} - PT LOAD', 'Approved', 'operator' || (g % 7),
             g % 10 <> 0, CASE WHEN g % 10 <> 0 THEN 'AUTO' END, CASE WHEN g % 10 <> 0 THEN ${momentSql('$3', '$4')} + interval '10 minutes' END,
             CASE WHEN g % 10 <> 0 THEN 'NAME' END, CASE WHEN g % 10 = 0 THEN 'no statement row of this amount' ELSE 'name + amount · mutasi #' || (f.first + g - 1) END,
             CASE WHEN g % 10 <> 0 THEN f.first + g - 1 END
        FROM generate_series(1, $4::int) AS g, (SELECT min(mutasi_id) AS first FROM mutasi_withdraw WHERE upload_id = $5) AS f`,
      'wd_bo_id',
      'wd_ticket_no',
      'mutasi_withdraw',
    ),
  },
];

/** $1 website, $2 ISO day, $3 kind, $4 parser, $5 endpoint, $6 transaction type, $7 akun bank id or null, $8 account number or null. */
const UPLOAD_SQL = `INSERT INTO uploads (website_id, parser_id, kind, endpoint, transaction_type, source_key, layout, file_name, sha256, byte_size, row_count, inserted_count,
    statement_date, first_date, last_date, akun_bank_id, corporate_bank, corporate_account_name, corporate_account_no, uploaded_by, uploaded_by_name, uploaded_at)
  VALUES ($1, $4, $3, $5, $6, $4::text || ':' || COALESCE($8::text, '') || ':', 'seed', 'seed.csv', repeat('0', 64), 1, 0, 0, $2::date, $2::date, $2::date, $7::int,
          CASE WHEN $7::int IS NULL THEN NULL ELSE 'BCA' END, CASE WHEN $7::int IS NULL THEN NULL ELSE 'PT LOAD' END, $8, 1, '${ADMIN.name}', ($2::text || ' 20:00:00+07')::timestamptz)
  RETURNING id`;

/** $1 website: 60% the website's, the rest platform-wide; newest last, one every 50 s back from now. */
const TRACKING_SQL = `INSERT INTO tracking (website_id, username, role, activity, created_at)
  SELECT CASE WHEN g % 5 < 3 THEN $1::int END, CASE WHEN g % 5 < 3 THEN 'checker' || (1 + g % 4) ELSE '${ADMIN.name}' END, CASE WHEN g % 5 < 3 THEN 'CHECKER' ELSE 'ADMIN' END,
         (ARRAY['Sign in', 'Upload BO deposit bo-' || g || '.csv (20,000 rows)', 'Approve BO deposit DP' || g, 'Upload mutasi BCA ' || g || '.csv', 'Edit BO withdraw WD' || g])[1 + g % 5],
         now() - make_interval(secs => (${TRACKING_ROWS} - g) * 50)
    FROM generate_series(1, ${TRACKING_ROWS}) AS g`;

interface Direct {
  query(sql: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

/** The stopped server's database, opened here: pg on PostgreSQL, the same PGlite data directory otherwise. */
async function openDirect(backend: BackendCase, server: TestServer): Promise<Direct> {
  if (backend.databaseUrl) {
    const client = new pg.Client({ connectionString: backend.databaseUrl });
    await client.connect();
    await client.query(`SET search_path TO "${server.schema as string}"`);
    return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() };
  }
  // The tracking search index (migration 009) needs pg_trgm to take the seeded entries, as the server's worker loads it.
  const db = await PGlite.create({ dataDir: join(server.dataDir, 'pglite'), extensions: { pg_trgm } });
  return { query: async (sql, params) => (await db.query<Record<string, unknown>>(sql, params)).rows, close: () => db.close() };
}

interface SeedIds {
  websiteId: number;
  akunBank: Record<Side['akunBank'], number>;
}

/** Every day's statement rows, then its BO rows claiming 90% of them; the tracking log; statistics. */
async function seed(db: Direct, backend: BackendCase, ids: SeedIds): Promise<void> {
  for (const day of SEEDED_DAYS) {
    const iso = toIsoDate(day);
    for (const side of SIDES) {
      const account = side.akunBank === 'depo' ? DEPO_ACCOUNT : WD_ACCOUNT;
      const mutasiUpload = (await db.query(UPLOAD_SQL, [ids.websiteId, iso, 'statement', 'bca', side.name === 'deposit' ? 'mutasiupdepobca' : 'mutasiupwdbca', side.name, ids.akunBank[side.akunBank], account]))[0]?.id;
      await db.query(side.mutasi, [ids.websiteId, mutasiUpload, iso, side.rowsPerDay, ids.akunBank[side.akunBank], account]);
      const boUpload = (await db.query(UPLOAD_SQL, [ids.websiteId, iso, `bo-${side.name}`, `nexus-bo-${side.name}`, 'checkdata', side.name, null, null]))[0]?.id;
      await db.query(side.bo, [ids.websiteId, boUpload, iso, side.rowsPerDay, mutasiUpload, `${side.ticketPrefix}${iso.replaceAll('-', '')}`]);
    }
  }
  await db.query(TRACKING_SQL, [ids.websiteId]);
  // PostgreSQL's autovacuum would do this on its own; PGlite has none. The statement tables' claims were
  // written as updates (claimingBack), whose dead rows PGlite's pages would otherwise read past.
  for (const table of ['mutasi_deposit', 'mutasi_withdraw', 'bo_deposit', 'bo_withdraw', 'review_counts', 'tracking', 'uploads']) {
    await db.query(`${backend.databaseUrl || table.startsWith('mutasi_') ? 'VACUUM ANALYZE' : 'ANALYZE'} ${table}`);
  }
}

/**
 * A Nexus BO deposit export of today: compact lines (the upload limit is 20 MB), amounts of the seeded
 * kind; the tickets start with `prefix`, so each phase of the bench uploads rows of its own.
 */
export function uploadFile(prefix: string): Buffer {
  const today = jakartaToday();
  const date = `${String(today.day).padStart(2, '0')}/${String(today.month).padStart(2, '0')}/${today.year}`;
  const lines = ['Ticket No,Request Date,Approve Date,Username,Full Name,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Player Ref,Player Own Ref'];
  for (let g = 1; g <= UPLOAD_ROWS; g += 1) {
    const seconds = Math.floor((g * 86000) / UPLOAD_ROWS);
    const time = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60].map((part) => String(part).padStart(2, '0')).join(':');
    const amount = `"${amountOf(g).toLocaleString('en-US')}.00"`;
    const name = `${NAMES[g % NAMES.length] as string} ${(g * 31) % 5000}`;
    lines.push(`${prefix}${g},${date} ${time},${date} ${time},player${(g * 31) % 5000},${name},BANK,${amount},0.00,0.00,0.00,${amount},BCA - 01${(g * 31) % 5000},BCA - ${DEPO_ACCOUNT},Deposit BCA,R${g},Approved,,op${g % 7},,`);
  }
  return Buffer.from(lines.join('\n'));
}

export interface UploadResult {
  seconds: number;
  ok: boolean;
  summary: string;
}

/** POST /api/checkdata as the browser's upload page sends it: multipart, the session's cookies, the app's own Origin. */
export async function upload(server: TestServer, cookies: string, file: Buffer): Promise<UploadResult> {
  const form = new FormData();
  form.append('groups', WEBSITE);
  form.append('myfile', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'bo-deposit-load.csv');
  const start = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/checkdata`, { method: 'POST', body: form, headers: { cookie: cookies, origin: `http://127.0.0.1:${server.port}` } });
    const text = await response.text();
    const seconds = (performance.now() - start) / 1000;
    if (response.status !== 200) return { seconds, ok: false, summary: `HTTP ${response.status}: ${text.slice(0, 300)}` };
    const answer = JSON.parse(text) as UploadAnswer & { auto_approved?: number };
    const ok = answer.inserted === UPLOAD_ROWS;
    return { seconds, ok, summary: `HTTP 200, ${answer.inserted} of ${answer.rows} rows stored${answer.auto_approved === undefined ? '' : `, ${answer.auto_approved} auto-approved`}` };
  } catch (error) {
    return { seconds: (performance.now() - start) / 1000, ok: false, summary: `failed: ${(error as Error).message}` };
  }
}

export interface PlannedRequest {
  /** The route, for the per-route figures. */
  route: string;
  path: string;
}

const enc = encodeURIComponent;

/** One connection's page visits: each cycle reads a View BO page, searches it three ways, opens Data Player and Tracking. */
export function plannedRequests(connection: number): PlannedRequest[] {
  const planned: PlannedRequest[] = [];
  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    const turn = connection * 3 + cycle;
    const dayIndex = turn % DAYS;
    const day = SEEDED_DAYS[dayIndex] as CalendarDate;
    const date = formatMonDate(day);
    const status = STATUSES[turn % STATUSES.length] as string;
    const g = 1 + ((connection * 7919 + cycle * 104_729) % DEPOSITS_PER_DAY);
    const ticket = `DP${toIsoDate(day).replaceAll('-', '')}${String(g).padStart(6, '0')}`;
    // Typed as written half the time, by its digits the other half.
    const id = cycle % 2 === 0 ? ticket : ticket.slice(2);
    const name = (NAMES[turn % NAMES.length] as string).split(' ')[0]?.toLowerCase() as string;
    const range = `${WEBSITE}/${formatMonDate(dayFromToday(cycle % 2 === 0 ? -6 : -30))}/${formatMonDate(dayFromToday(0))}`;
    planned.push(
      { route: 'viewbo', path: `/api/viewbo/${date}/${WEBSITE}/${status}/100/${1 + (turn % 5)}` },
      { route: 'searchbo id', path: `/api/searchbo/${date}/${WEBSITE}/all/id/${enc(id)}/100/1` },
      { route: 'searchbo nominal', path: `/api/searchbo/${date}/${WEBSITE}/all/nominal/${amountOf(g)}/100/1` },
      { route: 'searchbo string', path: `/api/searchbo/${date}/${WEBSITE}/${status}/string/${enc(name)}/100/1` },
      { route: 'dataplayer', path: `/api/dataplayer/${range}/50/${1 + (turn % 3)}` },
      { route: 'totaldataplayer', path: `/api/totaldataplayer/${range}/100/1` },
      { route: 'tracking', path: `/api/tracking/${WEBSITE}/10/${1 + (turn % 3)}` },
      { route: 'searchtracking', path: `/api/searchtracking/${WEBSITE}/${enc(TRACKING_TERMS[turn % TRACKING_TERMS.length] as string)}/10/1` },
    );
  }
  // Connections start at different pages, so the mix is even from the first second.
  const shift = (connection * 3) % planned.length;
  return [...planned.slice(shift), ...planned.slice(0, shift)];
}

/** Every ADMIN_EVERY-th session is root's (ADMIN), the rest go round the website's CHECKERs. */
async function signInAll(server: TestServer, count: number): Promise<string[]> {
  const sessions: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const checker = CHECKERS[index % CHECKERS.length] as string;
    const session = index % ADMIN_EVERY === 0 ? await signIn(server, ADMIN.name, ADMIN.password) : await signIn(server, checker, CHECKER_PASSWORD);
    sessions.push(session.cookies);
  }
  return sessions;
}

export interface LoadServer {
  server: TestServer;
  /** Cookie headers, one per session. */
  sessions: string[];
  seedSeconds: number;
  /** Stops the server and removes its data directory or schema. */
  close(): Promise<void>;
}

/**
 * The server creates the schema, the website, its akun bank and accounts; it is stopped while the
 * rows are generated inside its database, then started again on them and signed in `sessionCount` times.
 */
export async function startLoadServer(backend: BackendCase, sessionCount: number): Promise<LoadServer> {
  // The production request limit, not the test servers' unreachable one: 50 staff must stay well under it.
  const env = { CHECKER_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE_DEFAULT) };
  let server = await startServer(backend, { env });
  const admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
  const websiteId = await createWebsite(server, admin, WEBSITE, 'Load test', 'NEXUS');
  const akunBank = {
    depo: await createAkunBank(server, admin, { website: WEBSITE, jenis: 'DEPO', bank: 'BCA', name: 'PT LOAD', no: DEPO_ACCOUNT }),
    wd: await createAkunBank(server, admin, { website: WEBSITE, jenis: 'WD', bank: 'BCA', name: 'PT LOAD', no: WD_ACCOUNT }),
  };
  for (const name of CHECKERS) await createAccount(server, admin, { name, password: CHECKER_PASSWORD, role: 'CHECKER', website: websiteId });
  await server.stop(true);

  const seedStart = performance.now();
  const direct = await openDirect(backend, server);
  try {
    await seed(direct, backend, { websiteId, akunBank });
  } finally {
    await direct.close();
  }
  const seedSeconds = (performance.now() - seedStart) / 1000;

  server = await startServer(backend, { env, dataDir: server.dataDir, ...(server.schema ? { schema: server.schema } : {}) });
  const started = server;
  const close = async (): Promise<void> => {
    await started.stop();
    await removeServerData(started);
  };
  try {
    return { server, sessions: await signInAll(server, sessionCount), seedSeconds, close };
  } catch (error) {
    await close();
    throw error;
  }
}

