import { ALL_ROLES, STAFF_ROLES, type Role } from './roles';
import type { TokenClaims } from './claims';

/** The three remotes the shell loads at run time (DESIGN §2); the API serves each one's build. */
export const REMOTE_NAMES = ['admin', 'statements', 'reports'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface PageEntry {
  /** Route path in the shell. */
  path: string;
  /** Sidebar label (spec 01 §2). */
  label: string;
  /** Roles allowed to open the page (the route guard). */
  roles: readonly Role[];
  /** Roles shown the page in the sidebar (and the page search) when not all of `roles` are. */
  sidebar?: readonly Role[];
  /** Where the page lives: the shell itself or a module exposed by a remote. */
  remote?: { name: RemoteName; module: string };
}

/** The sidebar, in spec order. The template downloads page sits under its own route. */
export const PAGES: readonly PageEntry[] = [
  // Spec 01 §2: CS may open the dashboard (home after sign-in) but its sidebar shows only Data Player.
  { path: '/', label: 'Dashboard', roles: ALL_ROLES, sidebar: STAFF_ROLES },
  { path: '/upload', label: 'Upload', roles: STAFF_ROLES, remote: { name: 'statements', module: 'UploadPage' } },
  { path: '/view-bo', label: 'View BO', roles: STAFF_ROLES, remote: { name: 'statements', module: 'ViewBoPage' } },
  { path: '/view-mutasi', label: 'View Mutasi', roles: STAFF_ROLES, remote: { name: 'statements', module: 'ViewMutasiPage' } },
  { path: '/user', label: 'User', roles: STAFF_ROLES, remote: { name: 'admin', module: 'UsersPage' } },
  { path: '/whitelist', label: 'Whitelist', roles: STAFF_ROLES, remote: { name: 'admin', module: 'WhitelistPage' } },
  { path: '/convert-mutasi', label: 'Convert Mutasi', roles: STAFF_ROLES, remote: { name: 'statements', module: 'ConvertMutasiPage' } },
  { path: '/website', label: 'Website', roles: STAFF_ROLES, remote: { name: 'admin', module: 'WebsitePage' } },
  { path: '/dataplayer', label: 'Data Player', roles: ALL_ROLES, remote: { name: 'reports', module: 'DataPlayerPage' } },
  { path: '/databank', label: 'Data Bank', roles: STAFF_ROLES, remote: { name: 'admin', module: 'DataBankPage' } },
  { path: '/posting-window', label: 'Posting Window', roles: STAFF_ROLES, remote: { name: 'admin', module: 'PostingWindowPage' } },
  { path: '/tracking', label: 'Tracking', roles: STAFF_ROLES, remote: { name: 'reports', module: 'TrackingPage' } },
  { path: '/delete', label: 'Delete', roles: STAFF_ROLES, remote: { name: 'statements', module: 'DeletePage' } },
  { path: '/download-template', label: 'Download Template', roles: STAFF_ROLES, remote: { name: 'statements', module: 'TemplatesPage' } },
];

export function findPage(path: string): PageEntry | undefined {
  return PAGES.find((page) => page.path === path);
}

/** The sidebar of a role, read from PAGES (spec 01 §2: ADMIN and CHECKER see every entry, CS only Data Player, any other role nothing). */
export function sidebarFor(role: Role | null | undefined): PageEntry[] {
  if (!role) return [];
  return PAGES.filter((page) => (page.sidebar ?? page.roles).includes(role));
}

/**
 * The role guard's rule: the role must be allowed, and when a website is required it must be the
 * token's website.
 */
export function isAllowed(claims: TokenClaims | null, roles: readonly Role[], website?: number | null): boolean {
  if (!claims) return false;
  if (!roles.includes(claims.account_role)) return false;
  if (website !== undefined && website !== null && claims.account_website !== website) return false;
  return true;
}

/**
 * Website scope on the server and in selects: ADMIN reaches every website, everyone else only the
 * one in their token.
 */
export function canReachWebsite(claims: Pick<TokenClaims, 'account_role' | 'account_website'>, websiteId: number): boolean {
  return claims.account_role === 'ADMIN' || claims.account_website === websiteId;
}
