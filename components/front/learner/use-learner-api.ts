'use client';

import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import type { Course, Enrollment, LessonDetail, Notification, Order, UserClass } from '@/lib/api/learner-types';
import type { ItemResponse, ListResponse, Pagination } from '@/lib/api/types';

// SWR keys are the API paths (STYLE.md habit 3), so mutate(key) after a change needs no thought.
// The pages explain failures in place, so requests are silent (a 401 still resets the session).

const options = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
const silent = <T,>(path: string) => apiFetch<T>(path, { silent: true });

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
