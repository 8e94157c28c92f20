import { formatCount, formatMoney, isDecimalText } from '../figures';
import { admin } from './areas/admin';
import { common } from './areas/common';
import { match } from './areas/match';
import { recon } from './areas/recon';
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
const AREAS = [common, shell, admin, statements, review, reports, server, recon, match] as const;

type AreaKeys<A> = A extends { 'id-ID': Readonly<Record<infer K, string>> } ? K : never;
export type MessageKey = AreaKeys<(typeof AREAS)[number]>;
export type Catalogue = Readonly<Record<MessageKey, string>>;

function join(language: Language): Catalogue {
  return Object.assign({}, ...AREAS.map((area) => area[language])) as Catalogue;
}

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { 'id-ID': join('id-ID'), en: join('en') };

/** A message for a user: a catalogue key and the values it names (said.ts makes and answers them). */
export interface Said {
  key: MessageKey;
  values?: MessageValues;
}

/**
 * A value a message names: a text, a number (as written: a line number), an amount or a count (formatted as
 * the pages format them), a list of values, or another message, put in in the same language (a parser's
 * refusal "Line 4, column "Jumlah": …" holds what is wrong with the cell; a conversion's refusal holds the
 * parser's as its reason).
 */
export type MessageValue = string | number | Said | MoneyValue | CountValue | ListValue;

/** Values put in one after another with a separator (a warning's examples, a file's unread columns), each in the same language. */
export interface ListValue {
  list: MessageValue[];
  separator: string;
}

/**
 * An amount of money put into a message, as a decimal text of rupiah and cents ("1234.50", no float on
 * the way): shown as the pages show money, 1.234,50, in either language.
 */
export interface MoneyValue {
  money: string;
}

/** A count put into a message (rows, columns), grouped as the pages group counts: 10.002, in either language. */
export interface CountValue {
  count: number;
}

/** Values a message names in braces: `{name}`. */
export type MessageValues = Readonly<Record<string, MessageValue>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names in braces a text expects, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string))];
}

/** Whether a value is a message of the catalogue (a value read from an answer may be anything). */
function isSaid(value: unknown): value is Said {
  return typeof value === 'object' && value !== null && isMessageKey((value as { key?: unknown }).key);
}

/** A value as the text it puts in; null for one that is neither a text, a number, a figure nor a known message. */
function valueText(language: Language, value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value !== 'object' || value === null) return null;
  const { money, count, list, separator } = value as { money?: unknown; count?: unknown; list?: unknown; separator?: unknown };
  if (typeof money === 'string' && isDecimalText(money)) return formatMoney(money);
  if (typeof count === 'number' && Number.isFinite(count)) return formatCount(count);
  if (Array.isArray(list) && typeof separator === 'string') {
    const parts = list.map((item) => valueText(language, item));
    return parts.every((part) => part !== null) ? parts.join(separator) : null;
  }
  if (!isSaid(value)) return null;
  const values = typeof value.values === 'object' && value.values !== null ? value.values : undefined;
  return formatMessage(language, value.key, values);
}

/**
 * A message in the given language with its values put in, a message among them in the same language; a
 * value not given (or not readable) keeps its braces, so a gap shows instead of a wrong word.
 */
export function formatMessage(language: Language, key: MessageKey, values?: MessageValues): string {
  const text = CATALOGUES[language][key];
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? (valueText(language, values[name]) ?? whole) : whole));
}

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(CATALOGUES[DEFAULT_LANGUAGE], key);
}
