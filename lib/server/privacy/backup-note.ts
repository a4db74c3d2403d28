import fs from 'node:fs';
import { env } from '@/lib/env';
import { fileKeyRing } from './data-key';
import { dataKeyFile } from './install';
import { ENCRYPT_AT_REST } from './switch';

/** What a database backup holds of ID numbers, and where the key it does not hold is. */
export function dataKeyCoverage(url: string | undefined): string[] {
  if (!ENCRYPT_AT_REST) return [];
  const file = dataKeyFile(url);
  const where = env().DATA_KEY ? 'the DATA_KEY setting' : fs.existsSync(file) ? `${file} (kid ${fileKeyRing(file).active.kid})` : file;
  return [
    'ID numbers in this backup are encrypted (AES-256-GCM) and searchable only through a keyed index: the backup alone reveals none.',
    `Not covered, on purpose: the data key, in ${where}. Keep a copy of it apart from the backups (a password manager or a secret store):`,
    '  a backup restored without its key has its ID numbers unreadable for good.',
  ];
}
