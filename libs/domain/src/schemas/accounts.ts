/** Sign-in and staff accounts (spec 01 §7). */
import { PASSWORD_MAX_LENGTH } from '../password';
import { ROLES } from '../roles';
import { ChangeAnswer, Exact, IdParams, IgnoredActor, Nullable, OneOf, PagedRows, PageParams, Text, Timestamp, Type, type Static, SaidProperties } from './common';

export const ACCOUNT_NAME_MAX_LENGTH = 64;

export const RoleName = OneOf(ROLES);

export const LoginRequest = Exact({ account_name: Text(ACCOUNT_NAME_MAX_LENGTH), account_password: Text(PASSWORD_MAX_LENGTH) });
export type LoginRequest = Static<typeof LoginRequest>;

/** The signed-in account, as the sign-in answers it (the page keeps it beside the session cookie). */
export const LoginAnswer = Exact({
  ...SaidProperties,
  account_id: Type.Integer(),
  account_name: Type.String(),
  account_role: RoleName,
  account_website: Nullable(Type.Integer()),
});
export type LoginAnswer = Static<typeof LoginAnswer>;

/** A staff account as the list shows it; the password never leaves the server. */
export const Account = Exact({
  account_id: Type.Integer(),
  account_name: Type.String(),
  account_status: Type.Boolean(),
  account_role: RoleName,
  account_website: Nullable(Type.Integer()),
  /** The code of account_website, joined by the server for the table. */
  account_website_code: Nullable(Type.String()),
  account_created_by: Nullable(Type.Integer()),
  account_created_at: Timestamp,
  account_last_edited_at: Nullable(Timestamp),
  account_last_edited_by: Nullable(Type.Integer()),
});
export type Account = Static<typeof Account>;

export const AddAccountRequest = Exact({
  account_name: Text(ACCOUNT_NAME_MAX_LENGTH),
  account_password: Text(PASSWORD_MAX_LENGTH),
  account_status: Type.Optional(Type.Boolean()),
  account_role: Text(20),
  /** Website id or code; empty for an ADMIN. */
  account_website: Type.Optional(Type.Unsafe<number | string | null>({ type: ['integer', 'string', 'null'], maxLength: 40 })),
  account_created_by: Type.Optional(IgnoredActor),
});
export type AddAccountRequest = Static<typeof AddAccountRequest>;

export const AccountStatusRequest = Exact({ account_status: Type.Boolean() });
export const AccountPasswordRequest = Exact({ account_password: Text(PASSWORD_MAX_LENGTH) });

export const AccountChangeAnswer = ChangeAnswer({ account_id: Type.Integer() });
export type AccountChangeAnswer = Static<typeof AccountChangeAnswer>;

/** The route schemas of accounts and sign-in, by route. */
export const ACCOUNT_ROUTES = {
  login: { body: LoginRequest, response: { 200: LoginAnswer } },
  logout: { response: { 200: Exact({ ...SaidProperties }) } },
  list: { params: PageParams, response: { 200: PagedRows(Account) } },
  add: { body: AddAccountRequest, response: { 201: AccountChangeAnswer } },
  status: { params: IdParams, body: AccountStatusRequest, response: { 200: ChangeAnswer({ account_id: Type.Integer(), account_status: Type.Boolean() }) } },
  password: { params: IdParams, body: AccountPasswordRequest, response: { 200: AccountChangeAnswer } },
  remove: { params: IdParams, response: { 200: AccountChangeAnswer } },
} as const;
