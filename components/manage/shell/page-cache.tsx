'use client';

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { isCacheable } from '@/lib/manage/tags';
import { resolveRoute } from '@/lib/manage/routes';
import { usePermittedRoutes } from '../permitted-routes';
import { ManageRouteHost } from '../route-host';
import { useTags } from './tags';

/**
 * Keeps the page of every open tab that has been shown mounted while hidden, so switching tabs keeps
 * a half-filled form or a scrolled list; closing the tab unmounts it and its state is gone. Pages flagged
 * noCache, fixed pages and error pages render normally through the route's own children.
 */
export function PageCache({ children, siteTitle }: { children: ReactNode; siteTitle: string }) {
  const routes = usePermittedRoutes();
  const { state, activePath } = useTags();
  // A tab's page is kept from the first time it is shown. The tabs restored after a reload and the
  // affixed dashboard have nothing to keep until then; mounted at once, each fetched its data on
  // every page load of the back office.
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([activePath]));
  if (!shown.has(activePath)) setShown(new Set([...shown, activePath]));

  const cached = useMemo(() => {
    const paths = state.views.map((v) => v.path).filter((p) => shown.has(p) && isCacheable(p, routes));
    if (isCacheable(activePath, routes) && !paths.includes(activePath)) paths.push(activePath);
    return paths;
  }, [state.views, activePath, routes, shown]);

  const title = useMemo(() => {
    const resolved = resolveRoute(activePath, routes);
    return resolved.kind === 'page' ? resolved.route.meta.title || resolved.route.title : null;
  }, [activePath, routes]);
  useEffect(() => {
    if (title) document.title = `${title} - ${siteTitle}`;
  }, [title, siteTitle]);

  return (
    <>
      {cached.map((path) => (
        <div key={`${path}#${state.generations[path] ?? 0}`} hidden={path !== activePath} data-cached-page={path}>
          <ManageRouteHost path={path} />
        </div>
      ))}
      {!cached.includes(activePath) && children}
    </>
  );
}
