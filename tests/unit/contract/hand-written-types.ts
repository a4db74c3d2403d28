import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Finds the object types the client writes out by hand with API field names: a `type X = {…}` or
// `interface X {…}` in components/ or lib/api/ whose own body names a snake_case field (`created_at:`,
// `class_id?:`). The API answers in snake_case and the browser's own state in camelCase, so such a
// type either restates a contract (it should be z.infer of lib/contract) or is a form's draft of
// one (its values as the inputs hold them, strings mostly).

export const CLIENT_ROOTS = ['components', 'lib/api'];
const SNAKE_FIELD = /(?:^|[{;,\s])['"]?([a-z][a-z0-9]*_[a-z0-9_]+)['"]?\??\s*:/m;
const DECLARATION = /^(?:export\s+)?(?:type\s+(\w+)(?:<[^>=]*>)?\s*=\s*(?:[\w<>., '|&]*&\s*)?\{|interface\s+(\w+)(?:<[^>]*>)?(?:\s+extends[^{]+)?\s*\{)/gm;

export type HandWrittenType = { file: string; name: string };

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [full] : [];
  });
}

/** The body of the object literal opening at `start` (the index of its `{`). */
function bodyAt(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return text.slice(start + 1, i);
  }
  return text.slice(start + 1);
}

/** The names of the object types in `text` whose own body names a snake_case field. */
export function snakeCaseTypes(text: string): string[] {
  return [...text.matchAll(DECLARATION)]
    .filter((match) => SNAKE_FIELD.test(bodyAt(text, match.index + match[0].length - 1)))
    .map((match) => match[1] ?? match[2]);
}

export function handWrittenTypes(root: string): HandWrittenType[] {
  return CLIENT_ROOTS.flatMap((dir) => files(path.join(root, dir))).flatMap((file) =>
    snakeCaseTypes(readFileSync(file, 'utf8')).map((name) => ({ file: path.relative(root, file), name })),
  );
}

// The server's side: answer schemas declared in lib/server/api rather than in lib/contract, i.e. the
// components named there with .openapi('Name') that are not request shapes, and the objects written
// inline in a response (`json(z.object(…)`, `itemOf(z.object(…)`).
const REQUEST_NAME = /(Body|Form|Fields|Input|Change|Query|Filters|Param|Params)$/;
const NAMED = /\.openapi\(\s*'(\w+)'/g;
const INLINE_ANSWER = /\b(?:json|itemOf|listOf|collectionOf)\(\s*z\.(?:object|array)\(/g;

export type ServerAnswer = { file: string; name: string };

export function serverAnswerSchemas(root: string): ServerAnswer[] {
  return files(path.join(root, 'lib/server/api')).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const rel = path.relative(root, file);
    const named = [...text.matchAll(NAMED)].map((m) => m[1]).filter((name) => !REQUEST_NAME.test(name));
    const inline = [...text.matchAll(INLINE_ANSWER)].map((_, i) => `inline#${i + 1}`);
    return [...named, ...inline].map((name) => ({ file: rel, name }));
  });
}
