import { kitSend } from '../../kit/send';

// The back-office talent calls (lib/server/api/routes/manage-talents.ts).

export const TALENTS_PATH = '/manage/talents';

export type { ManagedTalent } from '@/lib/contract/talent-admin';

// Sent from the page's confirmations, which show a 422 themselves: kitSend toasts anything else once.
export const setTalentVisibility = (id: number, action: 'hide' | 'unhide') => kitSend(`${TALENTS_PATH}/${id}/${action}`, 'POST');
export const deleteTalent = (id: number) => kitSend(`${TALENTS_PATH}/${id}`, 'DELETE');
