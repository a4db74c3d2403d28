import { notFound } from 'next/navigation';
import { intParam, type SearchParamsPromise } from './search-params';

/** The `id` of a detail page (`/class/info?id=42`); a missing or malformed id is a 404. */
export async function requireId(searchParams: SearchParamsPromise): Promise<number> {
  const id = intParam(await searchParams, 'id');
  if (id === undefined) notFound();
  return id;
}

export function orNotFound<T>(value: T | null): T {
  if (value === null) notFound();
  return value;
}
