/**
 * One part of the message catalogue: every text of one area of the product in Indonesian (id-ID, the
 * product's language; the spec's quoted texts word for word) and in English. The English side must
 * have every key of the Indonesian one (the type says so), so a text added in one language only
 * fails the type-check.
 */
export interface MessageArea<K extends string> {
  'id-ID': Readonly<Record<K, string>>;
  en: Readonly<Record<K, string>>;
}

/** Declares an area; the keys come from its Indonesian side. */
export function messageArea<K extends string>(area: MessageArea<K>): MessageArea<K> {
  return area;
}
