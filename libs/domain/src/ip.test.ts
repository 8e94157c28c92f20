import { canonicalIp, filterIpInput, hasIpv4Shape, isValidWhitelistIp } from './ip';
import { isIP } from './ip-literal';

describe('whitelist IP rules', () => {
  it('keeps only digits and dots in the input', () => {
    expect(filterIpInput('10.0.a0.1 ')).toBe('10.0.0.1');
  });

  it('applies the four-groups shape of the spec', () => {
    expect(hasIpv4Shape('192.168.1.10')).toBe(true);
    expect(hasIpv4Shape('192.168.1')).toBe(false);
    expect(hasIpv4Shape('1.2.3.4.5')).toBe(false);
    expect(hasIpv4Shape('1234.1.1.1')).toBe(false);
  });

  it('accepts real IPv4 and IPv6 addresses only', () => {
    expect(isValidWhitelistIp('203.0.113.7')).toBe(true);
    expect(isValidWhitelistIp('256.1.1.1')).toBe(false);
    expect(isValidWhitelistIp('::1')).toBe(true);
    expect(isValidWhitelistIp('2001:db8::8a2e:370:7334')).toBe(true);
    expect(isValidWhitelistIp('2001:db8:::1')).toBe(false);
    expect(isValidWhitelistIp('1:2:3:4:5:6:7:8:9')).toBe(false);
    expect(isValidWhitelistIp('fe80::1%eth0')).toBe(false);
    expect(isIP('::ffff:10.0.0.1')).toBe(6);
  });

  it('compares addresses in one canonical form', () => {
    expect(canonicalIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(canonicalIp('010.001.000.001')).toBe('10.1.0.1');
    expect(canonicalIp('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(canonicalIp('2001:DB8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
    expect(canonicalIp('not-an-ip')).toBeNull();
  });
});
