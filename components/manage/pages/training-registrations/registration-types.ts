import type { FollowUpStatus } from '@/lib/contract/training-registration';

export const REGISTRATIONS_PATH = '/manage/training-registrations';
export type Registration = {
  id: number; name: string; phone: string; id_number: string; occupation_name: string | null; city_name: string | null;
  employment_status: string | null; education: string | null; status: FollowUpStatus; note: string | null; created_at: string;
};
