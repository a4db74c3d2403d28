import { wellKnown } from '@/lib/server/credentials/well-known';

export const dynamic = 'force-dynamic';

/** The signed revocation status list as an IETF Token Status List (statuslist+jwt), for SD-JWT VC verifiers. */
export function GET() {
  return wellKnown('/certificate-status-list');
}
