import { reloadEnv } from '@/lib/env';
import { forgetSigner, type KeySet } from '@/lib/server/credentials/keys';

/**
 * A test's own certificate signing key (CERT_SIGNING_KEY as a JWKS), put back as it was afterwards;
 * the cached signer is dropped each time so the next signature uses the key in force.
 */
export function testSigningKey() {
  const original = process.env.CERT_SIGNING_KEY;
  const apply = () => {
    reloadEnv();
    forgetSigner();
  };
  return {
    use(set: KeySet) {
      process.env.CERT_SIGNING_KEY = JSON.stringify(set);
      apply();
    },
    restore() {
      if (original === undefined) delete process.env.CERT_SIGNING_KEY;
      else process.env.CERT_SIGNING_KEY = original;
      apply();
    },
  };
}
