import { env } from '@/lib/env';
import { settledAddress } from '@/lib/server/client-address';
import { metricsResponse } from '@/lib/server/observability/metrics';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return metricsResponse(request.headers.get('authorization'), env().METRICS_TOKEN, settledAddress(request.headers));
}
