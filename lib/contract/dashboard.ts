import { z } from 'zod';

// The back office's dashboard: the figures within the manager's data scope (GET /manage/dashboard)
// and what the manager's account works on (GET /manage/dashboard/work).

export const DashboardFiguresSchema = z
  .object({
    scope: z.enum(['province', 'city', 'organization']),
    classes_by_status: z.array(z.object({ status: z.string(), count: z.number().int() })),
    enrollments_this_week: z.number().int(),
    pending_reviews: z.number().int(),
    certificates_issued: z.number().int(),
    learners_by_city: z.array(z.object({ city_code: z.string().nullable(), city: z.string().nullable(), count: z.number().int() })),
    week_start: z.string().meta({ description: 'Monday 00:00 Beijing time, as UTC ISO 8601' }),
  })
  .meta({ id: 'ManageDashboard' });
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;

export const WORK_KINDS = ['enterprise', 'training', 'region'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

const WorkPointSchema = z.object({ label: z.string(), value: z.number() });

const PassRateSchema = z.object({ class_id: z.number().int(), title: z.string(), sat: z.number().int(), passed: z.number().int() });
export type PassRate = z.infer<typeof PassRateSchema>;

export const DashboardWorkSchema = z
  .object({
    kind: z.enum(WORK_KINDS),
    /** Named counts; the page shows each under ManageDashboard.work.tiles.<key>. */
    tiles: z.array(z.object({ key: z.string(), value: z.number() })),
    /** Status charts keep the raw status as label (the page translates it); others carry names. */
    charts: z.array(
      z.object({
        key: z.string(),
        type: z.enum(['bar', 'pie']),
        labels: z.enum(['jobStatus', 'jobApplicationStatus', 'classStatus', 'name']),
        points: z.array(WorkPointSchema),
      }),
    ),
    /** Classes with exam results, newest exams first: candidates who sat and who passed. */
    pass_rates: z.array(PassRateSchema),
  })
  .meta({ id: 'ManageDashboardWork' });
export type DashboardWork = z.infer<typeof DashboardWorkSchema>;
