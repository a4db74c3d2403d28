import fs from 'node:fs';
import path from 'node:path';

export type SmsPurpose = 'register' | 'login';
export type SmsMessage = { phone: string; purpose: SmsPurpose; code: string };

/** Every provider plugs in behind this one call; a failure should throw. */
export interface SmsDriver {
  send(message: SmsMessage): Promise<void>;
}

export type LogDriverOptions = { file?: string; write?: (line: string) => void; now?: () => Date };

/** Development driver: one JSON line to stdout and, when configured, appended to a file. */
export function logSmsDriver(options: LogDriverOptions = {}): SmsDriver {
  const write = options.write ?? ((line: string) => process.stdout.write(line));
  const now = options.now ?? (() => new Date());
  return {
    async send({ phone, purpose, code }) {
      const line = `${JSON.stringify({ level: 'info', msg: 'sms', phone, purpose, code, at: now().toISOString() })}\n`;
      write(line);
      if (options.file) {
        await fs.promises.mkdir(path.dirname(path.resolve(options.file)), { recursive: true });
        await fs.promises.appendFile(options.file, line);
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
