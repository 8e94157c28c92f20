import { admin } from './areas/admin';
import { common } from './areas/common';
import { reports } from './areas/reports';
import { review } from './areas/review';
import { server } from './areas/server';
import { shell } from './areas/shell';
import { statements } from './areas/statements';

/** The languages a user can choose in the header; id-ID is the product's own. */
export const LANGUAGES = ['id-ID', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id-ID';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Every area, joined into one catalogue per language. */
const AREAS = [common, shell, admin, statements, review, reports, server] as const;

type AreaKeys<A> = A extends { 'id-ID': Readonly<Record<infer K, string>> } ? K : never;
export type MessageKey = AreaKeys<(typeof AREAS)[number]>;
export type Catalogue = Readonly<Record<MessageKey, string>>;

function join(language: Language): Catalogue {
  return Object.assign({}, ...AREAS.map((area) => area[language])) as Catalogue;
}

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { 'id-ID': join('id-ID'), en: join('en') };

/** Values a message names in braces: `{name}`. */
export type MessageValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names in braces a text expects, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string))];
}

/** A message in the given language with its values put in; a value not given keeps its braces, so a gap shows instead of a wrong word. */
export function formatMessage(language: Language, key: MessageKey, values?: MessageValues): string {
  const text = CATALOGUES[language][key];
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(CATALOGUES[DEFAULT_LANGUAGE], key);
}
