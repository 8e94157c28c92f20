/** Akun bank: Data Bank (spec 03 §7) and the upload page's account list (spec 02 §7). */
import { AKUN_BANK_NO_MAX } from '../akun-bank';
import { ChangeAnswer, Exact, IdParams, IgnoredActor, Nullable, PageNumber, PageSize, PagedRows, Text, Timestamp, Type, WebsiteRef, type Static } from './common';

export const AKUN_BANK_NAME_MAX_LENGTH = 100;

const WebsiteCode = Text(40);

/** A bank or e-wallet account of a website (spec 03 §3). */
export const AkunBank = Exact({
  akun_bank_id: Type.Integer(),
  akun_bank_website: Type.Integer(),
  /** The code of akun_bank_website, joined by the server for the table. */
  akun_bank_website_code: Type.String(),
  akun_bank_jenis_transaksi: Type.String(),
  akun_bank_bank: Type.String(),
  akun_bank_name: Type.String(),
  akun_bank_no: Type.String(),
  akun_bank_status: Type.Boolean(),
  akun_bank_created_by: Nullable(Type.Integer()),
  akun_bank_last_edited_at: Nullable(Timestamp),
  akun_bank_last_edited_by: Nullable(Type.Integer()),
});
export type AkunBank = Static<typeof AkunBank>;

/** An active akun bank offered by the upload page (GET /api/akunbanklist). */
export const AkunBankOption = Exact({ akun_bank_id: Type.Integer(), akun_bank_name: Type.String(), akun_bank_no: Type.String() });
export type AkunBankOption = Static<typeof AkunBankOption>;

export const CreateAkunBankRequest = Exact({
  /** Website id or code. */
  akun_bank_website: WebsiteRef(40),
  akun_bank_jenis_transaksi: Text(10),
  akun_bank_bank: Text(20),
  akun_bank_name: Text(AKUN_BANK_NAME_MAX_LENGTH),
  akun_bank_no: Text(AKUN_BANK_NO_MAX + 10),
  akun_bank_created_by: Type.Optional(IgnoredActor),
});
export type CreateAkunBankRequest = Static<typeof CreateAkunBankRequest>;

export const AkunBankChangeAnswer = ChangeAnswer({ akun_bank_id: Type.Integer() });
export type AkunBankChangeAnswer = Static<typeof AkunBankChangeAnswer>;

export const AKUN_BANK_ROUTES = {
  list: { params: Type.Object({ websiteCode: WebsiteCode, pageSize: PageSize, page: PageNumber }), response: { 200: PagedRows(AkunBank) } },
  options: { params: Type.Object({ websiteCode: WebsiteCode, bankType: Text(40), depoOrWd: Text(10) }), response: { 200: Type.Array(AkunBankOption) } },
  create: { body: CreateAkunBankRequest, response: { 201: AkunBankChangeAnswer } },
  status: { params: IdParams, body: Exact({ akun_bank_status: Type.Boolean() }), response: { 200: ChangeAnswer({ akun_bank_id: Type.Integer(), akun_bank_status: Type.Boolean() }) } },
  remove: { params: IdParams, response: { 200: AkunBankChangeAnswer } },
} as const;
