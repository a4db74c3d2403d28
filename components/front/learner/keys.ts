// The learner area's SWR keys (the API paths, STYLE.md habit 3), in a module without 'use client' so
// that the server components reading a page's first data (lib/api/queries/learner.ts) name the same keys.

export const PER_PAGE = 10;
export const enrollmentKey = (id: number) => `/user/enrollments/${id}?include=class,events,order`;
export const myEnrollmentsKey = (page: number) => `/user/enrollments?page=${page}&per_page=${PER_PAGE}&include=class,events,order`;
export const userClassesKey = (page: number, entered: boolean) => `/user/${entered ? 'entered-classes' : 'classes'}?page=${page}&per_page=${PER_PAGE}`;
export const userClassKey = (classId: number, enrollmentId: number) => `/user/classes/${classId}/${enrollmentId}`;
export const orderKey = (orderNo: string) => `/user/orders/${encodeURIComponent(orderNo)}`;
export const NOTIFICATIONS_KEY = `/user/notifications?per_page=${PER_PAGE}`;
export const coursesKey = (page: number, classId?: number) => `/user/videos?page=${page}&per_page=12${classId ? `&class_id=${classId}` : ''}`;
export const courseKey = (id: number) => `/user/videos/${id}`;
export const lessonKey = (id: number) => `/user/lessons/${id}`;
export const MY_EXAMS_KEY = '/user/exams';
/** One of my exams with its admission ticket (/user/exam?id=…). */
export const myExamKey = (id: number) => `/user/exams/${id}`;
export const MY_CERTIFICATES_KEY = '/user/certificates';
export const classEnrollmentsKey = (classId: number) => `/user/enrollments?class_id=${classId}&per_page=10`;
export const MY_APPLICATIONS_KEY = '/user/job-applications';
export const MY_TALENT_KEY = '/user/talent';
export const MY_TEACHER_APPLICATIONS_KEY = '/ad/registered-teachers/applied';
export const JOBS_PER_PAGE = 10;
/** /jobs as the job search asks for it: the first page with no filter is what /user/job opens with. */
export function jobsKey(query: { keyword: string; city: string; page: number }): string {
  const params = new URLSearchParams({ per_page: String(JOBS_PER_PAGE), page: String(query.page) });
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.city) params.set('city_code', query.city);
  return `/jobs?${params.toString()}`;
}
