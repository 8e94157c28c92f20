import { isIP } from './ip-literal';

/** The Add WL input keeps digits and dots only (spec 01 §5). */
export function filterIpInput(text: string): string {
  return text.replace(/[^0-9.]/g, '');
}

/** The spec's form rule: four groups of 1 to 3 digits separated by dots. */
export function hasIpv4Shape(text: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(text);
}

/** A real IPv4 address: the spec's shape and every group at most 255. */
export function isValidIpv4(text: string): boolean {
  return hasIpv4Shape(text) && text.split('.').every((group) => Number(group) <= 255);
}

export function isValidIpv6(text: string): boolean {
  return isIP(text) === 6;
}

/** A whitelist entry is an IPv4 address in the spec's form, or a valid IPv6 literal. */
export function isValidWhitelistIp(text: string): boolean {
  return isValidIpv4(text) || (text.includes(':') && isValidIpv6(text));
}

/**
 * The form the whitelist stores and compares: IPv4-mapped IPv6 (`::ffff:127.0.0.1`) becomes the
 * IPv4 address, IPv6 is lower-cased and compressed, IPv4 loses leading zeros.
 */
export function canonicalIp(text: string): string | null {
  const trimmed = text.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  if (mapped?.[1]) return canonicalIp(mapped[1]);
  if (isValidIpv4(trimmed)) return trimmed.split('.').map((g) => String(Number(g))).join('.');
  if (isValidIpv6(trimmed)) return compressIpv6(trimmed);
  return null;
}

function expandIpv6(text: string): number[] {
  const [head = '', tail] = text.toLowerCase().split('::') as [string, string | undefined];
  const parse = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      if (group.includes('.')) {
        const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      }
      return [parseInt(group, 16)];
    });
  };
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

function compressIpv6(text: string): string {
  const groups = expandIpv6(text);
  let bestStart = -1;
  let bestLength = 0;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > bestLength && j - i > 1) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}
