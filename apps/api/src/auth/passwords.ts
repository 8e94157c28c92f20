import argon2 from 'argon2';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

let decoyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no account (hash null) it still verifies against a
 * decoy hash, so an unknown name takes as long as a wrong password.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    decoyHash ??= hashPassword('decoy password, never matches a stored hash');
    await argon2.verify(await decoyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
