import { countValue, listValue, said, type CalendarDate, type Said } from '@checker/domain';
import type { Cents, Direction } from '../amount';
import { ReconError } from '../errors';
import { cleanText, optionalUnsignedAmount, rowError } from './cells';
import type { CsvRecord, Table } from './table';
import type { ParseContext } from './types';
import type { MutasiBuilder } from './mutasi';

/** `No. Rekening,=,'0123456789`, `No. rekening : 0123456789`, `Nomor Rekening / Account Number,0123456789`. */
const ACCOUNT_LINE = /(?:no\.? *rek(?:ening)?|nomor rekening|account *(?:no|number))\b[^0-9]*([0-9][0-9 .-]{4,}[0-9])/i;
const BALANCE_WORDS = /\b(?:saldo|balance)\b/i;

export function requireMutasiDate(context: ParseContext, source: string): CalendarDate {
  if (!context.mutasiDate) {
    throw new ReconError('CONTEXT_MISSING', said('recon.parser.mutasiDateRequired', { source }));
  }
  return context.mutasiDate;
}

/** Warns when the lines above the header name an account other than the chosen one. */
export function checkPreambleAccount<K extends string>(builder: MutasiBuilder<K>, preamble: readonly CsvRecord[]): void {
  for (const record of preamble) {
    const match = ACCOUNT_LINE.exec(record.cells.join(' '));
    if (match?.[1]) {
      builder.checkAccount(match[1], record.line);
      return;
    }
  }
}

export interface Movement {
  amountCents: Cents;
  direction: Direction;
}

/**
 * Reads a Debit/Credit column pair: exactly one holds a positive amount. Both empty or zero is a
 * balance or information line, answered with null so the caller records it as skipped.
 */
export function movementOf<K extends string>(table: Table<K>, row: CsvRecord, debitKey: K, creditKey: K): Movement | null {
  const debit = optionalUnsignedAmount(table, row, debitKey) ?? 0n;
  const credit = optionalUnsignedAmount(table, row, creditKey) ?? 0n;
  if (debit > 0n && credit > 0n) {
    const debitColumn = table.columnName(debitKey);
    const creditColumn = table.columnName(creditKey);
    const amounts = { debit: cleanText(table.cell(row, debitKey)), credit: cleanText(table.cell(row, creditKey)) };
    throw rowError(row, said('recon.row.bothAmounts', { debitColumn, creditColumn, ...amounts }));
  }
  if (debit > 0n) return { amountCents: debit, direction: 'DB' };
  if (credit > 0n) return { amountCents: credit, direction: 'CR' };
  return null;
}

/** Why a row without an amount is not stored. */
export function noAmountReason(description: string): string {
  return BALANCE_WORDS.test(description) ? 'balance line' : 'no amount';
}

const DUPLICATES_SHOWN = 5;

/** Collects values that should be unique in a file (a ticket, a transaction id) and warns about repeats. */
export class DuplicateTracker {
  private readonly seen = new Map<string, number>();
  private readonly examples: Said[] = [];
  private repeats = 0;

  constructor(private readonly what: string) {}

  add(value: string, line: number): void {
    const first = this.seen.get(value);
    if (first === undefined) {
      this.seen.set(value, line);
      return;
    }
    this.repeats += 1;
    if (this.examples.length < DUPLICATES_SHOWN) this.examples.push(said('recon.warn.repeatExample', { value: JSON.stringify(value), first, line }));
  }

  /** Repeats are legal rows, so they are a warning for the reviewer, not a refusal. */
  warnInto(target: { warn(message: Said): void }): void {
    if (this.repeats === 0) return;
    const shown = { what: this.what, examples: listValue(this.examples, '; ') };
    const more = this.repeats - this.examples.length;
    target.warn(more > 0 ? said('recon.warn.repeatsMore', { ...shown, more: countValue(more) }) : said('recon.warn.repeats', shown));
  }
}
