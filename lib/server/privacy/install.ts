import path from 'node:path';
import type { Kysely } from 'kysely';
import { env } from '@/lib/env';
import { keyDirectory } from '@/lib/server/credentials/keys';
import { DATA_KEY_FILE_NAME, fileKeyRing, type KeyRing, ringFromEnv } from './data-key';
import { PRIVACY_PLUGIN, PrivacyPlugin } from './plugin';

/** Where the generated data key lives for a database: beside the SQLite file, else beside the uploads folder (as the signing key). */
export function dataKeyFile(url: string | undefined, cwd = process.cwd()): string {
  return path.join(keyDirectory({ DATABASE_URL: url, UPLOAD_DIR: env().UPLOAD_DIR }, cwd), DATA_KEY_FILE_NAME);
}

/** DATA_KEY when set, else the key file beside this database (created on first use). */
export function loadKeyRing(url: string | undefined): KeyRing {
  const configured = env().DATA_KEY;
  return configured ? ringFromEnv(configured) : fileKeyRing(dataKeyFile(url));
}

/** The plugin for a handle; the key is read when the first protected value passes, once per handle. */
export function privacyPlugin(url: string | undefined, ring?: KeyRing): PrivacyPlugin {
  let loaded = ring;
  return new PrivacyPlugin(() => (loaded ??= loadKeyRing(url)));
}

/** The privacy plugin a handle (or a transaction of it) carries, if any, whichever bundle's copy of the class made it. */
export function privacyOf(db: Kysely<any>): PrivacyPlugin | undefined { // eslint-disable-line @typescript-eslint/no-explicit-any
  return db.getExecutor().plugins.find((p): p is PrivacyPlugin => (p as Partial<Record<typeof PRIVACY_PLUGIN, boolean>>)[PRIVACY_PLUGIN] === true);
}
