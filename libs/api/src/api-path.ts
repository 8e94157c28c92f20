/** A path under /api from its segments, each URL-encoded (a username with '/' or '%' stays one segment). */
export function apiPath(...parts: Array<string | number>): string {
  return `/${parts.map((part) => encodeURIComponent(String(part))).join('/')}`;
}
