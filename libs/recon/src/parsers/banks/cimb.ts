import { dateCell, optionalAmount, optionalText, textCell, trailingTime, type DateForms } from '../cells';
import { counterpartyOf } from '../counterparty';
import { checkPreambleAccount, movementOf, noAmountReason } from '../shared';
import { MutasiBuilder } from '../mutasi';
import { defineLayout, option, parseTable, type Table } from '../table';
import type { ParseContext, ParseResult, MutasiRow } from '../types';

/** CIMB Clicks account statement as CSV, in Indonesian or English column names. */
export const CIMB_LAYOUT = defineLayout('CIMB Clicks', [
  { key: 'date', names: ['Tanggal Transaksi', 'Transaction Date', 'Tanggal'] },
  { key: 'description', names: ['Deskripsi', 'Description', 'Keterangan'] },
  { key: 'debit', names: ['Debit', 'Debet'] },
  { key: 'credit', names: ['Kredit', 'Credit'] },
  { key: 'balance', names: ['Saldo', 'Balance'], optional: true },
  { key: 'reference', names: ['No. Referensi', 'No Referensi', 'Reference No.', 'Reference No'], optional: true },
]);

type CimbKey = (typeof CIMB_LAYOUT.columns)[number]['key'];
const DATE_FORMS: DateForms = ['DD/MM/YYYY', 'DD/MM/YYYY HH:MM'];

function readCimb(table: Table<CimbKey>, context: ParseContext): ParseResult<MutasiRow> {
  const builder = new MutasiBuilder(table, context, 'balance');
  checkPreambleAccount(builder, table.preamble);
  for (const row of table.rows) {
    const description = textCell(table, row, 'description');
    const date = dateCell(table, row, 'date', DATE_FORMS);
    const movement = movementOf(table, row, 'debit', 'credit');
    if (!movement) {
      builder.skip(row.line, noAmountReason(description));
      continue;
    }
    const time = trailingTime(table.cell(row, 'date'));
    const balance = optionalAmount(table, row, 'balance');
    const counterparty = counterpartyOf(description, movement.direction);
    builder.add({
      line: row.line,
      date,
      ...(time === null ? {} : { time }),
      ...movement,
      description,
      senderName: counterparty.name,
      senderAccount: null,
      reference: optionalText(table, row, 'reference') ?? counterparty.reference,
      ...(balance === null ? {} : { balanceCents: balance }),
      pending: false,
    });
  }
  return builder.result();
}

export function parseCimb(bytes: Uint8Array, context: ParseContext): ParseResult<MutasiRow> {
  return parseTable(bytes, 'CIMB', [option(CIMB_LAYOUT, (table) => readCimb(table, context))]);
}

export const CIMB_TEMPLATE = {
  fileName: 'template-mutasi-cimb.csv',
  csv: 'Tanggal Transaksi,Deskripsi,Debit,Kredit,Saldo,No. Referensi\r\n03/02/2025 14:22,TRANSFER DARI SITI RAHAYU,,150000.00,1150000.00,CIMB2502030001\r\n',
};
