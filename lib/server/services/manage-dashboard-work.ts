import { sql } from 'kysely';
import type { DashboardWork, PassRate, WorkKind } from '@/lib/contract/dashboard';
import type { Db } from '@/lib/server/db';
import { managerScope, type ManagerScope } from './manager-scope';
import { weekStart } from './manage-dashboard';

// The dashboard's second half: what each kind of account works on (issue 20). An enterprise sees
// its job postings, the applications to them and the public talents matching their occupations;
// a school or training institution its classes, the enrolments waiting for it and its pass rates;
// a city or province manager its region. Figures, not rows: the page draws them as tiles and charts.

const ORG_ENTERPRISE = 10;
const MAX_CLASSES = 8;
const MAX_BARS = 10;
const n = (row: { n: number | string | bigint | null } | undefined) => Number(row?.n ?? 0);
const points = (rows: { label: string | null; n: number | string | bigint | null }[]) => rows.map((r) => ({ label: r.label ?? '', value: Number(r.n ?? 0) }));

async function kindOf(db: Db, scope: ManagerScope): Promise<WorkKind> {
  if (scope.organizationId === null) return 'region';
  const org = await db.selectFrom('organizations').select('type').where('id', '=', scope.organizationId).executeTakeFirst();
  return Number(org?.type) === ORG_ENTERPRISE ? 'enterprise' : 'training';
}

function scopedClassIds(db: Db, scope: ManagerScope) {
  let q = db.selectFrom('classes').select('classes.id');
  if (scope.organizationId !== null) q = q.where('classes.organization_id', '=', scope.organizationId);
  else if (scope.cityCode !== null) q = q.where('classes.city_code', '=', scope.cityCode);
  return q;
}

async function passRates(db: Db, scope: ManagerScope): Promise<PassRate[]> {
  const rows = await db
    .selectFrom('exam_results as r')
    .innerJoin('exams as e', 'e.id', 'r.exam_id')
    .innerJoin('classes as c', 'c.id', 'e.class_id')
    .where('c.id', 'in', scopedClassIds(db, scope))
    .where('r.passed', 'is not', null)
    .select([
      'c.id as class_id', 'c.title',
      (eb) => eb.fn.countAll<number>().as('sat'),
      (eb) => eb.fn.sum<number>(eb.case().when('r.passed', '=', 1).then(1).else(0).end()).as('passed'),
      (eb) => eb.fn.max('e.start_at').as('last_exam'),
    ])
    .groupBy(['c.id', 'c.title'])
    .orderBy('last_exam', 'desc')
    .orderBy('c.id', 'desc')
    .limit(MAX_CLASSES)
    .execute();
  return rows.map((r) => ({ class_id: Number(r.class_id), title: r.title, sat: Number(r.sat), passed: Number(r.passed ?? 0) }));
}

const totalRate = (rates: PassRate[]) => {
  const sat = rates.reduce((s, r) => s + r.sat, 0);
  return sat === 0 ? 0 : Math.round((rates.reduce((s, r) => s + r.passed, 0) / sat) * 100);
};

async function enterpriseWork(db: Db, organizationId: number, since: string): Promise<DashboardWork> {
  const jobIds = db.selectFrom('job_postings').select('id').where('organization_id', '=', organizationId);
  const openOccupations = db.selectFrom('job_postings').select('occupation_id').where('organization_id', '=', organizationId).where('status', '=', 'published').where('occupation_id', 'is not', null);
  const publicTalents = db.selectFrom('talents as t').where('t.is_public', '=', 1).where('t.status', '=', 'active').where('t.occupation_id', 'in', openOccupations);
  const [jobs, applications, thisWeek, matches, byOccupation] = await Promise.all([
    db.selectFrom('job_postings').select(['status as label', (eb) => eb.fn.countAll<number>().as('n')]).where('organization_id', '=', organizationId).groupBy('status').execute(),
    db.selectFrom('job_applications').select(['status as label', (eb) => eb.fn.countAll<number>().as('n')]).where('job_id', 'in', jobIds).groupBy('status').execute(),
    db.selectFrom('job_applications').select((eb) => eb.fn.countAll<number>().as('n')).where('job_id', 'in', jobIds).where('created_at', '>=', since).executeTakeFirst(),
    publicTalents.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    publicTalents
      .innerJoin('occupations as o', 'o.id', 't.occupation_id')
      .select(['o.name as label', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('o.name')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('o.name')
      .limit(MAX_BARS)
      .execute(),
  ]);
  const count = (rows: { label: string; n: number | string | bigint }[], status?: string) => rows.filter((r) => !status || r.label === status).reduce((s, r) => s + Number(r.n), 0);
  return {
    kind: 'enterprise',
    tiles: [
      { key: 'publishedJobs', value: count(jobs, 'published') },
      { key: 'applications', value: count(applications) },
      // Waiting for the employer: sent and not yet looked at (待查看).
      { key: 'pendingApplications', value: count(applications, 'submitted') },
      { key: 'applicationsThisWeek', value: n(thisWeek) },
      { key: 'talentMatches', value: n(matches) },
    ],
    charts: [
      { key: 'jobsByStatus', type: 'pie', labels: 'jobStatus', points: points(jobs) },
      { key: 'applicationsByStatus', type: 'pie', labels: 'jobApplicationStatus', points: points(applications) },
      { key: 'matchesByOccupation', type: 'bar', labels: 'name', points: points(byOccupation) },
    ],
    pass_rates: [],
  };
}

async function trainingWork(db: Db, scope: ManagerScope): Promise<DashboardWork> {
  const classIds = scopedClassIds(db, scope);
  const [waiting, upcoming, rates] = await Promise.all([
    db.selectFrom('enrollments').select((eb) => eb.fn.countAll<number>().as('n')).where('class_id', 'in', classIds).where('status', '=', 'pending').executeTakeFirst(),
    db.selectFrom('classes').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', classIds).where('status', 'in', ['enrolling', 'ongoing']).executeTakeFirst(),
    passRates(db, scope),
  ]);
  return {
    kind: 'training',
    tiles: [
      { key: 'runningClasses', value: n(upcoming) },
      { key: 'enrollmentsWaiting', value: n(waiting) },
      { key: 'passRate', value: totalRate(rates) },
    ],
    charts: [],
    pass_rates: rates,
  };
}

async function regionWork(db: Db, scope: ManagerScope): Promise<DashboardWork> {
  // A province manager compares its cities; a city manager the districts of its city.
  const byPlace = scope.cityCode === null
    ? db.selectFrom('classes as c').leftJoin('regions as g', 'g.code', 'c.city_code').select(['g.name as label', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('g.name')
    : db.selectFrom('classes as c').leftJoin('regions as g', 'g.code', 'c.area_code').where('c.city_code', '=', scope.cityCode).select(['g.name as label', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('g.name');
  let orgs = db.selectFrom('organizations').select((eb) => eb.fn.countAll<number>().as('n'));
  let jobs = db.selectFrom('job_postings').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'published');
  let talents = db.selectFrom('talents').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'active');
  if (scope.cityCode !== null) {
    orgs = orgs.where('city_code', '=', scope.cityCode);
    jobs = jobs.where('city_code', '=', scope.cityCode);
    talents = talents.where('city_code', '=', scope.cityCode);
  }
  const [places, orgCount, jobCount, talentCount, rates] = await Promise.all([
    byPlace.orderBy(sql`count(*)`, 'desc').orderBy('label').limit(MAX_BARS).execute(),
    orgs.executeTakeFirst(),
    jobs.executeTakeFirst(),
    talents.executeTakeFirst(),
    passRates(db, scope),
  ]);
  return {
    kind: 'region',
    tiles: [
      { key: 'organizations', value: n(orgCount) },
      { key: 'publishedJobs', value: n(jobCount) },
      { key: 'talents', value: n(talentCount) },
      { key: 'passRate', value: totalRate(rates) },
    ],
    charts: [{ key: scope.cityCode === null ? 'classesByCity' : 'classesByDistrict', type: 'bar', labels: 'name', points: points(places) }],
    pass_rates: rates,
  };
}

/** The work figures of the manager's account kind, within the manager's data scope. */
export async function dashboardWork(db: Db, managerId: number, now: Date): Promise<DashboardWork> {
  const scope = await managerScope(db, managerId);
  const kind = await kindOf(db, scope);
  if (kind === 'enterprise') return enterpriseWork(db, scope.organizationId!, weekStart(now));
  if (kind === 'training') return trainingWork(db, scope);
  return regionWork(db, scope);
}
