import { kitSend } from '../../kit/send';

// The back-office talent calls (lib/server/api/routes/manage-talents.ts).

export const TALENTS_PATH = '/manage/talents';

export type ManagedTalent = {
  id: number; name: string; gender: number | null; birth_year: number | null; education: string | null; occupation_id: number | null;
  occupation_name: string | null; skill_level: number | null; city_code: string | null; city_name: string | null; expected_job: string | null;
  expected_salary: string | null; introduction: string | null; phone: string | null; is_public: boolean; status: 'active' | 'hidden';
};

// Sent from the page's confirmations, which show a 422 themselves: kitSend toasts anything else once.
export const setTalentVisibility = (id: number, action: 'hide' | 'unhide') => kitSend(`${TALENTS_PATH}/${id}/${action}`, 'POST');
export const deleteTalent = (id: number) => kitSend(`${TALENTS_PATH}/${id}`, 'DELETE');
