// The /api/v1 contract as the front end sees it (DESIGN.md "API contract conventions").
// Resources are plain objects; `include=a,b.c` adds `a: { data: … }` beside their fields.

export type Included<T> = { data: T };

export type Pagination = {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
  links: { previous?: string; next?: string };
};

export type ItemResponse<T> = { data: T };
export type ListResponse<T> = { data: T[]; meta: { pagination: Pagination } };
export type CollectionResponse<T> = { data: T[] };

export type ApiError = { message: string; status_code: number; code?: string; errors?: Record<string, string[]> };

export type Region = { code: string; name: string; parent_code: string | null; level: number };

export type Organization = {
  id: number;
  name: string;
  type: 10 | 11 | 12;
  city_code: string | null;
  area_code: string | null;
  address: string | null;
  logo: string | null;
  introduction: string | null;
};

export type Occupation = {
  id: number;
  code: string;
  name: string;
  category_code: string;
  category: string;
  /** Skill levels offered, 1 (一级/高级技师) … 5 (五级/初级工). */
  levels: number[];
  description: string | null;
  classes_count?: number;
};

export type ClassStatus = 'draft' | 'enrolling' | 'closed' | 'ongoing' | 'finished';

export type TrainingClass = {
  id: number;
  title: string;
  occupation_id: number;
  level: number;
  organization_id: number | null;
  city_code: string | null;
  area_code: string | null;
  address: string | null;
  enroll_start: string | null;
  enroll_end: string | null;
  start_date: string;
  end_date: string;
  schedule: string | null;
  hours: number;
  capacity: number;
  enrolled_count: number;
  seats_left: number;
  fee_cents: number;
  subsidy_cents: number;
  cover: string | null;
  description: string | null;
  requires_verification: boolean;
  is_hot: boolean;
  status: ClassStatus;
  created_at: string;
  updated_at: string;
  occupation?: Included<Occupation>;
  organization?: Included<Organization | null>;
  city?: Included<Region | null>;
  area?: Included<Region | null>;
  teachers?: Included<Teacher[]>;
};

export type NewsCategory = { id: number; name: string; slug: string; sort: number; news_count?: number };

export type News = {
  id: number;
  category_id: number;
  title: string;
  summary: string | null;
  /** Sanitised HTML; present on the detail endpoint only. */
  content?: string;
  cover: string | null;
  author: string | null;
  source: string | null;
  is_top: boolean;
  views: number;
  published_at: string | null;
  category?: Included<NewsCategory>;
};

export type Teacher = {
  id: number;
  name: string;
  avatar: string | null;
  gender: number | null;
  title: string | null;
  organization_id: number | null;
  occupation_id: number | null;
  specialty: string | null;
  introduction: string | null;
  city_code: string | null;
  occupation?: Included<Occupation | null>;
  organization?: Included<Organization | null>;
};

export type Examiner = {
  id: number;
  name: string;
  avatar: string | null;
  gender: number | null;
  occupation_id: number | null;
  level: number | null;
  organization_id: number | null;
  city_code: string | null;
  introduction: string | null;
  occupation?: Included<Occupation | null>;
};

export type Talent = {
  id: number;
  /** Surname plus 某/某某 unless the person agreed to show the full name. */
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
  occupation?: Included<Occupation | null>;
};

export type Banner = { id: number; title: string; image: string | null; link: string | null; sort: number };

export type ContentPage = { slug: string; title: string; content: string; updated_at: string };

export type SiteStats = {
  classes: number;
  enrolling_classes: number;
  learners_trained: number;
  certificates_issued: number;
  occupations: number;
  organizations: number;
};

export type CertificateStatus = 'valid' | 'revoked';

/** A public certificate record; id_number is masked (first 4 + 10 '*' + last 4). */
export type Certificate = {
  cert_no: string;
  holder_name: string;
  id_number: string;
  occupation: Included<{ code: string; name: string }>;
  level: number;
  issuer: string;
  issued_on: string;
  status: CertificateStatus;
  revoked_reason: string | null;
  content_hash: string;
  /** Whether content_hash still matches the stored fields (false: the record was altered outside the platform). */
  content_intact: boolean;
};

export type DictionaryItem = { value: string; label: string };

export type TrainingRegistrationInput = {
  name: string;
  phone: string;
  id_number: string;
  occupation_id?: number;
  occupation_name?: string;
  city_code: string;
  employment_status: string;
  education: string;
  note?: string;
};

export type CreatedRegistration = { id: number; status: 'pending' };
