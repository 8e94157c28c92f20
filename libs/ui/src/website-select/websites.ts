import type { TokenClaims } from '@checker/auth';

/** What a website select needs of a website (GET /api/websitelist rows). */
export interface WebsiteChoice {
  website_id: number;
  website_code: string;
  website_name: string;
}

/** Spec 01 §4: ADMIN chooses among all websites, everyone else only the website of their token. */
export function websitesInScope<T extends WebsiteChoice>(claims: Pick<TokenClaims, 'account_role' | 'account_website'> | null, websites: readonly T[]): T[] {
  if (!claims) return [];
  if (claims.account_role === 'ADMIN') return [...websites];
  return websites.filter((website) => website.website_id === claims.account_website);
}

export function websiteLabel(website: WebsiteChoice): string {
  return website.website_name ? `${website.website_code} — ${website.website_name}` : website.website_code;
}
