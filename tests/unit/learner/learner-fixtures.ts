import type { JobApplication, JobPosting, MyExam } from '@/lib/contract/career';
import type { Enrollment, Order } from '@/lib/contract/enrollment';
import type { Course, LessonDetail, UserClass } from '@/lib/contract/study';
import { trainingClass } from '../front/fixtures';

// One of each thing a learner page shows, as the API answers it, for the islands' unit tests.

export const page = (total: number) => ({ pagination: { total, count: total, per_page: 10, current_page: 1, total_pages: 1 } });
const at = '2026-03-02T08:00:00.000Z';

export const order: Order = {
  order_no: 'PX2026030200017', enrollment_id: 41, class_id: 7, class_title: '电工（四级）培训班', amount_cents: 128000, status: 'pending',
  provider: 'offline', paid_at: null, refunded_at: null, created_at: at, updated_at: at,
  payment: { provider: 'offline', kind: 'offline', payee: { name: '郑州市职业技能培训中心财务室', address: null, phone: null } },
};

export const enrollment: Enrollment = {
  id: 41, class_id: 7, status: 'pending', real_name: '李服务', id_number: '4101**********1234', phone: '139****0003', education: '高中',
  employment_category: '失业人员', documents: [], reason: null, waitlist_position: null, study_seconds: 0, amount_due_cents: 128000,
  created_at: at, updated_at: at,
  class: { data: trainingClass({ id: 7, title: '电工（四级）培训班', status: 'enrolling' }) },
  events: { data: [{ id: 1, from_status: null, to_status: 'pending', reason: null, actor_type: 'user', created_at: at }] },
  order: { data: order },
};

export const userClass: UserClass = {
  ...trainingClass({ id: 7, title: '电工（四级）培训班' }),
  enrollment: { data: enrollment },
  study: { data: { study_seconds: 5400, required_seconds: 72_000, lessons_total: 4, lessons_completed: 1, video_ids: [3] } },
};

export const exam: MyExam = {
  id: 5, title: '电工（四级）理论考试', start_at: at, end_at: at, place: '郑州市考点一', pass_score: 60, status: 'scheduled',
  class: { data: { id: 7, title: '电工（四级）培训班', level: 4, organization: null } },
  occupation: { data: { code: '6-31-01-03', name: '电工' } },
  ticket: { ticket_no: 'ZK2026000123', holder_name: '李服务', id_number: '4101**********1234' }, result: null,
};

export const job: JobPosting = {
  id: 9, title: '维修电工', organization: { data: { id: 1, name: '郑州宇通客车' } }, occupation: { data: null }, city_code: '410100',
  area_code: null, city_name: '郑州市', salary_min: 5000, salary_max: 8000, headcount: 3, education: null, experience: null,
  description: null, contact: null, status: 'published', published_at: at,
};

export const application: JobApplication = {
  id: 12, job_id: 9, message: null, status: 'submitted', created_at: at, updated_at: at,
  job: { data: { id: 9, title: '维修电工', organization: '郑州宇通客车', city_name: '郑州市', salary_min: 5000, salary_max: 8000, status: 'published' } },
};

export const course: Course = {
  id: 3, title: '低压电工安全操作', cover: null, description: null, class_id: 7, class_title: '电工（四级）培训班', lessons_count: 1,
  completed_count: 0, duration_seconds: 1500, watched_seconds: 0,
  lessons: { data: [{ id: 31, video_id: 3, chapter: '第一章 安全用电', title: '触电急救', duration_seconds: 1500, required_ratio: 90, sort: 1, has_media: true, progress: { position_seconds: 0, watched_seconds: 0, completed: false } }] },
};

export const lesson: LessonDetail = {
  ...course.lessons!.data[0], video_title: course.title, class_id: 7, previous_id: null, next_id: 32, stream_url: '/uploads/lessons/31.mp4',
  progress: { position_seconds: 600, watched_seconds: 600, completed: false },
};
