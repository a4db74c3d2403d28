import type { Db } from '@/lib/server/db';
import { seedManagers, seedRolesAndPermissions, type SeededManagers } from './accounts';
import { classRow, planClasses, seedClassTeachers } from './classes';
import { insertReturningIds } from './batch';
import { seedCertificates } from './certificates';
import { seedContentPages } from './content-pages';
import type { SeedContext } from './context';
import { seedDictionaries } from './dictionaries';
import { seedJobApplications, seedJobs, seedTalents } from './employment';
import { planEnrollments, seatCount } from './enrollment-plan';
import { seedEnrollments, seedExams, type SeededClass } from './enrollments';
import { type SeededLearner, seedLearners } from './learners';
import { seedMoxibustionBatches } from './moxibustion';
import { seedNavigation } from './navigation';
import { seedNews } from './news';
import { POPULAR_OCCUPATION_CODES, seedOccupations } from './occupations';
import { ORG_ENTERPRISE, ORG_INSTITUTION, ORG_SCHOOL, seedOrganizations } from './organizations';
import type { SeedPasswords } from './passwords';
import { seedRegions } from './regions';
import { seedMoxibustion, seedTeacherApplications, seedTrainingRegistrations } from './registrations';
import { seedExaminers, seedTeachers } from './staff';
import { seedSubsidies } from './subsidies';
import { seedVideos } from './videos';

export type SeedRun = { managers: SeededManagers; learners: SeededLearner[] };

/** Every domain in dependency order; each draws from its own random stream. */
export async function seedAll(db: Db, base: SeedContext, passwords: SeedPasswords, log: (line: string) => void): Promise<SeedRun> {
  const ctx = (label: string): SeedContext => ({ ...base, rng: base.rng.fork(label) });
  const { geo, stamp } = base;

  log(`regions: ${await seedRegions(db, geo.code)} (${geo.name}, ${geo.cities.length} cities)`);
  log(`dictionary items: ${await seedDictionaries(db)}`);
  const occupations = await seedOccupations(db, stamp);
  const byCode = new Map(occupations.map((o) => [o.code, o]));
  const popular = POPULAR_OCCUPATION_CODES.map((c) => byCode.get(c)!);
  log(`occupations: ${occupations.length}`);
  const orgs = await seedOrganizations(db, ctx('organizations').rng.fork('orgs'), geo, stamp);
  const approved = orgs.filter((o) => o.status === 'approved');
  const trainers = approved.filter((o) => o.type === ORG_SCHOOL || o.type === ORG_INSTITUTION);
  const enterprises = approved.filter((o) => o.type === ORG_ENTERPRISE);
  log(`organizations: ${orgs.length}`);

  const roleIds = await seedRolesAndPermissions(db);
  log(`menu items: ${await seedNavigation(db, roleIds, stamp)}`);
  const managers = await seedManagers(db, ctx('managers'), approved, roleIds, passwords);
  log(`managers: ${managers.accounts.length}`);

  const learners = await seedLearners(db, ctx('learners'), passwords.demo.learnerHash, managers.adminId, new Set());
  log(`learners: ${learners.length}`);
  const classCtx = ctx('classes');
  const drafts = planClasses(classCtx, trainers, occupations, popular);
  const teachers = await seedTeachers(db, ctx('teachers'), trainers, occupations, popular, drafts);
  const examiners = await seedExaminers(db, ctx('examiners'), trainers, occupations);
  const talents = await seedTalents(db, ctx('talents'), learners, occupations);
  const jobs = await seedJobs(db, ctx('jobs'), enterprises, byCode);
  await seedJobApplications(db, ctx('job-applications'), jobs, learners);
  log(`teachers: ${teachers.length}, examiners: ${examiners}, talents: ${talents.length}, jobs: ${jobs.length}`);

  const eligible = learners.filter((l) => l.verification?.status === 'success');
  const plans = drafts.map((d) => planEnrollments(classCtx, d, eligible));
  const classIds = await insertReturningIds(db, 'classes', drafts.map((d, i) => classRow(d, seatCount(plans[i]), geo.code, stamp)));
  await seedClassTeachers(db, classCtx.rng, classIds, drafts, teachers);
  const classes: SeededClass[] = drafts.map((draft, i) => ({ id: classIds[i], draft, plans: plans[i] }));
  const enrollmentIds = await seedEnrollments(db, ctx('enrollments'), classes, managers.adminId);
  log(`classes: ${classes.length}, enrollments: ${enrollmentIds.length}`);
  const certified = await seedExams(db, ctx('exams'), classes, enrollmentIds);
  const certificates = await seedCertificates(db, ctx('certificates'), certified, learners, occupations, popular, trainers, managers.adminId);
  log(`subsidy claims: ${await seedSubsidies(db, ctx('subsidies'), managers.adminId)}`);
  log(`certificates: ${certificates}`);

  log(`news: ${await seedNews(db, ctx('news'), occupations, trainers)}`);
  await seedContentPages(db, geo, stamp);
  log(`videos: ${await seedVideos(db, ctx('videos'), popular, classes)}`);
  await seedTrainingRegistrations(db, ctx('registrations'), occupations);
  const moxibustion = await seedMoxibustionBatches(db, ctx('moxibustion-batches'));
  await seedMoxibustion(db, ctx('moxibustion'), learners, moxibustion);
  await seedTeacherApplications(db, ctx('teacher-applications'), learners, occupations, managers.adminId);
  return { managers, learners };
}
