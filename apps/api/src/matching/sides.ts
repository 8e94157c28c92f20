/** Deposits are checked against a deposit account's credits, withdrawals against a withdraw account's debits. */
export type Side = 'deposit' | 'withdraw';

/** Where one side's BO rows live and what its columns are called (spec 02 §3 names). */
export interface BoTable {
  table: 'bo_deposit' | 'bo_withdraw';
  /** `BO deposit`, `BO withdraw`: messages and the tracking log. */
  what: string;
  id: string;
  approve: string;
  ket: string;
  date: string;
  ticket: string;
  amount: string;
  /** The amount after fees as the BO export gave it: a corrected amount moves it by the same difference. */
  nett: string;
  corporate: string;
  name: string;
  playerBank: string;
  user: string;
  /** The BO's own status of the transaction (Approved, Rejected, …). */
  status: string;
  /** When the player asked (deposit request, withdrawal approval): after the bank's cut-off the money may be on the next day's statement. */
  time: string;
  /** Transaction references besides the ticket. */
  refs: readonly string[];
}

export interface SideTables {
  side: Side;
  bo: BoTable;
  mutasi: 'mutasi_deposit' | 'mutasi_withdraw';
}

export const SIDES: Record<Side, SideTables> = {
  deposit: {
    side: 'deposit',
    bo: {
      table: 'bo_deposit',
      what: 'BO deposit',
      id: 'bo_id',
      approve: 'bo_approve',
      ket: 'ket_app',
      date: 'bank_statement_date',
      ticket: 'ticket_no',
      amount: 'depo_amount',
      nett: 'nett_amount',
      corporate: 'corporate_bank',
      name: 'full_name',
      playerBank: 'player_bank',
      user: 'user_name',
      status: 'bo_status',
      time: 'req_date',
      refs: ['bo_ref'],
    },
    mutasi: 'mutasi_deposit',
  },
  withdraw: {
    side: 'withdraw',
    bo: {
      table: 'bo_withdraw',
      what: 'BO withdraw',
      id: 'wd_bo_id',
      approve: 'wd_bo_approve',
      ket: 'wd_ket_app',
      date: 'wd_bank_date',
      ticket: 'wd_ticket_no',
      amount: 'wd_amount',
      nett: 'wd_nett_amount',
      corporate: 'wd_corp_bank',
      name: 'wd_fullname',
      playerBank: 'wd_player_bank',
      user: 'wd_username',
      status: 'wd_status',
      time: 'wd_app_date',
      refs: ['wd_ref_code', 'wd_own_ref_code'],
    },
    mutasi: 'mutasi_withdraw',
  },
};

/** The side a stored table belongs to. */
export function sideOfTable(table: string): Side {
  return table === 'bo_withdraw' || table === 'mutasi_withdraw' ? 'withdraw' : 'deposit';
}

/** numeric(18,2) as Postgres writes it (`150000.00`) to cents. */
export function centsOfNumeric(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  const negative = whole.startsWith('-');
  const cents = BigInt(whole.replace('-', '')) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}
