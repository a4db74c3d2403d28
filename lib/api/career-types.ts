import type { Included } from './types';

// DTOs of the career area (exams, certificates, jobs, teacher applications, moxibustion enrolment).
// lib/server/api/http/career-schemas.ts asserts that its zod schemas produce exactly these.

export type ExamStatus = 'scheduled' | 'ongoing' | 'finished' | 'cancelled';

export type AdmissionTicket = { ticket_no: string; holder_name: string; id_number: string };
export type ExamOutcome = { score: number; passed: boolean };

/** One exam of a class the learner is in: schedule, place, admission ticket once issued, result once recorded. */
export type MyExam = {
  id: number;
  title: string;
  start_at: string;
  end_at: string;
  place: string | null;
  pass_score: number;
  status: ExamStatus;
  class: Included<{ id: number; title: string; level: number; organization: string | null }>;
  occupation: Included<{ code: string; name: string }>;
  ticket: AdmissionTicket | null;
  result: ExamOutcome | null;
};

export type ExamSession = {
  id: number;
  class_id: number;
  title: string;
  start_at: string;
  end_at: string;
  place: string | null;
  pass_score: number;
  status: ExamStatus;
};

export type ExamResult = {
  id: number;
  exam_id: number;
  user_id: number;
  enrollment_id: number | null;
  ticket_no: string;
  score: number | null;
  passed: boolean | null;
};

/** A certificate of the signed-in learner; verify_url is what its QR code carries. */
export type MyCertificate = {
  cert_no: string;
  holder_name: string;
  id_number: string;
  occupation: Included<{ code: string; name: string }>;
  level: number;
  issuer: string;
  issued_on: string;
  status: 'valid' | 'revoked';
  revoked_reason: string | null;
  content_hash: string;
  verify_url: string;
  class_id: number | null;
};

export type JobPosting = {
  id: number;
  title: string;
  organization: Included<{ id: number; name: string }>;
  occupation: Included<{ id: number; code: string; name: string } | null>;
  city_code: string | null;
  area_code: string | null;
  city_name: string | null;
  salary_min: number | null;
  salary_max: number | null;
  headcount: number;
  education: string | null;
  experience: string | null;
  description: string | null;
  contact: string | null;
  status: 'published' | 'closed';
  published_at: string | null;
};

export type JobApplicationStatus = 'submitted' | 'viewed' | 'interview' | 'hired' | 'rejected' | 'withdrawn';

export type JobApplication = {
  id: number;
  job_id: number;
  message: string | null;
  status: JobApplicationStatus;
  created_at: string;
  updated_at: string;
  job: Included<{ id: number; title: string; organization: string; city_name: string | null; salary_min: number | null; salary_max: number | null; status: 'published' | 'closed' }>;
};

export type TalentProfile = {
  id: number;
  name: string;
  gender: number | null;
  birth_year: number | null;
  education: string | null;
  occupation_id: number | null;
  skill_level: number | null;
  city_code: string | null;
  expected_job: string | null;
  expected_salary: string | null;
  introduction: string | null;
  is_public: boolean;
  updated_at: string;
};

export type TeacherApplicationStatus = 'pending' | 'approved' | 'rejected';

export type TeacherApplication = {
  id: number;
  name: string;
  phone: string;
  id_number: string | null;
  occupation: Included<{ id: number; name: string } | null>;
  qualifications: string | null;
  files: Array<{ id: number; name: string; mime: string; size: number }>;
  status: TeacherApplicationStatus;
  reason: string | null;
  reviewed_at: string | null;
  created_at: string;
};

export type MoxibustionEnrollmentStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

export type MoxibustionEnrollment = {
  id: number;
  batch: string;
  batch_id: number | null;
  batch_title: string | null;
  start_date: string | null;
  venue: string | null;
  name: string;
  gender: number | null;
  phone: string;
  id_number: string;
  work_unit: string | null;
  city_code: string | null;
  status: MoxibustionEnrollmentStatus;
  created_at: string;
};
