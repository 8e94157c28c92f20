import { earlierDatesOfAnySource, formatIsoAsMonDate, laterDatesOfAnySource, withinPostingWindow, type PostingWindow } from '@checker/domain';
import { matchLaterPostings, type LaterBoRow, type LaterPair } from '@checker/recon';
import type { Queryable } from '../db/db';
import { daysAfter } from './candidates';
import { RULE_WORDS, type MatchSummary, boInput, boProof, mutasiProof, boWriteColumns, mutasiWriteColumns, mutasiInput, mutasiLabel, type BoScopeRow, type BoWrite, type MutasiScopeRow, type MutasiWrite } from './decision';
import { boScopeColumns, rematchAmounts, sourceLabels, writeBo, writeMutasi } from './run';
import { SIDES, type Side, type SideTables } from './sides';
import { focusDays, readPostingWindow, sortedDates } from './window';

interface DatedBoRow extends BoScopeRow {
  row_date: string;
}

interface DatedMutasiRow extends MutasiScopeRow {
  row_date: string;
}

/** What a next-day pass proved: pairs, by the day of each side. */
export interface LaterProofs {
  approved: number;
  /** BO rows proved, by their date. */
  boDays: Map<string, number>;
  /** Statement rows claimed, by their date. */
  creditDays: Map<string, number>;
}

async function readPending(tx: Queryable, tables: SideTables, websiteId: number, days: readonly string[], amounts: readonly string[] | null): Promise<DatedBoRow[]> {
  const { bo } = tables;
  const result = await tx.query<DatedBoRow>(
    `SELECT ${boScopeColumns(tables)}, to_char(${bo.date}, 'YYYY-MM-DD') AS row_date
       FROM ${bo.table}
      WHERE website_id = $1 AND ${bo.date} = ANY($2::date[]) AND NOT ${bo.approve}${amounts ? ` AND ${bo.amount} = ANY($3::numeric[])` : ''}`,
    amounts ? [websiteId, days, amounts] : [websiteId, days],
  );
  return result.rows;
}

/**
 * The days among `days` whose BO file is in (some BO row of the website and side is stored there). A
 * credit of a day whose requests are not uploaded yet may be that day's own request's money (the same
 * player asking the same amount again): only a late request may take it then (BoScopeRow.late); an
 * earlier one waits for that BO file, whose next-day pass looks again with its requests as rivals.
 */
async function daysWithRequests(tx: Queryable, tables: SideTables, websiteId: number, days: readonly string[]): Promise<string[]> {
  if (days.length === 0) return [];
  const { bo } = tables;
  const result = await tx.query<{ day: string }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day FROM unnest($2::date[]) AS d(day)
      WHERE EXISTS (SELECT 1 FROM ${bo.table} b WHERE b.website_id = $1 AND b.${bo.date} = d.day)`,
    [websiteId, days],
  );
  return result.rows.map((row) => row.day).sort();
}

async function readFree(tx: Queryable, tables: SideTables, websiteId: number, days: readonly string[], amounts: readonly string[]): Promise<DatedMutasiRow[]> {
  const result = await tx.query<DatedMutasiRow>(
    `SELECT mutasi_id AS id, upload_id, mutasi_amount AS amount, corporate_account_no, transaction_id, description, sender_name, sender_account, mutasi_app, mutasi_ticket,
            match_reason, to_char(statement_date, 'YYYY-MM-DD') AS row_date
       FROM ${tables.mutasi}
      WHERE website_id = $1 AND statement_date = ANY($2::date[]) AND NOT mutasi_app AND mutasi_amount = ANY($3::numeric[])`,
    [websiteId, days, amounts],
  );
  return result.rows;
}

/**
 * Next-day postings (issue 16): proves pending BO rows of `dates` (and of the days whose window
 * reaches them) with unclaimed credits posted on a later day within the credit's source window (a
 * day whose own BO file is in: daysWithRequests),
 * only with name evidence and a single candidate each way (libs/recon matchLaterPostings). Every
 * pending row and free credit that could compete is read, own-day ones included, so a credit its own
 * day could explain, or a BO row its own day could explain, is never taken. Then the checker decides
 * the paired amounts of both days again, and the later days' amounts of late requests, so no reason is
 * stale. `amounts` narrows the pass (a person's change touched only those). Lock postingNeighbourhood(dates) first (lockMatchScopes does).
 */
export async function proveLaterPostings(tx: Queryable, websiteId: number, side: Side, dates: readonly string[], amounts: readonly string[] | null = null): Promise<LaterProofs> {
  const proofs: LaterProofs = { approved: 0, boDays: new Map(), creditDays: new Map() };
  if (dates.length === 0) return proofs;
  const tables = SIDES[side];
  const window = await readPostingWindow(tx);
  const focus = new Set(focusDays(window, dates));
  const creditDays = sortedDates([...focus].flatMap((date) => laterDatesOfAnySource(window, date)));
  if (creditDays.length === 0) return proofs;
  if (amounts === null && !(await mayMeetLaterCredits(tx, tables, websiteId, window, focus, creditDays))) return proofs;
  const focusPending = await readPending(tx, tables, websiteId, [...focus], amounts);
  const touched = focusPending.length > 0 ? await pairLater(tx, tables, websiteId, { window, focus, creditDays, focusPending }, proofs) : new Map<string, Set<string>>();
  // The later days' free credits name these days' late requests in their reasons ('may be the late transfer
  // of …'): they are decided again for the amounts a person's change touched and those late requests ask.
  const refresh = [...(amounts ?? []), ...focusPending.filter((row) => row.late).map((row) => row.amount)];
  for (const day of refresh.length > 0 ? creditDays : []) for (const amount of refresh) touched.set(day, (touched.get(day) ?? new Set()).add(amount));
  for (const [date, dayAmounts] of [...touched].sort(([a], [b]) => a.localeCompare(b))) await rematchAmounts(tx, websiteId, side, date, [...dayAmounts]);
  return proofs;
}

/**
 * Whether some focus day has a pending request and a later day in its window a free credit. If none
 * has, the pass can prove nothing (a day's own credits are matchDay's, which just ran) and no reason
 * can change (a credit day without free credits has none naming an earlier request): skipping it saves
 * reading every pending row of the focus days on the common upload, a day whose next day is not in yet.
 */
async function mayMeetLaterCredits(tx: Queryable, tables: SideTables, websiteId: number, window: PostingWindow, focus: ReadonlySet<string>, creditDays: readonly string[]): Promise<boolean> {
  const { bo } = tables;
  const [pendingDays, freeCreditDays] = await Promise.all([
    tx.query<{ day: string }>(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day FROM unnest($2::date[]) AS d(day)
        WHERE EXISTS (SELECT 1 FROM ${bo.table} b WHERE b.website_id = $1 AND b.${bo.date} = d.day AND NOT b.${bo.approve})`,
      [websiteId, [...focus]],
    ),
    tx.query<{ day: string }>(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day FROM unnest($2::date[]) AS d(day)
        WHERE EXISTS (SELECT 1 FROM ${tables.mutasi} m WHERE m.website_id = $1 AND m.statement_date = d.day AND NOT m.mutasi_app)`,
      [websiteId, creditDays],
    ),
  ]);
  const withFreeCredits = new Set(freeCreditDays.rows.map((row) => row.day));
  return pendingDays.rows.some((row) => laterDatesOfAnySource(window, row.day).some((date) => withFreeCredits.has(date)));
}

interface LaterFocus {
  window: PostingWindow;
  focus: ReadonlySet<string>;
  creditDays: readonly string[];
  focusPending: readonly DatedBoRow[];
}

const laterBoInput = (row: DatedBoRow): LaterBoRow => ({ ...boInput(row), isoDate: row.row_date });

/** proveLaterPostings' pairing: writes the proofs, adds them up in `proofs`, and answers the (day, amounts) they touched. */
async function pairLater(tx: Queryable, tables: SideTables, websiteId: number, { window, focus, creditDays, focusPending }: LaterFocus, proofs: LaterProofs): Promise<Map<string, Set<string>>> {
  const touched = new Map<string, Set<string>>();
  const withRequests = new Set(await daysWithRequests(tx, tables, websiteId, creditDays));
  const wanted = sortedDates(focusPending.map((row) => row.amount));
  const credits = await readFree(tx, tables, websiteId, sortedDates([...focus, ...creditDays]), wanted);
  if (credits.length === 0) return touched;
  // Other earlier days' requests claim the same credits (read as claimants, never written); the credit days' own
  // requests are matchLaterPostings' laterPending: a credit one of them names as strongly is theirs as much.
  const claimantDays = sortedDates(creditDays.flatMap((date) => earlierDatesOfAnySource(window, date))).filter((date) => !focus.has(date) && !creditDays.includes(date));
  const ownDays = creditDays.filter((date) => !focus.has(date));
  const claimants = claimantDays.length > 0 ? await readPending(tx, tables, websiteId, claimantDays, wanted) : [];
  const ownDayPending = ownDays.length > 0 ? await readPending(tx, tables, websiteId, ownDays, wanted) : [];

  const requests = [...new Map([...focusPending, ...claimants].map((row) => [Number(row.id), row])).values()];
  const bos = new Map([...requests, ...ownDayPending].map((row) => [Number(row.id), row]));
  const statements = new Map(credits.map((row) => [Number(row.id), row]));
  const labels = await sourceLabels(
    tx,
    credits.map((row) => row.upload_id),
  );
  const sourceOf = (row: MutasiScopeRow): string => labels.get(row.upload_id) as string;
  const found = matchLaterPostings(
    requests.map(laterBoInput),
    credits.map((row) => ({ ...mutasiInput(row), isoDate: row.row_date })),
    ownDayPending.map(laterBoInput),
  ).matched;

  const boWrites: BoWrite[] = [];
  const mutasiWrites: MutasiWrite[] = [];
  const touch = (date: string, amount: string): void => {
    touched.set(date, (touched.get(date) ?? new Set()).add(amount));
  };
  /**
   * A focus row proved by a credit of a later day within that credit's own window (before the credit's day
   * has its own requests, only a late one's money is expected there, and only a name longer than a first
   * name tells it from a namesake's request of that day still to come); in a group of identical requests
   * (matchLaterPostings), also a focus or credit day's row proved by a credit of its own day. Claimants
   * of other days were read as rivals only.
   */
  const writable = (pair: LaterPair): boolean => {
    const bo = bos.get(pair.boId) as DatedBoRow;
    const credit = statements.get(pair.mutasiId) as DatedMutasiRow;
    if (!focus.has(bo.row_date) && !(pair.group !== undefined && ownDays.includes(bo.row_date))) return false;
    if (credit.row_date === bo.row_date) return pair.group !== undefined;
    return credit.row_date > bo.row_date && withinPostingWindow(window, sourceOf(credit), bo.row_date, credit.row_date) && (withRequests.has(credit.row_date) || (bo.late && !pair.firstNameOnly));
  };
  const refused = new Set(found.filter((pair) => pair.group !== undefined && !writable(pair)).map((pair) => pair.group));
  for (const pair of found) {
    if (!writable(pair) || refused.has(pair.group)) continue;
    const bo = bos.get(pair.boId) as DatedBoRow;
    const credit = statements.get(pair.mutasiId) as DatedMutasiRow;
    const evidence = RULE_WORDS[pair.rule](pair.evidence);
    const sameDay = credit.row_date === bo.row_date;
    const row = mutasiLabel(sourceOf(credit), credit.row_date, pair.mutasiId);
    const boText = boProof(evidence, row, sameDay ? null : daysAfter(bo.row_date, credit.row_date));
    boWrites.push({ id: pair.boId, mutasiId: pair.mutasiId, rule: pair.rule, text: boText });
    mutasiWrites.push({ id: pair.mutasiId, boId: pair.boId, ticket: bo.ticket, rule: pair.rule, text: mutasiProof(evidence, `${tables.bo.what} ${bo.ticket}`, sameDay ? null : formatIsoAsMonDate(bo.row_date)) });
    proofs.approved += 1;
    proofs.boDays.set(bo.row_date, (proofs.boDays.get(bo.row_date) ?? 0) + 1);
    proofs.creditDays.set(credit.row_date, (proofs.creditDays.get(credit.row_date) ?? 0) + 1);
    touch(bo.row_date, bo.amount);
    touch(credit.row_date, credit.amount);
  }
  await writeBo(tx, tables, boWriteColumns(boWrites));
  await writeMutasi(tx, tables, mutasiWriteColumns(mutasiWrites), 'AUTO: ');
  return touched;
}

/** An upload's summary with its next-day pass: proofs count as approved, and leave the pending and unclaimed rows of the upload's days. */
export function withLaterProofs(summary: MatchSummary, dates: readonly string[], proofs: LaterProofs): MatchSummary {
  const onDays = (byDay: ReadonlyMap<string, number>): number => dates.reduce((sum, date) => sum + (byDay.get(date) ?? 0), 0);
  return { approved: summary.approved + proofs.approved, pending: summary.pending - onDays(proofs.boDays), unclaimed: summary.unclaimed - onDays(proofs.creditDays) };
}
