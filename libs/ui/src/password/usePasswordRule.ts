import { useState } from 'react';
import { passwordProblem } from '@checker/domain';

export interface PasswordRule {
  /** The rule's message to show under the field, once the field was left or the form submitted. */
  error: string | null;
  /** On submit: shows the message when there is one and answers whether the password may be sent. */
  accept: () => boolean;
  /** For the field's onBlur: a left empty field says nothing (the empty check is the button's). */
  onBlur: () => void;
  /** When the dialog closes: the next opening starts quiet. */
  reset: () => void;
}

/**
 * The password rule of libs/domain in a dialog, the same one the server applies. Quiet while the
 * first characters are typed; once shown, the message follows every keystroke.
 */
export function usePasswordRule(password: string, accountName: string): PasswordRule {
  const [shown, setShown] = useState(false);
  const problem = passwordProblem(password, accountName);
  return {
    error: shown ? problem : null,
    accept: () => {
      setShown(true);
      return problem === null;
    },
    onBlur: () => setShown(password !== ''),
    reset: () => setShown(false),
  };
}
