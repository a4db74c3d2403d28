// The ID number is stored sealed in a column of this name in each of these tables, with its blind
// index beside it. A new table holding an ID number uses the same names and is listed here.
export const PROTECTED_COLUMN = 'id_number';
export const BLIND_INDEX_COLUMN = 'id_number_bidx';
export const PROTECTED_TABLES = [
  'user_verified_data', 'enrollments', 'certificates', 'moxibustion_certificates', 'moxibustion_enrollments',
  'training_registrations', 'teacher_applications',
] as const;
export type ProtectedTable = (typeof PROTECTED_TABLES)[number];
