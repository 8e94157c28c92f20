import { formatMessage, type Language } from '@checker/domain';
import type { Text } from '@checker/ui';
import { filterWhitelistInput, whitelistIpError } from './ip-input';

const textIn =
  (language: Language): Text =>
  (key, values) =>
    formatMessage(language, key, values);
const text = textIn('id-ID');
const INVALID_IP_TEXT = '❌ IP format is invalid. Please use format like 192.168.1.1';

describe('Add WL input', () => {
  it('keeps digits and dots only for IPv4', () => {
    expect(filterWhitelistInput('192.168.1.1a b/')).toBe('192.168.1.1');
    expect(filterWhitelistInput('abc')).toBe('');
  });

  it('keeps hex digits and colons once the text is an IPv6 literal', () => {
    expect(filterWhitelistInput('2001:DB8::1 ')).toBe('2001:DB8::1');
    expect(filterWhitelistInput('::ffff:10.0.0.1')).toBe('::ffff:10.0.0.1');
    expect(filterWhitelistInput('fe80::1%eth0')).toBe('fe80::1e0');
  });

  it('needs four groups of 1 to 3 digits, or a valid IPv6 address', () => {
    for (const ok of ['10.0.0.1', '192.168.1.1', ' 8.8.8.8 ', '::1', '2001:db8::1']) expect(whitelistIpError(ok, text)).toBeNull();
    for (const bad of ['', '10.0.0', '10.0.0.1.5', '1234.0.0.1', '10..0.1', '256.1.1.1', '2001:db8:::1', ':']) expect(whitelistIpError(bad, text)).toBe(INVALID_IP_TEXT);
  });

  it("says the spec's English refusal word for word in both languages", () => {
    expect(whitelistIpError('10.0.0', textIn('en'))).toBe(INVALID_IP_TEXT);
  });
});
