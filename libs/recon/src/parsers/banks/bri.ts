import { said } from '@checker/domain';
import { amountCell, cellError, dateCell, textCell, timeCell, trailingTime } from '../cells';
import { counterpartyOf } from '../counterparty';
import { checkPreambleAccount, movementOf, noAmountReason } from '../shared';
import { MutasiBuilder, amountValue } from '../mutasi';
import { defineLayout, option, type LayoutOption, type Table } from '../table';
import type { ParseContext, ParseResult, MutasiRow } from '../types';

/** BRI CMS / QLola / BRImo export: ISO dates, and every row carries its opening and closing balance. */
export const BRI_LAYOUT = defineLayout('BRI CMS', [
  { key: 'id', names: ['ID'], optional: true },
  { key: 'account', names: ['NOREK'] },
  { key: 'date', names: ['TGL_TRAN'] },
  { key: 'valueDate', names: ['TGL_EFEKTIF'], optional: true },
  { key: 'time', names: ['JAM_TRAN'], optional: true },
  { key: 'seq', names: ['SEQ'], optional: true },
  { key: 'description', names: ['DESK_TRAN'] },
  { key: 'opening', names: ['SALDO_AWAL_MUTASI'] },
  { key: 'debit', names: ['MUTASI_DEBET', 'MUTASI_DEBIT'] },
  { key: 'credit', names: ['MUTASI_KREDIT', 'MUTASI_CREDIT'] },
  { key: 'closing', names: ['SALDO_AKHIR_MUTASI'] },
]);

type BriKey = (typeof BRI_LAYOUT.columns)[number]['key'];

function readBri(table: Table<BriKey>, context: ParseContext): ParseResult<MutasiRow> {
  const builder = new MutasiBuilder(table, context);
  checkPreambleAccount(builder, table.preamble);
  builder.checkAccountColumn(table.rows, 'account');
  for (const row of table.rows) {
    const description = textCell(table, row, 'description');
    const date = dateCell(table, row, 'date', ['YYYY-MM-DD']);
    const opening = amountCell(table, row, 'opening');
    const closing = amountCell(table, row, 'closing');
    const movement = movementOf(table, row, 'debit', 'credit');
    const signed = movement === null ? 0n : movement.direction === 'CR' ? movement.amountCents : -movement.amountCents;
    if (opening + signed !== closing) {
      const columns = { openingColumn: table.columnName('opening'), debitColumn: table.columnName('debit'), creditColumn: table.columnName('credit') };
      const detail = said('recon.cell.balanceNotSum', { closing: amountValue(closing), opening: amountValue(opening), expected: amountValue(opening + signed), ...columns });
      throw cellError(table, row, 'closing', detail, 'BALANCE_MISMATCH');
    }
    if (!movement) {
      builder.skip(row.line, noAmountReason(description));
      continue;
    }
    const time = timeCell(table, row, 'time') ?? trailingTime(table.cell(row, 'date'));
    const counterparty = counterpartyOf(description, movement.direction);
    builder.add({
      line: row.line,
      date,
      ...(time === null ? {} : { time }),
      ...movement,
      description,
      senderName: counterparty.name,
      senderAccount: null,
      reference: counterparty.reference,
      balanceCents: closing,
      pending: false,
    });
  }
  return builder.result();
}

export function briOption(context: ParseContext): LayoutOption<ParseResult<MutasiRow>> {
  return option(BRI_LAYOUT, (table) => readBri(table, context));
}

export const BRI_TEMPLATE = {
  fileName: 'template-mutasi-bri.csv',
  csv: 'ID,NOREK,TGL_TRAN,TGL_EFEKTIF,JAM_TRAN,SEQ,DESK_TRAN,SALDO_AWAL_MUTASI,MUTASI_DEBET,MUTASI_KREDIT,SALDO_AKHIR_MUTASI\r\n1,034101000123456,2025-02-03,2025-02-03,14:22:05,1,NBMB SITI RAHAYU TO PT SUMBER JAYA,1000000.00,0.00,150000.00,1150000.00\r\n',
};
