// The sidebar `component` names that have a page (the keys of PAGE_REGISTRY in registry.tsx, which
// must list exactly these). Kept apart so the menu form can offer them without loading every page.

export const PAGE_NAMES = [
  'dashboard/index',
  'learners/index',
  'managers/index',
  'organizations/index',
  'dictionaries/index',
  'roles/index',
  'menus/index',
  'logs/operation',
  'logs/login',
  'logs/client-errors',
  'logs/sessions',
  'logs/learner-rights',
  'classes/index',
  'classes/edit',
  'certificates/index',
  'certificates/detail',
  'moxibustion/index',
  'enrollments/index',
  'exams/index',
  'training-registrations/index',
  'verifications/index',
  'occupations/index',
  'teachers/index',
  'teacher-applications/index',
  'examiners/index',
  'news/index',
  'news/edit',
  'pages/index',
  'videos/index',
  'talents/index',
  'jobs/index',
  'jobs/edit',
] as const;

export type PageName = (typeof PAGE_NAMES)[number];
