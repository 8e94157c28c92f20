import { formatMessage, isMessageKey, type CountValue, type Language, type ListValue, type MessageKey, type MessageValue, type MessageValues, type MoneyValue, type Said } from './catalogue';

/** A message the server sends a user: a catalogue key and the values it names (a value may be a message too). */
export type { Said };

/** The language of an answer's `message`, for API clients; pages render `messageKey` in the user's language. */
export const ANSWER_LANGUAGE: Language = 'en';

/** The fields an answer carries for a message: the readable text, and the key and values a page renders. */
export interface SaidFields {
  message: string;
  messageKey?: MessageKey;
  messageValues?: MessageValues;
}

export function said(key: MessageKey, values?: MessageValues): Said {
  return values ? { key, values } : { key };
}

/** An amount for a message, from its decimal text of rupiah and cents ("1234.50"). */
export function moneyValue(decimal: string): MoneyValue {
  return { money: decimal };
}

/** A count for a message, grouped as the pages group counts. */
export function countValue(count: number): CountValue {
  return { count };
}

/** Values shown one after another, `separator` between them. */
export function listValue(list: MessageValue[], separator: string): ListValue {
  return { list, separator };
}

/** A message as text in `language`. */
export function saidText(language: Language, { key, values }: Said): string {
  return formatMessage(language, key, values);
}

export function saidFields({ key, values }: Said): SaidFields {
  return { message: saidText(ANSWER_LANGUAGE, { key, values }), messageKey: key, ...(values ? { messageValues: values } : {}) };
}

/**
 * An answer's message as `render` puts a catalogue text: its key when the catalogue knows it, else its
 * `message` as it came (an older server, a proxy's error); null when it has neither.
 */
export function answerWith(render: (key: MessageKey, values?: MessageValues) => string, answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { message, messageKey, messageValues } = answer as { message?: unknown; messageKey?: unknown; messageValues?: unknown };
  if (isMessageKey(messageKey)) {
    const values = typeof messageValues === 'object' && messageValues !== null ? (messageValues as MessageValues) : undefined;
    return render(messageKey, values);
  }
  return typeof message === 'string' ? message : null;
}

/** An answer's message in `language` (answerWith). */
export function answerText(language: Language, answer: unknown): string | null {
  return answerWith((key, values) => formatMessage(language, key, values), answer);
}
