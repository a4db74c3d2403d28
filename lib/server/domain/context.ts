import type { Limiter } from '@/lib/server/rate-limit';
import type { SmsDriver } from '@/lib/server/sms';
import type { Storage } from '@/lib/server/storage';
import type { VerificationCodeStore } from '@/lib/server/auth/code-store';

// What services take besides the database and their plain inputs: the clock, the SMS driver, the
// abuse limits and the file storage. Built once per database handle by lib/server/app-context.ts;
// tests build their own (tests/helpers/test-runtime.ts) with a fixed clock.

/** Abuse limits. With Redis every instance counts together; keys are phones or client addresses. */
export type RequestLimits = {
  resend: Limiter; phoneDaily: Limiter; ipDaily: Limiter;
  loginIp: Limiter; registerIp: Limiter; certificateQueryIp: Limiter; moxibustionQueryIp: Limiter; trainingRegistrationIp: Limiter; clientErrorIp: Limiter;
  holderCheckIp: Limiter; holderCheckCertificate: Limiter; subsidyObjectionIp: Limiter;
};

/** The app-wide container services are handed: never read from globals or the wall clock in a service. */
export type AppContext = {
  now: () => Date;
  codes: VerificationCodeStore;
  sms: SmsDriver;
  limits: RequestLimits;
  managerClient: { id: string; secret?: string };
  uploadDir: string;
  /** Uploaded files: UPLOAD_DIR on the local disk, or S3-compatible object storage (STORAGE_URL). */
  storage: Storage;
  province: string;
  close: () => Promise<void>;
};

