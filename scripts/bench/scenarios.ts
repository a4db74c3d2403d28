import { FRONT_WHITELIST } from '@/lib/auth/guards';
import type { Fixtures } from './data';
import type { LoadOptions } from './load';

export type Scenario = {
  id: string;
  section: string;
  title: string;
  url: string;
  baseline?: string;
  target?: number;
  load?: Partial<LoadOptions>;
  note?: string;
  /** What costs this scenario more than its baseline, said in the report's notes if its target is missed. */
  whyMissed?: string;
  /** How it was really answered, read from a response before the run (answered.ts). */
  answered?: string;
};

/** Public pages whose URL needs a row id, and where the ids come from. */
const DETAIL_IDS: Record<string, keyof Fixtures> = {
  '/class/info': 'classIds',
  '/detail': 'newsIds',
  '/teacherInfo': 'teacherIds',
  '/talentInfo': 'talentIds',
  '/examinerInfo': 'examinerIds',
};

// Chinese is the site's language: every page request asks for it as a first-time visitor would.
export const PAGE_HEADERS = { 'accept-language': 'zh-CN,zh;q=0.9', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench' };

/**
 * Every page the route guard lets an anonymous visitor open (SPEC.md §2's whitelist), so a new
 * public page joins the benchmark as soon as it is whitelisted. Detail pages rotate over real ids.
 */
export function publicPages(fixtures: Fixtures): Array<{ path: string; paths: string[] }> {
  return FRONT_WHITELIST.map((path) => {
    const key = DETAIL_IDS[path];
    const ids = key ? (fixtures[key] as number[]).slice(0, 20) : [];
    return { path, paths: key ? ids.map((id) => `${path}?id=${id}`) : [path] };
  }).filter((p) => p.paths.length > 0);
}

export function apiScenarios(section: string, origin: string, fixtures: Fixtures, baseline: string, idPrefix: string): Scenario[] {
  const rotate = (paths: string[]) => ({ paths });
  return [
    { id: `${idPrefix}-classes`, title: 'GET /api/v1/classes (list, 15 per page)', url: `${origin}/api/v1/classes?per_page=15` },
    {
      id: `${idPrefix}-classes-include`,
      title: 'GET /api/v1/classes?include=occupation,city (list with relations)',
      url: `${origin}/api/v1/classes?per_page=15&include=occupation,city`,
    },
    {
      id: `${idPrefix}-class`,
      title: 'GET /api/v1/classes/{id} (detail)',
      url: `${origin}/api/v1/classes/${fixtures.classIds[0]}`,
      load: rotate(fixtures.classIds.map((id) => `/api/v1/classes/${id}?include=occupation,organization,teachers`)),
    },
    { id: `${idPrefix}-news`, title: 'GET /api/v1/news (list)', url: `${origin}/api/v1/news?per_page=10` },
    {
      id: `${idPrefix}-news-item`,
      title: 'GET /api/v1/news/{id} (detail)',
      url: `${origin}/api/v1/news/${fixtures.newsIds[0]}`,
      load: rotate(fixtures.newsIds.map((id) => `/api/v1/news/${id}`)),
    },
    {
      id: `${idPrefix}-certificate`,
      title: 'GET /api/v1/certificates/{cert_no} (certificate lookup)',
      url: `${origin}/api/v1/certificates/${fixtures.certNos[0]}`,
      // Each lookup from its own address: one address may look up 20 certificates a minute.
      load: { ...rotate(fixtures.certNos.map((no) => `/api/v1/certificates/${no}`)), manyClients: true },
      // The one API scenario the response cache leaves alone: real lookups are of many numbers, once each.
      note: 'not kept in memory: one indexed read per lookup; each request from its own address',
      whyMissed: 'each lookup validates the number, reads the database and checks the content hash',
    },
  ].map((s) => ({ ...s, section, baseline }));
}

export function loginScenario(section: string, origin: string, fixtures: Fixtures, password: string): Scenario {
  return {
    id: 'login',
    section,
    title: 'POST /api/v1/authorizations (learner password login, argon2id)',
    url: `${origin}/api/v1/authorizations`,
    load: {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      bodies: fixtures.learnerPhones.map((phone) => JSON.stringify({ username: phone, password, guard: 'api', app_id: '10004' })),
      manyClients: true,
    },
    note: 'argon2id is slow by design; each request from its own address',
  };
}

/** A read for a signed-in learner: never kept by any cache, so every request reads the database. */
export function signedInScenario(section: string, origin: string, idPrefix: string, session: Record<string, string>): Scenario {
  return {
    id: `${idPrefix}-my-certificates`,
    section,
    title: 'GET /api/v1/user/certificates (signed in)',
    url: `${origin}/api/v1/user/certificates`,
    load: { headers: session },
    whyMissed: 'each request resolves the session, then reads the learner\'s certificates',
  };
}

/** The sign-in pages and a signed-in learner page: issue 21 wants them ≥ 70 % of the trivial per-request page. */
export const PER_REQUEST_TARGET_PAGES = new Set(['/user/login', '/user/reg', '/user/smslogin', '/user/center']);

/** The signed-in learner pages that stream their data after the frame: issue 33 wants them ≥ 50 % of the trivial per-request page. */
export const LEARNER_STREAMED_PAGES = ['/user/center', '/user/class', '/user/info'] as const;
