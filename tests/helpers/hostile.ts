import fc from 'fast-check';

// fast-check arbitraries for hostile requests, shaped by an OpenAPI operation so that most of them
// reach the handlers instead of bouncing off the first validation.

export type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string; properties?: Record<string, unknown> } }> };
};

const NASTY = [
  "' OR 1=1 --", '"; drop table users; --', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '../../../etc/passwd',
  '%00', '\u0000', '\uFFFF', '𠀀𠀁', '😀', '-1', '0', '1e309', 'NaN', 'Infinity', 'null', 'true', '[]', '{}', '9'.repeat(400),
  'a'.repeat(5000), '=HYPERLINK("http://x")', '410000', '2026-02-30', '2147483648', '99999999999', '-0', '1.5', '__proto__', 'constructor', ' ', '',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }).map(String),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

export const hostilePathValue: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: -5, max: 100_000 }).map(String),
  hostileString.map((s) => encodeURIComponent(s)),
);

export function hostileQuery(op: Operation): fc.Arbitrary<string> {
  const names = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const key = names.length ? fc.oneof(fc.constantFrom(...names, 'include', 'page', 'per_page'), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 });
  return fc
    .array(fc.tuple(key, fc.oneof(hostileString, fc.constantFrom('bogus', 'occupation,bogus.deep', '-1', '1000000'))), { maxLength: 5 })
    .map((pairs) => {
      if (!pairs.length) return '';
      const params = new URLSearchParams();
      for (const [k, v] of pairs) params.append(k, v);
      return `?${params.toString()}`;
    });
}

type Schema = { $ref?: string; properties?: Record<string, unknown> };

function propertyNames(op: Operation, schemas: Record<string, unknown>): string[] {
  const content = op.requestBody?.content ?? {};
  return Object.values(content).flatMap(({ schema }) => {
    const resolved = (schema.$ref ? schemas[schema.$ref.replace('#/components/schemas/', '')] : schema) as Schema | undefined;
    return Object.keys(resolved?.properties ?? {});
  });
}

export type HostileBody = { json?: unknown; form?: FormData; raw?: { body: string; type: string } };

/** JSON shaped like the documented body with hostile values, random JSON, malformed JSON, or form data. */
export function hostileBody(op: Operation, schemas: Record<string, unknown>): fc.Arbitrary<HostileBody> {
  const names = propertyNames(op, schemas);
  const shaped = names.length
    ? fc.record(Object.fromEntries(names.map((n) => [n, hostileValue])), { requiredKeys: [] })
    : fc.dictionary(hostileString, hostileValue, { maxKeys: 4 });
  const form = fc.dictionary(names.length ? fc.constantFrom(...names) : hostileString, hostileString, { maxKeys: 4 }).map((entries) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) data.append(k, v);
    data.append('file', new Blob(['GIF89a<?php system($_GET[1]); ?>'], { type: 'image/png' }), '../../evil.png');
    return data;
  });
  return fc.oneof(
    shaped.map((json) => ({ json })),
    fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })),
    form.map((f) => ({ form: f })),
    fc.constantFrom('{"phone":', '{"a":1}}', '\u0000', 'phone=1&password=2', '<xml/>').chain((body) =>
      fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x').map((type) => ({ raw: { body, type } })),
    ),
    fc.constant({}),
  );
}

/** Garbage or valid credentials, odd content types and hostile city codes. */
export function hostileHeaders(validToken: string): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    {
      authorization: fc.oneof(
        fc.constant(`Bearer ${validToken}`),
        fc.constantFrom('Bearer ', 'Bearer null', 'Basic YWRtaW46YWRtaW4=', `Bearer ${validToken}x`, 'Bearer ' + 'a'.repeat(2000)),
        hostileString.map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
      ),
      citycode: hostileString.map((s) => s.replace(/[^\x20-\x7e]/g, '')),
      appid: fc.constantFrom('10004', '0', 'x'),
      'accept-language': fc.constantFrom('zh', 'en', 'xx', '*'),
    },
    { requiredKeys: [] },
  );
}
