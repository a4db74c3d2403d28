import type { MenuNode } from '@/lib/contract/menus';

export type { MenuNode, MenuTree, NavbarNode } from '@/lib/contract/menus';

export function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

/** Ids of a node and everything under it: not offered as its new parent (the server refuses a cycle too). */
export function subtreeIds(node: MenuNode): Set<number> {
  return new Set(flatten([node]).map((n) => n.id));
}

/** The tree with one parent's children put in the given order: shown at once while the server saves it. */
export function withSiblingOrder(nodes: MenuNode[], parentId: number | null, ids: number[]): MenuNode[] {
  const byOrder = (list: MenuNode[]) => ids.map((id) => list.find((n) => n.id === id)).filter((n): n is MenuNode => Boolean(n));
  if (parentId === null) return byOrder(nodes);
  return nodes.map((n) => (n.id === parentId ? { ...n, children: byOrder(n.children) } : { ...n, children: withSiblingOrder(n.children, parentId, ids) }));
}
