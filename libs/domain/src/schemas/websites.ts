/** Websites and the IP whitelist (spec 01 §7). */
import { WEBSITE_CODE_MAX } from '../website';
import { ChangeAnswer, Exact, IdParams, Nullable, PageNumber, PageSize, PagedRows, Text, Timestamp, Type, type Static } from './common';

export const WEBSITE_NAME_MAX_LENGTH = 100;

/** A website as the select lists need it (GET /api/websitelist). */
export const WebsiteOption = Exact({ website_id: Type.Integer(), website_name: Type.String(), website_code: Type.String(), website_panel: Type.String() });
export type WebsiteOption = Static<typeof WebsiteOption>;

export const Website = Exact({
  ...WebsiteOption.properties,
  website_last_edited_at: Nullable(Timestamp),
  website_last_edited_by: Nullable(Type.Integer()),
});
export type Website = Static<typeof Website>;

export const CreateWebsiteRequest = Exact({ website_name: Text(WEBSITE_NAME_MAX_LENGTH), website_code: Text(WEBSITE_CODE_MAX), website_panel: Text(20) });
export type CreateWebsiteRequest = Static<typeof CreateWebsiteRequest>;

export const WebsiteChangeAnswer = ChangeAnswer({ website_id: Type.Integer() });
export type WebsiteChangeAnswer = Static<typeof WebsiteChangeAnswer>;

/** The spec names the page size of these two lists `rows`. */
const RowsPageParams = Type.Object({ rows: PageSize, page: PageNumber });

export const WEBSITE_ROUTES = {
  options: { response: { 200: Type.Array(WebsiteOption) } },
  list: { params: RowsPageParams, response: { 200: PagedRows(Website) } },
  create: { body: CreateWebsiteRequest, response: { 201: WebsiteChangeAnswer } },
  remove: { params: IdParams, response: { 200: WebsiteChangeAnswer } },
} as const;

/** An IP whitelist entry; the field names keep the spec's capital W. */
export const WhitelistEntry = Exact({
  Whitelist_id: Type.Integer(),
  Whitelist_ip: Type.String(),
  Whitelist_status: Type.Boolean(),
  Whitelist_last_edited_at: Nullable(Timestamp),
  Whitelist_last_edited_by: Nullable(Type.Integer()),
});
export type WhitelistEntry = Static<typeof WhitelistEntry>;

export const CreateWhitelistRequest = Exact({ whitelist_ip: Text(64) });
export type CreateWhitelistRequest = Static<typeof CreateWhitelistRequest>;

export const WhitelistChangeAnswer = ChangeAnswer({ Whitelist_id: Type.Integer() });
export type WhitelistChangeAnswer = Static<typeof WhitelistChangeAnswer>;

export const WHITELIST_ROUTES = {
  list: { params: RowsPageParams, response: { 200: PagedRows(WhitelistEntry) } },
  create: { body: CreateWhitelistRequest, response: { 201: WhitelistChangeAnswer } },
  status: { params: IdParams, body: Exact({ Whitelist_status: Type.Boolean() }), response: { 200: ChangeAnswer({ Whitelist_id: Type.Integer(), Whitelist_status: Type.Boolean() }) } },
  remove: { params: IdParams, response: { 200: WhitelistChangeAnswer } },
} as const;
