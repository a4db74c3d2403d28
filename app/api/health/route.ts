import { health } from '@/lib/server/health';

export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(health(), { headers: { 'cache-control': 'no-store' } });
}
