import { wellKnown } from '@/lib/server/credentials/well-known';

export const dynamic = 'force-dynamic';

/** The published certificate signing keys (JWK Set). */
export function GET() {
  return wellKnown('/certificate-keys');
}
