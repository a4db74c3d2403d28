import { wellKnown } from '@/lib/server/credentials/well-known';

export const dynamic = 'force-dynamic';

/** The signed revocation status list (W3C Bitstring Status List, vc+jwt). */
export function GET() {
  return wellKnown('/certificate-status');
}
