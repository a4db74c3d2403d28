import zlib from 'node:zlib';

// The pages issue 21's Lighthouse budget covers, with the real ids their detail pages need.

export type LighthousePage = {
  /** What the report calls the page: its path, with a long payload shortened. */
  label: string;
  /** Path, query and fragment, appended to the server's origin. */
  path: string;
  /** Measured with the demo learner's session cookie, and failed if it lands on the sign-in page. */
  signedIn: boolean;
};

export type PageIds = { classId?: number; newsId?: number; checkPayload?: string | null };

const PUBLIC_PAGES = ['/', '/class', '/class/info', '/news', '/detail', '/occupation', '/cerQuery', '/teacher', '/talent'];
const LEARNER_PAGES = ['/user/center', '/user/info', '/user/class'];

/** Each page, in the order; a detail page without a real id is listed as missing, not skipped quietly. */
export function lighthousePages(ids: PageIds): { pages: LighthousePage[]; missing: string[] } {
  const pages: LighthousePage[] = [];
  const missing: string[] = [];
  const detail = (path: string, id: number | undefined, list: string) => {
    if (id === undefined) missing.push(`${path}: no id found (GET /api/v1/${list}?per_page=1 listed none)`);
    else pages.push({ label: `${path}?id=${id}`, path: `${path}?id=${id}`, signedIn: false });
  };
  for (const path of PUBLIC_PAGES) {
    if (path === '/class/info') detail(path, ids.classId, 'classes');
    else if (path === '/detail') detail(path, ids.newsId, 'news');
    else pages.push({ label: path, path, signedIn: false });
  }
  // The check page as a scanned QR code opens it: the signed payload verified in the browser.
  if (ids.checkPayload) pages.push({ label: '/cerQuery#cert=…', path: `/cerQuery#cert=${ids.checkPayload}`, signedIn: false });
  for (const path of LEARNER_PAGES) pages.push({ label: path, path, signedIn: true });
  return { pages, missing };
}

/** The first id of a public list on the running server, through the same API the pages read. */
export async function firstId(origin: string, list: 'classes' | 'news'): Promise<number | undefined> {
  const response = await fetch(`${origin}/api/v1/${list}?per_page=1`);
  if (!response.ok) return undefined;
  const body = (await response.json().catch(() => null)) as { data?: Array<{ id?: unknown }> } | null;
  const id = body?.data?.[0]?.id;
  return typeof id === 'number' ? id : undefined;
}

/** A sign-in redirect (the route guard's or the page's own) ends on one of these. */
const SIGN_IN_PATHS = ['/user/login', '/user/smslogin'];

export function landedOnSignIn(finalUrl: string): boolean {
  return SIGN_IN_PATHS.includes(new URL(finalUrl).pathname.replace(/\/+$/, ''));
}

/** The product language, as a Chinese phone asks for it (the bench's page scenarios send the same). */
export const LIGHTHOUSE_LANGUAGE = 'zh-CN,zh;q=0.9';

/** The home page's HTML as one plain request downloads it: bytes before and after gzip (zlib's default level, as `next start` compresses). */
export async function homeHtmlSize(origin: string): Promise<{ bytes: number; gzipBytes: number }> {
  const response = await fetch(`${origin}/`, { headers: { 'accept-language': LIGHTHOUSE_LANGUAGE } });
  if (!response.ok) throw new Error(`GET / answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { bytes: body.length, gzipBytes: zlib.gzipSync(body).length };
}
