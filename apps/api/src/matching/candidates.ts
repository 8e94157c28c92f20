import { earlierDatesOfAnySource, laterDatesOfAnySource, storedReason, withinPostingWindow, type CandidateBoRow, type CandidateCredit, type PostingWindow } from '@checker/domain';
import { candidateMutasi, isRefusedBoStatus, namesMatch, normalizeName, refusedStatusReason, type MatchBoRow, type MatchMutasiRow } from '@checker/recon';
import type { Queryable } from '../db/db';
import { boInput, mutasiInput, mutasiLabel, type BoScopeRow, type MutasiScopeRow } from './decision';
import { readScope, sourceLabels } from './run';
import type { SideTables } from './sides';
import { readPostingWindow } from './window';

const DAY_MS = 86_400_000;

/** `a day later`, `3 days later`: how long after a BO row's day its credit was posted. */
export function daysAfter(boDate: string, creditDate: string): string {
  const days = Math.round((Date.parse(`${creditDate}T00:00:00Z`) - Date.parse(`${boDate}T00:00:00Z`)) / DAY_MS);
  return days === 1 ? storedReason('match.later.one') : storedReason('match.later.other', { days });
}

/** A pending BO row of one day, as the matcher reads it. */
interface DatedBo {
  row: BoScopeRow;
  date: string;
  input: MatchBoRow;
}

/** A statement row of one day, claimed or not, with its source (`BCA`, a gateway). */
interface DatedCredit {
  row: MutasiScopeRow;
  date: string;
  source: string;
  input: MatchMutasiRow;
}

/** The pending BO rows and the statement rows of one amount that could pair across the posting window. */
interface Neighbourhood {
  window: PostingWindow;
  bos: DatedBo[];
  credits: DatedCredit[];
}

const unique = (dates: Iterable<string>): string[] => [...new Set(dates)].sort();

/** The days on which a credit for a BO row of `boDate` may be posted: its own day and the later days of the widest window. */
function creditDaysOf(window: PostingWindow, boDate: string): string[] {
  return [boDate, ...laterDatesOfAnySource(window, boDate)];
}

/** The days whose BO rows a credit of `creditDate` may prove: its own day and the earlier days whose widest window reaches it. */
function boDaysOf(window: PostingWindow, creditDate: string): string[] {
  return [creditDate, ...earlierDatesOfAnySource(window, creditDate)];
}

async function readNeighbourhood(q: Queryable, tables: SideTables, window: PostingWindow, websiteId: number, amount: string, boDays: readonly string[], creditDays: readonly string[]): Promise<Neighbourhood> {
  const bos: DatedBo[] = [];
  const stored: Array<{ row: MutasiScopeRow; date: string }> = [];
  for (const date of unique([...boDays, ...creditDays])) {
    const scope = await readScope(q, tables, websiteId, date, { amounts: [amount], boIds: [] });
    if (boDays.includes(date)) bos.push(...scope.bos.map((row) => ({ row, date, input: boInput(row) })));
    if (creditDays.includes(date)) stored.push(...scope.mutasi.map((row) => ({ row, date })));
  }
  const labels = await sourceLabels(
    q,
    stored.map(({ row }) => row.upload_id),
  );
  const credits = stored.map(({ row, date }) => ({ row, date, source: labels.get(row.upload_id) as string, input: mutasiInput(row) }));
  return { window, bos, credits };
}

/** Whether the credit could prove the BO row: same amount, compatible account, its day or a later one within its source's window. Claimed or not. */
function couldProve(window: PostingWindow, bo: DatedBo, credit: DatedCredit): boolean {
  if (credit.date !== bo.date && !withinPostingWindow(window, credit.source, bo.date, credit.date)) return false;
  return candidateMutasi(bo.input, [{ ...credit.input, taken: false }]).length === 1;
}

/** The statement's name beside the BO's when they do not agree (a sender name equal to the BO name, or a description naming the player, agrees). */
function namesSideBySide(bo: DatedBo, credit: DatedCredit): string | null {
  const boName = bo.row.full_name ?? '';
  const sender = credit.row.sender_name;
  const agree = sender ? normalizeName(boName) !== '' && normalizeName(sender) === normalizeName(boName) : namesMatch(boName, credit.row.description);
  return agree ? null : storedReason('match.namesSideBySide', { mutasi: sender ?? credit.row.description, bo: boName });
}

/**
 * Why the checker did not pair this BO row with this credit, in plain words, every reason that
 * applies: the names side by side, `claimed by DQ700123`, `2 candidates` (free credits the row could
 * take), `shared by 3 BO rows` (rows that could take this credit), `a day later`, a refused BO
 * status. None of them: the row's own reason as the checker stored it.
 */
function whyNotPaired(pairs: Neighbourhood, bo: DatedBo, credit: DatedCredit): string {
  const reasons: string[] = [];
  const names = namesSideBySide(bo, credit);
  if (names) reasons.push(names);
  if (credit.row.mutasi_app) {
    reasons.push(credit.row.mutasi_ticket ? storedReason('match.claimedBy', { ticket: credit.row.mutasi_ticket }) : storedReason('match.claimedByOther'));
  } else {
    const freeCredits = pairs.credits.filter((other) => !other.row.mutasi_app && couldProve(pairs.window, bo, other)).length;
    const rivals = pairs.bos.filter((other) => couldProve(pairs.window, other, credit)).length;
    if (freeCredits > 1) reasons.push(storedReason('match.candidates', { count: freeCredits }));
    if (rivals > 1) reasons.push(storedReason('match.sharedBy', { rows: rivals }));
  }
  if (credit.date > bo.date) reasons.push(daysAfter(bo.date, credit.date));
  if (isRefusedBoStatus(bo.row.status)) reasons.push(refusedStatusReason(bo.row.status));
  return reasons.length > 0 ? reasons.join('; ') : (bo.row.match_reason ?? storedReason('match.notChecked'));
}

/** Free credits first, then by day and id. */
const creditOrder = (a: DatedCredit, b: DatedCredit): number => Number(a.row.mutasi_app) - Number(b.row.mutasi_app) || a.date.localeCompare(b.date) || a.input.id - b.input.id;

/** A BO row by its id, as a candidates list or a proof starts from: where it belongs and whether it is pending. */
export interface BoRowRef {
  id: number;
  websiteId: number;
  websiteCode: string;
  date: string;
  amount: string;
  ticket: string;
  approved: boolean;
}

export async function readBoRow(q: Queryable, tables: SideTables, id: number): Promise<BoRowRef | null> {
  const { bo } = tables;
  const found = await q.query<BoRowRef>(
    `SELECT r.${bo.id}::int AS id, r.website_id AS "websiteId", w.code AS "websiteCode", to_char(r.${bo.date}, 'YYYY-MM-DD') AS date, r.${bo.amount}::text AS amount,
            r.${bo.ticket} AS ticket, r.${bo.approve} AS approved
       FROM ${bo.table} r JOIN websites w ON w.id = r.website_id WHERE r.${bo.id} = $1`,
    [id],
  );
  return found.rows[0] ?? null;
}

/** A statement row by its id: where it belongs, whether a BO row claims it (and which ticket), and its label (`BCA 04-Feb-2025 #12`). */
export interface MutasiRowRef {
  id: number;
  websiteId: number;
  websiteCode: string;
  date: string;
  amount: string;
  claimedBy: string | null;
  claimed: boolean;
  label: string;
}

export async function readMutasiRow(q: Queryable, tables: SideTables, id: number): Promise<MutasiRowRef | null> {
  const found = await q.query<Omit<MutasiRowRef, 'label'> & { uploadId: string }>(
    `SELECT m.mutasi_id::int AS id, m.website_id AS "websiteId", w.code AS "websiteCode", to_char(m.statement_date, 'YYYY-MM-DD') AS date, m.mutasi_amount::text AS amount,
            m.mutasi_ticket AS "claimedBy", m.mutasi_app AS claimed, m.upload_id::text AS "uploadId"
       FROM ${tables.mutasi} m JOIN websites w ON w.id = m.website_id WHERE m.mutasi_id = $1`,
    [id],
  );
  const row = found.rows[0];
  if (!row) return null;
  const { uploadId, ...rest } = row;
  const labels = await sourceLabels(q, [uploadId]);
  return { ...rest, label: mutasiLabel(labels.get(uploadId) as string, row.date, row.id) };
}

/**
 * The statement rows of the BO row's website that could prove it, claimed or not: the same amount, a
 * compatible account, dated the row's day or a later day within the credit source's posting window;
 * each with why the checker did not take it.
 */
export async function creditsForBo(q: Queryable, tables: SideTables, bo: BoRowRef): Promise<CandidateCredit[]> {
  const window = await readPostingWindow(q);
  const creditDays = creditDaysOf(window, bo.date);
  const pairs = await readNeighbourhood(q, tables, window, bo.websiteId, bo.amount, unique(creditDays.flatMap((date) => boDaysOf(window, date))), creditDays);
  const focus = pairs.bos.find((row) => row.input.id === bo.id);
  if (!focus) return [];
  return pairs.credits
    .filter((credit) => couldProve(window, focus, credit))
    .sort(creditOrder)
    .map((credit) => ({
      mutasi_id: credit.input.id,
      date: credit.date,
      source: credit.source,
      label: mutasiLabel(credit.source, credit.date, credit.input.id),
      amount: credit.row.amount,
      sender_name: credit.row.sender_name,
      description: credit.row.description,
      claimed_by: credit.row.mutasi_app ? credit.row.mutasi_ticket : null,
      why: whyNotPaired(pairs, focus, credit),
    }));
}

/**
 * The pending BO rows of the statement row's website it could prove: the same amount, a compatible
 * account, dated the credit's day or an earlier day whose window (for the credit's source) reaches
 * it; each with why the checker did not pair them.
 */
export async function bosForCredit(q: Queryable, tables: SideTables, credit: MutasiRowRef): Promise<CandidateBoRow[]> {
  const window = await readPostingWindow(q);
  const boDays = boDaysOf(window, credit.date);
  const pairs = await readNeighbourhood(q, tables, window, credit.websiteId, credit.amount, boDays, unique(boDays.flatMap((date) => creditDaysOf(window, date))));
  const focus = pairs.credits.find((row) => row.input.id === credit.id);
  if (!focus) return [];
  return pairs.bos
    .filter((bo) => couldProve(window, bo, focus))
    .sort((a, b) => b.date.localeCompare(a.date) || a.input.id - b.input.id)
    .map((bo) => ({
      id: bo.input.id,
      ticket: bo.row.ticket,
      date: bo.date,
      user_name: bo.row.user_name,
      full_name: bo.row.full_name,
      amount: bo.row.amount,
      why: whyNotPaired(pairs, bo, focus),
    }));
}
