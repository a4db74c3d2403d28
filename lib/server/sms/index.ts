import fs from 'node:fs';
import path from 'node:path';
import { withDeadline } from '@/lib/server/deadline';

export type SmsPurpose = 'register' | 'login';
export type SmsMessage = { phone: string; purpose: SmsPurpose; code: string };

/**
 * Every provider plugs in behind this one call; a failure should throw. A provider that calls a gateway
 * passes `signal` to it: it aborts when SMS_TIMEOUT_MS passes (smsWithDeadline), and the send is abandoned.
 */
export interface SmsDriver {
  send(message: SmsMessage, signal?: AbortSignal): Promise<void>;
}

/** The driver held to its deadline: a gateway that hangs is a DeadlineExceeded (503) after `ms`, never a request waiting on it. */
export function smsWithDeadline(driver: SmsDriver, ms: number): SmsDriver {
  return { send: (message, signal) => withDeadline('sms', ms, (deadline) => driver.send(message, deadline), signal) };
}

export type LogDriverOptions = { file?: string; write?: (line: string) => void; now?: () => Date };

/** 138****0000: a phone as a log line may show it. */
export const maskedPhone = (phone: string) => (phone.length > 7 ? `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}` : '****');

/**
 * Development driver: one JSON line to stdout and, when configured, appended to a file. The stdout
 * line is what a log collector keeps, so it holds the phone masked and no code (a code there would sign
 * anyone who reads the logs in); the whole message goes only to SMS_LOG_FILE, a file the operator
 * chose to keep for reading codes on a test or local machine.
 */
export function logSmsDriver(options: LogDriverOptions = {}): SmsDriver {
  const write = options.write ?? ((line: string) => process.stdout.write(line));
  const now = options.now ?? (() => new Date());
  return {
    async send({ phone, purpose, code }) {
      const at = now().toISOString();
      write(`${JSON.stringify({ level: 'info', msg: 'sms', phone: maskedPhone(phone), purpose, at })}\n`);
      if (options.file) {
        await fs.promises.mkdir(path.dirname(path.resolve(/* turbopackIgnore: true */ options.file)), { recursive: true });
        await fs.promises.appendFile(options.file, `${JSON.stringify({ level: 'info', msg: 'sms', phone, purpose, code, at })}\n`);
      }
    },
  };
}

export function createSmsDriver(config: { SMS_DRIVER: 'log'; SMS_LOG_FILE?: string }): SmsDriver {
  switch (config.SMS_DRIVER) {
    case 'log':
      return logSmsDriver({ file: config.SMS_LOG_FILE });
  }
}
