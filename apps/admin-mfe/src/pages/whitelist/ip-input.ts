import { filterIpInput, isValidWhitelistIp } from '@checker/domain';
import type { Text } from '@checker/ui';

export const EXAMPLE_IP = '192.168.1.1';
export const EXAMPLE_IPV6 = '2001:db8::1';

/** Spec 01 §5: '❌ IP format is invalid. Please use format like {ip}'. */
export function invalidIpText(text: Text): string {
  return text('admin.whitelist.ipInvalid', { ip: EXAMPLE_IP });
}

/**
 * The Add WL input: digits and dots (spec 01 §5). Once the text holds a ':' it is an IPv6 literal
 * (the server whitelists ::1 at first start), so hex digits and ':' are kept as well.
 */
export function filterWhitelistInput(value: string): string {
  return value.includes(':') ? value.replace(/[^0-9a-fA-F:.]/g, '') : filterIpInput(value);
}

/** Four groups of 1 to 3 digits (each at most 255), or a valid IPv6 literal; null when valid. */
export function whitelistIpError(value: string, text: Text): string | null {
  return isValidWhitelistIp(value.trim()) ? null : invalidIpText(text);
}
