export type MenuNode = {
  id: number; parent_id: number | null; title: string; name: string; path: string; component: string; redirect: string | null;
  icon: string | null; order: number; is_show: boolean; always_show: boolean; no_cache: boolean; affix: boolean;
  active_menu: string | null; permission: string | null; role_ids: number[]; navbar_ids: number[]; children: MenuNode[];
};
export type NavbarNode = { id: number; title: string; name: string; order: number };
export type MenuTree = { navbars: NavbarNode[]; sidebars: MenuNode[] };

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
