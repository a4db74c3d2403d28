/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createApiApp } from '@/lib/server/api/app';
import { describeOperation } from '@/lib/server/api/http/operation-log';
import { enumKey, hasEnumLabel, operationModuleKey } from '@/lib/format/enum-labels';

// Issue 20: the operation log's 模块·操作 column names every entry in words. Every write a manager
// can make is logged under describeOperation's module and action, and a few reads (a whole ID
// number, an ID photo, an application's file) under an action written by hand: each needs a label.

type Doc = { paths: Record<string, Record<string, { 'x-access'?: { guard?: string } }>> };
const WRITES = new Set(['post', 'put', 'patch', 'delete']);
const ROOT = path.join(__dirname, '../../..');

function unnamed(module: string, action: string): string[] {
  const missing: string[] = [];
  if (!hasEnumLabel('operationModule', operationModuleKey(module))) missing.push(`module ${module}`);
  if (!hasEnumLabel('operationAction', action)) missing.push(`action ${action} (${enumKey(action)})`);
  return missing;
}

test('every write a manager can make is logged under a module and an action the dictionary names', async () => {
  const app = createApiApp({ db: () => Promise.reject(new Error('not needed')) });
  const doc = (await (await app.request('/api/v1/openapi.json')).json()) as Doc;
  const missing: string[] = [];
  let checked = 0;
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const guard = operation['x-access']?.guard;
      if (!WRITES.has(method) || (guard !== 'manager' && guard !== 'session')) continue;
      checked++;
      const { module, action } = describeOperation(method.toUpperCase(), route.replace(/\{[^}]+\}/g, '7'));
      missing.push(...unnamed(module, action).map((m) => `${method.toUpperCase()} ${route}: ${m}`));
    }
  }
  expect(checked).toBeGreaterThan(80);
  expect(missing).toEqual([]);
});

test('the reads logged by hand use actions the dictionary names', () => {
  const files = readdirSync(path.join(ROOT, 'lib/server'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const written = files.flatMap((f) => {
    const source = readFileSync(path.join(ROOT, 'lib/server', f), 'utf8');
    if (!source.includes("insertInto('operation_logs')")) return [];
    return [...source.matchAll(/\baction: '([\w-]+)'/g)].map((m) => ({ file: f, action: m[1] }));
  });
  expect(written.map((w) => w.action)).toEqual(expect.arrayContaining(['view-id-number', 'view-id-photo', 'view-file']));
  expect(written.filter((w) => !hasEnumLabel('operationAction', w.action))).toEqual([]);
});
