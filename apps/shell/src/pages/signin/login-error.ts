/** Spec 01 §8: 'Login failed: ' + the server message or the error text, otherwise 'Login failed.'. */
export function loginFailureText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { data, error: text } = error as { data?: unknown; error?: unknown };
    if (typeof data === 'object' && data !== null) {
      const message = (data as { message?: unknown }).message;
      if (typeof message === 'string' && message !== '') return `Login failed: ${message}`;
    }
    if (typeof text === 'string' && text !== '') return `Login failed: ${text}`;
  }
  return 'Login failed.';
}
