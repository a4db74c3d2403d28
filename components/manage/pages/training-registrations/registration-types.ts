export const REGISTRATIONS_PATH = '/manage/training-registrations';
export type { ManagedRegistration as Registration } from '@/lib/contract/training-registration';
