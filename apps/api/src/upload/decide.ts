import { isLateRequest } from '@checker/domain';
import { ONE_SIDED_REASONS, amountGroups } from '@checker/recon';
import {
  MUTASI_OUTCOME_COLUMNS,
  NO_MATCHING,
  boOutcomeColumns,
  boOutcomeValues,
  decideScope,
  mutasiOutcomeValues,
  requestInstant,
  type BoScopeRow,
  type BoWrite,
  type MatchSummary,
  type MutasiScopeRow,
  type MutasiWrite,
  type Scope,
  type ScopeText,
  scopeOfText,
} from '../matching/decision';
import type { ReservedIds } from '../db/db';
import { SIDES, centsOfNumeric, sideOfTable, type Side } from '../matching/sides';
import { copyValue, type PreparedRows, type RowTable, type SqlValue } from './rows';

/** What the checker needs to decide an upload's rows before they are written (DESIGN §6). */
export interface DecideInput {
  side: Side;
  uploadId: number;
  ids: ReservedIds;
  /** The decision's moment (timestamptz text) for approved_at / mutasi_app_date of the new rows. */
  now: string;
  /** The upload's account number: the corporate_account_no of its statement rows. */
  corporateAccountNo: string | null;
  /** Per date the file touches: the rows already stored there (JSON texts, readScopeText) and the source label of every statement upload (this one too). */
  scopes: Array<{ date: string; scope: ScopeText; labels: Array<[string, string]> }>;
  /** The public holidays an ADMIN keeps (ISO dates): a new request made on one is late (isLateRequest). */
  holidays: string[];
}

/** The columns an upload's new rows are loaded with besides the shared ones and the file's: the id first, the outcome last. */
export function decidedColumns(table: RowTable): { id: string; outcome: readonly string[] } {
  return { id: table.idColumn, outcome: table.name.startsWith('bo_') ? boOutcomeColumns(SIDES[sideOfTable(table.name)]) : MUTASI_OUTCOME_COLUMNS };
}

function idsOf(reserved: ReservedIds, count: number): number[] {
  const ids = 'first' in reserved ? Array.from({ length: count }, (_, i) => reserved.first + i) : reserved.list.split(',').map(Number);
  if (ids.length !== count) throw new Error(`${ids.length} ids were reserved for ${count} new rows.`);
  return ids;
}

function outcomeCells(values: readonly SqlValue[]): string {
  let cells = '';
  for (const value of values) cells += `\t${copyValue(value)}`;
  return cells;
}

/** About this many rows (stored and new) a part of a large day holds: an upload writes one part while the next is decided. */
export const ROWS_PER_PART = 12_500;
/** New rows per part of a one-sided day, whose rows need no decision: large enough that a part's statements cost little, small enough to overlap laying out and loading. */
const ONE_SIDED_PART_ROWS = 5000;

/** One part of an upload's decision: the stored rows it changes, and the new rows it decided (positions in the chosen rows) with their outcome cells. */
export interface DecisionPart {
  bo: BoWrite[];
  mutasi: MutasiWrite[];
  summary: MatchSummary;
  positions: number[];
  outcomes: string[];
}

/** An upload's decision, part by part: the parts are independent (amountGroups), each decided when asked for. */
export interface UploadParts {
  /** The new rows' reserved ids, by position. */
  ids: number[];
  count: number;
  decide(part: number): DecisionPart;
}

/**
 * Runs the checker over each scope the upload touches, its stored rows and the new ones (with their
 * reserved ids) together, exactly as it would run once they were stored, but before anything is
 * written: the new rows are then loaded with their outcome and only stored rows the run changed are
 * updated. `chosen` are the indexes of the new rows in `rows`. A day with more than `rowsPerPart` rows
 * on both sides is decided in parts of whole amounts (libs/recon amountGroups), which give the pairs
 * and reasons the whole day gives.
 */
export function uploadParts(rows: PreparedRows, chosen: ArrayLike<number>, input: DecideInput, rowsPerPart = ROWS_PER_PART): UploadParts {
  const tables = SIDES[input.side];
  const isBo = rows.table.name.startsWith('bo_');
  const ids = idsOf(input.ids, chosen.length);
  const column = (name: string): number => {
    const index = rows.columns.indexOf(name);
    if (index < 0) throw new Error(`${rows.table.name} rows have no column ${name}.`);
    return index;
  };
  const text = (index: number, column: number): string | null => {
    const value = rows.valueAt(index, column);
    return value === null ? null : String(value);
  };
  const { bo } = tables;
  const boColumns = isBo
    ? {
        ticket: column(bo.ticket),
        refs: bo.refs.map(column),
        amount: column(bo.amount),
        corporate: column(bo.corporate),
        user: column(bo.user),
        name: column(bo.name),
        playerBank: column(bo.playerBank),
        status: column(bo.status),
        time: column(bo.time),
      }
    : null;
  const mutasiColumns = isBo
    ? null
    : { amount: column('mutasi_amount'), reference: column('transaction_id'), description: column('description'), senderName: column('sender_name'), senderAccount: column('sender_account') };

  // Request times are Jakarta moments, `2025-02-03 22:15:00+07` (rows.ts).
  const window = { workingDays: new Map<string, number>(), holidays: new Set(input.holidays) };
  const lateMoment = (moment: string | null): boolean => moment !== null && isLateRequest(window, moment.slice(0, 10), moment.slice(11, 16));
  const byDate = new Map<string, number[]>();
  for (let position = 0; position < chosen.length; position += 1) {
    const date = rows.dates[chosen[position] as number] as string;
    const positions = byDate.get(date);
    if (positions) positions.push(position);
    else byDate.set(date, [position]);
  }
  // Built for the first day decided whole (a one-sided day does not need it).
  let positionOfId: Map<number, number> | null = null;
  const positionOf = (id: number): number | undefined => (positionOfId ??= new Map(ids.map((rowId, position) => [rowId, position]))).get(id);

  // An open new row's outcome cells follow from its reason alone (nothing paired, no time): one string per reason.
  const openCells = new Map<string, string>();
  const openOutcome = (position: number, reason: string): string => {
    let cells = openCells.get(reason);
    if (cells === undefined) {
      const id = ids[position] as number;
      cells = outcomeCells(isBo ? boOutcomeValues({ id, mutasiId: null, rule: null, text: reason }, input.now) : mutasiOutcomeValues({ id, boId: null, ticket: null, rule: null, text: reason }, input.now));
      openCells.set(reason, cells);
    }
    return cells;
  };

  // Every new row is decided in the part of its date: a date without its scope would leave rows undecided (never loaded).
  const scoped = new Set(input.scopes.map(({ date }) => date));
  for (const [date, positions] of byDate) {
    if (!scoped.has(date)) throw new Error(`The checker decided nothing for new row ${positions[0]} (date ${date}).`);
  }
  const parts: Array<() => DecisionPart> = [];
  for (const { date, scope: storedText, labels } of input.scopes) {
    const scope = scopeOfText(storedText);
    const positions = byDate.get(date) ?? [];
    // The earlier days' late requests compete for a statement file's credits: such a day is not one-sided.
    if (isBo ? scope.mutasi.length === 0 : scope.bos.length === 0 && scope.earlier.length === 0) {
      // A one-sided day (nothing stored on the other side): the stored rows are decided alone, as
      // their reasons may have changed, and each new row by its own reason (ONE_SIDED_REASONS), so a
      // large file is not first laid out as the checker's rows.
      // In parts of ONE_SIDED_PART_ROWS new rows (the stored rows with the first), so the worker lays out a part while the database loads the one before.
      const size = Math.min(rowsPerPart, ONE_SIDED_PART_ROWS);
      for (let start = 0; start === 0 || start < positions.length; start += size) {
        const slice = positions.slice(start, start + size);
        const first = start === 0;
        parts.push(() => {
          const stored = first ? decideScope(tables, date, scope, new Map(labels)) : { bo: [], mutasi: [], summary: NO_MATCHING };
          const summary = {
            approved: stored.summary.approved,
            pending: stored.summary.pending + (isBo ? slice.length : 0),
            unclaimed: stored.summary.unclaimed + (isBo ? 0 : slice.length),
          };
          const outcomes = slice.map((position) => openOutcome(position, boColumns ? ONE_SIDED_REASONS.bo(text(chosen[position] as number, boColumns.status)) : ONE_SIDED_REASONS.statement));
          return { bo: stored.bo, mutasi: stored.mutasi, summary, positions: slice, outcomes };
        });
      }
      continue;
    }
    let combined: Scope;
    if (boColumns) {
      const fresh = positions.map((position): BoScopeRow => {
        const index = chosen[position] as number;
        return {
          id: String(ids[position]),
          ticket: text(index, boColumns.ticket) ?? '',
          ref_1: boColumns.refs[0] === undefined ? null : text(index, boColumns.refs[0]),
          ref_2: boColumns.refs[1] === undefined ? null : text(index, boColumns.refs[1]),
          amount: text(index, boColumns.amount) ?? '0.00',
          corporate_bank: text(index, boColumns.corporate),
          user_name: text(index, boColumns.user) ?? '',
          full_name: text(index, boColumns.name),
          player_bank: text(index, boColumns.playerBank),
          status: text(index, boColumns.status),
          match_reason: null,
          late: lateMoment(text(index, boColumns.time)),
          request_time: requestInstant(text(index, boColumns.time)),
        };
      });
      combined = { ...scope, bos: [...scope.bos, ...fresh] };
    } else {
      const columns = mutasiColumns as NonNullable<typeof mutasiColumns>;
      const fresh = positions.map((position): MutasiScopeRow => {
        const index = chosen[position] as number;
        return {
          id: String(ids[position]),
          upload_id: String(input.uploadId),
          amount: text(index, columns.amount) ?? '0.00',
          corporate_account_no: input.corporateAccountNo,
          transaction_id: text(index, columns.reference),
          description: text(index, columns.description) ?? '',
          sender_name: text(index, columns.senderName),
          sender_account: text(index, columns.senderAccount),
          mutasi_app: false,
          mutasi_ticket: null,
          match_reason: null,
        };
      });
      combined = { ...scope, mutasi: [...scope.mutasi, ...fresh] };
    }
    for (const part of scopeParts(combined, rowsPerPart)) {
      parts.push(() => {
        const decision = decideScope(tables, date, part, new Map(labels));
        const decided: DecisionPart = { bo: [], mutasi: [], summary: decision.summary, positions: [], outcomes: [] };
        const newRow = (position: number, cells: string): void => {
          decided.positions.push(position);
          decided.outcomes.push(cells);
        };
        for (const write of decision.bo) {
          const position = isBo ? positionOf(write.id) : undefined;
          if (position === undefined) decided.bo.push(write);
          else newRow(position, outcomeCells(boOutcomeValues(write, input.now)));
        }
        for (const write of decision.mutasi) {
          const position = isBo ? undefined : positionOf(write.id);
          if (position === undefined) decided.mutasi.push(write);
          else newRow(position, outcomeCells(mutasiOutcomeValues(write, input.now)));
        }
        // Every new row is either paired or has a reason.
        const fresh = (isBo ? part.bos : part.mutasi).filter((row) => positionOf(Number(row.id)) !== undefined).length;
        if (decided.positions.length !== fresh) throw new Error(`The checker decided ${decided.positions.length} of ${fresh} new rows of ${date}.`);
        return decided;
      });
    }
  }
  return { ids, count: parts.length, decide: (part) => (parts[part] as () => DecisionPart)() };
}

/**
 * A day's rows in parts of whole amounts (amountGroups) of about `rowsPerPart` rows, each knowing the
 * accounts the whole day's statement holds (so a row is not told "no statement uploaded" because its
 * part has none); one part when the day is small.
 */
function scopeParts(scope: Scope, rowsPerPart: number): Scope[] {
  const total = scope.bos.length + scope.mutasi.length + scope.earlier.length;
  const count = Math.ceil(total / rowsPerPart);
  if (count <= 1) return [scope];
  // Each row's amount read once: for the groups, then to put the row in its part.
  const withCents = <Row extends { amount: string }>(rows: readonly Row[]): Array<{ row: Row; amountCents: bigint }> => rows.map((row) => ({ row, amountCents: centsOfNumeric(row.amount) }));
  const [bos, mutasi, earlier] = [withCents(scope.bos), withCents(scope.mutasi), withCents(scope.earlier)];
  const groupOf = amountGroups(
    [...bos, ...earlier].map(({ row, amountCents }) => ({ amountCents, ticket: row.ticket, references: [row.ref_1, row.ref_2] })),
    mutasi.map(({ row, amountCents }) => ({ amountCents, reference: row.transaction_id, description: row.description })),
    count,
  );
  const day = { accounts: [...new Set(scope.mutasi.flatMap((row) => row.corporate_account_no ?? []))], any: scope.mutasi.length > 0 };
  const parts = Array.from({ length: new Set(groupOf.values()).size }, (): Scope => ({ bos: [], mutasi: [], earlier: [], day }));
  const partOf = (amountCents: bigint): Scope => parts[groupOf.get(amountCents.toString()) as number] as Scope;
  for (const { row, amountCents } of bos) partOf(amountCents).bos.push(row);
  for (const { row, amountCents } of mutasi) partOf(amountCents).mutasi.push(row);
  for (const { row, amountCents } of earlier) partOf(amountCents).earlier.push(row);
  return parts;
}
