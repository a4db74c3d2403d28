// DTOs of the back-office course editor and study-hours report (/api/v1/manage/classes/{id}/…).
// The server's services return exactly these, and lib/server/api/routes/manage-course-schemas.ts
// asserts its zod schemas match.

/** A class in my scope and the size of its course: where a manager picks a class. */
export type ClassCourseRow = { id: number; title: string; status: string; start_date: string; end_date: string; lessons_count: number };

export type ManagedChapter = { id: number; title: string; sort: number; lessons_count: number };

export type ManagedLesson = {
  id: number; chapter_id: number | null; title: string; sort: number; duration_seconds: number;
  /** Percent of the lesson that must be watched to complete it (10–100). */
  required_ratio: number;
  file_id: number | null; file_name: string | null; file_size: number | null;
  /** Learners with progress on the lesson: while any, it cannot be deleted. */
  learners: number;
};

export type ManagedCourse = {
  class_id: number; class_title: string; video_id: number | null;
  chapters: { data: ManagedChapter[] }; lessons: { data: ManagedLesson[] };
};

export type UploadedVideo = { file_id: number; original_name: string; mime: string; size: number };

export type StudyHoursRow = {
  enrollment_id: number; user_id: number; real_name: string; phone: string; status: string;
  watched_seconds: number; lessons_completed: number; lessons_total: number; last_study_at: string | null;
};

export type StudyProgressFilter = 'not_started' | 'in_progress' | 'completed';
