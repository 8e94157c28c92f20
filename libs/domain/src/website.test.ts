import { isValidWebsiteCode, normalizePanel, normalizeWebsiteCode } from './website';

describe('website rules', () => {
  it('forces the code to uppercase letters and digits', () => {
    expect(normalizeWebsiteCode('ab-c 12!')).toBe('ABC12');
    expect(isValidWebsiteCode('ABC12')).toBe(true);
    expect(isValidWebsiteCode('abc')).toBe(false);
    expect(isValidWebsiteCode('AB-C')).toBe(false);
    expect(isValidWebsiteCode('')).toBe(false);
  });

  it('reads LEXUS as the LUXE panel', () => {
    expect(normalizePanel('lexus')).toBe('LUXE');
    expect(normalizePanel('NEXUS')).toBe('NEXUS');
    expect(normalizePanel('OTHER')).toBeNull();
  });
});
