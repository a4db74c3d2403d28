import { redirect } from 'next/navigation';
import type { SearchParamsPromise } from '@/lib/api/queries/search-params';
import { redirectTarget } from '@/lib/auth/redirect-target';

type Props = { params: Promise<{ path: string[] }>; searchParams: SearchParamsPromise };

/** /redirect/{path} (SPEC.md §2): re-enters {path} with its query, so a page can be reloaded from scratch. */
export default async function RedirectPage({ params, searchParams }: Props) {
  redirect(redirectTarget((await params).path, await searchParams));
}
