import { filterIpInput, isValidWhitelistIp } from '@checker/domain';

export const EXAMPLE_IP = '192.168.1.1';
export const INVALID_IP_TEXT = `❌ IP format is invalid. Please use format like ${EXAMPLE_IP}`;

/**
 * The Add WL input: digits and dots (spec 01 §5). Once the text holds a ':' it is an IPv6 literal
 * (the server whitelists ::1 at first start), so hex digits and ':' are kept as well.
 */
export function filterWhitelistInput(text: string): string {
  return text.includes(':') ? text.replace(/[^0-9a-fA-F:.]/g, '') : filterIpInput(text);
}

/** Four groups of 1 to 3 digits (each at most 255), or a valid IPv6 literal; null when valid. */
export function whitelistIpError(text: string): string | null {
  return isValidWhitelistIp(text.trim()) ? null : INVALID_IP_TEXT;
}
