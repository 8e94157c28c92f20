/** JSON-schema pieces shared by the route plugins. */
export const ID_MAX = 2_147_483_647;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: ID_MAX } },
} as const;

/** A required, non-empty string of at most `maxLength` characters. */
export function text(maxLength: number) {
  return { type: 'string', minLength: 1, maxLength } as const;
}

/**
 * A JSON body, or an object inside one, of exactly these fields: any other field is refused with a
 * 400 naming it (Ajv runs with removeAdditional off, see apiServerOptions), so a misspelt or stray
 * field never passes unseen.
 */
export function jsonBody<const P extends Record<string, object>>(required: readonly string[], properties: P) {
  return { type: 'object', required, properties, additionalProperties: false } as const;
}

/**
 * Who made the change, as the spec's bodies carry it (account_created_by, akun_bank_created_by,
 * depo_edited_by): accepted so clients written to the spec keep working, and ignored, because the
 * server records the signed-in account.
 */
export const ignoredActor = { type: ['integer', 'string', 'null'], maxLength: 64 } as const;
