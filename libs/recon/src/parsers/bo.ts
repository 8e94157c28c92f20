import { said } from '@checker/domain';
import { dateTimeCell, type DateForms, optionalAmount, optionalDateTime, optionalText, optionalUnsignedAmount, requiredText, unsignedAmount } from './cells';
import { DuplicateTracker } from './shared';
import { defineLayout, headerKey, option, parseTable, type ColumnSpec, type Layout, type Table } from './table';
import type { BoDepositRow, BoWithdrawRow, CsvTemplate, ParseResult, SkippedLine } from './types';

type BoDepositKey = Exclude<keyof BoDepositRow, 'line'>;
type BoWithdrawKey = Exclude<keyof BoWithdrawRow, 'line'>;

type DepositText = Exclude<BoDepositKey, 'ticket_no' | 'req_date' | 'app_date' | 'user_name' | 'depo_amount' | 'admin_fee' | 'agent_fee' | 'player_fee' | 'nett_amount'>;

const DATE_FORMS: DateForms = ['DD/MM/YYYY HH:MM:SS', 'YYYY-MM-DD HH:MM:SS'];
const FOOTER_WORDS = new Set(['total', 'grand total', 'sub total', 'subtotal']);

/** A totals line under a BO export (`Total,,,…`) ends its rows. */
function isBoFooter(cells: readonly string[]): boolean {
  return FOOTER_WORDS.has(headerKey(cells[0] ?? ''));
}

interface BoExport<K extends string> {
  /** Names the file kind in messages. */
  source: string;
  layout: Layout<K>;
  template: CsvTemplate;
}

/** The columns that every BO export must have; the others may be missing and are then empty. */
function boLayout<K extends string>(name: string, required: ReadonlySet<K>, columns: readonly (readonly [K, string])[]): Layout<K> {
  const specs: ColumnSpec<K>[] = columns.map(([key, header]) => ({ key, names: [header], optional: !required.has(key) }));
  return defineLayout(name, specs, isBoFooter);
}

function boExport<K extends string>(source: string, layout: Layout<K>, fileName: string, example: string): BoExport<K> {
  return { source, layout, template: { fileName, csv: `${layout.headerText}\r\n${example}\r\n` } };
}

function finish<Row>(table: Table<string>, rows: Row[], tickets: DuplicateTracker, source: string): ParseResult<Row> {
  const warnings = [...table.warnings];
  tickets.warnInto({ warn: (message) => warnings.push(message) });
  if (rows.length === 0) warnings.push(said('recon.warn.noRows', { source }));
  const skipped: SkippedLine[] = [...table.skipped, ...table.footer.map((record) => ({ line: record.line, reason: `footer: ${record.cells[0]?.trim() ?? ''}` }))];
  return { layout: table.layout.name, rows, skipped, otherDirection: 0, warnings };
}

function readBoDeposit(table: Table<BoDepositKey>, source: string, defaults: Partial<Record<DepositText, string>>): ParseResult<BoDepositRow> {
  const tickets = new DuplicateTracker(table.columnName('ticket_no'));
  const rows = table.rows.map((row): BoDepositRow => {
    const text = (key: DepositText): string | null => optionalText(table, row, key) ?? defaults[key] ?? null;
    const ticket = requiredText(table, row, 'ticket_no');
    tickets.add(ticket, row.line);
    return {
      line: row.line,
      ticket_no: ticket,
      req_date: dateTimeCell(table, row, 'req_date', DATE_FORMS),
      app_date: optionalDateTime(table, row, 'app_date', DATE_FORMS),
      user_name: requiredText(table, row, 'user_name'),
      full_name: text('full_name'),
      payment_type: text('payment_type'),
      depo_amount: unsignedAmount(table, row, 'depo_amount'),
      admin_fee: optionalUnsignedAmount(table, row, 'admin_fee') ?? 0n,
      agent_fee: optionalUnsignedAmount(table, row, 'agent_fee') ?? 0n,
      player_fee: optionalUnsignedAmount(table, row, 'player_fee') ?? 0n,
      nett_amount: optionalUnsignedAmount(table, row, 'nett_amount'),
      player_bank: text('player_bank'),
      corporate_bank: text('corporate_bank'),
      bo_desc: text('bo_desc'),
      bo_ref: text('bo_ref'),
      bo_status: text('bo_status'),
      bo_reason: text('bo_reason'),
      bo_handler: text('bo_handler'),
      player_ref: text('player_ref'),
      player_own_ref: text('player_own_ref'),
    };
  });
  return finish(table, rows, tickets, source);
}

function readBoWithdraw(table: Table<BoWithdrawKey>, source: string): ParseResult<BoWithdrawRow> {
  const tickets = new DuplicateTracker(table.columnName('wd_ticket_no'));
  const rows = table.rows.map((row): BoWithdrawRow => {
    const text = (key: BoWithdrawKey): string | null => optionalText(table, row, key);
    const ticket = requiredText(table, row, 'wd_ticket_no');
    tickets.add(ticket, row.line);
    return {
      line: row.line,
      wd_ticket_no: ticket,
      wd_app_date: dateTimeCell(table, row, 'wd_app_date', DATE_FORMS),
      wd_brand: text('wd_brand'),
      wd_fullname: text('wd_fullname'),
      wd_player_bank: text('wd_player_bank'),
      wd_amount: unsignedAmount(table, row, 'wd_amount'),
      wd_nett_amount: optionalUnsignedAmount(table, row, 'wd_nett_amount'),
      wd_corp_bank: text('wd_corp_bank'),
      wd_username: requiredText(table, row, 'wd_username'),
      wd_remarks: text('wd_remarks'),
      wd_status: text('wd_status'),
      wd_handler: text('wd_handler'),
      wd_ref_code: text('wd_ref_code'),
      wd_own_ref_code: text('wd_own_ref_code'),
      // The player's balance after the withdrawal can be negative on a credit account.
      wd_last_balance: optionalAmount(table, row, 'wd_last_balance'),
    };
  });
  return finish(table, rows, tickets, source);
}

const DEPOSIT_REQUIRED = new Set<BoDepositKey>(['ticket_no', 'req_date', 'user_name', 'depo_amount']);
const WITHDRAW_REQUIRED = new Set<BoWithdrawKey>(['wd_ticket_no', 'wd_app_date', 'wd_username', 'wd_amount']);

export const NEXUS_BO_DEPOSIT = boExport(
  'Nexus deposit BO',
  boLayout<BoDepositKey>('Nexus deposit BO', DEPOSIT_REQUIRED, [
    ['ticket_no', 'Ticket No'],
    ['req_date', 'Request Date'],
    ['app_date', 'Approve Date'],
    ['user_name', 'Username'],
    ['full_name', 'Full Name'],
    ['payment_type', 'Payment Type'],
    ['depo_amount', 'Amount'],
    ['admin_fee', 'Admin Fee'],
    ['agent_fee', 'Agent Fee'],
    ['player_fee', 'Player Fee'],
    ['nett_amount', 'Nett Amount'],
    ['player_bank', 'Player Bank'],
    ['corporate_bank', 'Corporate Bank'],
    ['bo_desc', 'Description'],
    ['bo_ref', 'Reference'],
    ['bo_status', 'Status'],
    ['bo_reason', 'Reason'],
    ['bo_handler', 'Handler'],
    ['player_ref', 'Player Ref'],
    ['player_own_ref', 'Player Own Ref'],
  ]),
  'template-bo-deposit-nexus.csv',
  'DP123456,03/02/2025 14:20:11,03/02/2025 14:25:40,siti88,SITI RAHAYU,BANK,150000.00,0.00,0.00,0.00,150000.00,BCA - 0123456789 - SITI RAHAYU,BCA - 1234567890 - PT SUMBER JAYA,Deposit BCA,0302/FTSCY/WS95031,Approved,,operator1,REF001,OWN001',
);

export const LUXE_BO_DEPOSIT = boExport(
  'Luxe deposit BO',
  boLayout<BoDepositKey>('Luxe deposit BO', DEPOSIT_REQUIRED, [
    ['ticket_no', 'Transaction ID'],
    ['req_date', 'Request Time'],
    ['app_date', 'Processed At'],
    ['user_name', 'Member ID'],
    ['full_name', 'Member Name'],
    ['payment_type', 'Method'],
    ['depo_amount', 'Deposit Amount'],
    ['admin_fee', 'Admin Fee'],
    ['agent_fee', 'Agent Fee'],
    ['player_fee', 'Member Fee'],
    ['nett_amount', 'Net Amount'],
    ['player_bank', 'Member Bank'],
    ['corporate_bank', 'Company Bank'],
    ['bo_desc', 'Remark'],
    ['bo_ref', 'Reference'],
    ['bo_status', 'Status'],
    ['bo_reason', 'Reject Reason'],
    ['bo_handler', 'Processed By'],
    ['player_ref', 'Member Ref'],
    ['player_own_ref', 'Member Own Ref'],
  ]),
  'template-bo-deposit-luxe.csv',
  'LXD123456,03/02/2025 14:20:11,03/02/2025 14:25:40,siti88,SITI RAHAYU,BANK TRANSFER,150000.00,0.00,0.00,0.00,150000.00,BCA - 0123456789,BCA - 1234567890,Deposit BCA,0302/FTSCY/WS95031,Success,,cs_luxe1,MR001,MO001',
);

export const LUXE_BO_QRIS = boExport(
  'Luxe QRIS deposit BO',
  boLayout<BoDepositKey>('Luxe QRIS deposit BO', DEPOSIT_REQUIRED, [
    ['ticket_no', 'Transaction ID'],
    ['req_date', 'Request Time'],
    ['app_date', 'Paid At'],
    ['user_name', 'Member ID'],
    ['full_name', 'Member Name'],
    ['depo_amount', 'Deposit Amount'],
    ['admin_fee', 'Admin Fee'],
    ['nett_amount', 'Net Amount'],
    ['corporate_bank', 'QRIS Merchant'],
    ['bo_ref', 'RRN'],
    ['bo_status', 'Status'],
    ['bo_handler', 'Processed By'],
  ]),
  'template-bo-deposit-luxe-qris.csv',
  'LXQ123456,03/02/2025 14:20:11,03/02/2025 14:21:02,siti88,SITI RAHAYU,150000.00,0.00,150000.00,LUXE QRIS 01,503412345678,Success,system',
);

export const NEXUS_BO_WITHDRAW = boExport(
  'Nexus withdraw BO',
  boLayout<BoWithdrawKey>('Nexus withdraw BO', WITHDRAW_REQUIRED, [
    ['wd_ticket_no', 'Ticket No'],
    ['wd_app_date', 'Approve Date'],
    ['wd_brand', 'Brand'],
    ['wd_username', 'Username'],
    ['wd_fullname', 'Full Name'],
    ['wd_player_bank', 'Player Bank'],
    ['wd_amount', 'Amount'],
    ['wd_nett_amount', 'Nett Amount'],
    ['wd_corp_bank', 'Corporate Bank'],
    ['wd_remarks', 'Remarks'],
    ['wd_status', 'Status'],
    ['wd_handler', 'Handler'],
    ['wd_ref_code', 'Ref Code'],
    ['wd_own_ref_code', 'Own Ref Code'],
    ['wd_last_balance', 'Last Balance'],
  ]),
  'template-bo-withdraw-nexus.csv',
  'WD123456,03/02/2025 15:10:00,NEXUS88,budi77,BUDI SANTOSO,BCA - 0987654321 - BUDI SANTOSO,287490.00,287490.00,BCA - 1234567890 - PT SUMBER JAYA,WD BCA,Approved,operator1,RC001,ORC001,1250000.00',
);

export const LUXE_BO_WITHDRAW = boExport(
  'Luxe withdraw BO',
  boLayout<BoWithdrawKey>('Luxe withdraw BO', WITHDRAW_REQUIRED, [
    ['wd_ticket_no', 'Transaction ID'],
    ['wd_app_date', 'Processed At'],
    ['wd_brand', 'Site'],
    ['wd_username', 'Member ID'],
    ['wd_fullname', 'Member Name'],
    ['wd_player_bank', 'Member Bank'],
    ['wd_amount', 'Withdraw Amount'],
    ['wd_nett_amount', 'Net Amount'],
    ['wd_corp_bank', 'Company Bank'],
    ['wd_remarks', 'Remark'],
    ['wd_status', 'Status'],
    ['wd_handler', 'Processed By'],
    ['wd_ref_code', 'Ref Code'],
    ['wd_own_ref_code', 'Own Ref Code'],
    ['wd_last_balance', 'Balance After'],
  ]),
  'template-bo-withdraw-luxe.csv',
  'LXW123456,03/02/2025 15:10:00,LUXE77,budi77,BUDI SANTOSO,BCA - 0987654321,287490.00,287490.00,BCA - 1234567890,WD BCA,Success,cs_luxe1,RC001,ORC001,1250000.00',
);

export function parseBoDeposit(
  definition: BoExport<BoDepositKey>,
  bytes: Uint8Array,
  defaults: Partial<Record<DepositText, string>> = {},
): ParseResult<BoDepositRow> {
  return parseTable(bytes, definition.source, [option(definition.layout, (table) => readBoDeposit(table, definition.source, defaults))]);
}

export function parseBoWithdraw(definition: BoExport<BoWithdrawKey>, bytes: Uint8Array): ParseResult<BoWithdrawRow> {
  return parseTable(bytes, definition.source, [option(definition.layout, (table) => readBoWithdraw(table, definition.source))]);
}
