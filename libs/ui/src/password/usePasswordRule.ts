import { useState } from 'react';
import { PASSWORD_MIN_LENGTH, PASSWORD_ONLY_SPACES_TEXT, PASSWORD_SAME_AS_NAME_TEXT, PASSWORD_TOO_COMMON_TEXT, PASSWORD_TOO_SHORT_TEXT, passwordProblem, type MessageKey } from '@checker/domain';
import { useText } from '../i18n/LanguageProvider';

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

/** Each answer of libs/domain's passwordProblem (the server's own words) as its text in the catalogue. */
const PROBLEM_KEYS: Readonly<Record<string, MessageKey>> = {
  [PASSWORD_TOO_SHORT_TEXT]: 'common.password.tooShort',
  [PASSWORD_ONLY_SPACES_TEXT]: 'common.password.onlySpaces',
  [PASSWORD_SAME_AS_NAME_TEXT]: 'common.password.sameAsName',
  [PASSWORD_TOO_COMMON_TEXT]: 'common.password.tooCommon',
};

/**
 * The password rule of libs/domain in a dialog, the same one the server applies, in the chosen
 * language. Quiet while the first characters are typed; once shown, the message follows every keystroke.
 */
export function usePasswordRule(password: string, accountName: string): PasswordRule {
  const [shown, setShown] = useState(false);
  const text = useText();
  const problem = passwordProblem(password, accountName);
  const key = problem === null ? undefined : PROBLEM_KEYS[problem];
  // A rule added in libs/domain without its catalogue text still shows, in Indonesian.
  const message = problem === null ? null : key ? text(key, { min: PASSWORD_MIN_LENGTH }) : problem;
  return {
    error: shown ? message : null,
    accept: () => {
      setShown(true);
      return problem === null;
    },
    onBlur: () => setShown(password !== ''),
    reset: () => setShown(false),
  };
}
