import { wellKnown } from '@/lib/server/credentials/well-known';

export const dynamic = 'force-dynamic';

/** One public key of the Open Badges export (JWK), at the URL its JWTs name as kid: /.well-known/open-badges-keys/<kid>.json. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const kid = /^([\w.-]{1,64})\.json$/.exec((await params).file)?.[1];
  if (!kid) return new Response('Not Found', { status: 404 });
  return wellKnown(`/open-badges-keys/${kid}`);
}
