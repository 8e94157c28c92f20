/**
 * The building blocks of every route's schema (issue 20): one TypeBox definition gives the server its
 * validation and serialization and both sides of the wire their TypeScript types. This module loads
 * TypeBox at run time, so the pages import its types only (`import type`, enforced by lint).
 */
import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';

export { Type, type Static, type TSchema };

/**
 * How a server started with CHECKER_CHECK_ANSWERS=1 (the API and e2e tests) reports an answer outside its
 * route's response schema, at the start of a line of its output; the test harnesses fail on it.
 */
export const ANSWER_MISMATCH = 'ANSWER MISMATCH';

/** PostgreSQL's integer: the largest id a path or body may name. */
export const ID_MAX = 2_147_483_647;
export const PAGE_SIZE_MAX = 1000;
export const PAGE_MAX = 1_000_000;

/**
 * An object of exactly these fields. A body refuses any other field with a 400 naming it (Ajv runs with
 * removeAdditional off, see apiServerOptions); an answer never carries one (serialization drops it, and the
 * API tests' answer check refuses it).
 */
export function Exact<P extends TProperties>(properties: P): TObject<P> {
  return Type.Object(properties, { additionalProperties: false });
}

/** `schema` or null, as one JSON type list (serialized without trying alternatives one by one). */
export function Nullable<T extends TSchema>(schema: T) {
  const type = (schema as { type?: unknown }).type;
  if (typeof type !== 'string') throw new Error('Nullable takes a schema with one JSON type.');
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
}

/** A required, non-empty string of at most `maxLength` characters. */
export function Text(maxLength: number) {
  return Type.String({ minLength: 1, maxLength });
}

export const Id = Type.Integer({ minimum: 1, maximum: ID_MAX });
export const IdParams = Type.Object({ id: Id });

/** A page size path parameter (named pageSize or rows by the spec) and a page number. */
export const PageSize = Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX });
export const PageNumber = Type.Integer({ minimum: 1, maximum: PAGE_MAX });
export const PageParams = Type.Object({ pageSize: PageSize, page: PageNumber });

/** Either a website's id or its code: several bodies name a website either way. */
export function WebsiteRef(maxLength: number) {
  return Type.Unsafe<number | string>({ type: ['integer', 'string'], maxLength });
}

/**
 * Who made the change, as the spec's bodies carry it (account_created_by, akun_bank_created_by,
 * depo_edited_by): accepted so clients written to the spec keep working, and ignored, because the
 * server records the signed-in account.
 */
export const IgnoredActor = Type.Unsafe<number | string | null>({ type: ['integer', 'string', 'null'], maxLength: 64 });

/** A time as the server sends it: ISO 8601 in UTC (a database timestamp serialized). */
export const Timestamp = Type.String();

/**
 * A value of an answer's message: a text, a number, an amount or a count (shown in the reader's grouping),
 * or a message put in it (a parser's refusal inside a conversion's, messages/catalogue.ts MessageValue), whose own values are read as the catalogue reads them.
 */
export const MessageValue = Type.Union([
  Type.String(),
  Type.Number(),
  Exact({ key: Type.String(), values: Type.Optional(Type.Record(Type.String(), Type.Unknown())) }),
  Exact({ money: Type.String() }),
  Exact({ count: Type.Number() }),
  Exact({ list: Type.Array(Type.Unknown()), separator: Type.String() }),
]);

/**
 * The message of an answer: its readable (English) text, and the catalogue key and values a page shows
 * in the user's language (messages/said.ts).
 */
export const SaidProperties = {
  message: Type.String(),
  messageKey: Type.Optional(Type.String()),
  messageValues: Type.Optional(Type.Record(Type.String(), MessageValue)),
};

/** Body of most answers, and of every failure (spec 01 §7). */
export const MessageAnswer = Exact({ ...SaidProperties });
export type MessageAnswer = Static<typeof MessageAnswer>;

/** The answer of status, password and delete calls: what changed, by id (account_id, website_id, …). */
export function ChangeAnswer<P extends TProperties>(properties: P) {
  return Exact({ success: Type.Boolean(), ...SaidProperties, ...properties });
}

/**
 * A paged list: an array whose rows carry `all_data`, the total across all pages (DESIGN §5; the pages
 * read it from the first row; x-total-count repeats it).
 */
export function PagedRows<P extends TProperties>(row: TObject<P>) {
  return Type.Array(Exact({ ...row.properties, all_data: Type.Integer() }));
}
export type PagedRow<T> = T & { all_data: number };

/**
 * A file download (CSV, XLSX, a template): bytes sent as they are, never through the JSON serializer;
 * failures still answer a JSON message.
 */
export const FileAnswer = Type.Unsafe<Uint8Array | AsyncIterable<Uint8Array | string>>({ description: 'The file, as bytes or a stream of them; its type in content-type, its name in content-disposition.' });

/** One of these strings (serialized as a plain string, typed as their union). */
export function OneOf<const V extends readonly string[]>(values: V) {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values] });
}
