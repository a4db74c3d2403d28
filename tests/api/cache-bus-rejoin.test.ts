import { randomUUID } from 'node:crypto';
import { openBusLink, type BusLink } from '@/lib/server/cache-bus';
import { startApiProcess, waitUntil, type ApiProcess } from '../helpers/api-process';
import { openSocketsTo, startFaultProxy, type FaultProxy } from '../helpers/fault-proxy';
import { insertNews, insertNewsCategory, insertRegions } from '../helpers/fixtures';
import { createTestDb, type TestDb } from '../helpers/test-db';

// Issue 36: the cache bus when Redis is not there. An instance started while Redis refuses serves with
// its own changes only and joins the channel by itself once Redis answers, so another instance's
// announcements reach it from then on (and what it kept meanwhile is dropped). A subscription whose
// connection silently stopped (a network fault neither end hears of) is found by its heartbeat and
// replaced. Each test has a channel of its own: test files run side by side on one Redis.

const url = process.env.REDIS_URL;
const maybe = url ? test : test.skip;
const redisPort = url ? Number(new URL(url).port || 6379) : 0;
/** Short deadlines, so a missed heartbeat and a refused connection are found quickly. */
const DEADLINES = { connectMs: 500, commandMs: 500 };

let proxy: FaultProxy | undefined;
let t: TestDb | undefined;
const links: BusLink[] = [];
const processes: ApiProcess[] = [];

beforeAll(async () => {
  if (!url) return;
  const target = new URL(url);
  proxy = await startFaultProxy({ host: target.hostname, port: redisPort });
});
afterAll(async () => {
  await Promise.all(links.map((link) => link.close()));
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
  await proxy?.close();
  await t?.destroy();
});

type Heard = string[][];
function link(name: string, channel: string, via: 'relay' | 'direct', heartbeatMs?: number) {
  const heard: Heard = [];
  let joins = 0;
  const opened = openBusLink({
    url: via === 'relay' ? `redis://127.0.0.1:${proxy!.port}` : url!, channel, id: name, deadlines: DEADLINES, heartbeatMs,
    hear: (entities) => heard.push(entities),
    onJoin: () => joins++,
  });
  links.push(opened);
  return Object.assign(opened, { heard, joins: () => joins });
}
const heardIt = (heard: Heard, entity: string) => heard.some((entities) => entities.includes(entity));
/** Announces until the other end has heard it: an announcement sent before a subscription is live is lost by design. */
async function delivered(from: BusLink, to: Heard, entity: string, timeoutMs: number, what: string) {
  await waitUntil(async () => {
    from.publish([entity]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return heardIt(to, entity);
  }, timeoutMs, what);
}

maybe('a bus started while Redis refuses starts at once, joins once Redis answers, then hears the other instance and is heard by it', async () => {
  const channel = `test-${randomUUID()}:cache-bus:changes`;
  const redisSockets = openSocketsTo(redisPort);
  await proxy!.down();
  const started = Date.now();
  const a = link('a', channel, 'relay');
  await a.firstAttempt;
  // Refused: the first attempt ends at once, and the bus goes on with this instance's changes only.
  expect(Date.now() - started).toBeLessThan(DEADLINES.connectMs + 2 * DEADLINES.commandMs + 2000);
  expect(a.state()).not.toBe('ok');
  a.publish(['news']);

  const b = link('b', channel, 'direct');
  await b.firstAttempt;
  expect(b.state()).toBe('ok');
  // Redis still out of reach for a while: a keeps trying.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(a.state()).not.toBe('ok');

  await proxy!.up();
  await waitUntil(async () => a.state() === 'ok', 10_000, 'the bus started while Redis refused to join once it answers');
  await delivered(b, a.heard, 'news', 10_000, "the other instance's announcement to reach the bus that joined late");
  await delivered(a, b.heard, 'classes', 10_000, "the late bus's announcement to reach the other instance");
  expect(a.joins()).toBe(1);

  // Closed: nothing left open to Redis, through the relay or directly.
  await Promise.all([a.close(), b.close()]);
  await waitUntil(async () => openSocketsTo(proxy!.port) === 0 && proxy!.openConnections() === 0, 10_000, 'the relayed connections to close');
  await waitUntil(async () => openSocketsTo(redisPort) <= redisSockets, 10_000, `sockets to Redis to come back to ${redisSockets}`);
}, 60_000);

maybe('a subscription whose connection silently stopped is replaced after a missed heartbeat, and announcements flow both ways again', async () => {
  const channel = `test-${randomUUID()}:cache-bus:changes`;
  const a = link('a', channel, 'relay', 300);
  const b = link('b', channel, 'direct');
  await Promise.all([a.firstAttempt, b.firstAttempt]);
  expect([a.state(), b.state()]).toEqual(['ok', 'ok']);
  await delivered(b, a.heard, 'news', 10_000, 'the first announcement');
  const sockets = openSocketsTo(proxy!.port);

  // Both of a's connections stop passing bytes, and neither end is told.
  proxy!.strand();
  a.heard.length = 0;
  await waitUntil(async () => a.state() !== 'ok', 10_000, 'the missed heartbeat to be noticed');
  await waitUntil(async () => a.state() === 'ok', 10_000, 'the bus to join again on a new connection');
  expect(a.joins()).toBe(2);
  await delivered(b, a.heard, 'teachers', 10_000, 'announcements to reach the bus again');
  // Its own announcements are lost (logged) on the stopped connection, then go on a new one.
  await delivered(a, b.heard, 'banners', 10_000, "the bus's announcements to reach the other again");
  // The stopped connections were closed on this side, not kept beside their replacements.
  await waitUntil(async () => openSocketsTo(proxy!.port) <= sockets, 10_000, `this process's sockets to the relay to come back to ${sockets}`);
  await Promise.all([a.close(), b.close()]);
  await waitUntil(async () => openSocketsTo(proxy!.port) === 0, 10_000, 'the relayed connections to close');
}, 60_000);

maybe('an `npm run api` server started while Redis refuses serves, names the cache bus in /api/ready, and drops its kept answers on an announcement once Redis answers', async () => {
  t = await createTestDb();
  await insertRegions(t.db);
  const category = await insertNewsCategory(t.db, { name: '总线通知', slug: `bus-${Date.now()}` });
  await insertNews(t.db, { category_id: category, title: '第一条' });
  await proxy!.down();
  const api = await startApiProcess({ DATABASE_URL: t.url, REDIS_URL: `redis://127.0.0.1:${proxy!.port}`, REDIS_CONNECT_TIMEOUT_MS: '500', REDIS_COMMAND_TIMEOUT_MS: '500', API_CACHE_SECONDS: '3600' });
  processes.push(api);
  const ready = async () => (await (await fetch(`${api.url}/api/ready`, { signal: AbortSignal.timeout(10_000) })).json()) as { status: string; checks: Record<string, string> };
  const news = async () => {
    const response = await fetch(`${api.url}/api/v1/news?per_page=50&category_id=${category}`, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json()) as { data: Array<{ title: string }> };
    return { status: response.status, from: response.headers.get('x-api-cache'), titles: body.data.map((n) => n.title).sort() };
  };
  // Serving without Redis: ready (the database answers), Redis and the bus named as failing.
  const before = await ready();
  expect(before.status).toBe('ready');
  expect(before.checks.redis).not.toBe('ok');
  expect(before.checks.cache_bus).not.toBe('ok');
  expect((await news()).status).toBe(200);

  await proxy!.up();
  await waitUntil(async () => (await ready()).checks.cache_bus === 'ok', 15_000, 'the server to join the cache bus once Redis answers');
  await news();
  expect(await news()).toEqual({ status: 200, from: 'HIT', titles: ['第一条'] });
  // Another instance's write, as it announces it on the site's channel (REDIS_PREFIX, this file's own).
  await insertNews(t.db, { category_id: category, title: '第二条' });
  const other = link('other', `${process.env.REDIS_PREFIX}:cache-bus:changes`, 'direct');
  await other.firstAttempt;
  other.publish(['news']);
  await waitUntil(async () => (await news()).titles.length === 2, 15_000, 'the announcement to drop the kept news answer');
  expect(api.child.exitCode).toBeNull();
}, 120_000);

if (!url) test.skip('REDIS_URL is not set', () => undefined);
