import { useMemo } from 'react';
import { answerText } from '@checker/domain';
import { useLanguage } from './LanguageProvider';

/** What the server said, in the user's language: an answer's messageKey rendered from the catalogue, else its `message` as it came. */
export interface AnswerText {
  /** Of a successful answer's body; null when it carries no message. */
  ofAnswer: (answer: unknown) => string | null;
  /** Of a failed call (RTK Query's error: the answer's body in `data`); null when the body has no message. */
  ofFailure: (error: unknown) => string | null;
}

function bodyOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : null;
}

const nonEmpty = (text: string | null): string | null => (text !== null && text.trim() !== '' ? text : null);

export function useAnswerText(): AnswerText {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      ofAnswer: (answer: unknown) => nonEmpty(answerText(language, answer)),
      ofFailure: (error: unknown) => nonEmpty(answerText(language, bodyOf(error))),
    }),
    [language],
  );
}
