// The data screen's tables (migration 2026-11-30-screen-01-aggregates); db/schema.ts's Database
// extends ScreenTables. A bucket's key has no NULLs: '' for an unknown place, 0 for an unknown
// occupation or level; in the monthly buckets '*' and -1 stand for "all" (refresh.ts's ROLLUPS).
// Values are counts, or fen for the subsidy measures.

type Bucket = { measure: string; city_code: string; area_code: string; occupation_id: number; level: number; value: number | string };

export interface ScreenDailyTable extends Bucket { day: string }
export interface ScreenMonthlyTable extends Bucket { month: string }
/** The incremental job's progress per source (the newest change time it has counted), and '@version'. */
export interface ScreenWatermarkTable { source: string; mark: string; updated_at: string }

export interface ScreenTables {
  screen_daily: ScreenDailyTable;
  screen_monthly: ScreenMonthlyTable;
  screen_watermarks: ScreenWatermarkTable;
}
