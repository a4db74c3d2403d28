import { wellKnown } from '@/lib/server/credentials/well-known';

export const dynamic = 'force-dynamic';

/** SD-JWT VC Issuer Metadata: where a verifier finds the keys an SD-JWT VC's kid names. */
export function GET() {
  return wellKnown('/jwt-vc-issuer');
}
