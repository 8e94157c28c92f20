import { formatIsoAsMonDate, said, storedReason, withinPostingWindow } from '@checker/domain';
import { PENDING_REASONS, candidateMutasi, matchDay, type MatchBoRow, type MatchMutasiRow, type MutasiDay } from '@checker/recon';
import type { Queryable } from '../db/db';
import { badRequest, conflict } from '../http/errors';
import { daysAfter } from './candidates';
import { RULE_WORDS, boInput, boProof, mutasiProof, mutasiDayOf, mutasiInput, mutasiLabel, mutasiWriteColumns, type MutasiScopeRow, type MutasiWrite } from './decision';
import { readScope, rematchAmounts, sourceLabels, writeMutasi } from './run';
import { SIDES, centsOfNumeric, type Side, type SideTables } from './sides';
import { readPostingWindow } from './window';

/** A pending BO row a person approves (View BO Update / Submit): its Keterangan, a corrected amount, the credit they picked. */
export interface PersonApproval {
  id: number;
  ket: string;
  /** The corrected amount as numeric text, or null to keep the stored one. */
  amount: string | null;
  /** The statement row the person picked to prove it, or null to let the rules below choose. */
  mutasiId: number | null;
  /**
   * The day of the picked statement row when it is later than the row's own (a next-day posting,
   * within its source's window), whose match scope the caller locked too; null: the row's own day.
   */
  creditDate: string | null;
}

/** The approved row as the caller locked it (FOR UPDATE, under lockMatchScopes of its website, side and date). */
export interface LockedBoRow {
  id: string;
  website_id: number;
  date: string;
  amount: string;
  ticket: string;
}

/** What the approval did: the amount the row has now, and the statement row it claimed with why, or why none. */
export interface ApprovalOutcome {
  id: number;
  ket: string;
  amount: string;
  mutasiId: number | null;
  /** `only candidate · BCA 03-Feb-2025 #12`, or `approved without a statement row: <why>`. */
  note: string;
}

interface Claim {
  statement: MutasiScopeRow;
  how: string;
}

function candidateList(rows: readonly MatchMutasiRow[], mutasi: ReadonlyMap<number, MutasiScopeRow>, source: (row: MutasiScopeRow) => string): string {
  return rows
    .map((row) => {
      const stored = mutasi.get(row.id) as MutasiScopeRow;
      return `${source(stored)} (${stored.sender_name ?? stored.description})`;
    })
    .join(', ');
}

/**
 * Which statement row proves a row a person approves: the one they picked (it must be a free row of
 * the row's day, or of the later day the approval names within its source's posting window, with
 * the row's amount and account); else among the candidates (candidateMutasi) the
 * one the checker's rules single out for this row, or the only one; else the person must pick (409
 * naming the candidates). None at all: the row is approved without a statement row.
 */
function chooseClaim(
  tables: SideTables,
  approval: PersonApproval,
  bo: MatchBoRow,
  statements: readonly MatchMutasiRow[],
  day: MutasiDay | null,
  mutasi: ReadonlyMap<number, MutasiScopeRow>,
  source: (row: MutasiScopeRow) => string,
): Claim | { why: string } {
  const { what } = tables.bo;
  if (approval.mutasiId !== null) {
    const picked = statements.find((row) => row.id === approval.mutasiId);
    if (!picked) throw badRequest(said('server.approve.notCandidate', { id: approval.mutasiId, what, ticket: bo.ticket }));
    const stored = mutasi.get(picked.id) as MutasiScopeRow;
    if (picked.taken) {
      const ticket = stored.mutasi_ticket ?? null;
      throw conflict(ticket === null ? said('server.approve.mutasiTakenOther', { id: picked.id }) : said('server.approve.mutasiTaken', { id: picked.id, ticket }));
    }
    if (candidateMutasi(bo, [picked]).length === 0) throw badRequest(said('server.approve.otherAccount', { id: picked.id, what, ticket: bo.ticket }));
    return { statement: stored, how: storedReason('match.evidence.pickedByApprover') };
  }
  const candidates = candidateMutasi(bo, statements);
  if (candidates.length > 0) {
    // The rules name the evidence when they have some; a single candidate needs none.
    const pair = matchDay([{ ...bo, status: null }], candidates).matched[0];
    if (pair) return { statement: mutasi.get(pair.mutasiId) as MutasiScopeRow, how: RULE_WORDS[pair.rule](pair.evidence) };
    if (candidates.length === 1) return { statement: mutasi.get((candidates[0] as MatchMutasiRow).id) as MutasiScopeRow, how: storedReason('match.evidence.onlyCandidate') };
    throw conflict(said('server.approve.manyCandidates', { what, ticket: bo.ticket, count: candidates.length, candidates: candidateList(candidates, mutasi, source) }));
  }
  const reason = matchDay([{ ...bo, status: null }], statements, [], day).pendingBo[0]?.reason;
  return { why: reason ?? PENDING_REASONS.noMutasi };
}

/**
 * The one place a person approves BO rows (View BO Update and Submit, single and bulk). Each row
 * claims its money, or is approved without a statement row with the person's Keterangan as its
 * reason; a corrected amount moves the nett amount by the same difference and keeps the uploaded
 * amount beside it. Then the checker runs again over the amounts involved, so no row of the day
 * keeps a stale reason. The database refuses any result that breaks the books (migration 014).
 * Rows must be locked by the caller, with lockMatchScopes of their (website, side, date) and of
 * the later day of each picked next-day credit (creditDate), whose amounts are decided again too.
 */
export async function approveByPerson(tx: Queryable, side: Side, approverId: number, rows: ReadonlyMap<number, LockedBoRow>, approvals: readonly PersonApproval[]): Promise<ApprovalOutcome[]> {
  const tables = SIDES[side];
  const groups = new Map<string, PersonApproval[]>();
  for (const approval of [...approvals].sort((a, b) => a.id - b.id)) {
    const row = rows.get(approval.id) as LockedBoRow;
    const key = `${row.website_id}|${row.date}`;
    groups.set(key, [...(groups.get(key) ?? []), approval]);
  }
  const outcomes: ApprovalOutcome[] = [];
  for (const group of groups.values()) {
    const first = rows.get((group[0] as PersonApproval).id) as LockedBoRow;
    outcomes.push(...(await approveGroup(tx, tables, approverId, first.website_id, first.date, group, rows)));
  }
  return outcomes;
}

/** The later days some approvals picked their credit on (next-day postings). */
function laterDaysOf(approvals: readonly PersonApproval[], isoDate: string): string[] {
  return [...new Set(approvals.flatMap((approval) => (approval.creditDate !== null && approval.creditDate !== isoDate ? [approval.creditDate] : [])))].sort();
}

/** The statement rows of the later days picked, each with its day, that their source's posting window lets prove a BO row of `isoDate`. */
async function readLaterCredits(tx: Queryable, tables: SideTables, websiteId: number, isoDate: string, days: readonly string[], amounts: readonly string[]): Promise<Map<number, { row: MutasiScopeRow; date: string }>> {
  const found = new Map<number, { row: MutasiScopeRow; date: string }>();
  if (days.length === 0) return found;
  const window = await readPostingWindow(tx);
  for (const date of days) {
    const rows = (await readScope(tx, tables, websiteId, date, { amounts: [...amounts], boIds: [] })).mutasi;
    const labels = await sourceLabels(
      tx,
      rows.map((row) => row.upload_id),
    );
    for (const row of rows) if (withinPostingWindow(window, labels.get(row.upload_id) as string, isoDate, date)) found.set(Number(row.id), { row, date });
  }
  return found;
}

async function approveGroup(
  tx: Queryable,
  tables: SideTables,
  approverId: number,
  websiteId: number,
  isoDate: string,
  approvals: readonly PersonApproval[],
  rows: ReadonlyMap<number, LockedBoRow>,
): Promise<ApprovalOutcome[]> {
  const amountOf = (approval: PersonApproval): string => approval.amount ?? (rows.get(approval.id) as LockedBoRow).amount;
  const amounts = [...new Set(approvals.map(amountOf))];
  const scope = await readScope(tx, tables, websiteId, isoDate, { amounts, boIds: approvals.map((approval) => approval.id) });
  const later = await readLaterCredits(tx, tables, websiteId, isoDate, laterDaysOf(approvals, isoDate), amounts);
  const laterRows = [...later.values()].map(({ row }) => row);
  const labels = await sourceLabels(
    tx,
    [...scope.mutasi, ...laterRows].map((row) => row.upload_id),
  );
  const dayOf = (row: MutasiScopeRow): string => later.get(Number(row.id))?.date ?? isoDate;
  const label = (row: MutasiScopeRow): string => mutasiLabel(labels.get(row.upload_id) as string, dayOf(row), Number(row.id));
  const source = (row: MutasiScopeRow): string => (dayOf(row) === isoDate ? label(row) : `${label(row)}, ${daysAfter(isoDate, dayOf(row))}`);
  /** The proof a person's approval stores: how the statement row was found, and which one (a day later or not). */
  const proof = (how: string, row: MutasiScopeRow): string => boProof(how, label(row), dayOf(row) === isoDate ? null : daysAfter(isoDate, dayOf(row)));
  const mutasi = new Map([...scope.mutasi, ...laterRows].map((row) => [Number(row.id), row]));
  const bos = new Map(scope.bos.map((row) => [Number(row.id), row]));
  // Marked taken as this request claims them, so the next approval of the group sees them gone.
  const statements = scope.mutasi.map(mutasiInput);
  const laterMutasi = laterRows.map(mutasiInput);
  const outcomes: ApprovalOutcome[] = [];
  const mutasiWrites: MutasiWrite[] = [];
  /** The amounts claimed on each later day, for the checker to decide again there. */
  const laterClaims = new Map<string, Set<string>>();
  for (const approval of approvals) {
    const stored = bos.get(approval.id);
    if (!stored) throw conflict(said('server.approve.notPending', { what: tables.bo.what, id: approval.id }));
    const amount = amountOf(approval);
    const bo = { ...boInput(stored), amountCents: centsOfNumeric(amount) };
    // A later day's credit is pickable only by the approval that names that day.
    const pickable = [...statements, ...laterMutasi.filter((row) => row.id === approval.mutasiId && later.get(row.id)?.date === approval.creditDate)];
    const claim = chooseClaim(tables, approval, bo, pickable, mutasiDayOf(scope), mutasi, source);
    if ('why' in claim) {
      outcomes.push({ id: approval.id, ket: approval.ket, amount, mutasiId: null, note: storedReason('match.noMutasiRow.why', { reason: claim.why }) });
      continue;
    }
    const mutasiId = Number(claim.statement.id);
    (pickable.find((row) => row.id === mutasiId) as MatchMutasiRow).taken = true;
    const creditDay = dayOf(claim.statement);
    if (creditDay !== isoDate) laterClaims.set(creditDay, (laterClaims.get(creditDay) ?? new Set()).add(amount));
    outcomes.push({ id: approval.id, ket: approval.ket, amount, mutasiId: mutasiId, note: proof(claim.how, claim.statement) });
    const text = mutasiProof(claim.how, `${tables.bo.what} ${stored.ticket}`, creditDay === isoDate ? null : formatIsoAsMonDate(isoDate));
    mutasiWrites.push({ id: mutasiId, boId: approval.id, ticket: stored.ticket, rule: 'MANUAL', text });
  }
  const { bo } = tables;
  // In SET every column reads the row as it was: the nett amount moves by the amount's difference.
  await tx.query(
    `UPDATE ${bo.table} AS r
        SET ${bo.approve} = true, ${bo.ket} = v.ket, ${bo.amount} = v.amount,
            original_amount = CASE WHEN v.amount <> r.${bo.amount} THEN coalesce(r.original_amount, r.${bo.amount}) ELSE r.original_amount END,
            ${bo.nett} = CASE WHEN v.amount <> r.${bo.amount} THEN r.${bo.nett} + (v.amount - r.${bo.amount}) ELSE r.${bo.nett} END,
            approved_by = $4, approved_at = now(), last_edited_by = $4, last_edited_at = now(), match_rule = 'MANUAL',
            match_reason = v.note, matched_mutasi_id = v.mutasi_id, unbacked_reason = CASE WHEN v.mutasi_id IS NULL THEN v.ket END
       FROM unnest($1::bigint[], $2::text[], $3::numeric[], $5::text[], $6::bigint[]) AS v(id, ket, amount, note, mutasi_id)
      WHERE r.${bo.id} = v.id`,
    [
      outcomes.map((outcome) => outcome.id),
      outcomes.map((outcome) => outcome.ket),
      outcomes.map((outcome) => outcome.amount),
      approverId,
      outcomes.map((outcome) => outcome.note),
      outcomes.map((outcome) => outcome.mutasiId),
    ],
  );
  await writeMutasi(tx, tables, mutasiWriteColumns(mutasiWrites), 'MANUAL: ');
  const before = approvals.map((approval) => (rows.get(approval.id) as LockedBoRow).amount);
  await rematchAmounts(tx, websiteId, tables.side, isoDate, [...new Set([...before, ...amounts])]);
  for (const [day, claimed] of [...laterClaims].sort(([a], [b]) => a.localeCompare(b))) await rematchAmounts(tx, websiteId, tables.side, day, [...claimed]);
  return outcomes;
}
