import type { Text } from '@checker/ui';

/** Spec 01 §8: 'Login failed: ' + the server message or the error text, otherwise 'Login failed.'. */
export function loginFailureText(error: unknown, text: Text): string {
  if (typeof error === 'object' && error !== null) {
    const { data, error: reason } = error as { data?: unknown; error?: unknown };
    if (typeof data === 'object' && data !== null) {
      const message = (data as { message?: unknown }).message;
      if (typeof message === 'string' && message !== '') return text('shell.signIn.failedWith', { reason: message });
    }
    if (typeof reason === 'string' && reason !== '') return text('shell.signIn.failedWith', { reason });
  }
  return text('shell.signIn.failed');
}
