import type { ItemResponse } from '@/lib/contract/envelope';
import type { SiteStats } from '@/lib/contract/site-stats';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import {
  apiClient, insertCertificate, insertClass, insertEnrollment, insertOccupation, insertOrganization, insertUser,
} from '@/tests/helpers/fixtures';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
  const db = t.db;
  const occ = await insertOccupation(db);
  await insertOccupation(db);
  await insertOrganization(db);
  await insertOrganization(db, { status: 'pending' });
  await insertOrganization(db, { status: 'disabled' });
  const enrolling = await insertClass(db, { occupation_id: occ });
  await insertClass(db, { occupation_id: occ, status: 'enrolling' });
  const finished = await insertClass(db, { occupation_id: occ, status: 'finished' });
  await insertClass(db, { occupation_id: occ, status: 'draft' });

  const completed = await insertUser(db);
  const certifiedAndHolder = await insertUser(db);
  const holderOnly = await insertUser(db);
  const studying = await insertUser(db);
  await insertEnrollment(db, { class_id: finished, user_id: completed, status: 'completed' });
  await insertEnrollment(db, { class_id: finished, user_id: certifiedAndHolder, status: 'certified' });
  await insertEnrollment(db, { class_id: enrolling, user_id: certifiedAndHolder, status: 'approved' });
  await insertEnrollment(db, { class_id: enrolling, user_id: studying, status: 'studying' });
  // The certificate of the certified enrolment is the same training, counted once.
  await insertCertificate(db, { occupation_id: occ, user_id: certifiedAndHolder, class_id: finished });
  await insertCertificate(db, { occupation_id: occ, user_id: holderOnly });
  await insertCertificate(db, { occupation_id: occ, user_id: null });
  await insertCertificate(db, { occupation_id: occ, user_id: holderOnly, status: 'revoked' });
});

afterAll(() => t.destroy());

test('GET /api/v1/stats answers the home-page figures', async () => {
  const get = apiClient(t.db);
  const { status, body } = await get<ItemResponse<SiteStats>>('/api/v1/stats');
  expect(status).toBe(200);
  expect(body.data).toEqual({
    classes: 3,
    enrolling_classes: 2,
    // 累计培训人次: two trainings finished here, and two valid certificates of trainings elsewhere.
    learners_trained: 4,
    certificates_issued: 3,
    occupations: 2,
    organizations: 1,
  });
});
