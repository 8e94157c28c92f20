import type { CalendarDate, Said } from '@checker/domain';
import type { Cents, Direction } from '../amount';

export type TransactionType = 'deposit' | 'withdraw';

/** The upload form fields a parser reads (spec 02 §3); the server fills it from the multipart form. */
export interface ParseContext {
  /** Website code (`groups`). */
  websiteCode: string;
  transactionType: TransactionType;
  /** Tanggal Mutasi: required for BCA (whose rows carry no year), used for a warning elsewhere. */
  mutasiDate?: CalendarDate;
  /** The chosen corporate account; a statement that names another account number gets a warning. */
  corporateAccount?: { name: string; number: string };
  /** Manual provider (BRI, MANDIRI, OVO, DANA, LINKAJA, GOPAY, QRIS): BRI also accepts the BRI CMS layout. */
  provider?: string;
}

/** The context fields a parser cannot work without; the server checks them before parsing. */
export type ContextField = 'mutasiDate' | 'provider';

/** A wall-clock moment in Asia/Jakarta as the file wrote it; `time` is `HH:MM:SS`, null when the file gives none. */
export interface LocalDateTime {
  date: CalendarDate;
  time: string | null;
}

/** One transaction of a bank, e-wallet or QRIS statement in canonical form. */
export interface MutasiRow {
  /** 1-based physical line of the file where the row starts. */
  line: number;
  date: CalendarDate;
  time?: string;
  /** Always positive: the direction says which way the money moved. */
  amountCents: Cents;
  direction: Direction;
  /** The statement's own text, whitespace collapsed; several source cells are joined with ` | `. */
  description: string;
  /** The counterparty: the sender of a credit, the receiver of a debit. */
  senderName: string | null;
  /** The counterparty's account or phone number when the file carries it. */
  senderAccount: string | null;
  /** The bank's or gateway's transaction id (mutasi_transaction_id). */
  reference: string | null;
  /** Running balance after the row, when the layout has one. */
  balanceCents?: Cents;
  /** A KlikBCA `PEND` row: real but not yet posted, dated from its description or the Tanggal Mutasi. */
  pending: boolean;
}

/** A BO deposit row: the spec 02 §3 fields the export carries; amounts are bigint cents, absent fees 0. */
export interface BoDepositRow {
  line: number;
  ticket_no: string;
  req_date: LocalDateTime;
  app_date: LocalDateTime | null;
  user_name: string;
  full_name: string | null;
  payment_type: string | null;
  depo_amount: Cents;
  admin_fee: Cents;
  agent_fee: Cents;
  player_fee: Cents;
  nett_amount: Cents | null;
  player_bank: string | null;
  corporate_bank: string | null;
  bo_desc: string | null;
  bo_ref: string | null;
  bo_status: string | null;
  bo_reason: string | null;
  bo_handler: string | null;
  player_ref: string | null;
  player_own_ref: string | null;
}

/** A BO withdraw row: the spec 02 §3 fields the export carries; amounts are bigint cents. */
export interface BoWithdrawRow {
  line: number;
  wd_ticket_no: string;
  wd_app_date: LocalDateTime;
  wd_brand: string | null;
  wd_fullname: string | null;
  wd_player_bank: string | null;
  wd_amount: Cents;
  wd_nett_amount: Cents | null;
  wd_corp_bank: string | null;
  wd_username: string;
  wd_remarks: string | null;
  wd_status: string | null;
  wd_handler: string | null;
  wd_ref_code: string | null;
  wd_own_ref_code: string | null;
  wd_last_balance: Cents | null;
}

/** A line that was read and deliberately not stored (footer, balance line, failed payment, repeated header). */
export interface SkippedLine {
  line: number;
  reason: string;
}

export interface ParseResult<Row> {
  /** Which of the parser's accepted layouts the file has, e.g. `KlikBCA` or `Mandiri MCM`. */
  layout: string;
  rows: Row[];
  skipped: SkippedLine[];
  /** Statement rows of the other direction (debits in a deposit upload, credits in a withdraw upload): read, not stored. */
  otherDirection: number;
  warnings: Said[];
}

export type ParserKind = 'statement' | 'bo-deposit' | 'bo-withdraw';

export interface CsvTemplate {
  fileName: string;
  /** Header and one example row that the parser itself accepts. */
  csv: string;
}
