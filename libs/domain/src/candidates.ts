/**
 * Candidates for every pending row (issue 16): the statement rows that could prove a pending BO row,
 * and the pending BO rows an unclaimed statement row could prove, each with why the checker did not
 * pair them. GET /api/candidatebo(wd)/:id and /api/candidatemutasi(wd)/:id answer these; PUT
 * /api/proveboid(wd) proves a BO row with one.
 */

/** A statement row (credit of a deposit account, debit of a withdraw account) that could prove a pending BO row. */
export interface CandidateCredit {
  mutasi_id: number;
  /** The statement's day, `YYYY-MM-DD`: the BO row's own day or a later one within the source's posting window. */
  date: string;
  /** `BCA`, or a gateway's name. */
  source: string;
  /** `BCA 04-Feb-2025 #12`, as the checker's reasons name a statement row. */
  label: string;
  /** numeric text, `150000.00`. */
  amount: string;
  sender_name: string | null;
  description: string;
  /** The BO ticket this row already proves, or null while it is free. */
  claimed_by: string | null;
  /** Why the checker did not take it: `mutasi: "FITRI HIDAYA" · BO: "FITRI HIDAYAT"; a day later`. */
  why: string;
}

/** A pending BO row that an unclaimed statement row could prove. */
export interface CandidateBoRow {
  id: number;
  ticket: string;
  /** The BO row's day, `YYYY-MM-DD`: the statement's own day or an earlier one whose window reaches it. */
  date: string;
  user_name: string;
  full_name: string | null;
  /** numeric text, `150000.00`. */
  amount: string;
  why: string;
}

/** What PUT /api/proveboid(wd) answers: the row, the statement row it now claims, and the proof as View BO shows it. */
export interface ProveAnswer {
  message: string;
  id: number;
  mutasi_id: number;
  /** `picked by the approver · BCA 04-Feb-2025 #12`. */
  note: string;
}
