import fs from 'node:fs';
import { fileKeySet, keyFilePath, parseKeySet, publishedKeys, rotateKeySet, writeKeySet } from '@/lib/server/credentials/keys';
import { loadEnvOrExit } from './load-env';

// `npm run cert:rotate-key`: a new signing key takes over; the old ones keep only their public part
// and stay published, so every certificate they signed keeps verifying. With CERT_SIGNING_KEY set
// the new set is printed for the operator's secret store instead of written.
async function main() {
  const config = loadEnvOrExit();
  if (config.CERT_SIGNING_KEY) {
    const rotated = await rotateKeySet(parseKeySet(config.CERT_SIGNING_KEY, 'CERT_SIGNING_KEY'));
    console.error(`New signing key ${rotated.keys[0].kid}. Put this JSON into CERT_SIGNING_KEY and restart every server at once: what a server still signs with the old key after now no longer verifies.`);
    console.log(JSON.stringify(rotated));
    return;
  }
  const file = keyFilePath();
  const before = fs.existsSync(file) ? await fileKeySet(file) : null;
  const rotated = before ? await rotateKeySet(before) : await fileKeySet(file);
  if (before) writeKeySet(file, rotated);
  console.log(`Signing key: ${rotated.keys[0].kid} (in ${file}).`);
  for (const k of publishedKeys(rotated).keys.slice(1)) console.log(`Still published for verification: ${k.kid} (signed ${k.valid_from?.slice(0, 10)} to ${k.valid_until?.slice(0, 10)}).`);
  console.log('Servers reading this file sign with the new key from their next signature: the old one must not sign past its valid_until, which verifiers enforce.');
}

main().catch((error) => {
  console.error(`Key rotation failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
