import path from 'node:path';
import { currentE2eServer } from '../../../playwright.config';
import { fileKeyRing } from '../../../lib/server/privacy/data-key';
import { isEnvelope, open } from '../../../lib/server/privacy/envelope';

/**
 * An ID number as the e2e database stores it: sealed at rest (issue 30), so a spec that needs a
 * holder's whole number opens it with the data key the server generated beside the database.
 */
export function plainIdNumber(stored: string): string {
  return isEnvelope(stored) ? open(fileKeyRing(path.resolve(currentE2eServer().dir, 'data-key.json')), stored) : stored;
}
