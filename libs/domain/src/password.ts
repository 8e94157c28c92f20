/**
 * The password rule, the same in the dialogs and on the server: length is what makes a password
 * hard to guess, so it asks for 12 characters and no mix of character kinds, and turns away only
 * what is guessed first (the account's own name, the most common long passwords).
 */
export const PASSWORD_MIN_LENGTH = 12;
/** argon2 hashes any length; this bounds the work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_TOO_SHORT_TEXT = `Password minimal ${PASSWORD_MIN_LENGTH} karakter.`;
export const PASSWORD_ONLY_SPACES_TEXT = 'Password tidak boleh hanya spasi.';
export const PASSWORD_SAME_AS_NAME_TEXT = 'Password tidak boleh sama dengan nama akun.';
export const PASSWORD_TOO_COMMON_TEXT = 'Password terlalu umum, pilih yang lain.';

/** The most used passwords of 12 or more characters in leaked-password lists, lower case. */
export const COMMON_PASSWORDS: readonly string[] = [
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456123456',
  '111111111111',
  '000000000000',
  'aaaaaaaaaaaa',
  'abcdefghijkl',
  'abc123456789',
  'qwertyuiopas',
  'qwerty123456',
  '123456qwerty',
  'qwertyqwerty',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'password1234',
  'password12345',
  'password@123',
  'p@ssw0rd1234',
  'passwordpassword',
  'administrator',
  'admin1234567',
  'iloveyou1234',
  'welcome12345',
  'letmein12345',
  'changeme1234',
  'sunshine1234',
  'princess1234',
  'football1234',
  'bismillah123',
  'indonesia123',
];

const COMMON = new Set(COMMON_PASSWORDS);

/** Case and surrounding spaces do not make a password different to someone guessing it. */
function comparable(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * Why `password` may not be set for the account `accountName`, as the text to show, or null when it
 * may. Length counts Unicode code points, so an emoji or a CJK character is one character.
 */
export function passwordProblem(password: string, accountName: string): string | null {
  if (password !== '' && password.trim() === '') return PASSWORD_ONLY_SPACES_TEXT;
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_TEXT;
  const candidate = comparable(password);
  if (candidate === comparable(accountName)) return PASSWORD_SAME_AS_NAME_TEXT;
  if (COMMON.has(candidate)) return PASSWORD_TOO_COMMON_TEXT;
  return null;
}
