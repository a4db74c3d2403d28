import { proxyRequest } from '@/lib/server/proxy/handler';

export const dynamic = 'force-dynamic';

export { proxyRequest as GET, proxyRequest as POST, proxyRequest as PUT, proxyRequest as PATCH };
export { proxyRequest as DELETE, proxyRequest as OPTIONS, proxyRequest as HEAD };
