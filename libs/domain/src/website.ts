export const PANELS = ['NEXUS', 'LUXE'] as const;
export type Panel = (typeof PANELS)[number];

/** The Add Website code field: uppercase letters and digits only (spec 01 §5). */
export function normalizeWebsiteCode(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export const WEBSITE_CODE_MAX = 20;

export function isValidWebsiteCode(text: string): boolean {
  return text.length > 0 && text.length <= WEBSITE_CODE_MAX && /^[A-Z0-9]+$/.test(text);
}

/** The website page historically wrote LEXUS; it means the LUXE panel. */
export function normalizePanel(text: string): Panel | null {
  const upper = text.trim().toUpperCase();
  if (upper === 'LEXUS') return 'LUXE';
  return (PANELS as readonly string[]).includes(upper) ? (upper as Panel) : null;
}
