import { readiness } from '@/lib/server/health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const result = await readiness();
  return Response.json(
    { status: result.ok ? 'ready' : 'unavailable', checks: result.checks },
    { status: result.ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
