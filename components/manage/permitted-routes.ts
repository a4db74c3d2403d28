'use client';

import { useMemo } from 'react';
import { filterRoutes, type MenuRoute } from '@/lib/manage/routes';
import { useManager } from './manager-session';

/** The manager's permitted routes, as the server sent them and filtered by meta.roles (SPEC.md §6). */
export function usePermittedRoutes(): MenuRoute[] {
  const { roles, sidebars } = useManager();
  return useMemo(() => filterRoutes(sidebars as MenuRoute[], roles.map((r) => r.name)), [roles, sidebars]);
}
