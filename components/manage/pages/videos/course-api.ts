import { ApiError, API_BASE, APP_ID } from '@/lib/api/client';
import type { ManagedChapter, ManagedCourse, ManagedLesson, UploadedVideo } from '@/lib/contract/course-admin';
import { GUARD_HEADER } from '@/lib/auth/cookies';
import { kitSend, kitSendToasted } from '../../kit/send';

// The back-office course calls (routes/manage-courses.ts, manage-chapters.ts, manage-lessons.ts).

export const COURSES_PATH = '/manage/courses';
export const coursePath = (classId: number) => `${COURSES_PATH}/${classId}`;
export const reportPath = (classId: number) => `${coursePath(classId)}/study-report`;

export type LessonFields = { title: string; chapter_id: number | null; file_id?: number; duration_seconds: number; required_ratio: number };

// The dialogs' writes: a 422 is left to the dialog (by the field), anything else toasted once.
export const addChapter = (classId: number, title: string) => kitSend<{ data: ManagedChapter }>(`${coursePath(classId)}/chapters`, 'POST', { title });
export const renameChapter = (id: number, title: string) => kitSend<{ data: ManagedChapter }>(`/manage/chapters/${id}`, 'PATCH', { title });
export const removeChapter = (id: number) => kitSendToasted(`/manage/chapters/${id}`, 'DELETE');
export const addLesson = (classId: number, fields: LessonFields) => kitSend<{ data: ManagedLesson }>(`${coursePath(classId)}/lessons`, 'POST', fields);
export const editLesson = (id: number, fields: Partial<LessonFields>) => kitSend<{ data: ManagedLesson }>(`/manage/lessons/${id}`, 'PATCH', fields);
export const removeLesson = (id: number) => kitSendToasted(`/manage/lessons/${id}`, 'DELETE');
export const reorder = (classId: number, chapterIds: number[], lessonIds: number[]) =>
  kitSendToasted<{ data: ManagedCourse }>(`${coursePath(classId)}/order`, 'PUT', { chapter_ids: chapterIds, lesson_ids: lessonIds });

/** Sends the file as the raw request body (the server streams it to storage), reporting the share sent so far. */
export function uploadVideo(classId: number, file: File, onProgress: (share: number) => void): Promise<UploadedVideo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${coursePath(classId)}/videos?name=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader(GUARD_HEADER, 'manage');
    xhr.setRequestHeader('appid', String(APP_ID));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => { if (event.lengthComputable) onProgress(event.loaded / event.total); };
    xhr.onload = () => {
      let body: { data?: UploadedVideo; message?: string; errors?: Record<string, string[]> } | null = null;
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON: reported by status alone */ }
      if (xhr.status === 201 && body?.data) resolve(body.data);
      else reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.send(file);
  });
}

/** The length the browser's own decoder reads from the file's header; null when it cannot (then it is typed in). */
export function readDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (value: number | null) => { URL.revokeObjectURL(url); resolve(value); };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) && video.duration > 0 ? Math.max(1, Math.round(video.duration)) : null);
    video.onerror = () => done(null);
    setTimeout(() => done(null), 5000);
    video.src = url;
  });
}
