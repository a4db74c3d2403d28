import type { IncludeTree } from '@/lib/server/services/query';
import { AppError } from '@/lib/server/domain/errors';

export type { IncludeTree };

function flatten(tree: IncludeTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, children]) => [`${prefix}${name}`, ...flatten(children, `${prefix}${name}.`)]);
}

/** Parses `include=a,b.c` against the allowed tree; an unknown include is a 400, never ignored. */
export function parseIncludes(raw: string | undefined, allowed: IncludeTree): IncludeTree {
  const requested: IncludeTree = {};
  for (const entry of (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    let allowedNode = allowed;
    let node = requested;
    for (const part of entry.split('.')) {
      if (!Object.hasOwn(allowedNode, part)) {
        const list = flatten(allowed).join(', ') || 'none';
        throw new AppError('bad_request', `Unknown include "${entry}". Allowed includes: ${list}.`);
      }
      allowedNode = allowedNode[part];
      node = node[part] ??= {};
    }
  }
  return requested;
}
