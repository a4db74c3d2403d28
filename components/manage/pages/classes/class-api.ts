import { apiFetch } from '@/lib/api/client';
import type { ClassStatus, TrainingClass } from '@/lib/contract/training-class';
import type { ImportMode, ImportReport } from '../../kit';
import { uploadWithProgress, type OnProgress } from '../ops/progress-upload';
import { kitSend } from '../../kit/send';
import type { ClassCover, ClassCreateInput } from '@/lib/contract/class-admin';

// The back-office class calls (routes/manage-classes.ts, manage-class-excel.ts, manage-class-cover.ts).

export const CLASSES_PATH = '/manage/classes';
export const CLASS_EDIT_PAGE = '/manage/classes/edit';
export const CLASS_STATUSES: ClassStatus[] = ['draft', 'enrolling', 'closed', 'ongoing', 'finished'];
export const CLASS_SORTS = ['-created_at', 'created_at', 'start_date', '-start_date', 'title', '-enrolled_count'] as const;
/** Message keys (ManageClasses.sorts.*) of the sort orders. */
export const SORT_KEYS = {
  '-created_at': 'newest', created_at: 'oldest', start_date: 'startAsc', '-start_date': 'startDesc', title: 'title', '-enrolled_count': 'mostEnrolled',
} as const satisfies Record<(typeof CLASS_SORTS)[number], string>;
export const LEVELS = [1, 2, 3, 4, 5] as const;

export type ClassAction = 'publish' | 'close' | 'reopen' | 'finish';
/** The statuses each action starts from, as the API's status flow allows (services/class-admin-writes.ts). */
export const ACTION_FROM: Record<ClassAction, ClassStatus[]> = {
  publish: ['draft'], close: ['enrolling'], reopen: ['closed'], finish: ['closed', 'ongoing'],
};
export const canRun = (action: ClassAction, c: Pick<TrainingClass, 'status'>) => ACTION_FROM[action].includes(c.status);
/** The API refuses to delete a class with records; enrolments are the ones the list can see. */
export const canDelete = (c: Pick<TrainingClass, 'enrolled_count'>) => c.enrolled_count === 0;

export type { RosterEntry } from '@/lib/contract/class-admin';

/** What the class form sends: the body the API validates with (lib/contract/class-admin.ts). */
export type ClassInput = ClassCreateInput;

export const classPath = (id: number) => `${CLASSES_PATH}/${id}`;
// One class: from a confirmation, which shows a 422 itself (kitSend toasts anything else once).
// `silent`: one of a batch, whose tally is the only message.
export const runAction = (id: number, action: ClassAction, silent = false) =>
  silent ? apiFetch<{ data: TrainingClass }>(`${classPath(id)}/${action}`, { method: 'POST', guard: 'manage', silent }) : kitSend<{ data: TrainingClass }>(`${classPath(id)}/${action}`, 'POST');
export const deleteClass = (id: number, silent = false) => (silent ? apiFetch(classPath(id), { method: 'DELETE', guard: 'manage', silent }) : kitSend(classPath(id), 'DELETE'));
/** A 422 is left to the form (by the field); any other failure is toasted once. */
export const saveClass = (id: number | null, body: ClassInput) => kitSend<{ data: TrainingClass }>(id ? classPath(id) : CLASSES_PATH, id ? 'PATCH' : 'POST', body);

export function uploadCover(file: File) {
  const form = new FormData();
  form.append('cover', file);
  return apiFetch<{ data: ClassCover }>(`${CLASSES_PATH}/cover`, { method: 'POST', guard: 'manage', body: form, silent: true });
}

export function importClasses(file: File, mode: ImportMode, onProgress: OnProgress) {
  const form = new FormData();
  form.append('file', file);
  form.append('mode', mode);
  return uploadWithProgress<ImportReport>(`${CLASSES_PATH}/import`, form, onProgress);
}
