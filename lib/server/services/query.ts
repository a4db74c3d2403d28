import { type Expression, type SqlBool, sql } from 'kysely';

// Shared query pieces that read the same on SQLite and PostgreSQL.

/** `column LIKE '%keyword%'` with the user's % and _ taken literally. */
export function contains(column: string, keyword: string): Expression<SqlBool> {
  const escaped = keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return sql<SqlBool>`${sql.ref(column)} like ${`%${escaped}%`} escape '\\'`;
}

export type Page = { page: number; perPage: number };
export type PageResult<T> = { data: T[]; total: number };

export const offset = ({ page, perPage }: Page) => (page - 1) * perPage;

export const flag = (value: number | null | undefined) => value === 1;

export function uniqueIds<T>(rows: T[], pick: (row: T) => number | string | null | undefined): Array<number | string> {
  return [...new Set(rows.map(pick).filter((v): v is number | string => v !== null && v !== undefined))];
}

/** Requested relations as a tree: `include=teachers.occupation` → `{ teachers: { occupation: {} } }`. */
export type IncludeTree = { [relation: string]: IncludeTree };
