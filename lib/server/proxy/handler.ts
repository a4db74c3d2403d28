import { randomUUID } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { COOKIES, GUARD_HEADER } from '@/lib/auth/cookies';
import { env } from '@/lib/env';
import { dispatch } from './transport';

const HOP_BY_HOP = [
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer',
  'transfer-encoding', 'upgrade', 'host', 'content-length',
];
// The browser's cookies carry our own tokens; upstream gets them only as an authorization header.
const NOT_FORWARDED = [...HOP_BY_HOP, 'cookie', GUARD_HEADER];

function authorization(request: NextRequest): string | undefined {
  const manage = request.headers.get(GUARD_HEADER) === 'manage';
  const token = request.cookies.get(manage ? COOKIES.managerToken : COOKIES.userToken)?.value;
  if (!token) return request.headers.get('authorization') ?? undefined;
  const type = request.cookies.get(manage ? COOKIES.managerTokenType : COOKIES.userTokenType)?.value || 'Bearer';
  return `${type} ${token}`;
}

export async function proxyRequest(request: NextRequest): Promise<Response> {
  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!NOT_FORWARDED.includes(key.toLowerCase())) headers.set(key, value);
  });
  headers.set('appid', env().APP_ID);
  const cityCode = request.headers.get('citycode') ?? request.cookies.get(COOKIES.cityCode)?.value;
  if (cityCode) headers.set('cityCode', cityCode);
  const auth = authorization(request);
  if (auth) headers.set('authorization', auth);
  else headers.delete('authorization');
  headers.set('x-request-id', request.headers.get('x-request-id') ?? randomUUID());
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);

  const hasBody = !['GET', 'HEAD'].includes(request.method);
  const upstream = await dispatch(`${request.nextUrl.pathname}${request.nextUrl.search}`, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
  });

  const responseHeaders = new Headers();
  upstream.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.includes(key.toLowerCase()) && key.toLowerCase() !== 'set-cookie') responseHeaders.set(key, value);
  });
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
}
