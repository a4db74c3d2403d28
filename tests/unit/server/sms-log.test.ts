/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logSmsDriver } from '@/lib/server/sms';

// Issue 30: the log driver's stdout line is what a log collector keeps; it held the whole phone and the
// sign-in code of every SMS. Only the file an operator chose (SMS_LOG_FILE) holds them now.

it('writes the phone masked and no code to the log, and the whole message only to SMS_LOG_FILE', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-log-'));
  const file = path.join(dir, 'sms.log');
  const lines: string[] = [];
  const driver = logSmsDriver({ file, write: (line) => lines.push(line), now: () => new Date('2026-11-29T08:00:00Z') });
  await driver.send({ phone: '13912345678', purpose: 'login', code: '482913' });
  expect(lines.join('')).not.toMatch(/13912345678|482913/);
  expect(JSON.parse(lines[0]!)).toEqual({ level: 'info', msg: 'sms', phone: '139****5678', purpose: 'login', at: '2026-11-29T08:00:00.000Z' });
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ phone: '13912345678', code: '482913', purpose: 'login' });
  fs.rmSync(dir, { recursive: true, force: true });
});
