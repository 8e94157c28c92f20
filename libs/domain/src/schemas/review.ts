/**
 * View BO and View Mutasi (spec 02 §2-§4, §7, §9): the four lists and their searches, the BO edits
 * (Submit/Update, Delete, the deleted rows and their restore, issue 15), the candidates of a pending row
 * and proving it with one (issue 16), and the exports. Money is numeric text (`150000.00`, never a
 * float); dates are `YYYY-MM-DD`; moments are ISO 8601 in UTC.
 */
import { BO_EDIT_MAX_ROWS, DELETE_REASON_MAX_LENGTH, KET_MAX_LENGTH } from '../bo-tombstones';
import { MATCH_RULE_NAMES, REVIEW_PAGE_SIZE, REVIEW_SEARCH_KINDS } from '../review';
import type { TObject, TProperties } from '@sinclair/typebox';
import { Exact, FileAnswer, IdParams, IgnoredActor, Nullable, OneOf, PagedRows, PageNumber, Text, Timestamp, Type, type Static, type TSchema, SaidProperties } from './common';

/** How the checker decided a row, or null while it is pending (the enum lists null too, for the answer check). */
const MatchRule = Type.Unsafe<(typeof MATCH_RULE_NAMES)[number] | null>({ type: ['string', 'null'], enum: [...MATCH_RULE_NAMES, null] });

const Money = Type.String();
const NullableText = Nullable(Type.String());
const NullableMoney = Nullable(Money);
const NullableId = Nullable(Type.Integer());
const NullableTimestamp = Nullable(Timestamp);

// ── The lists ────────────────────────────────────────────────────────────────────────────────────

/** The filter of a list: statement date (D-Mon-YYYY), website code, status (approve, pending, all), then the page. */
const listFilter = {
  date: Text(20),
  website: Text(40),
  status: Text(20),
  rows: Type.Integer({ minimum: 1, maximum: REVIEW_PAGE_SIZE }),
  page: PageNumber,
};

/** The path of GET /api/viewbo(wd) and /api/viewmutasi(wd). */
export const ReviewListParams = Type.Object(listFilter);
export type ReviewListParams = Static<typeof ReviewListParams>;

/** The path of GET /api/searchbo(wd) and /api/searchmutasi(wd): the list's filter with the search's kind and term. */
export const ReviewSearchParams = Type.Object({ ...listFilter, kind: OneOf(REVIEW_SEARCH_KINDS), term: Text(100) });
export type ReviewSearchParams = Static<typeof ReviewSearchParams>;

/** A search's kind and term (the ID Tracking box, an amount, or a name). */
export type ReviewSearch = Pick<ReviewSearchParams, 'kind' | 'term'>;

/** A BO deposit row of View BO (spec 02 §3) and the checker's decision. */
export const BoDepositRow = Exact({
  bo_id: Type.Integer(),
  bo_approve: Type.Boolean(),
  ket_app: NullableText,
  ticket_no: Type.String(),
  req_date: Timestamp,
  app_date: NullableTimestamp,
  /** `YYYY-MM-DD`. */
  bank_statement_date: Type.String(),
  user_name: Type.String(),
  full_name: NullableText,
  payment_type: NullableText,
  depo_amount: Money,
  /** The uploaded amount when a person corrected it (depo_amount is then the corrected one); null otherwise. */
  original_amount: NullableMoney,
  admin_fee: Money,
  agent_fee: Money,
  player_fee: Money,
  nett_amount: NullableMoney,
  player_bank: NullableText,
  corporate_bank: NullableText,
  bo_desc: NullableText,
  bo_ref: NullableText,
  bo_status: NullableText,
  bo_reason: NullableText,
  bo_handler: NullableText,
  /** The website's code. */
  bo_website: Type.String(),
  player_ref: NullableText,
  player_own_ref: NullableText,
  match_rule: MatchRule,
  /** For a matched row the proof (`name SITI RAHAYU · OVO 03-Feb-2025 #12`), for a pending one why nothing matched. */
  match_reason: NullableText,
  matched_mutasi_id: NullableId,
  matched_mutasi_description: NullableText,
  /** Set when the row was approved without a statement row: the person's reason (DESIGN §6, the books invariant). */
  unbacked_reason: NullableText,
  approved_by: NullableId,
  approved_by_name: NullableText,
  approved_at: NullableTimestamp,
  last_edited_by: NullableId,
  last_edited_at: NullableTimestamp,
});
export type BoDepositRow = Static<typeof BoDepositRow>;

/** A BO withdraw row of View BO (spec 02 §3) and the checker's decision. */
export const BoWithdrawRow = Exact({
  wd_bo_id: Type.Integer(),
  wd_bo_approve: Type.Boolean(),
  wd_ket_app: NullableText,
  wd_amount: Money,
  /** The uploaded amount when a person corrected it; null otherwise. */
  wd_original_amount: NullableMoney,
  wd_ticket_no: Type.String(),
  wd_app_date: Timestamp,
  /** `YYYY-MM-DD`. */
  wd_bank_date: Type.String(),
  wd_brand: NullableText,
  wd_fullname: NullableText,
  wd_player_bank: NullableText,
  wd_nett_amount: NullableMoney,
  wd_corp_bank: NullableText,
  wd_username: Type.String(),
  /** The website's code. */
  wd_website: Type.String(),
  wd_remarks: NullableText,
  wd_status: NullableText,
  wd_handler: NullableText,
  wd_ref_code: NullableText,
  wd_own_ref_code: NullableText,
  wd_last_balance: NullableMoney,
  wd_match_rule: MatchRule,
  wd_match_reason: NullableText,
  wd_matched_mutasi_id: NullableId,
  wd_matched_mutasi_description: NullableText,
  /** Set when the row was approved without a statement row: the person's reason. */
  wd_unbacked_reason: NullableText,
  wd_approved_by: NullableId,
  wd_approved_by_name: NullableText,
  wd_approved_at: NullableTimestamp,
  wd_last_edited_by: NullableId,
  wd_last_edited_at: NullableTimestamp,
});
export type BoWithdrawRow = Static<typeof BoWithdrawRow>;

/** A mutasi deposit row of View Mutasi (spec 02 §3). */
export const MutasiDepositRow = Exact({
  mutasi_id: Type.Integer(),
  mutasi_app: Type.Boolean(),
  mutasi_ketapp: NullableText,
  mutasi_amount: Money,
  /** The BO ticket the row proved. */
  mutasi_ticket: NullableText,
  mutasi_app_date: NullableTimestamp,
  /** The sender's name as the statement gives it. */
  mutasi_player_bank_name: NullableText,
  /** `BANK - number - name` of the account the statement was uploaded for, the parts it has ('' for none). */
  mutasi_corporate_bank: Type.String(),
  mutasi_transaction_id: NullableText,
  /** The website's code. */
  mutasi_website: Type.String(),
  /** `YYYY-MM-DD`. */
  mutasi_date: Type.String(),
  mutasi_transaction_at: NullableTimestamp,
  mutasi_description: Type.String(),
  mutasi_sender_account: NullableText,
  mutasi_match_rule: MatchRule,
  /** Why no BO row claims the money (pending rows only). */
  mutasi_match_reason: NullableText,
  mutasi_matched_bo_id: NullableId,
});
export type MutasiDepositRow = Static<typeof MutasiDepositRow>;

/** A mutasi withdraw row: the deposit fields under the prefix mutasiwd_, without the transaction id. */
export const MutasiWithdrawRow = Exact({
  mutasiwd_id: Type.Integer(),
  mutasiwd_app: Type.Boolean(),
  mutasiwd_ketapp: NullableText,
  mutasiwd_amount: Money,
  /** The BO ticket the row proved. */
  mutasiwd_ticket: NullableText,
  mutasiwd_app_date: NullableTimestamp,
  /** The sender's name as the statement gives it. */
  mutasiwd_player_bank_name: NullableText,
  /** `BANK - number - name` of the account the statement was uploaded for, the parts it has ('' for none). */
  mutasiwd_corporate_bank: Type.String(),
  /** The website's code. */
  mutasiwd_website: Type.String(),
  /** `YYYY-MM-DD`. */
  mutasiwd_date: Type.String(),
  mutasiwd_transaction_at: NullableTimestamp,
  mutasiwd_description: Type.String(),
  mutasiwd_sender_account: NullableText,
  mutasiwd_match_rule: MatchRule,
  /** Why no BO row claims the money (pending rows only). */
  mutasiwd_match_reason: NullableText,
  mutasiwd_matched_bo_id: NullableId,
});
export type MutasiWithdrawRow = Static<typeof MutasiWithdrawRow>;

// ── The BO edits (View BO: Submit/Update, Delete, the deleted rows and Restore, Prove) ─────────────

/** A row id as the bodies carry it: a number, or its digits as text (the server reads it). */
const RowId = Type.Unsafe<number | string>({ type: ['integer', 'string'], maxLength: 20 });
const NullableRowId = Type.Unsafe<number | string | null>({ type: ['integer', 'string', 'null'], maxLength: 20 });
/** Whole rupiah, digits only, or empty / null to keep the amount. */
const NewAmount = Type.Unsafe<string | number | null>({ type: ['string', 'integer', 'null'], maxLength: 20 });
const Ket = Nullable(Type.String({ maxLength: KET_MAX_LENGTH }));
/** The statement date of the rows (D-Mon-YYYY): every row must be of it. */
const EditDate = Type.String({ maxLength: 20 });

/** 1 to BO_EDIT_MAX_ROWS rows. */
function EditRows<T extends TSchema>(row: T) {
  return Type.Array(row, { minItems: 1, maxItems: BO_EDIT_MAX_ROWS });
}

/**
 * PUT /api/updatebodepostts: approves the rows with a Keterangan and, when given, a new amount; mutasi_id
 * names the statement row that proves a row (else the checker picks the only candidate, or none).
 */
export const UpdateBoDepositRequest = Exact({
  bank_statement_date: EditDate,
  arr: EditRows(Exact({ bo_id: RowId, ket_app: Type.Optional(Ket), depo_amount: Type.Optional(NewAmount), mutasi_id: Type.Optional(NullableRowId), depo_edited_by: Type.Optional(IgnoredActor) })),
});
export type UpdateBoDepositRequest = Static<typeof UpdateBoDepositRequest>;

/** PUT /api/updatebosttswd: the same for BO withdraw rows. */
export const UpdateBoWithdrawRequest = Exact({
  wd_bank_date: EditDate,
  arr: EditRows(Exact({ wd_bo_id: RowId, wd_ket_app: Type.Optional(Ket), wd_amount: Type.Optional(NewAmount), mutasi_id: Type.Optional(NullableRowId), depo_edited_by: Type.Optional(IgnoredActor) })),
});
export type UpdateBoWithdrawRequest = Static<typeof UpdateBoWithdrawRequest>;

/** How an approved row is proved now: the statement row it claims (or null), and the proof as View BO shows it. */
const ApprovedRow = { mutasi_id: NullableId, note: Type.String() };

/** What Update answers: the rows approved, each with its proof. */
export const UpdateBoDepositAnswer = Exact({
  ...SaidProperties,
  updated: Type.Array(Type.Integer()),
  rows: Type.Array(Exact({ bo_id: Type.Integer(), ...ApprovedRow })),
});
export type UpdateBoDepositAnswer = Static<typeof UpdateBoDepositAnswer>;

export const UpdateBoWithdrawAnswer = Exact({
  ...SaidProperties,
  updated: Type.Array(Type.Integer()),
  rows: Type.Array(Exact({ wd_bo_id: Type.Integer(), ...ApprovedRow })),
});
export type UpdateBoWithdrawAnswer = Static<typeof UpdateBoWithdrawAnswer>;

/** The rows of a Delete or a Restore, by id. */
const depositRows = EditRows(Exact({ bo_id: RowId, depo_edited_by: Type.Optional(IgnoredActor) }));
const withdrawRows = EditRows(Exact({ wd_bo_id: RowId, depo_edited_by: Type.Optional(IgnoredActor) }));
/** Why the rows go; the server writes a default when it is missing or blank. */
const DeleteReason = Type.Optional(Nullable(Type.String({ maxLength: DELETE_REASON_MAX_LENGTH })));

/** PUT /api/deleteboid: deletes pending rows, leaving a tombstone each. */
export const DeleteBoDepositRequest = Exact({ arr: depositRows, reason: DeleteReason });
export type DeleteBoDepositRequest = Static<typeof DeleteBoDepositRequest>;

/** PUT /api/deleteboidwd. */
export const DeleteBoWithdrawRequest = Exact({ arr: withdrawRows, reason: DeleteReason });
export type DeleteBoWithdrawRequest = Static<typeof DeleteBoWithdrawRequest>;

export const DeleteBoAnswer = Exact({ ...SaidProperties, deleted: Type.Array(Type.Integer()) });
export type DeleteBoAnswer = Static<typeof DeleteBoAnswer>;

/** PUT /api/restoreboid (ADMIN): the deleted rows, by the id they had, come back. */
export const RestoreBoDepositRequest = Exact({ arr: depositRows });
export type RestoreBoDepositRequest = Static<typeof RestoreBoDepositRequest>;

/** PUT /api/restoreboidwd. */
export const RestoreBoWithdrawRequest = Exact({ arr: withdrawRows });
export type RestoreBoWithdrawRequest = Static<typeof RestoreBoWithdrawRequest>;

export const RestoreBoAnswer = Exact({ ...SaidProperties, restored: Type.Array(Type.Integer()) });
export type RestoreBoAnswer = Static<typeof RestoreBoAnswer>;

/** The path of GET /api/deletedbo(wd): statement date (D-Mon-YYYY) and website code. */
export const DeletedBoParams = Type.Object({ date: Type.String({ maxLength: 20 }), website: Type.String({ maxLength: 64 }) });
export type DeletedBoParams = Static<typeof DeletedBoParams>;

/** A BO row deleted in View BO (its tombstone): who deleted it, when and why. */
export const DeletedBoRow = Exact({
  /** The id the row had, and gets back when restored. */
  id: Type.Integer(),
  ticket: Type.String(),
  user_name: Type.String(),
  amount: Money,
  /** The name of the account that deleted it. */
  deleted_by: Type.String(),
  deleted_at: Timestamp,
  reason: Type.String(),
});
export type DeletedBoRow = Static<typeof DeletedBoRow>;

/** PUT /api/proveboid: approves a pending row with a statement row the person picked from its candidates. */
export const ProveBoDepositRequest = Exact({ bo_id: RowId, mutasi_id: RowId, depo_edited_by: Type.Optional(IgnoredActor) });
export type ProveBoDepositRequest = Static<typeof ProveBoDepositRequest>;

/** PUT /api/proveboidwd. */
export const ProveBoWithdrawRequest = Exact({ wd_bo_id: RowId, mutasi_id: RowId, depo_edited_by: Type.Optional(IgnoredActor) });
export type ProveBoWithdrawRequest = Static<typeof ProveBoWithdrawRequest>;

/** What Prove answers: the row, the statement row it now claims, and the proof as View BO shows it. */
export const ProveAnswer = Exact({
  ...SaidProperties,
  id: Type.Integer(),
  mutasi_id: Type.Integer(),
  /** `picked by the approver · BCA 04-Feb-2025 #12`. */
  note: Type.String(),
});
export type ProveAnswer = Static<typeof ProveAnswer>;

// ── Candidates (issue 16) ─────────────────────────────────────────────────────────────────────────

/** A statement row (credit of a deposit account, debit of a withdraw account) that could prove a pending BO row. */
export const CandidateCredit = Exact({
  mutasi_id: Type.Integer(),
  /** The statement's day, `YYYY-MM-DD`: the BO row's own day or a later one within the source's posting window. */
  date: Type.String(),
  /** `BCA`, or a gateway's name. */
  source: Type.String(),
  /** `BCA 04-Feb-2025 #12`, as the checker's reasons name a statement row. */
  label: Type.String(),
  amount: Money,
  sender_name: NullableText,
  description: Type.String(),
  /** The BO ticket this row already proves, or null while it is free. */
  claimed_by: NullableText,
  /** Why the checker did not take it: `mutasi: "FITRI HIDAYA" · BO: "FITRI HIDAYAT"; a day later`. */
  why: Type.String(),
});
export type CandidateCredit = Static<typeof CandidateCredit>;

/** A pending BO row that an unclaimed statement row could prove. */
export const CandidateBoRow = Exact({
  id: Type.Integer(),
  ticket: Type.String(),
  /** The BO row's day, `YYYY-MM-DD`: the statement's own day or an earlier one whose window reaches it. */
  date: Type.String(),
  user_name: Type.String(),
  full_name: NullableText,
  amount: Money,
  why: Type.String(),
});
export type CandidateBoRow = Static<typeof CandidateBoRow>;

// ── Exports ───────────────────────────────────────────────────────────────────────────────────────

/** POST body of the eight exports: statement date (DD-Mon-YYYY), status, and the website code as `group` (any case). */
export const ReviewExportRequest = Exact({ date: Text(20), status: Text(20), group: Text(40) });
export type ReviewExportRequest = Static<typeof ReviewExportRequest>;


/** A list and its search, answering the same rows. */
function viewRoutes<P extends TProperties>(row: TObject<P>) {
  const response = { 200: PagedRows(row) };
  return { list: { params: ReviewListParams, response }, search: { params: ReviewSearchParams, response } } as const;
}

/** The BO edits of one side. */
function editRoutes<U extends TSchema, A extends TSchema, D extends TSchema, R extends TSchema, P extends TSchema>(update: U, updated: A, remove: D, restore: R, prove: P) {
  return {
    update: { body: update, response: { 200: updated } },
    remove: { body: remove, response: { 200: DeleteBoAnswer } },
    deleted: { params: DeletedBoParams, response: { 200: Type.Array(DeletedBoRow) } },
    restore: { body: restore, response: { 200: RestoreBoAnswer } },
    prove: { body: prove, response: { 200: ProveAnswer } },
  } as const;
}

/** The route schemas of View BO and View Mutasi, by view and route; the BO edits and candidates by side. */
export const REVIEW_ROUTES = {
  viewbo: viewRoutes(BoDepositRow),
  viewbowd: viewRoutes(BoWithdrawRow),
  viewmutasi: viewRoutes(MutasiDepositRow),
  viewmutasiwd: viewRoutes(MutasiWithdrawRow),
  edits: {
    deposit: editRoutes(UpdateBoDepositRequest, UpdateBoDepositAnswer, DeleteBoDepositRequest, RestoreBoDepositRequest, ProveBoDepositRequest),
    withdraw: editRoutes(UpdateBoWithdrawRequest, UpdateBoWithdrawAnswer, DeleteBoWithdrawRequest, RestoreBoWithdrawRequest, ProveBoWithdrawRequest),
  },
  /** GET /api/candidatebo(wd)/:id: the statement rows that could prove a pending BO row. */
  boCandidates: { params: IdParams, response: { 200: Type.Array(CandidateCredit) } },
  /** GET /api/candidatemutasi(wd)/:id: the pending BO rows an unclaimed statement row could prove. */
  mutasiCandidates: { params: IdParams, response: { 200: Type.Array(CandidateBoRow) } },
  /** Export CSV / Export Excel (the eight export paths). */
  export: { body: ReviewExportRequest, response: { 200: FileAnswer } },
} as const;
