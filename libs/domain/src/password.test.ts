import {
  COMMON_PASSWORDS,
  PASSWORD_MIN_LENGTH,
  PASSWORD_ONLY_SPACES_TEXT,
  PASSWORD_SAME_AS_NAME_TEXT,
  PASSWORD_TOO_COMMON_TEXT,
  PASSWORD_TOO_SHORT_TEXT,
  passwordProblem,
} from './password';

describe('passwordProblem', () => {
  it('asks for at least 12 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(PASSWORD_TOO_SHORT_TEXT).toBe('Password minimal 12 karakter.');
    expect(passwordProblem('', 'rina')).toBe(PASSWORD_TOO_SHORT_TEXT);
    expect(passwordProblem('a', 'rina')).toBe(PASSWORD_TOO_SHORT_TEXT);
    expect(passwordProblem('Kopi-Pagi-1', 'rina')).toBe(PASSWORD_TOO_SHORT_TEXT);
    expect(passwordProblem('Kopi-Pagi-12', 'rina')).toBeNull();
  });

  it('counts Unicode code points, not UTF-16 units', () => {
    // Six emoji are 12 UTF-16 units but 6 characters.
    expect(passwordProblem('🔑🔑🔑🔑🔑🔑', 'rina')).toBe(PASSWORD_TOO_SHORT_TEXT);
    expect(passwordProblem('🔑'.repeat(12), 'rina')).toBeNull();
    expect(passwordProblem('kata sandi ñ', 'rina')).toBeNull();
  });

  it('takes any characters and spaces inside, with no composition rules', () => {
    expect(passwordProblem('kopi susu di pagi hari', 'rina')).toBeNull();
    expect(passwordProblem('abc def ghij', 'rina')).toBeNull();
    expect(passwordProblem('zzzzzzzzzzzzzzzz', 'rina')).toBeNull();
    expect(passwordProblem('パスワードはとても長いです', 'rina')).toBeNull();
  });

  it('refuses a password of spaces only, whatever its length', () => {
    expect(passwordProblem('   ', 'rina')).toBe(PASSWORD_ONLY_SPACES_TEXT);
    expect(passwordProblem(' '.repeat(20), 'rina')).toBe(PASSWORD_ONLY_SPACES_TEXT);
    expect(passwordProblem('\t \u00a0\u3000'.repeat(4), 'rina')).toBe(PASSWORD_ONLY_SPACES_TEXT);
  });

  it('refuses the account name, ignoring case and surrounding spaces', () => {
    expect(passwordProblem('rina-lestari-2026', 'rina-lestari-2026')).toBe(PASSWORD_SAME_AS_NAME_TEXT);
    expect(passwordProblem('  RINA-Lestari-2026 ', ' rina-lestari-2026')).toBe(PASSWORD_SAME_AS_NAME_TEXT);
    expect(passwordProblem('rina-lestari-2026!', 'rina-lestari-2026')).toBeNull();
  });

  it('refuses the common passwords, ignoring case and surrounding spaces', () => {
    expect(passwordProblem('123456789012', 'rina')).toBe(PASSWORD_TOO_COMMON_TEXT);
    expect(passwordProblem('Password1234', 'rina')).toBe(PASSWORD_TOO_COMMON_TEXT);
    expect(passwordProblem(' QWERTYUIOPAS ', 'rina')).toBe(PASSWORD_TOO_COMMON_TEXT);
    expect(passwordProblem('Administrator', 'rina')).toBe(PASSWORD_TOO_COMMON_TEXT);
    expect(passwordProblem('password12340', 'rina')).toBeNull();
  });

  it('lists only lower-case entries long enough to pass the length check', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(20);
    for (const common of COMMON_PASSWORDS) {
      expect([common, [...common].length >= PASSWORD_MIN_LENGTH, common === common.toLowerCase().trim()]).toEqual([common, true, true]);
      expect(passwordProblem(common, 'rina')).toBe(PASSWORD_TOO_COMMON_TEXT);
    }
  });
});
