import { countValue, formatMonDate, moneyValue, said, type CalendarDate, type MoneyValue, type Said } from '@checker/domain';
import { formatCents, type Cents, type Direction } from '../amount';
import { ReconError } from '../errors';
import type { CsvRecord, Table } from './table';
import type { ParseContext, ParseResult, SkippedLine, MutasiRow } from './types';

interface ChainLink {
  line: number;
  signed: Cents;
  balance: Cents | null;
}

interface ChainCheck {
  /** Balances confirmed before the first break: decides which reading order to blame. */
  checked: number;
  failure: { link: ChainLink; previous: ChainLink; expected: Cents } | null;
}

const DIGITS_ONLY = /\D/g;
/** Money in a message, shown as the pages show money (`1.150.000,00`). */
export function amountValue(cents: Cents): MoneyValue {
  return moneyValue(formatCents(cents));
}

function sameDate(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/**
 * Each balance, minus the movements since the previous balance, must equal that balance. Rows
 * before the first balance cannot be checked: nothing says where the account started.
 */
function verifyChain(links: readonly ChainLink[]): ChainCheck {
  let previous: ChainLink | null = null;
  let moved = 0n;
  let checked = 0;
  for (const link of links) {
    if (previous === null) {
      if (link.balance !== null) previous = link;
      continue;
    }
    moved += link.signed;
    if (link.balance === null) continue;
    const expected = (previous.balance ?? 0n) + moved;
    if (expected !== link.balance) return { checked, failure: { link, previous, expected } };
    checked += 1;
    previous = link;
    moved = 0n;
  }
  return { checked, failure: null };
}

/**
 * Collects a statement's rows: keeps the direction the account's transaction type stores (a
 * deposit account its credits, a withdraw account its debits) and counts the other, checks the
 * running balance in either reading order (exports list oldest or newest first), and adds the
 * warnings a reviewer should see.
 */
export class MutasiBuilder<K extends string> {
  private readonly keep: Direction;
  private readonly rows: MutasiRow[] = [];
  private readonly skipped: SkippedLine[];
  private readonly warnings: Said[];
  private readonly chain: ChainLink[] = [];
  private otherDirection = 0;

  constructor(
    private readonly table: Table<K>,
    private readonly context: ParseContext,
    /** The running-balance column, when the layout has one and every row's balance follows from the last. */
    private readonly balanceKey?: K,
  ) {
    this.keep = context.transactionType === 'deposit' ? 'CR' : 'DB';
    this.skipped = [...table.skipped];
    this.warnings = [...table.warnings];
  }

  add(row: MutasiRow): void {
    if (this.balanceKey !== undefined && !row.pending) {
      const signed = row.direction === 'CR' ? row.amountCents : -row.amountCents;
      this.chain.push({ line: row.line, signed, balance: row.balanceCents ?? null });
    }
    if (row.direction === this.keep) this.rows.push(row);
    else this.otherDirection += 1;
  }

  skip(line: number, reason: string): void {
    this.skipped.push({ line, reason });
  }

  warn(message: Said): void {
    this.warnings.push(message);
  }

  /** Warns when the statement names an account number other than the chosen corporate account. */
  checkAccount(accountNumber: string, line: number): void {
    const expected = this.context.corporateAccount?.number.replace(DIGITS_ONLY, '') ?? '';
    const found = accountNumber.replace(DIGITS_ONLY, '');
    if (expected === '' || found === '' || expected === found) return;
    this.warn(said('recon.warn.accountDiffers', { line, found, chosen: this.context.corporateAccount?.number ?? '' }));
  }

  /** Like checkAccount, for a column that repeats the account on every row: one warning, the first line. */
  checkAccountColumn(rows: readonly CsvRecord[], key: K): void {
    for (const row of rows) {
      const found = this.table.cell(row, key).replace(DIGITS_ONLY, '');
      const expected = this.context.corporateAccount?.number.replace(DIGITS_ONLY, '') ?? '';
      if (found !== '' && expected !== '' && found !== expected) {
        this.checkAccount(found, row.line);
        return;
      }
    }
  }

  private checkBalances(): void {
    if (this.balanceKey === undefined) return;
    const ascending = verifyChain(this.chain);
    if (!ascending.failure) return;
    const descending = verifyChain([...this.chain].reverse());
    if (!descending.failure) return;
    const { link, previous, expected } = (descending.checked > ascending.checked ? descending : ascending).failure ?? ascending.failure;
    const column = this.table.columnName(this.balanceKey);
    const balances = { balance: amountValue(link.balance ?? 0n), previous: amountValue(previous.balance ?? 0n), previousLine: previous.line, expected: amountValue(expected) };
    const detail = said('recon.cell.balanceBroken', balances);
    throw new ReconError('BALANCE_MISMATCH', said('recon.cell.at', { line: link.line, column: this.table.columnRef(this.balanceKey), detail }), { line: link.line, column });
  }

  private dateWarnings(): void {
    const mutasiDate = this.context.mutasiDate;
    if (!mutasiDate) return;
    const other = this.rows.filter((row) => !sameDate(row.date, mutasiDate));
    const first = other[0];
    if (first) {
      const counts = { other: countValue(other.length), rows: countValue(this.rows.length) };
      this.warn(said('recon.warn.otherDates', { ...counts, date: formatMonDate(mutasiDate), line: first.line }));
    }
  }

  result(): ParseResult<MutasiRow> {
    this.checkBalances();
    this.dateWarnings();
    if (this.rows.length === 0) {
      this.warn(said(this.keep === 'CR' ? 'recon.warn.noCreditRows' : 'recon.warn.noDebitRows', { other: countValue(this.otherDirection) }));
    }
    return {
      layout: this.table.layout.name,
      rows: this.rows,
      skipped: this.skipped.sort((a, b) => a.line - b.line),
      otherDirection: this.otherDirection,
      warnings: this.warnings,
    };
  }
}
