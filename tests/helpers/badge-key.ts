import { exportJWK, generateKeyPair } from 'jose';
import { reloadEnv } from '@/lib/env';
import { forgetBadgeSigner } from '@/lib/server/credentials/badge-keys';

/** A test's own Open Badges RSA key (CERT_BADGE_KEY), so no key file is written into the data directory; put back afterwards. */
export function testBadgeKey() {
  const original = process.env.CERT_BADGE_KEY;
  const apply = () => {
    reloadEnv();
    forgetBadgeSigner();
  };
  return {
    async use() {
      const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
      process.env.CERT_BADGE_KEY = JSON.stringify({ keys: [{ ...(await exportJWK(privateKey)), kid: 'ob-test', alg: 'RS256', use: 'sig' }] });
      apply();
    },
    restore() {
      if (original === undefined) delete process.env.CERT_BADGE_KEY;
      else process.env.CERT_BADGE_KEY = original;
      apply();
    },
  };
}
