import { counterpartyOf } from '../parsers/counterparty';
import type { MatchBoRow, MatchMutasiRow } from './types';

/** A generated website-day for the matcher's accuracy test and benchmarks, with the truth of every statement row. */
export interface SyntheticDay {
  bo: MatchBoRow[];
  statements: MatchMutasiRow[];
  /** Statement id → the id of the BO row whose money it is; null for money no BO row asked for. */
  truth: Map<number, number | null>;
}

export interface SyntheticDayOptions {
  seed: number;
  boRows: number;
  /** Share of BO rows whose money never arrived (no statement row). */
  missingShare?: number;
  /** Statement-only rows, as a share of the BO rows. */
  extraShare?: number;
}

export const FIRST = [
  'SITI', 'MUHAMMAD', 'AHMAD', 'NUR', 'DEWI', 'RINA', 'BUDI', 'AGUS', 'EKO', 'ANDI', 'RIZKY', 'PUTRI', 'DIAN', 'FITRI', 'HENDRA', 'YULI', 'INDAH', 'RUDI',
  'WAHYU', 'SRI', 'ADE', 'AYU', 'BAYU', 'CITRA', 'DEDI', 'ERNA', 'FAJAR', 'GILANG', 'HADI', 'IRFAN', 'JOKO', 'KURNIA', 'LINDA', 'MAYA', 'NINA', 'OKTA',
  'PRAMONO', 'QORI', 'RATNA', 'SURYA', 'TAUFIK', 'UMAR', 'VINA', 'WULAN', 'YOGA', 'ZAINAL', 'ARIF', 'BAMBANG', 'CAHYO', 'DIMAS', 'ELSA', 'FARHAN', 'GALIH',
  'HERU', 'IKHSAN', 'JUWITA', 'KARTIKA', 'LESTARI', 'MEGA', 'NANDA',
];
export const MIDDLE = [
  'RAHAYU', 'PRATAMA', 'AYU', 'DWI', 'TRI', 'PUTRA', 'PUTRI', 'NUR', 'ADI', 'SRI', 'KURNIAWAN', 'SAPUTRA', 'WATI', 'INDAH', 'RIZKY', 'FAJAR', 'AULIA',
  'CAHYA', 'DEWI', 'EKA', 'FITRI', 'HIDAYAT', 'ILHAM', 'JAYA', 'KUSUMA', 'LAKSMI', 'MULYA', 'NOVITA', 'PERMANA', 'RAMADHAN', 'SANTOSO', 'TRIANA', 'UTAMI',
  'WIJAYA', 'YULIANTI', 'ZAHRA', 'ANGGRAINI', 'BUDIMAN', 'CANDRA', 'DARMA',
];
export const LAST = [
  'SANTOSO', 'RAHAYU', 'PRATAMA', 'WIJAYA', 'SUSANTI', 'LESTARI', 'HIDAYAT', 'SAPUTRA', 'KURNIAWAN', 'SETIAWAN', 'NUGROHO', 'WIBOWO', 'HASANAH', 'PURNAMA',
  'SIREGAR', 'NASUTION', 'SIMANJUNTAK', 'HARAHAP', 'LUBIS', 'TANJUNG', 'GUNAWAN', 'HALIM', 'SUTANTO', 'MAHARANI', 'RAMADHANI', 'FIRMANSYAH', 'HAKIM',
  'SYAHPUTRA', 'ANGGRAENI', 'PERMATASARI', 'WULANDARI', 'PURBA', 'SINAGA', 'SIHOMBING', 'PANJAITAN', 'SITUMORANG', 'MARPAUNG', 'PANGARIBUAN', 'TAMBUNAN',
  'SEMBIRING', 'GINTING', 'TARIGAN', 'SURBAKTI', 'PARDEDE', 'SIAGIAN', 'SIMATUPANG', 'HUTAPEA', 'MANURUNG', 'NAPITUPULU', 'SILALAHI', 'FAUZI', 'SALIM',
  'RAMLI', 'YUSUF', 'IBRAHIM', 'ISMAIL', 'ABDULLAH', 'HAMZAH', 'ZULKARNAIN', 'EFENDI',
];
/** Senders who are not players carry family names no player has, so a stranger is never a player's namesake. */
export const STRANGER_LAST = [
  'TANOTO', 'KUSNADI', 'HARTONO', 'SALIMAN', 'WINATA', 'GOZALI', 'TJANDRA', 'SUHENDRA', 'MULYADI', 'HERMAWAN', 'SUDARSO', 'PRAWIRA', 'DARMAWAN', 'SETIADI',
  'HALIMAH', 'KOSASIH', 'SUPARMAN', 'MARDIANA', 'SOEBAGIO', 'WIRYAWAN',
];
export const ROUND_AMOUNTS = [20_000, 25_000, 50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 500_000, 1_000_000, 2_000_000];
export const PLAYER_BANKS = ['BCA', 'BNI', 'BRI', 'MANDIRI', 'CIMB'];
export const BANK_CODES: Record<string, string> = { BCA: '014', BNI: '009', BRI: '002', MANDIRI: '008', CIMB: '022' };
export const CORPORATE_ACCOUNTS = ['1234567890', '2234567891', '3234567892'];
/** KlikBCA cuts the sender's name to this many characters. */
const BCA_NAME_WIDTH = 18;

/** mulberry32: a small seeded generator, so every run of a test sees the same day. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SyntheticPlayer {
  userName: string;
  name: string;
  bank: string;
  account: string;
  corporate: string;
}

/** A generated player's deposit request as the BO export gives it (ticket DP700000 + id). */
export function syntheticRequest(id: number, player: SyntheticPlayer, value: number, fullName: string): MatchBoRow {
  return {
    id,
    ticket: `DP${String(700_000 + id)}`,
    references: [],
    amountCents: BigInt(value) * 100n,
    corporateBank: `BCA - ${player.corporate} - PT SUMBER JAYA`,
    userName: player.userName,
    fullName,
    playerBank: `${player.bank} - ${player.account} - ${player.name}`,
  };
}

export function syntheticDay(options: SyntheticDayOptions): SyntheticDay {
  const rand = random(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const digits = (count: number): string => Array.from({ length: count }, () => Math.floor(rand() * 10)).join('');
  const chance = (share: number): boolean => rand() < share;

  const personName = (lastNames: readonly string[]): string => {
    const roll = rand();
    if (roll < 0.55) return `${pick(FIRST)} ${pick(lastNames)}`;
    if (roll < 0.9) return `${pick(FIRST)} ${pick(MIDDLE)} ${pick(lastNames)}`;
    return `${pick(FIRST)} ${pick(MIDDLE)} ${pick(MIDDLE)} ${pick(lastNames)}`;
  };
  const amount = (): number => (chance(0.55) ? pick(ROUND_AMOUNTS) : (10 + Math.floor(rand() * 1990)) * 1000 + (chance(0.1) ? Math.floor(rand() * 10) * 100 : 0));

  const players: SyntheticPlayer[] = Array.from({ length: Math.max(1, Math.round(options.boRows * 0.4)) }, (_, index) => {
    const name = personName(LAST);
    return {
      userName: `${(name.split(' ')[0] ?? 'player').toLowerCase()}${index}`,
      name,
      bank: pick(PLAYER_BANKS),
      account: digits(10),
      corporate: pick(CORPORATE_ACCOUNTS),
    };
  });

  /** The name as the BO wrote it: mostly as the bank has it, sometimes in other case or with an honorific. */
  const boName = (name: string): string => {
    const roll = rand();
    if (roll < 0.08) return name.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
    if (roll < 0.11) return `Bpk ${name}`;
    return name;
  };

  /** One credit line as a bank writes it; the parsers' counterparty reader finds the sender in it, as on upload. */
  const mutasiText = (name: string, bank: string, value: number, ticket: string | null): { description: string; reference: string | null; senderAccount: string | null } => {
    const roll = rand();
    if (ticket !== null) return { description: `TRANSFER DARI BANK ${bank} ${name} | DEPO ${ticket}`, reference: null, senderAccount: null };
    if (roll < 0.5) {
      const code = `0302/FTSCY/WS${digits(5)}`;
      return { description: `TRSF E-BANKING CR ${code} ${value}.00 ${name.slice(0, BCA_NAME_WIDTH).trim()}`, reference: code, senderAccount: null };
    }
    if (roll < 0.75) return { description: `SWITCHING CR TRANSFER DR ${BANK_CODES[bank] ?? '014'} ${name.slice(0, 20).trim()}`, reference: null, senderAccount: null };
    if (roll < 0.95) return { description: `BI-FAST CR TRANSFER DR ${BANK_CODES[bank] ?? '014'} ${name}`, reference: `BIF${digits(10)}`, senderAccount: null };
    return { description: `SETORAN TUNAI ATM ${digits(6)}`, reference: null, senderAccount: null };
  };

  const bo: MatchBoRow[] = [];
  type Draft = Omit<MatchMutasiRow, 'id'> & { truth: number | null };
  const drafts: Draft[] = [];
  const draft = (value: number, corporate: string, text: ReturnType<typeof mutasiText>, truth: number | null, sender: string | null = null): Draft => ({
    amountCents: BigInt(value) * 100n,
    corporateAccountNo: corporate,
    reference: text.reference,
    description: text.description,
    senderName: counterpartyOf(text.description, 'CR').name,
    senderAccount: sender ?? text.senderAccount,
    taken: false,
    truth,
  });

  for (let index = 0; index < options.boRows; index += 1) {
    // Regulars deposit often: the skew repeats players and so amounts on one day.
    const player = players[Math.floor(players.length * rand() ** 2)] as SyntheticPlayer;
    const value = amount();
    const id = index + 1;
    const request = syntheticRequest(id, player, value, boName(player.name));
    const { ticket } = request;
    bo.push(request);
    if (chance(options.missingShare ?? 0.1)) continue;
    const withTicket = chance(0.1) ? ticket : null;
    const walletSender = chance(0.05) ? player.account : null;
    drafts.push(draft(value, player.corporate, mutasiText(player.name, player.bank, value, withTicket), id, walletSender));
  }
  const extras = Math.round(options.boRows * (options.extraShare ?? 0.05));
  for (let index = 0; index < extras; index += 1) {
    const name = personName(STRANGER_LAST);
    const value = amount();
    drafts.push(draft(value, pick(CORPORATE_ACCOUNTS), mutasiText(name, pick(PLAYER_BANKS), value, null), null));
  }

  // Banks list money in the order it arrived, not in the BO's order.
  for (let i = drafts.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [drafts[i], drafts[j]] = [drafts[j] as Draft, drafts[i] as Draft];
  }
  const truth = new Map<number, number | null>();
  const statements = drafts.map(({ truth: owner, ...row }, index) => {
    const id = index + 1;
    truth.set(id, owner);
    return { id, ...row };
  });
  return { bo, statements, truth };
}
