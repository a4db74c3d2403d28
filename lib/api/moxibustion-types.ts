import type { Included, Region } from './types';

// The moxibustion (艾灸) programme's public contract: batches (期) learners enrol in, the published
// list of admitted learners, and the programme's own certificates.

export type MoxibustionBatchStatus = 'enrolling' | 'closed' | 'ongoing' | 'finished';

export type MoxibustionBatch = {
  id: number;
  code: string;
  title: string;
  level: string;
  city_code: string | null;
  venue: string | null;
  organizer: string;
  issuer: string;
  enroll_start: string;
  enroll_end: string;
  start_date: string;
  end_date: string;
  hours: number;
  capacity: number;
  /** Admitted and pending enrolments: the seats they hold. */
  enrolled_count: number;
  seats_left: number;
  fee_cents: number;
  contact_phone: string | null;
  description: string | null;
  status: MoxibustionBatchStatus;
  city?: Included<Region | null>;
};

/** One admitted learner as published: the name masked, no phone or ID number. */
export type MoxibustionEnrollee = {
  id: number;
  name: string;
  gender: number | null;
  work_unit: string | null;
  city_name: string | null;
  enrolled_on: string;
};

export type MoxibustionCertificateStatus = 'valid' | 'revoked';

/** A programme certificate; id_number is masked (first 4 + 10 '*' + last 4). */
export type MoxibustionCertificate = {
  cert_no: string;
  name: string;
  id_number: string;
  level: string;
  issuer: string;
  issued_on: string;
  status: MoxibustionCertificateStatus;
  batch: Included<{ id: number; code: string; title: string } | null>;
};

export type MoxibustionSummary = { batches: number; enrolling_batches: number; trained: number; certified: number };
