'use client';

import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import type { Course, LessonDetail, UserClass } from '@/lib/contract/study';
import type { Enrollment, Notification, Order } from '@/lib/contract/enrollment';
import type { ItemResponse, ListResponse, Pagination } from '@/lib/contract/envelope';
import { courseKey, coursesKey, enrollmentKey, lessonKey, myEnrollmentsKey, NOTIFICATIONS_KEY, orderKey, userClassesKey, userClassKey } from './keys';

// SWR keys are the API paths (STYLE.md habit 3), so mutate(key) after a change needs no thought.
// The pages explain failures in place, so requests are silent (a 401 still resets the session).

const options = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
const silent = <T,>(path: string) => apiFetch<T>(path, { silent: true });

export { PER_PAGE, enrollmentKey, myEnrollmentsKey, userClassesKey, userClassKey, orderKey, NOTIFICATIONS_KEY, coursesKey, courseKey, lessonKey } from './keys';

export const useEnrollment = (id: number | null) => useSWR<ItemResponse<Enrollment>>(id ? enrollmentKey(id) : null, silent, options);
export const useMyEnrollments = (page: number) => useSWR<ListResponse<Enrollment>>(myEnrollmentsKey(page), silent, options);
export const useUserClasses = (page: number, entered: boolean) => useSWR<ListResponse<UserClass>>(userClassesKey(page, entered), silent, options);
export const useUserClass = (classId: number | null, enrollmentId: number | null) =>
  useSWR<ItemResponse<UserClass>>(classId && enrollmentId ? userClassKey(classId, enrollmentId) : null, silent, options);
export const useOrder = (orderNo: string | null) => useSWR<ItemResponse<Order>>(orderNo ? orderKey(orderNo) : null, silent, options);
export const useNotifications = () =>
  useSWR<{ data: Notification[]; meta: { pagination: Pagination; unread: number } }>(NOTIFICATIONS_KEY, silent, options);
export const useCourses = (page: number, classId?: number) => useSWR<ListResponse<Course>>(coursesKey(page, classId), silent, options);
export const useCourse = (id: number | null) => useSWR<ItemResponse<Course>>(id ? courseKey(id) : null, silent, options);
export const useLesson = (id: number | null) => useSWR<ItemResponse<LessonDetail>>(id ? lessonKey(id) : null, silent, options);
