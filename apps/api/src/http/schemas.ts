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
