import { z } from 'zod';
import { included } from './envelope';
import { ManagerSchema, NavbarItemSchema, RoleSummarySchema } from './account';

// The back-office's menus (SPEC.md §6): the trees a manager sees (GET /user/info, /user/sidebars), the
// permission tree (GET /permissions?all=1, /manage/roles/permission-tree) and the menu editor's own
// tree (GET /manage/menus), which shows every item with its roles and navbars.

const SidebarItemBase = z.object({
  id: z.number().int(),
  path: z.string(),
  name: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  order: z.number().int(),
  component: z.string(),
  redirect: z.string().nullable(),
  is_show: z.boolean(),
  alwaysShow: z.boolean(),
  navbars: z.array(z.string()),
  meta: z.object({ roles: z.array(z.string()), noCache: z.boolean(), affix: z.boolean(), title: z.string(), activeMenu: z.string().nullable() }),
  /** The permission that shows the item; null when only its roles decide. */
  permission: z.string().nullable(),
  roles: included(z.array(RoleSummarySchema)).optional(),
});
export type SidebarItem = z.infer<typeof SidebarItemBase> & { children: SidebarItem[] };
export const SidebarItemSchema: z.ZodType<SidebarItem> = SidebarItemBase.extend({
  get children() {
    return z.array(SidebarItemSchema);
  },
}).meta({ id: 'SidebarItem' });

export type PermissionNode = { id: number; name: string; title: string; parent_id: number | null; children: PermissionNode[] };
export const PermissionNodeSchema: z.ZodType<PermissionNode> = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    parent_id: z.number().int().nullable(),
    get children() {
      return z.array(PermissionNodeSchema);
    },
  })
  .meta({ id: 'PermissionNode' });

/** GET /permissions: the manager's permission names, or with all=1 the whole tree. */
export const PermissionListSchema = z.object({ data: z.union([z.array(z.string()), z.array(PermissionNodeSchema)]) });

/** GET /user/info: the manager (not wrapped in data) with the menus they may see. */
export const ManagerInfoSchema = z.object({
  me: ManagerSchema,
  navbars: z.object({ data: z.array(NavbarItemSchema) }),
  sidebars: z.object({ data: z.array(SidebarItemSchema) }),
});
export type ManagerInfo = z.infer<typeof ManagerInfoSchema>;

const MenuNodeBase = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  title: z.string(),
  name: z.string(),
  path: z.string(),
  component: z.string(),
  redirect: z.string().nullable(),
  icon: z.string().nullable(),
  order: z.number().int(),
  is_show: z.boolean(),
  always_show: z.boolean(),
  no_cache: z.boolean(),
  affix: z.boolean(),
  active_menu: z.string().nullable(),
  permission: z.string().nullable(),
  role_ids: z.array(z.number().int()),
  navbar_ids: z.array(z.number().int()),
});
/** An item of the menu editor's tree: every item, whoever may see it, with the ids of its roles and navbars. */
export type MenuNode = z.infer<typeof MenuNodeBase> & { children: MenuNode[] };
export const MenuNodeSchema: z.ZodType<MenuNode> = MenuNodeBase.extend({
  get children() {
    return z.array(MenuNodeSchema);
  },
}).meta({ id: 'MenuNode' });

export const NavbarNodeSchema = z
  .object({ id: z.number().int(), title: z.string(), name: z.string(), order: z.number().int() })
  .meta({ id: 'NavbarNode' });
export type NavbarNode = z.infer<typeof NavbarNodeSchema>;

export const MenuTreeSchema = z.object({ navbars: z.array(NavbarNodeSchema), sidebars: z.array(MenuNodeSchema) }).meta({ id: 'MenuTree' });
export type MenuTree = z.infer<typeof MenuTreeSchema>;

/** What creating or editing a menu item or navbar answers: its id. */
export const MenuSavedSchema = z.object({ id: z.number().int() }).meta({ id: 'MenuSaved' });
