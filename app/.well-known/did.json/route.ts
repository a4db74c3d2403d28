import { wellKnown } from '@/lib/server/credentials/well-known';

export const dynamic = 'force-dynamic';

/** The issuer's did:web DID document, for standard verifiable-credential verifiers. */
export function GET() {
  return wellKnown('/certificate-keys/did.json');
}
