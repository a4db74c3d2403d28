'use client';

// Back-office pages by sidebar `component` name (SPEC.md §3; the seeded names are in
// lib/server/db/seed/menus.ts). The catch-all route under /manage resolves the URL against the
// manager's permitted sidebars and renders the page registered here for the item's component.
//
// To add a page: put a client component (default export, props ManagePageProps) in
// components/manage/pages/<module>/<name>-page.tsx and add ONE line below:
//   'classes/index': lazyPage(() => import('./classes/classes-page')),
// Its messages go in a namespace named Manage<Something> (the shell ships every Manage* namespace).
// Each page is a separate chunk, loaded only when a manager opens it.

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { PageLoading } from '../route-states';
import type { PageName } from './page-names';
import type { ManagePageProps } from './types';

type Loader = () => Promise<{ default: ComponentType<ManagePageProps> }>;

function lazyPage(load: Loader): ComponentType<ManagePageProps> {
  // The shell is drawn on the server; the pages still render in the browser only (they read the
  // manager's data through SWR and some reach for window), as they did before the shell moved.
  return dynamic(load, { loading: () => <PageLoading />, ssr: false });
}

export const PAGE_REGISTRY: Readonly<Record<PageName, ComponentType<ManagePageProps>>> = {
  'dashboard/index': lazyPage(() => import('./dashboard/dashboard-page')),
  'learners/index': lazyPage(() => import('./learners/learners-page')),
  'managers/index': lazyPage(() => import('./managers/managers-page')),
  'organizations/index': lazyPage(() => import('./organizations/organizations-page')),
  'dictionaries/index': lazyPage(() => import('./dictionaries/dictionaries-page')),
  'roles/index': lazyPage(() => import('./roles/roles-page')),
  'menus/index': lazyPage(() => import('./menus/menus-page')),
  'logs/operation': lazyPage(() => import('./logs/operation-log-page')),
  'logs/login': lazyPage(() => import('./logs/login-log-page')),
  'logs/client-errors': lazyPage(() => import('./logs/client-errors-page')),
  'logs/sessions': lazyPage(() => import('./logs/sessions-page')),
  'logs/learner-rights': lazyPage(() => import('./logs/learner-rights-page')),
  'classes/index': lazyPage(() => import('./classes/classes-page')),
  'classes/edit': lazyPage(() => import('./classes/class-edit-page')),
  'certificates/index': lazyPage(() => import('./certificates/certificates-page')),
  'certificates/detail': lazyPage(() => import('./certificates/certificate-detail-page')),
  'moxibustion/index': lazyPage(() => import('./moxibustion/moxibustion-page')),
  'enrollments/index': lazyPage(() => import('./enrollments/enrollments-page')),
  'exams/index': lazyPage(() => import('./exams/exams-page')),
  'training-registrations/index': lazyPage(() => import('./training-registrations/training-registrations-page')),
  'verifications/index': lazyPage(() => import('./verifications/verifications-page')),
  'occupations/index': lazyPage(() => import('./occupations/occupations-page')),
  'teachers/index': lazyPage(() => import('./teachers/teachers-page')),
  'teacher-applications/index': lazyPage(() => import('./teacher-applications/teacher-applications-page')),
  'examiners/index': lazyPage(() => import('./examiners/examiners-page')),
  'news/index': lazyPage(() => import('./content/news-page')),
  'news/edit': lazyPage(() => import('./content/news-edit-page')),
  'pages/index': lazyPage(() => import('./content/pages-page')),
  'videos/index': lazyPage(() => import('./videos/videos-page')),
  'talents/index': lazyPage(() => import('./talents/talents-page')),
  'jobs/index': lazyPage(() => import('./jobs/jobs-page')),
  'jobs/edit': lazyPage(() => import('./jobs/job-edit-page')),
  'subsidy/claims': lazyPage(() => import('./subsidy/claims-page')),
  'subsidy/claim': lazyPage(() => import('./subsidy/claim-page')),
  'subsidy/sessions': lazyPage(() => import('./subsidy/sessions-page')),
  'subsidy/categories': lazyPage(() => import('./subsidy/categories-page')),
  'subsidy/standards': lazyPage(() => import('./subsidy/standards-page')),
  'subsidy/payments': lazyPage(() => import('./subsidy/payments-page')),
  'subsidy/reports': lazyPage(() => import('./subsidy/reports-page')),
  'screen/index': lazyPage(() => import('./screen/screen-page')),
};

export function registeredPage(component: string): ComponentType<ManagePageProps> | null {
  return Object.hasOwn(PAGE_REGISTRY, component) ? PAGE_REGISTRY[component as PageName] : null;
}
