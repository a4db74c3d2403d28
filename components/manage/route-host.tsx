'use client';

import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { useRouter } from 'next/navigation';
import { apiFetch } from '@/lib/api/client';
import { resolveRoute } from '@/lib/manage/routes';
import { usePermittedRoutes } from './permitted-routes';
import { registeredPage } from './pages/registry';
import { PagePathProvider } from './shell/current-tab';
import { CheckFailedPanel, ForbiddenPanel, NotFoundPanel, PageLoading, UnderConstructionPanel } from './route-states';
import type { RouteCheck as RouteCheckAnswer } from '@/lib/contract/manager-shell';

type RouteCheck = { data: RouteCheckAnswer };

/** Renders the page registered for the sidebar item a /manage path names; 401/404 otherwise. */
export function ManageRouteHost({ path }: { path: string }) {
  const routes = usePermittedRoutes();
  const resolved = useMemo(() => resolveRoute(path, routes), [path, routes]);
  const router = useRouter();

  const redirectTo = resolved.kind === 'redirect' ? resolved.to : null;
  useEffect(() => {
    if (redirectTo) router.replace(redirectTo);
  }, [redirectTo, router]);

  // Known-but-not-permitted (401) and unknown (404) differ only on the server, which sees every item.
  const check = useSWR<RouteCheck>(resolved.kind === 'none' ? ['/user/routes/check', path] : null, ([url, p]: [string, string]) =>
    apiFetch<RouteCheck>(url, { guard: 'manage', query: { path: p }, silent: true }),
  );

  if (resolved.kind === 'redirect') return <PageLoading />;
  if (resolved.kind === 'page') {
    const Page = registeredPage(resolved.route.component);
    if (!Page) return <UnderConstructionPanel title={resolved.route.title} component={resolved.route.component} />;
    return (
      <PagePathProvider path={path}>
        <Page route={resolved.route} params={resolved.params} />
      </PagePathProvider>
    );
  }
  if (check.error) return <CheckFailedPanel onRetry={() => void check.mutate()} />;
  if (!check.data) return <PageLoading />;
  return check.data.data.known ? <ForbiddenPanel /> : <NotFoundPanel />;
}
