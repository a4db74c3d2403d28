import type { Db } from '@/lib/server/db';

// The learner's part of the subsidy chain (issue 31), for the export and the closure: the categories
// they declared (with their document), their real-name attendance (where and from what device they
// checked in, and every correction an institution made to it), and the claim lines that name them.

type Row = Record<string, unknown>;

export async function subsidyDataOf(db: Db, userId: number, fileUrl: (id: number) => string): Promise<{ categories: Row[]; attendance: Row[]; subsidies: Row[] }> {
  const [categories, records, lines] = await Promise.all([
    db.selectFrom('subsidy_category_declarations').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('attendance_records as a').innerJoin('class_sessions as s', 's.id', 'a.session_id').innerJoin('classes as c', 'c.id', 's.class_id')
      .selectAll('a').select(['c.title as class_title', 's.date as session_date', 's.start_time', 's.end_time', 's.place'])
      .where('a.user_id', '=', userId).orderBy('a.id').execute(),
    db.selectFrom('subsidy_claim_lines as l').innerJoin('subsidy_claims as k', 'k.id', 'l.claim_id').innerJoin('classes as c', 'c.id', 'k.class_id')
      .selectAll('l').select(['k.claim_no', 'k.status as claim_status', 'c.title as class_title', 'k.notice_starts_on', 'k.notice_ends_on', 'k.paid_on'])
      .where('l.user_id', '=', userId).orderBy('l.id').execute(),
  ]);
  const corrections = records.length
    ? await db.selectFrom('attendance_corrections')
      .select(['attendance_id', 'before_check_in_at', 'before_check_out_at', 'after_check_in_at', 'after_check_out_at', 'reason', 'after_session', 'created_at'])
      .where('attendance_id', 'in', records.map((r) => r.id)).orderBy('id').execute()
    : [];
  return {
    categories: categories.map(({ document_file_id: file, ...c }) => ({ ...c, document: file === null ? null : fileUrl(file) })),
    attendance: records.map((r) => ({ ...r, corrections: corrections.filter((c) => c.attendance_id === r.id).map(({ attendance_id: _, ...c }) => c) })),
    subsidies: lines.map((l) => ({ ...l, reasons: l.reasons ? (JSON.parse(l.reasons) as unknown) : [], standard_rules: l.standard_rules ? (JSON.parse(l.standard_rules) as unknown) : null })),
  };
}

/** The columns a closure erases from attendance records: where and from what the learner checked in. */
export const ATTENDANCE_TRACES = ['check_in_ip', 'check_out_ip', 'device_id', 'latitude', 'longitude'] as const;

/**
 * Attendance stays (its times are the evidence behind a subsidy paid with public money, as the
 * certificate is behind the qualification); the traces of the person's device and position go.
 */
export async function eraseAttendanceTraces(trx: Db, userId: number, stamp: string): Promise<void> {
  const erased = Object.fromEntries(ATTENDANCE_TRACES.map((column) => [column, null])) as Record<(typeof ATTENDANCE_TRACES)[number], null>;
  await trx.updateTable('attendance_records').set({ ...erased, updated_at: stamp }).where('user_id', '=', userId).execute();
}
