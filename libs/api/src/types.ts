import type { Role } from '@checker/auth';

/** Body of most answers, and of every failure (spec 01 §7). */
export interface MessageResponse {
  message: string;
}

export interface LoginRequest {
  account_name: string;
  account_password: string;
}

export interface LoginResponse extends MessageResponse {
  account_id: number;
  account_name: string;
  account_role: Role;
  account_website: number | null;
}

/** Admin account as the lists return it; the password never leaves the server. */
export interface Account {
  account_id: number;
  account_name: string;
  account_status: boolean;
  account_role: Role;
  account_website: number | null;
  /** The code of account_website, joined by the server for the table. */
  account_website_code?: string | null;
  account_created_by: number | null;
  account_last_edited_at: string | null;
  account_last_edited_by: number | null;
}

export interface Website {
  website_id: number;
  website_name: string;
  website_code: string;
  website_panel: string;
  website_last_edited_at?: string | null;
  website_last_edited_by?: number | null;
}

export interface WhitelistEntry {
  Whitelist_id: number;
  Whitelist_ip: string;
  Whitelist_status: boolean;
  Whitelist_last_edited_at: string | null;
  Whitelist_last_edited_by: number | null;
}

/** Paged lists: the first row carries the total (DESIGN §5); x-total-count repeats it. */
export type PagedRow<T> = T & { all_data?: number };

/** One page of a paged list, with the total number of rows across all pages. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** What a create call answers (201); the id field is named per entity (account_id, website_id, ...). */
export interface CreatedResponse extends MessageResponse {
  success?: boolean;
  [id: `${string}_id`]: number | undefined;
}

/** The answer of status, password and delete calls. */
export interface ChangeResponse extends MessageResponse {
  success?: boolean;
}

/** A website as the select lists need it (GET /api/websitelist). */
export type WebsiteOption = Pick<Website, 'website_id' | 'website_name' | 'website_code' | 'website_panel'>;

export interface AddAccountRequest {
  account_name: string;
  account_password: string;
  account_status: boolean;
  account_role: Role;
  account_website: number | null;
  account_created_by: number;
}

export interface CreateWebsiteRequest {
  website_name: string;
  website_code: string;
  website_panel: string;
}

/** Bank or e-wallet account of a website (spec 03 §3). */
export interface AkunBank {
  akun_bank_id: number;
  akun_bank_website: number;
  /** The code of akun_bank_website, joined by the server for the table. */
  akun_bank_website_code?: string;
  akun_bank_jenis_transaksi: string;
  akun_bank_bank: string;
  akun_bank_name: string;
  akun_bank_no: string;
  akun_bank_status: boolean;
  akun_bank_created_by: number | null;
  akun_bank_last_edited_at: string | null;
  akun_bank_last_edited_by: number | null;
}

export interface CreateAkunBankRequest {
  /** Website id or code. */
  akun_bank_website: number | string;
  akun_bank_jenis_transaksi: string;
  akun_bank_bank: string;
  akun_bank_name: string;
  akun_bank_no: string;
  akun_bank_created_by: number;
}

/** An active akun bank offered by the upload page (GET /api/akunbanklist). */
export type AkunBankOption = Pick<AkunBank, 'akun_bank_id' | 'akun_bank_name' | 'akun_bank_no'>;
