import type { MessageAnswer, LoginAnswer } from '@checker/domain/schemas';

/** The requests and answers of sign-in and the admin screens: the route schemas' own types (issue 20). */
export type {
  Account,
  AccountChangeAnswer,
  AddAccountRequest,
  AkunBank,
  AkunBankChangeAnswer,
  AkunBankOption,
  CreateAkunBankRequest,
  CreateWebsiteRequest,
  CreateWhitelistRequest,
  LoginRequest,
  PostingHolidayChangeAnswer,
  PostingHolidayRequest,
  PostingWindowChangeAnswer,
  PostingWindowRequest,
  Website,
  WebsiteChangeAnswer,
  WebsiteOption,
  WhitelistChangeAnswer,
  WhitelistEntry,
} from '@checker/domain/schemas';

/** Body of most answers, and of every failure (spec 01 §7). */
export type MessageResponse = MessageAnswer;
export type LoginResponse = LoginAnswer;

/** One page of a paged list, with the total number of rows across all pages. */
export interface Page<T> {
  rows: T[];
  total: number;
}
