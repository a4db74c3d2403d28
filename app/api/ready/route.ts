import { readiness } from '@/lib/server/health';
import { startWarmUp, warmUpState } from '@/lib/server/warm-up';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const result = await readiness();
  if (result.ok) {
    // Through the prober's own host first (page copies are kept per host), else the process's own address.
    const port = process.env.PORT;
    startWarmUp([new URL(request.url).origin, ...(port ? [`http://127.0.0.1:${port}`, `http://localhost:${port}`] : [])]);
    const warm = warmUpState() === 'warm';
    result.checks.warm_up = warm ? 'ok' : 'warming';
    result.ok = warm;
  }
  return Response.json(
    { status: result.ok ? 'ready' : 'unavailable', checks: result.checks },
    { status: result.ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
