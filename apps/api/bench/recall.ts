// bench:recall — what the checker proves on two consecutive days of real-looking exports, uploaded
// through the HTTP API of a started server (PGlite, or PostgreSQL with CHECKER_BENCH_DATABASE_URL):
// a Nexus BO deposit export and a KlikBCA statement per day, the statement naming senders as KlikBCA
// prints them (cut at 12 or 18 characters, lower case, BPK/IBU before the name, SWITCHING and BI-FAST
// lines), late-evening deposits posted on the next day's statement, repeated deposits, transfers that
// never arrived and credits nobody asked for. Its generator is its own, not the matcher's unit-test
// generator, so it does not grade the rules on the data they were written against. Prints, per seed
// and upload order: BO rows, provable rows (their credit is on an uploaded statement), proved
// correctly, proved wrongly, precision and recall, and the commonest reasons of the misses
// (CHECKER_BENCH_RECALL_SHOW=1 prints every missed row). Exit 1 when anything was proved wrongly.
// CHECKER_BENCH_RECALL_ROWS (BO rows a day, 1500) and CHECKER_BENCH_RECALL_SEEDS (11,22,33) set the size.
import { seededRandom } from '@checker/recon';
import { ADMIN, signIn, startServer, type BackendCase, type TestServer } from '../test/harness';
import { createAkunBank, createWebsite } from '../test/fixtures';
import { jakartaDay, upload, type TestDay } from '../test/report-data';

const BO_PER_DAY = Number(process.env.CHECKER_BENCH_RECALL_ROWS ?? 1500);
const SEEDS = (process.env.CHECKER_BENCH_RECALL_SEEDS ?? '11,22,33').split(',').map(Number);
const ACCOUNT = '1234567890';

const FIRST = ['ANDI', 'BUDI', 'CITRA', 'DEWI', 'EKO', 'FITRI', 'GILANG', 'HENDRA', 'INDAH', 'JOKO', 'KARTIKA', 'LESTARI', 'MUHAMMAD', 'NUR', 'PUTRI', 'RINA', 'SITI', 'TAUFIK', 'WAHYU', 'YULI', 'AHMAD', 'AGUS', 'RIZKY', 'DIAN', 'SRI', 'ADI', 'BAYU', 'FAJAR', 'HARI', 'IRFAN', 'ANISA', 'BAMBANG', 'DEDI', 'ERWIN', 'FEBRI', 'HERU', 'IKHSAN', 'JUNAEDI', 'KOMANG', 'LINDA', 'MAYA', 'NOVI', 'OKI', 'RATNA', 'SUSI', 'TEGUH', 'UTAMI', 'WULAN', 'YANTI', 'ZULKIFLI'];
const MIDDLE = ['NUR', 'AYU', 'DWI', 'TRI', 'EKA', 'PUTRA', 'SRI', 'ADI', 'RAHMAT', 'DEWI'];
const LAST = ['HIDAYAT', 'KURNIAWAN', 'SANTOSO', 'PRATAMA', 'SAPUTRA', 'RAHAYU', 'LESTARI', 'WIBOWO', 'SETIAWAN', 'NUGROHO', 'HARTONO', 'GUNAWAN', 'SUSANTI', 'PERMATA', 'WIJAYA', 'HALIM', 'SIREGAR', 'NASUTION', 'SIMANJUNTAK', 'PURNAMA', 'FIRMANSYAH', 'HERMAWAN', 'KUSUMA', 'MAULANA', 'SUGIARTO', 'PRASETYO', 'SUHENDRA', 'HAKIM', 'RAMADHAN', 'SYAHPUTRA', 'YULIANTO', 'HANDAYANI', 'MARPAUNG', 'PANGGABEAN', 'ARIFIN', 'SULISTYO', 'WAHYUDI', 'ISKANDAR', 'SUDRAJAT', 'PURWANTO'];
/** Senders of money nobody at this website asked for (other sites' players, refunds): names of their own. */
const STRANGER_FIRST = ['OKTAVIA', 'QORY', 'UMAR', 'VINA', 'XAVERIUS', 'YOGA', 'ZAHRA', 'LUKMAN', 'GALIH', 'NADIA'];
const STRANGER_LAST = ['TAMBUNAN', 'PANJAITAN', 'MANURUNG', 'SEMBIRING', 'GINTING', 'LUBIS', 'SINAGA', 'TARIGAN'];
const ROUND_AMOUNTS = [50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 500_000, 750_000, 1_000_000];

interface Player {
  user: string;
  name: string;
  /** The player's own bank account, the same on every request. */
  account: string;
}

interface Deposit {
  ticket: string;
  player: Player;
  rupiah: number;
  /** The statement day the credit is on (0 = the first day, 1 = the next, 2 = not uploaded), or null when it never arrived. */
  creditDay: number | null;
  /** Request time of day, HH:MM:SS (late-evening requests are the ones posted the next day). */
  time: string;
  /** The credit's description, once the statements are written. */
  description: string | null;
}

interface Credit {
  description: string;
  rupiah: number;
  /** The player who sent it, or null for a stranger. */
  sender: string | null;
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

/** A website's players: most full names are their own, a few are shared by two players, as in life. */
function players(rand: () => number, count: number): Player[] {
  const out: Player[] = [];
  const users = new Set<string>();
  const names = new Set<string>();
  while (out.length < count) {
    const words = [pick(rand, FIRST), ...(rand() < 0.4 ? [pick(rand, MIDDLE)] : []), pick(rand, LAST)];
    const name = words.join(' ');
    const user = `${words[0]?.toLowerCase()}${Math.floor(rand() * 10000)}`;
    if (users.has(user) || (names.has(name) && rand() < 0.97)) continue;
    users.add(user);
    names.add(name);
    out.push({ user, name, account: String(1_000_000_000 + Math.floor(rand() * 8_999_999_999)) });
  }
  return out;
}

/** How KlikBCA shows a sender: cut at a fixed width (often mid-word), sometimes lower case or with a title. */
function shownName(rand: () => number, name: string): string {
  let shown = rand() < 0.08 ? `${pick(rand, ['BPK ', 'IBU ', 'SDR '])}${name}` : name;
  const cut = rand();
  if (cut < 0.3) shown = shown.slice(0, 12);
  else if (cut < 0.45) shown = shown.slice(0, 18);
  if (rand() < 0.1) shown = shown.toLowerCase();
  return shown.trimEnd();
}

function ddmm(day: TestDay): string {
  return day.dayMonth.replace('/', '');
}

function creditText(rand: () => number, day: TestDay, rupiah: number, name: string, serial: number): string {
  const kind = rand();
  if (kind < 0.7) return `TRSF E-BANKING CR ${ddmm(day)}/FTSCY/WS${95000 + (serial % 1000)}       ${rupiah}.00${name}`;
  if (kind < 0.85) return `SWITCHING CR TRANSFER DR ${pick(rand, ['002', '008', '009', '014'])} ${name}`;
  return `BI-FAST CR TRANSFER DR ${pick(rand, ['002', '008', '009', '451'])} ${name}`;
}

interface TwoDays {
  days: [TestDay, TestDay];
  deposits: [Deposit[], Deposit[]];
  statements: [Credit[], Credit[]];
}

function twoDays(seed: number, days: [TestDay, TestDay]): TwoDays {
  const rand = seededRandom(seed);
  const pool = players(rand, Math.round(BO_PER_DAY * 0.8));
  const deposits: [Deposit[], Deposit[]] = [[], []];
  let ticket = 700_000;
  for (const d of [0, 1] as const) {
    while (deposits[d].length < BO_PER_DAY) {
      const player = pick(rand, pool);
      // Mostly round amounts shared by many players, some with the unique digits some sites ask for.
      const rupiah = rand() < 0.75 ? pick(rand, ROUND_AMOUNTS) : pick(rand, ROUND_AMOUNTS) + Math.floor(rand() * 999) + 1;
      const fate = rand();
      // 5 % never arrive, 5 % late in the evening (posted the next day), the rest the same day.
      const creditDay = fate < 0.05 ? null : fate < 0.1 ? d + 1 : d;
      const copies = rand() < 0.03 ? 2 : 1;
      const hour = creditDay === d + 1 ? 21 + Math.floor(rand() * 3) : 7 + Math.floor(rand() * 14);
      const time = `${String(hour).padStart(2, '0')}:${String(Math.floor(rand() * 60)).padStart(2, '0')}:${String(Math.floor(rand() * 60)).padStart(2, '0')}`;
      for (let i = 0; i < copies; i += 1) deposits[d].push({ ticket: `DQ${(ticket += 1)}`, player, rupiah, creditDay, time, description: null });
    }
  }
  const statements: [Credit[], Credit[]] = [[], []];
  let serial = 0;
  for (const d of [0, 1] as const) {
    for (const deposit of deposits[d]) {
      if (deposit.creditDay === null || deposit.creditDay > 1) continue;
      const on = deposit.creditDay as 0 | 1;
      deposit.description = creditText(rand, days[on], deposit.rupiah, shownName(rand, deposit.player.name), (serial += 1));
      statements[on].push({ description: deposit.description, rupiah: deposit.rupiah, sender: deposit.player.user });
    }
  }
  // 5 % of each statement is money nobody asked for (another site's player, a refund).
  for (const d of [0, 1] as const) {
    const extra = Math.round(statements[d].length * 0.05);
    for (let i = 0; i < extra; i += 1) {
      const stranger = `${pick(rand, STRANGER_FIRST)} ${pick(rand, STRANGER_LAST)}`;
      const rupiah = pick(rand, ROUND_AMOUNTS);
      statements[d].push({ description: creditText(rand, days[d], rupiah, shownName(rand, stranger), (serial += 1)), rupiah, sender: null });
    }
  }
  // A statement lists credits by posting time, not by BO ticket.
  for (const list of statements) list.sort(() => rand() - 0.5);
  return { days, deposits, statements };
}

function boCsv(day: TestDay, deposits: readonly Deposit[]): string {
  const money = (rupiah: number): string => `"${rupiah.toLocaleString('en-US')}.00"`;
  return [
    'Ticket No,Request Date,Approve Date,Username,Full Name,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Player Ref,Player Own Ref',
    ...deposits.map(
      (d) =>
        `${d.ticket},${day.slash} ${d.time},,${d.player.user},${d.player.name},BANK,${money(d.rupiah)},0.00,0.00,0.00,${money(d.rupiah)},BNI - ${d.player.account} - ${d.player.name},BCA - ${ACCOUNT} - PT SUMBER JAYA,Deposit,,Approved,,op1,,`,
    ),
  ].join('\n');
}

function klikBcaCsv(day: TestDay, credits: readonly Credit[]): string {
  let balance = 100_000_000;
  const rows = credits.map((c) => {
    balance += c.rupiah;
    return `'${day.dayMonth},${c.description},'0000,${c.rupiah}.00,CR,${balance}.00`;
  });
  return [`No. rekening : ${ACCOUNT}`, 'Nama : PT SUMBER JAYA', '', 'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo', ...rows].join('\r\n');
}

interface BoView {
  bo_id: number;
  ticket_no: string;
  bo_approve: boolean;
  matched_mutasi_id: number | null;
  matched_mutasi_description: string | null;
  match_reason: string | null;
}

interface MutasiView {
  mutasi_id: number;
  mutasi_description: string;
}

/** The parser keeps a description with its runs of spaces made one. */
function oneSpaced(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

async function allRows<T>(server: TestServer, cookies: string, view: 'viewbo' | 'viewmutasi', code: string, day: TestDay): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const response = await server.request('GET', `/api/${view}/${day.mon}/${code}/all/100/${page}`, { cookies });
    if (response.status !== 200) throw new Error(`${view} ${day.mon} failed: ${response.status} ${response.text}`);
    const chunk = response.json<T[]>();
    rows.push(...chunk);
    if (chunk.length < 100) return rows;
  }
}

/** Who sent each stored credit, by its mutasi id: the statement's rows are stored in file order. */
async function sendersById(server: TestServer, cookies: string, code: string, data: TwoDays): Promise<Map<number, string | null>> {
  const senders = new Map<number, string | null>();
  for (const d of [0, 1] as const) {
    const stored = (await allRows<MutasiView>(server, cookies, 'viewmutasi', code, data.days[d])).sort((a, b) => a.mutasi_id - b.mutasi_id);
    const credits = data.statements[d];
    if (stored.length !== credits.length) throw new Error(`Day ${d}: ${stored.length} credits stored, ${credits.length} in the file`);
    stored.forEach((row, i) => {
      const credit = credits[i] as Credit;
      if (oneSpaced(row.mutasi_description) !== oneSpaced(credit.description)) throw new Error(`Day ${d}: credit ${i} stored as "${row.mutasi_description}", written as "${credit.description}"`);
      senders.set(row.mutasi_id, credit.sender);
    });
  }
  return senders;
}

/** A missed provable row with the candidates View BO offers for it and whose money each one is. */
async function showMiss(server: TestServer, cookies: string, deposit: Deposit, row: BoView, senders: ReadonlyMap<number, string | null>, deposits: ReadonlyMap<string, string>): Promise<void> {
  const response = await server.request('GET', `/api/candidatebo/${row.bo_id}`, { cookies });
  const candidates = response.json<Array<{ mutasi_id: number; label: string; description: string; claimed_by: string | null; why: string }>>();
  console.log(`MISS ${deposit.ticket} ${deposit.player.user} "${deposit.player.name}" ${deposit.rupiah} ${deposit.time}: ${row.match_reason}`);
  for (const c of candidates) {
    const sender = senders.get(c.mutasi_id) ?? null;
    console.log(`    ${c.label} "${oneSpaced(c.description)}" from ${sender ?? 'a stranger'}${sender === null ? '' : ` (${deposits.get(sender) ?? ''})`}${c.claimed_by ? ` claimed by ${c.claimed_by}` : ''}: ${c.why}`);
  }
}

type Order = 'bo first' | 'statements first';

async function run(server: TestServer, cookies: string, seed: number, order: Order): Promise<{ bo: number; provable: number; right: number; wrong: number; misses: Map<string, number> }> {
  const code = `RC${seed}${order === 'bo first' ? 'B' : 'S'}`;
  await createWebsite(server, cookies, code, `Recall ${seed} ${order}`, 'NEXUS');
  await createAkunBank(server, cookies, { website: code, bank: 'BCA', no: ACCOUNT, name: 'PT SUMBER JAYA' });
  const data = twoDays(seed, [jakartaDay(-3), jakartaDay(-2)]);
  const sendBo = (d: 0 | 1) => upload(server, cookies, 'checkdata', `bo-${d}.csv`, boCsv(data.days[d], data.deposits[d]), { groups: code });
  const sendMutasi = (d: 0 | 1) =>
    upload(server, cookies, 'mutasiupdepobca', `klikbca-${d}.csv`, klikBcaCsv(data.days[d], data.statements[d]), { groups: code, transaction_type: 'deposit', dates: data.days[d].mon, corporate_bank_no: ACCOUNT });
  const steps = order === 'bo first' ? [() => sendBo(0), () => sendMutasi(0), () => sendBo(1), () => sendMutasi(1)] : [() => sendMutasi(0), () => sendMutasi(1), () => sendBo(0), () => sendBo(1)];
  for (const step of steps) await step();

  // A deposit is proved right by money its own player sent (two transfers of one player and amount
  // prove the same money, whichever pairs with which request).
  const senders = await sendersById(server, cookies, code, data);
  // Every request of each player, to tell what a wrongly taken credit was.
  const deposits = new Map<string, string>();
  for (const d of [0, 1] as const) for (const dep of data.deposits[d]) deposits.set(dep.player.user, `${deposits.get(dep.player.user) ?? ''}${deposits.has(dep.player.user) ? '; ' : ''}day ${d} ${dep.time} ${dep.rupiah} money ${dep.creditDay === null ? 'never' : `day ${dep.creditDay}`}`);
  let bo = 0;
  let provable = 0;
  let right = 0;
  let wrong = 0;
  const misses = new Map<string, number>();
  for (const d of [0, 1] as const) {
    const stored = new Map((await allRows<BoView>(server, cookies, 'viewbo', code, data.days[d])).map((row) => [row.ticket_no, row]));
    for (const deposit of data.deposits[d]) {
      bo += 1;
      const row = stored.get(deposit.ticket);
      if (!row) throw new Error(`${deposit.ticket} was not stored`);
      const isProvable = deposit.description !== null;
      if (isProvable) provable += 1;
      if (!row.bo_approve) {
        if (isProvable && process.env.CHECKER_BENCH_RECALL_SHOW) await showMiss(server, cookies, deposit, row, senders, deposits);
        if (isProvable) misses.set(row.match_reason ?? '(none)', (misses.get(row.match_reason ?? '(none)') ?? 0) + 1);
        continue;
      }
      if (isProvable && row.matched_mutasi_id !== null && senders.get(row.matched_mutasi_id) === deposit.player.user) right += 1;
      else {
        wrong += 1;
        console.log(`    WRONG ${deposit.ticket} ${deposit.player.user} "${deposit.player.name}" ${deposit.rupiah} (day ${d} ${deposit.time}, its money ${deposit.description === null ? 'never came' : `"${deposit.description}"`}) was proved by "${row.matched_mutasi_description}" from ${senders.get(row.matched_mutasi_id ?? 0) ?? 'a stranger'} (${deposits.get(senders.get(row.matched_mutasi_id ?? 0) ?? '') ?? 'no requests'}): ${row.match_reason}`);
      }
    }
  }
  return { bo, provable, right, wrong, misses };
}

async function main(): Promise<void> {
  const url = process.env.CHECKER_BENCH_DATABASE_URL;
  const backend: BackendCase = url ? { name: 'postgres', databaseUrl: url } : { name: 'pglite', databaseUrl: null };
  const server = await startServer(backend);
  let anyWrong = false;
  try {
    const { cookies } = await signIn(server, ADMIN.name, ADMIN.password);
    for (const seed of SEEDS) {
      for (const order of ['bo first', 'statements first'] as const) {
        const r = await run(server, cookies, seed, order);
        anyWrong ||= r.wrong > 0;
        const precision = r.right + r.wrong === 0 ? 1 : r.right / (r.right + r.wrong);
        console.log(
          `seed ${seed} (${order}): ${r.bo} BO rows, ${r.provable} provable, ${r.right} proved right, ${r.wrong} wrong; precision ${(precision * 100).toFixed(2)} %, recall ${((r.right / r.provable) * 100).toFixed(2)} %`,
        );
        const top = [...r.misses].sort((a, b) => b[1] - a[1]).slice(0, 5);
        for (const [reason, count] of top) console.log(`    missed ${count}: ${reason}`);
      }
    }
  } finally {
    await server.stop();
  }
  if (anyWrong) process.exitCode = 1;
}

void main();
