import type { RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { createApiApp } from '@/lib/server/api/app';
import type { Access } from '@/lib/server/api/http/access';
import { accountsHarness, createLearner, createManager, tokenFor, type AccountsHarness } from '../helpers/accounts';

// A request body is parsed by the schema its createRoute() declares, everywhere. Routes mounted with
// validated(route) parse it by construction; a handler that reads its own body (jsonObject / readJson,
// lib/server/api/http/request-body.ts) is watched here: every documented operation with a JSON body is
// called once with {}, and each schema its handler parsed that body with must be the declared one (or,
// where the declaration is a union, one of its members: POST /authorizations, PATCH /user/password-change).

type Parsed = { schema: z.ZodType };
const parsed: Parsed[] = [];

jest.mock('@/lib/server/api/http/request-body', () => {
  const actual = jest.requireActual<typeof import('@/lib/server/api/http/request-body')>('@/lib/server/api/http/request-body');
  const bodies = new WeakSet<object>();
  return {
    ...actual,
    jsonObject: async (c: Context) => {
      const body = await actual.jsonObject(c);
      bodies.add(body);
      return body;
    },
    parseInput: (schema: z.ZodType, value: unknown) => {
      if (typeof value === 'object' && value !== null && bodies.has(value)) parsed.push({ schema });
      return actual.parseInput(schema, value);
    },
    readJson: (c: Context, schema: z.ZodType) => {
      parsed.push({ schema });
      return actual.readJson(c, schema);
    },
  };
});

type Operation = { method: string; path: string; access?: Access; schema: z.ZodType };

/** The documented operations with a JSON body, and the zod schema each declares (from the app's OpenAPI registry). */
function jsonBodyOperations(): Operation[] {
  const app = createApiApp({ db: () => Promise.reject(new Error('not needed')) });
  return app.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== 'route') return [];
    const route = definition.route as RouteConfig & { 'x-access'?: Access };
    const media = route.request?.body?.content?.['application/json'];
    if (!media || !('schema' in media) || !(media.schema instanceof z.ZodType)) return [];
    return [{ method: route.method.toUpperCase(), path: route.path, access: route['x-access'], schema: media.schema }];
  });
}

function declares(declared: z.ZodType, used: z.ZodType): boolean {
  return declared === used || (declared instanceof z.ZodUnion && (declared.options as z.ZodType[]).includes(used));
}

let h: AccountsHarness;
const tokens: Partial<Record<'learner' | 'manager', string>> = {};
beforeAll(async () => {
  h = await accountsHarness({ seeded: true });
  const learner = await createLearner(h.db);
  tokens.learner = await tokenFor(h, 'learner', learner.phone);
  const manager = await createManager(h.db, { roles: ['super-admin'] });
  tokens.manager = await tokenFor(h, 'manager', manager.username);
}, 180_000);
afterAll(() => h.close());

test('every body a handler parses by hand is parsed by the schema its route declares', async () => {
  const operations = jsonBodyOperations();
  expect(operations.length).toBeGreaterThan(60);
  const mismatches: string[] = [];
  let watched = 0;
  for (const op of operations) {
    const guard = op.access?.guard;
    const token = guard === 'manager' ? tokens.manager : guard === 'learner' || guard === 'session' ? tokens.learner : undefined;
    const url = op.path.replace(/^\/api\/v1/, '').replaceAll(/{[^}]+}/g, '1');
    parsed.length = 0;
    await h.request(op.method, url, { json: {}, token });
    if (parsed.length) watched += 1;
    for (const { schema } of parsed) {
      if (!declares(op.schema, schema)) mismatches.push(`${op.method} ${op.path}: parsed with a schema other than the declared one`);
    }
  }
  expect(mismatches).toEqual([]);
  // The handlers that still read their own body were reached (the others are mounted with validated();
  // tests/unit/server/hand-parsed-input.test.ts lists those that may read by hand).
  expect(watched).toBeGreaterThan(15);
}, 300_000);
