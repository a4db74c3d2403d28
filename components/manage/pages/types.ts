import type { MenuRoute } from '@/lib/manage/routes';

/** What the shell hands every registered back-office page. */
export type ManagePageProps = {
  /** The sidebar item the path resolved to (title, meta, component name…). */
  route: MenuRoute;
  /** Values of `:name` segments in the item's path, e.g. { id: '12' } for /manage/classes/:id. */
  params: Record<string, string>;
};
