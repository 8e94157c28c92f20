import { useEffect } from 'react';

/**
 * Specs 01 §8 and 03 §8: a list that fails to load is logged to the console and the page shows it
 * empty. `area` names the remote in the log line so a failure can be traced to its page.
 */
export function useLoggedFailure(area: string, error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`[${area}] loading ${what} failed`, error);
  }, [area, error, what]);
}
