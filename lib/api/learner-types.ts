import type { Included, TrainingClass } from './types';

// DTOs of the learner area: enrolments, orders, notifications, my classes and study. The server's
// services return exactly these, and lib/server/api/routes/*-schemas.ts assert their zod schemas match.

export type EnrollmentStatus =
  | 'waitlisted' | 'pending' | 'approved' | 'rejected' | 'paid' | 'studying' | 'completed' | 'certified' | 'cancelled';

export type EnrollmentEvent = {
  id: number; from_status: string | null; to_status: string; reason: string | null; actor_type: string; created_at: string;
};

export type PaymentInstructions = {
  provider: string;
  /** offline: pay at the institution and wait for a manager; redirect: go to `url` (no such provider yet). */
  kind: 'offline' | 'redirect';
  payee: { name: string | null; address: string | null; phone: string | null };
  url?: string;
};

export type OrderStatus = 'pending' | 'paid' | 'refunded' | 'closed';

export type Order = {
  order_no: string; enrollment_id: number; class_id: number; class_title: string; amount_cents: number; status: string;
  provider: string; paid_at: string | null; refunded_at: string | null; created_at: string; updated_at: string;
  payment?: PaymentInstructions;
};

export type Enrollment = {
  id: number; class_id: number; status: string; real_name: string; id_number: string; phone: string; education: string | null;
  employment_category: string | null; documents: { file_id: number; name: string }[]; reason: string | null;
  /** For a waitlisted enrolment, its place in the queue (1 = next to be promoted). */
  waitlist_position: number | null; study_seconds: number; amount_due_cents: number; created_at: string; updated_at: string;
  class?: Included<TrainingClass | null>;
  events?: Included<EnrollmentEvent[]>;
  order?: Included<Order | null>;
};

export type Notification = {
  id: number; kind: string; title: string; body: string; link: string | null; read_at: string | null; created_at: string;
};

export type StudySummary = {
  study_seconds: number; required_seconds: number; lessons_total: number; lessons_completed: number; video_ids: number[];
};
export type UserClass = TrainingClass & { enrollment: Included<Enrollment>; study: Included<StudySummary> };

export type LessonProgress = { position_seconds: number; watched_seconds: number; completed: boolean };
export type Lesson = {
  id: number; video_id: number; chapter: string | null; title: string; duration_seconds: number; required_ratio: number; sort: number;
  has_media: boolean; progress: LessonProgress;
};
export type Course = {
  id: number; title: string; cover: string | null; description: string | null; class_id: number | null; class_title: string | null;
  lessons_count: number; completed_count: number; duration_seconds: number; watched_seconds: number;
  lessons?: Included<Lesson[]>;
};
export type LessonDetail = Lesson & {
  video_title: string; class_id: number | null; previous_id: number | null; next_id: number | null; stream_url: string | null;
};

export type Play = { play_id: number; lesson_id: number; duration_seconds: number; required_ratio: number } & LessonProgress;
export type ProgressReport = LessonProgress & { credited_seconds: number; class_study_seconds: number | null };
