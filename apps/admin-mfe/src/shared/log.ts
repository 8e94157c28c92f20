/**
 * Spec 01 §8 and 03 §8: a failure the page only logs (whitelist remove and toggle, bank account
 * toggle and remove), as '[admin] {what} failed' for the developer's console; the user reads nothing.
 */
export function logFailure(what: string, failure: unknown): void {
  console.error(`[admin] ${what} failed`, failure);
}
