import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { permissionTree } from '@/lib/server/services/menus';
import {
  createNavbar, createSidebar, deleteNavbar, deleteSidebar, menuEditorTree, reorderNavbars, reorderSidebars, updateNavbar, updateSidebar,
} from '@/lib/server/services/system/menu-tree';
import { createRole, deleteRole, listRoles, role, updateRole } from '@/lib/server/services/system/roles';
import { requireManager } from '../http/auth';
import { collection, item } from '../http/envelope';
import { requirePermission } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { collectionOf, itemOf } from '../http/schemas';
import { MenuSavedSchema, MenuTreeSchema, PermissionNodeSchema } from '@/lib/contract/menus';
import { ManagedRoleSchema } from '@/lib/contract/role-admin';
import { documented, jsonObject, parseInput } from '../http/request-body';
import { idOf, systemRoute } from './system-route';
import {
  Done, NavbarCreateBody, NavbarReorderBody, NavbarUpdateBody, RoleCreateBody, RoleUpdateBody, SidebarCreateBody, SidebarReorderBody, SidebarUpdateBody,
} from './system-schemas';

// Roles with their permission sets, and the menu editor. Both take effect on the next request of
// every manager concerned: permissions and menus are read from the database per request.

type Ctx = Context<ApiEnv>;
const now = async (c: Ctx) => appContext(await dbOf(c)).now();
const R = 'system.roles';
const M = 'system.menus';

const roleTag = { tag: 'system-roles' };
const roleList = systemRoute({ ...roleTag, method: 'get', path: '/', permission: R, summary: 'Roles with their permission ids and how many managers hold each', response: collectionOf(ManagedRoleSchema) });
const permissionTreeRoute = systemRoute({ ...roleTag, method: 'get', path: '/permission-tree', permission: R, summary: 'Every permission as a tree (modules and their actions)', response: z.object({ data: z.array(PermissionNodeSchema) }) });
const roleShow = systemRoute({ ...roleTag, method: 'get', path: '/{id}', permission: R, summary: 'One role', response: itemOf(ManagedRoleSchema) });
const roleCreate = systemRoute({ ...roleTag, method: 'post', path: '/', permission: R, summary: 'Create a role with a permission set (only permissions the caller holds)', body: RoleCreateBody, response: itemOf(ManagedRoleSchema), status: 201 });
const roleUpdate = systemRoute({ ...roleTag, method: 'patch', path: '/{id}', permission: R, summary: "Edit a role's title, description or permissions; effective on its managers' next request", body: RoleUpdateBody, response: itemOf(ManagedRoleSchema) });
const roleDelete = systemRoute({ ...roleTag, method: 'delete', path: '/{id}', permission: R, summary: 'Delete a role no manager holds', response: Done });

const roles = createRouter();
roles.use('*', requireManager());
export const roleRoutes = roles
  .on(roleList.method, documented(roles, roleList), requirePermission(roleList), async (c) => c.json(collection(await listRoles(await dbOf(c))), 200))
  .on(permissionTreeRoute.method, documented(roles, permissionTreeRoute), requirePermission(permissionTreeRoute), async (c) =>
    c.json(collection(await permissionTree(await dbOf(c))), 200))
  .on(roleShow.method, documented(roles, roleShow), requirePermission(roleShow), async (c) => c.json(item(await role(await dbOf(c), idOf(c))), 200))
  .on(roleCreate.method, documented(roles, roleCreate), requirePermission(roleCreate), async (c) => {
    const body = parseInput(RoleCreateBody, await jsonObject(c));
    const db = await dbOf(c);
    const id = await createRole(db, c.var.managerId, body, await now(c));
    return c.json(item(await role(db, id)), 201);
  })
  .on(roleUpdate.method, documented(roles, roleUpdate), requirePermission(roleUpdate), async (c) => {
    const id = idOf(c);
    const body = parseInput(RoleUpdateBody, await jsonObject(c));
    const db = await dbOf(c);
    await updateRole(db, c.var.managerId, id, body, await now(c));
    return c.json(item(await role(db, id)), 200);
  })
  .on(roleDelete.method, documented(roles, roleDelete), requirePermission(roleDelete), async (c) => {
    await deleteRole(await dbOf(c), idOf(c));
    return c.json({ message: '角色已删除。', status_code: 200 }, 200);
  });

const menuTag = { tag: 'system-menus' };
const treeRoute = systemRoute({ ...menuTag, method: 'get', path: '/', permission: M, summary: 'Every navbar and the whole sidebar tree, with roles, navbars and permission per item', response: z.object({ data: MenuTreeSchema }) });
const sidebarCreate = systemRoute({ ...menuTag, method: 'post', path: '/sidebars', permission: M, summary: 'Add a menu item (parent must exist; top-level items name their navbars)', body: SidebarCreateBody, response: z.object({ data: MenuSavedSchema }), status: 201 });
const sidebarUpdate = systemRoute({ ...menuTag, method: 'patch', path: '/sidebars/{id}', permission: M, summary: 'Edit a menu item; a parent that would make a cycle is refused (422)', body: SidebarUpdateBody, response: z.object({ data: MenuSavedSchema }) });
const sidebarDelete = systemRoute({ ...menuTag, method: 'delete', path: '/sidebars/{id}', permission: M, summary: 'Delete a menu item without children (422 while it has any)', response: Done });
const sidebarReorder = systemRoute({ ...menuTag, method: 'post', path: '/sidebars/reorder', permission: M, summary: "Set the order of one parent's children (ids must be exactly its children, else 422)", body: SidebarReorderBody, response: Done });
const navbarReorder = systemRoute({ ...menuTag, method: 'post', path: '/navbars/reorder', permission: M, summary: 'Set the order of the top-bar sections (ids must name every navbar once, else 422)', body: NavbarReorderBody, response: Done });
const navbarCreate = systemRoute({ ...menuTag, method: 'post', path: '/navbars', permission: M, summary: 'Add a navbar (top-bar section)', body: NavbarCreateBody, response: z.object({ data: MenuSavedSchema }), status: 201 });
const navbarUpdate = systemRoute({ ...menuTag, method: 'patch', path: '/navbars/{id}', permission: M, summary: 'Edit a navbar', body: NavbarUpdateBody, response: z.object({ data: MenuSavedSchema }) });
const navbarDelete = systemRoute({ ...menuTag, method: 'delete', path: '/navbars/{id}', permission: M, summary: 'Delete a navbar no menu item uses', response: Done });

const menus = createRouter();
menus.use('*', requireManager());
export const menuEditorRoutes = menus
  .on(treeRoute.method, documented(menus, treeRoute), requirePermission(treeRoute), async (c) => c.json({ data: await menuEditorTree(await dbOf(c)) }, 200))
  .on(sidebarReorder.method, documented(menus, sidebarReorder), requirePermission(sidebarReorder), async (c) => {
    const body = parseInput(SidebarReorderBody, await jsonObject(c));
    await reorderSidebars(await dbOf(c), body.parent_id, body.ids, await now(c));
    return c.json({ message: '菜单顺序已保存。', status_code: 200 }, 200);
  })
  .on(sidebarCreate.method, documented(menus, sidebarCreate), requirePermission(sidebarCreate), async (c) => {
    const body = parseInput(SidebarCreateBody, await jsonObject(c));
    const id = await createSidebar(await dbOf(c), body, await now(c));
    return c.json({ data: { id } }, 201);
  })
  .on(sidebarUpdate.method, documented(menus, sidebarUpdate), requirePermission(sidebarUpdate), async (c) => {
    const id = idOf(c);
    const body = parseInput(SidebarUpdateBody, await jsonObject(c));
    await updateSidebar(await dbOf(c), id, body, await now(c));
    return c.json({ data: { id } }, 200);
  })
  .on(sidebarDelete.method, documented(menus, sidebarDelete), requirePermission(sidebarDelete), async (c) => {
    await deleteSidebar(await dbOf(c), idOf(c));
    return c.json({ message: '菜单已删除。', status_code: 200 }, 200);
  })
  .on(navbarReorder.method, documented(menus, navbarReorder), requirePermission(navbarReorder), async (c) => {
    const body = parseInput(NavbarReorderBody, await jsonObject(c));
    await reorderNavbars(await dbOf(c), body.ids);
    return c.json({ message: '顶部栏目顺序已保存。', status_code: 200 }, 200);
  })
  .on(navbarCreate.method, documented(menus, navbarCreate), requirePermission(navbarCreate), async (c) => {
    const body = parseInput(NavbarCreateBody, await jsonObject(c));
    return c.json({ data: { id: await createNavbar(await dbOf(c), body) } }, 201);
  })
  .on(navbarUpdate.method, documented(menus, navbarUpdate), requirePermission(navbarUpdate), async (c) => {
    const id = idOf(c);
    const body = parseInput(NavbarUpdateBody, await jsonObject(c));
    await updateNavbar(await dbOf(c), id, body);
    return c.json({ data: { id } }, 200);
  })
  .on(navbarDelete.method, documented(menus, navbarDelete), requirePermission(navbarDelete), async (c) => {
    await deleteNavbar(await dbOf(c), idOf(c));
    return c.json({ message: '顶部栏目已删除。', status_code: 200 }, 200);
  });
