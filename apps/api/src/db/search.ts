/** `%term%` for LIKE / ILIKE with ESCAPE '\': the user's % _ and \ match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * "The term is in one of `columns`, ignoring case" over a table that keeps those columns joined by a
 * line break and lowered as search_text (migration 011). `pattern` is the placeholder of
 * containsPattern(term). LIKE on the lowered text answers as ILIKE on the columns would (ILIKE is
 * lower() on both sides) without lowering every row again; a term with a line break could span two
 * joined columns, so it is matched column by column.
 */
export function containsCondition(alias: string, columns: readonly string[], term: string, pattern: string): string {
  if (term.includes('\n')) return `(${columns.map((column) => `${alias}.${column} ILIKE ${pattern} ESCAPE '\\'`).join(' OR ')})`;
  return `${alias}.search_text LIKE lower(${pattern}) ESCAPE '\\'`;
}
