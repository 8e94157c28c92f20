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
