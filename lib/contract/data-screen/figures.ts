import { z } from 'zod';

// The province's data screen (数据大屏, issue 32): what GET /manage/screen answers a province or city
// manager, and what the public screen (GET /data-screen) answers anyone. Every figure is read from the
// screen's aggregates (daily and monthly buckets per city, county, occupation and level), never by
// scanning detail tables per view. Money is in integer fen, as everywhere in the subsidies.

/** What the map can be coloured by. */
export const SCREEN_MEASURES = ['learners', 'certificates', 'pass_rate', 'subsidy_paid', 'jobs'] as const;
export type ScreenMeasure = (typeof SCREEN_MEASURES)[number];

const count = z.number().int().nonnegative();
const fen = z.number().int().nonnegative();

/** One month of a trend: month is YYYY-MM in Beijing time; the 12 months end with the current one. */
export const MonthPointSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), value: z.number() });
export type MonthPoint = z.infer<typeof MonthPointSchema>;

/** One area on the map: a city of the province (province scope) or a county of the city (city scope). */
export const ScreenAreaSchema = z.object({
  code: z.string().meta({ description: 'GB/T 2260 code of the city or county' }),
  name: z.string(),
  /** Learners trained: distinct learners with an enrolment in a class of the area. */
  learners: count,
  certificates: count,
  /** Passed ÷ sat of the area's exams; null when nobody sat one. */
  pass_rate: z.number().min(0).max(1).nullable(),
  subsidy_paid_fen: fen,
  jobs: count,
});
export type ScreenArea = z.infer<typeof ScreenAreaSchema>;

export const OccupationCountSchema = z.object({ occupation_id: z.number().int(), name: z.string(), count });
export type OccupationCount = z.infer<typeof OccupationCountSchema>;

export const ScreenTrendsSchema = z.object({
  learners: z.array(MonthPointSchema),
  enrollments: z.array(MonthPointSchema),
  certificates: z.array(MonthPointSchema),
  jobs: z.array(MonthPointSchema),
  applications: z.array(MonthPointSchema),
  /** Present when the subsidies have data: fen paid per month. */
  subsidy_paid_fen: z.array(MonthPointSchema).nullable(),
});
export type ScreenTrends = z.infer<typeof ScreenTrendsSchema>;

export const ScreenScopeSchema = z.object({
  level: z.enum(['province', 'city']),
  code: z.string(),
  name: z.string(),
  /** The province the platform serves (its name heads the screen at every level). */
  province_name: z.string(),
});
export type ScreenScope = z.infer<typeof ScreenScopeSchema>;

/** The figures both screens show (the public screen is always province level). */
export const ScreenFiguresSchema = z.object({
  scope: ScreenScopeSchema,
  /** When the aggregates these figures come from were last brought up to date (UTC ISO 8601). */
  computed_at: z.string(),
  learners: z.object({ registered: count, verified: count }),
  enrollments: z.object({ this_month: count, this_year: count }),
  classes_running_today: count,
  /** Skill levels 1–5 (一级/高级技师 … 五级/初级工), each with its count, in level order. */
  certificates_by_level: z.array(z.object({ level: z.number().int().min(1).max(5), count })),
  exams: z.object({ sat: count, passed: count, pass_rate: z.number().min(0).max(1).nullable() }),
  top_occupations_by_enrollment: z.array(OccupationCountSchema).max(10),
  top_occupations_by_certificates: z.array(OccupationCountSchema).max(10),
  jobs: z.object({ posted: count, applications: count }),
  /** Null when the subsidies have no data yet: the screen then leaves the section out. */
  subsidy: z.object({ claimed_fen: fen, approved_fen: fen, paid_fen: fen }).nullable(),
  trends: ScreenTrendsSchema,
  areas: z.array(ScreenAreaSchema),
});
export type ScreenFigures = z.infer<typeof ScreenFiguresSchema>;

/** One line of the back-office screen's feed: names masked on the server (张*三), nothing else personal. */
export const ScreenFeedItemSchema = z.object({
  kind: z.enum(['certificate', 'enrollment']),
  at: z.string(),
  name_masked: z.string(),
  occupation: z.string().nullable(),
  area_name: z.string().nullable(),
  /** Certificates: the level 1–5; enrolments: null. */
  level: z.number().int().min(1).max(5).nullable(),
});
export type ScreenFeedItem = z.infer<typeof ScreenFeedItemSchema>;

/** GET /manage/screen: the figures and the latest 20 certificates and enrolments of the scope. */
export const ManageScreenSchema = ScreenFiguresSchema.extend({ feed: z.array(ScreenFeedItemSchema).max(20) }).meta({ id: 'ManageDataScreen' });
export type ManageScreen = z.infer<typeof ManageScreenSchema>;

/** GET /data-screen: the province-level figures fit for the public: no feed, no names. */
export const PublicScreenSchema = ScreenFiguresSchema.meta({ id: 'PublicDataScreen' });
export type PublicScreen = z.infer<typeof PublicScreenSchema>;

/** GET /manage/screen's query: a province manager may drill down to a city; a city manager's scope is their own city whatever is asked. */
export const ManageScreenQuerySchema = z.object({ city_code: z.string().regex(/^\d{4}00$/).optional() });

/** How often the screens refresh themselves at most (seconds): the answers carry an ETag and this max-age. */
export const SCREEN_REFRESH_SECONDS = 30;
