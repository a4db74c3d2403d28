import type { Database } from '@/lib/server/db/schema';

/**
 * The one cache model: what a write changes, and which kept copies that drops.
 *
 * Every INSERT, UPDATE and DELETE goes through the database handle, which names the tables it wrote
 * (lib/server/cache/watch-writes.ts) once the statement, or its transaction, has committed. The tables
 * below turn into entities; the entities are announced on the one bus (lib/server/cache-bus.ts), in
 * this process at once and in the others through Redis; and each cache drops what the entity covers:
 *
 * - the API's response cache (lib/server/api/http/response-cache.ts) and Next's data cache of public
 *   reads (lib/api/cache/public-read.ts) drop the public API resources listed for the entity;
 * - the HTML page cache (lib/server/page-cache) is emptied when the entity says `pages`.
 *
 * No URL or route decides staleness: a write that reaches the database through any route, script or
 * seed announces itself, and a table that public pages never show announces nothing.
 */

/**
 * The public API resources (the first segment after /api/v1/), each with the anonymous reads under it
 * that the API's response cache keeps (lib/server/api/http/response-cache.ts): all of them, those under
 * the sub-paths named, or none. Next's data cache of public reads drops them all the same.
 */
export const RESOURCES = {
  classes: 'all',
  news: 'all',
  'news-categories': 'all',
  occupations: 'all',
  regions: 'all',
  teachers: 'all',
  examiners: 'all',
  talents: 'all',
  banners: 'all',
  pages: 'all',
  stats: 'all',
  dictionaries: 'all',
  // Not the certificates: each lookup must count against the per-address limit.
  moxibustion: ['summary', 'batches'],
  // Kept by its own route with an ETag (routes/data-screen.ts); the response cache keeps only bytes.
  'data-screen': 'none',
} as const satisfies Record<string, 'all' | 'none' | readonly string[]>;

/** A public API resource. '*' (in an entity's rule) stands for all of them. */
export type Resource = keyof typeof RESOURCES;

/** The paths the API's response cache keeps, from RESOURCES: /api/v1/<resource>[/<sub-path>] and below. */
export const CACHEABLE_API: RegExp = (() => {
  const prefixes = Object.entries(RESOURCES).flatMap(([resource, kept]): string[] =>
    kept === 'none' ? [] : kept === 'all' ? [resource] : kept.map((sub) => `${resource}/${sub}`),
  );
  return new RegExp(`^/api/v1/(${prefixes.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(/|$)`);
})();

type EntityRule = { resources: readonly Resource[] | '*'; pages: boolean };

export const ENTITIES = {
  /** What every public list joins (names of regions, occupations, organizations, dictionary labels). */
  catalogue: { resources: '*', pages: true },
  classes: { resources: ['classes', 'stats'], pages: true },
  /**
   * Seats taken on a class (classes.enrolled_count only). Not the page cache: enrolments come in bursts
   * at peak times and would keep it empty; the pages show seats up to PAGE_CACHE_SECONDS late, and the
   * enrolment itself checks capacity.
   */
  'class-seats': { resources: ['classes'], pages: false },
  /** Finished trainings and certificates: the home page's figures (kept pages show them a little late). */
  trainings: { resources: ['stats'], pages: false },
  news: { resources: ['news', 'news-categories'], pages: true },
  teachers: { resources: ['teachers'], pages: true },
  examiners: { resources: ['examiners'], pages: true },
  talents: { resources: ['talents'], pages: true },
  banners: { resources: ['banners'], pages: true },
  pages: { resources: ['pages'], pages: true },
  moxibustion: { resources: ['moxibustion'], pages: true },
  /** Places taken in a moxibustion batch, as seats on a class. */
  'moxibustion-seats': { resources: ['moxibustion'], pages: false },
  /**
   * The data screen's aggregates (issue 32), rewritten by their job when a count moved: the public
   * screen's answer. Not the page cache: the screen's page shows figures up to PAGE_CACHE_SECONDS late.
   */
  screen: { resources: ['data-screen'], pages: false },
} as const satisfies Record<string, EntityRule>;

export type Entity = keyof typeof ENTITIES;

/**
 * A table's entity, or null when no public page or public API answer shows it. An UPDATE that sets
 * only the `minor` columns announces the lesser entity instead (null: nothing).
 */
type TableRule = Entity | null | { entity: Entity; minor: { columns: readonly string[]; entity: Entity | null } };

/** Every table, so a new one cannot be forgotten (the compiler asks for it). */
export const TABLES: Record<keyof Database, TableRule> = {
  regions: 'catalogue',
  organizations: 'catalogue',
  occupations: 'catalogue',
  dictionary_items: 'catalogue',
  classes: { entity: 'classes', minor: { columns: ['enrolled_count', 'updated_at'], entity: 'class-seats' } },
  class_teachers: 'classes',
  videos: 'classes',
  chapters: 'classes',
  lessons: 'classes',
  // Study progress moves study_seconds many times a minute; only a status change counts.
  enrollments: { entity: 'trainings', minor: { columns: ['study_seconds', 'updated_at'], entity: null } },
  certificates: 'trainings',
  news: 'news',
  news_categories: 'news',
  teachers: 'teachers',
  examiners: 'examiners',
  talents: 'talents',
  banners: 'banners',
  pages: 'pages',
  // An enrolment touches its batch's updated_at to take a lock.
  moxibustion_batches: { entity: 'moxibustion', minor: { columns: ['updated_at'], entity: 'moxibustion-seats' } },
  moxibustion_enrollments: 'moxibustion-seats',
  moxibustion_certificates: 'moxibustion',
  // Private to a learner, a manager or the back office: no public copy shows them.
  files: null,
  users: null,
  user_verified_data: null,
  managers: null,
  roles: null,
  permissions: null,
  role_permissions: null,
  manager_roles: null,
  navbars: null,
  sidebars: null,
  navbar_sidebars: null,
  sidebar_roles: null,
  teacher_applications: null,
  enrollment_events: null,
  orders: null,
  exams: null,
  exam_results: null,
  certificate_events: null,
  certificate_credentials: null,
  lesson_progress: null,
  lesson_plays: null,
  study_clocks: null,
  notifications: null,
  training_registrations: null,
  job_postings: null,
  job_applications: null,
  verification_codes: null,
  access_tokens: null,
  operation_logs: null,
  login_logs: null,
  login_lockouts: null,
  client_error_logs: null,
  learner_rights_events: null,
  // The subsidy chain: the back office's and the learner's own; the public notice reads (/subsidy) are not kept.
  subsidy_claims: null,
  subsidy_standards: null,
  subsidy_category_declarations: null,
  class_sessions: null,
  attendance_records: null,
  attendance_corrections: null,
  subsidy_claim_lines: null,
  subsidy_claim_files: null,
  subsidy_objections: null,
  subsidy_payment_batches: null,
  subsidy_audit_log: null,
  screen_daily: 'screen',
  screen_monthly: 'screen',
  // The job's progress alone changes no figure; '@version' moves with the buckets it counts.
  screen_watermarks: null,
};

/** One written table: its name and, for an UPDATE, the columns it set. */
export type Write = { table: string; columns?: readonly string[] };

/** The entities some writes change (a table not in TABLES, such as Kysely's own, changes none). */
export function entitiesOf(writes: Iterable<Write>): Entity[] {
  const found = new Set<Entity>();
  for (const { table, columns } of writes) {
    const rule = (TABLES as Record<string, TableRule | undefined>)[table];
    if (!rule) continue;
    if (typeof rule === 'string') found.add(rule);
    else if (columns && columns.length > 0 && columns.every((c) => rule.minor.columns.includes(c))) {
      if (rule.minor.entity) found.add(rule.minor.entity);
    } else found.add(rule.entity);
  }
  return [...found];
}

/** The public API resources the entities cover ('*': all). */
export function resourcesOf(entities: readonly string[]): Set<string> | '*' {
  const resources = new Set<string>();
  for (const entity of entities) {
    const rule = (ENTITIES as Record<string, EntityRule | undefined>)[entity];
    if (!rule) continue;
    if (rule.resources === '*') return '*';
    for (const r of rule.resources) resources.add(r);
  }
  return resources;
}

/** Whether the entities change what kept HTML pages show. */
export function changesPages(entities: readonly string[]): boolean {
  return entities.some((entity) => (ENTITIES as Record<string, EntityRule | undefined>)[entity]?.pages);
}

/** The resource of a public API path ("/api/v1/classes/12?x" or "/classes/12" → "classes"). */
export function resourceOfPath(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\/v1\//, '').split(/[/?\n]/)[0];
}
