/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Issue 37: a pinned news title showed half of a third line under its ellipsis. A line-clamped box
// clips at its padding edge, so the next line shows through vertical padding: clamped text keeps
// its space as margin. Checked in every class list (components, app) and in globals.css.

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(tsx|css)$/.test(name) ? [path] : [];
  });
const VERTICAL_PADDING = /(^|\s)(md:|sm:|lg:)?(p|py|pt|pb)-[\d[]/;

test('no line-clamped element has vertical padding', () => {
  const offenders = [...files('components'), ...files('app')].flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/(?:className="([^"]*)"|@apply ([^;]*);)/g)]
      .map((m) => m[1] ?? m[2])
      .filter((classes) => /line-clamp-\d/.test(classes) && VERTICAL_PADDING.test(classes))
      .map((classes) => `${path}: ${classes}`),
  );
  expect(offenders).toEqual([]);
});
