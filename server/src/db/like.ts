import { sql, type Expression, type SqlBool } from 'kysely';

/** A LIKE pattern matching `needle` anywhere, with LIKE's own wildcards taken literally. */
function containsPattern(needle: string): string {
  return `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` contains `needle`, ignoring case, on both SQLite and PostgreSQL; a null column contains nothing. */
export function containsIgnoringCase(column: string, needle: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${containsPattern(needle)} escape '\\'`;
}
