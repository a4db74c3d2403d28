import type { Selectable } from 'kysely';
import type {
  MoxibustionBatch,
  MoxibustionBatchStatus,
  MoxibustionCertificate,
  MoxibustionEnrollee,
  MoxibustionSummary,
} from '@/lib/contract/moxibustion';
import type { Db } from '@/lib/server/db';
import type { MoxibustionBatchTable } from '@/lib/server/db/schema';
import { maskIdNumber } from './learners';
import { offset, type IncludeTree, type Page, type PageResult } from './query';
import { regionsByCodes } from './regions';

// The moxibustion programme's public side: batches, the published admission list, certificates.

/** Enrolments that hold a seat in their batch. */
export const SEAT_HOLDING_STATUSES = ['approved', 'pending'];

export type BatchFilters = { status?: MoxibustionBatchStatus; city_code?: string };

/** 张三 → 张*, 欧阳明华 → 欧**华: enough to recognise oneself, not to identify a stranger. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

function batchQuery(db: Db) {
  return db.selectFrom('moxibustion_batches as b').select((eb) => [
    'b.id', 'b.code', 'b.title', 'b.level', 'b.city_code', 'b.venue', 'b.organizer', 'b.issuer', 'b.enroll_start', 'b.enroll_end',
    'b.start_date', 'b.end_date', 'b.hours', 'b.capacity', 'b.fee_cents', 'b.contact_phone', 'b.description', 'b.status',
    eb
      .selectFrom('moxibustion_enrollments as e')
      .select(eb.fn.countAll<number>().as('n'))
      .whereRef('e.batch', '=', 'b.code')
      .where('e.status', 'in', SEAT_HOLDING_STATUSES)
      .as('enrolled_count'),
  ]);
}

type BatchRow = Omit<Selectable<MoxibustionBatchTable>, 'created_at' | 'updated_at'> & { enrolled_count: number | string | null };

function toBatch(row: BatchRow): MoxibustionBatch {
  const enrolled = Number(row.enrolled_count ?? 0);
  return {
    ...row,
    status: row.status as MoxibustionBatchStatus,
    enrolled_count: enrolled,
    seats_left: Math.max(row.capacity - enrolled, 0),
  };
}

async function attachCities(db: Db, batches: MoxibustionBatch[], include: IncludeTree): Promise<void> {
  if (!include.city) return;
  const regions = await regionsByCodes(db, [...new Set(batches.map((b) => b.city_code).filter((c): c is string => Boolean(c)))]);
  for (const b of batches) b.city = { data: (b.city_code && regions.get(b.city_code)) || null };
}

export async function listBatches(db: Db, filters: BatchFilters, page: Page, include: IncludeTree): Promise<PageResult<MoxibustionBatch>> {
  let base = db.selectFrom('moxibustion_batches as b');
  if (filters.status) base = base.where('b.status', '=', filters.status);
  if (filters.city_code) base = base.where('b.city_code', '=', filters.city_code);
  let rows = batchQuery(db);
  if (filters.status) rows = rows.where('b.status', '=', filters.status);
  if (filters.city_code) rows = rows.where('b.city_code', '=', filters.city_code);
  const [counted, found] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    // Open enrolment first, then the most recent.
    rows
      .orderBy((eb) => eb.case().when('b.status', '=', 'enrolling').then(0).else(1).end())
      .orderBy('b.start_date', 'desc')
      .orderBy('b.id', 'desc')
      .limit(page.perPage)
      .offset(offset(page))
      .execute(),
  ]);
  const data = found.map(toBatch);
  await attachCities(db, data, include);
  return { data, total: Number(counted.total) };
}

export async function findBatch(db: Db, id: number, include: IncludeTree): Promise<MoxibustionBatch | undefined> {
  const row = await batchQuery(db).where('b.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const batch = toBatch(row);
  await attachCities(db, [batch], include);
  return batch;
}

/** The published admission list of one batch: approved enrolments, oldest first. */
export async function listEnrollees(db: Db, batchCode: string, page: Page): Promise<PageResult<MoxibustionEnrollee>> {
  const base = db.selectFrom('moxibustion_enrollments as e').where('e.batch', '=', batchCode).where('e.status', '=', 'approved');
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .leftJoin('regions as r', 'r.code', 'e.city_code')
      .select(['e.id', 'e.name', 'e.gender', 'e.work_unit', 'e.created_at', 'r.name as city_name'])
      .orderBy('e.created_at')
      .orderBy('e.id')
      .limit(page.perPage)
      .offset(offset(page))
      .execute(),
  ]);
  const data = rows.map((r) => ({
    id: r.id,
    name: maskName(r.name),
    gender: r.gender,
    work_unit: r.work_unit,
    city_name: r.city_name,
    enrolled_on: r.created_at.slice(0, 10),
  }));
  return { data, total: Number(counted.total) };
}

export function certificateQuery(db: Db) {
  return db
    .selectFrom('moxibustion_certificates as c')
    .leftJoin('moxibustion_enrollments as e', 'e.id', 'c.enrollment_id')
    .leftJoin('moxibustion_batches as b', 'b.code', 'e.batch')
    .select([
      'c.cert_no', 'c.name', 'c.id_number', 'c.level', 'c.issuer', 'c.issued_on', 'c.status',
      'b.id as batch_id', 'b.code as batch_code', 'b.title as batch_title',
    ]);
}

type CertificateRow = Awaited<ReturnType<ReturnType<typeof certificateQuery>['executeTakeFirstOrThrow']>>;

export function toCertificate(row: CertificateRow): MoxibustionCertificate {
  return {
    cert_no: row.cert_no,
    name: row.name,
    id_number: maskIdNumber(row.id_number),
    level: row.level,
    issuer: row.issuer,
    issued_on: row.issued_on,
    status: row.status === 'revoked' ? 'revoked' : 'valid',
    batch: { data: row.batch_id && row.batch_code && row.batch_title ? { id: row.batch_id, code: row.batch_code, title: row.batch_title } : null },
  };
}

export async function findMoxibustionCertificate(db: Db, certNo: string): Promise<MoxibustionCertificate | undefined> {
  const row = await certificateQuery(db).where('c.cert_no', '=', certNo).executeTakeFirst();
  return row && toCertificate(row);
}

/** Uses moxibustion_certificates_holder_idx (id_number, name); newest first. */
export async function findMoxibustionCertificatesByHolder(db: Db, name: string, idNumber: string): Promise<MoxibustionCertificate[]> {
  const rows = await certificateQuery(db)
    .where('c.id_number', '=', idNumber)
    .where('c.name', '=', name)
    .orderBy('c.issued_on', 'desc')
    .orderBy('c.cert_no', 'desc')
    .limit(20)
    .execute();
  return rows.map(toCertificate);
}

export async function moxibustionSummary(db: Db): Promise<MoxibustionSummary> {
  const [batches, trained, certified] = await Promise.all([
    db
      .selectFrom('moxibustion_batches')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when('status', '=', 'enrolling').then(1).else(0).end()).as('enrolling'),
      ])
      .executeTakeFirstOrThrow(),
    db.selectFrom('moxibustion_enrollments').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'approved').executeTakeFirstOrThrow(),
    db.selectFrom('moxibustion_certificates').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'valid').executeTakeFirstOrThrow(),
  ]);
  return {
    batches: Number(batches.total),
    enrolling_batches: Number(batches.enrolling ?? 0),
    trained: Number(trained.n),
    certified: Number(certified.n),
  };
}
