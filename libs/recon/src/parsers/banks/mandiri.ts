import { said, type CalendarDate } from '@checker/domain';
import { dateCell, optionalAmount, optionalText, rowError, textCell, timeCell, timeOf, trailingTime, type DateForms } from '../cells';
import { counterpartyOf } from '../counterparty';
import { checkPreambleAccount, movementOf, noAmountReason, type Movement } from '../shared';
import { MutasiBuilder } from '../mutasi';
import { defineLayout, option, parseTable, type CsvRecord, type Table } from '../table';
import type { ParseContext, ParseResult, MutasiRow } from '../types';

/** Mandiri Cash Management export; its two columns both named Description are read in order. */
export const MANDIRI_MCM_LAYOUT = defineLayout('Mandiri MCM', [
  { key: 'account', names: ['Account No', 'Account No.', 'Account Number'] },
  { key: 'date', names: ['Date', 'Post Date'] },
  { key: 'valueDate', names: ['Val. Date', 'Value Date'], optional: true },
  { key: 'code', names: ['Transaction Code'], optional: true },
  { key: 'description', names: ['Description'] },
  { key: 'description2', names: ['Description'], optional: true },
  { key: 'reference', names: ['Reference No.', 'Reference No'] },
  { key: 'debit', names: ['Debit'] },
  { key: 'credit', names: ['Credit'] },
]);

/**
 * Livin' by Mandiri: the template Convert Mutasi writes (`Tanggal,Waktu,Keterangan,Dana Masuk,
 * Dana Keluar,Saldo`) and the .xlsx saved as CSV as it is (`No,Tanggal,…,Saldo (IDR)`, two rows per
 * transaction: the date row, then a row with `14:22:05 WIB` and the rest of the remark).
 */
export const MANDIRI_LIVIN_LAYOUT = defineLayout("Mandiri Livin'", [
  { key: 'no', names: ['No', 'No.'], optional: true },
  { key: 'date', names: ['Tanggal', 'Tanggal Transaksi'] },
  { key: 'time', names: ['Waktu', 'Jam'], optional: true },
  { key: 'description', names: ['Keterangan'] },
  { key: 'credit', names: ['Dana Masuk', 'Dana Masuk (IDR)'] },
  { key: 'debit', names: ['Dana Keluar', 'Dana Keluar (IDR)'] },
  { key: 'balance', names: ['Saldo', 'Saldo (IDR)'] },
]);

type McmKey = (typeof MANDIRI_MCM_LAYOUT.columns)[number]['key'];
type LivinKey = (typeof MANDIRI_LIVIN_LAYOUT.columns)[number]['key'];

const DATE_FORMS: DateForms = ['DD/MM/YYYY', 'DD Mon YYYY'];

function readMcm(table: Table<McmKey>, context: ParseContext): ParseResult<MutasiRow> {
  const builder = new MutasiBuilder(table, context);
  checkPreambleAccount(builder, table.preamble);
  builder.checkAccountColumn(table.rows, 'account');
  for (const row of table.rows) {
    const description = [textCell(table, row, 'description'), textCell(table, row, 'description2')].filter((text) => text !== '').join(' | ');
    const date = dateCell(table, row, 'date', DATE_FORMS);
    const movement = movementOf(table, row, 'debit', 'credit');
    if (!movement) {
      builder.skip(row.line, noAmountReason(description));
      continue;
    }
    const time = trailingTime(table.cell(row, 'date'));
    const counterparty = counterpartyOf(description, movement.direction);
    builder.add({
      line: row.line,
      date,
      ...(time === null ? {} : { time }),
      ...movement,
      description,
      senderName: counterparty.name,
      senderAccount: null,
      reference: optionalText(table, row, 'reference'),
      pending: false,
    });
  }
  return builder.result();
}

interface LivinTransaction {
  line: number;
  date: CalendarDate;
  time: string | null;
  description: string[];
  movement: Movement;
  balance: bigint | null;
}

function isContinuation(table: Table<LivinKey>, row: CsvRecord): boolean {
  const amountsEmpty = (['credit', 'debit', 'balance'] as const).every((key) => textCell(table, row, key) === '');
  const date = textCell(table, row, 'date');
  return amountsEmpty && textCell(table, row, 'no') === '' && (date === '' || timeOf(date) !== null);
}

function livinRow(transaction: LivinTransaction): MutasiRow {
  const description = transaction.description.join(' ');
  const counterparty = counterpartyOf(description, transaction.movement.direction);
  return {
    line: transaction.line,
    date: transaction.date,
    ...(transaction.time === null ? {} : { time: transaction.time }),
    ...transaction.movement,
    description,
    senderName: counterparty.name,
    senderAccount: null,
    reference: counterparty.reference,
    ...(transaction.balance === null ? {} : { balanceCents: transaction.balance }),
    pending: false,
  };
}

function readLivin(table: Table<LivinKey>, context: ParseContext): ParseResult<MutasiRow> {
  const builder = new MutasiBuilder(table, context, 'balance');
  checkPreambleAccount(builder, table.preamble);
  // A transaction is stored once its continuation rows (time, wrapped remark) have been read.
  let current: LivinTransaction | 'skipped' | null = null;
  const flush = (): void => {
    if (current !== null && current !== 'skipped') builder.add(livinRow(current));
  };
  for (const row of table.rows) {
    if (isContinuation(table, row)) {
      if (current === null) throw rowError(row, said('recon.row.orphanContinuation'));
      if (current === 'skipped') continue;
      current.time ??= timeOf(textCell(table, row, 'date')) ?? timeCell(table, row, 'time');
      const more = textCell(table, row, 'description');
      if (more !== '') current.description.push(more);
      continue;
    }
    flush();
    const description = textCell(table, row, 'description');
    const date = dateCell(table, row, 'date', DATE_FORMS);
    const movement = movementOf(table, row, 'debit', 'credit');
    if (!movement) {
      builder.skip(row.line, noAmountReason(description));
      current = 'skipped';
      continue;
    }
    current = {
      line: row.line,
      date,
      time: timeCell(table, row, 'time') ?? trailingTime(table.cell(row, 'date')),
      description: description === '' ? [] : [description],
      movement,
      balance: optionalAmount(table, row, 'balance'),
    };
  }
  flush();
  return builder.result();
}

export function parseMandiri(bytes: Uint8Array, context: ParseContext): ParseResult<MutasiRow> {
  return parseTable(bytes, 'Mandiri', [
    option(MANDIRI_LIVIN_LAYOUT, (table) => readLivin(table, context)),
    option(MANDIRI_MCM_LAYOUT, (table) => readMcm(table, context)),
  ]);
}

export const MANDIRI_TEMPLATE = {
  fileName: 'template-mutasi-mandiri.csv',
  csv: 'Tanggal,Waktu,Keterangan,Dana Masuk,Dana Keluar,Saldo\r\n03 Feb 2025,14:22:05,Transfer dari BANK BCA SITI RAHAYU,"41.920,00",,"1.041.920,00"\r\n',
};
