import { z } from 'zod';

// What the back-office shell asks of the API besides the profile (routes/manager-routes.ts): whether a
// path names a page the manager may open, and the permitted pages for the menu search. The route host
// and the menu search read these.

export const RouteCheckSchema = z.object({ path: z.string(), known: z.boolean(), permitted: z.boolean() }).meta({ id: 'ManagerRouteCheck' });
export type RouteCheck = z.infer<typeof RouteCheckSchema>;

export const MenuSearchEntrySchema = z
  .object({
    path: z.string(),
    title: z.string(),
    /** Section and group titles, shown as the breadcrumb of a hit. */
    trail: z.array(z.string()),
    /** Full pinyin without tones or spaces, e.g. "banjiguanli"; empty when unknown. */
    pinyin: z.string(),
    /** First letters, e.g. "bjgl". */
    initials: z.string(),
  })
  .meta({ id: 'MenuSearchEntry' });
export type MenuSearchEntry = z.infer<typeof MenuSearchEntrySchema>;

/** A whole personal value (phone, ID number) that a manager asked for (POST /manage/{subject}/{id}/reveal, logged). */
export const RevealedSchema = z.object({ value: z.string() });
export type Revealed = z.infer<typeof RevealedSchema>;

/** A theme colour is #RRGGBB. */
export const THEME_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** The back-office layout settings (GET/PUT /user/settings), stored per manager; the shell and its drawer read them. */
export const ShellSettingsSchema = z
  .object({
    theme: z.string().refine((v) => THEME_PATTERN.test(v), '必须是 #RRGGBB 格式的颜色。').meta({ example: '#409EFF', pattern: '^#[0-9a-fA-F]{6}$' }),
    showSettings: z.boolean(),
    tagsView: z.boolean(),
    fixedHeader: z.boolean(),
    sidebarLogo: z.boolean(),
    supportPinyinSearch: z.boolean(),
  })
  .strict()
  .meta({ id: 'ShellSettings' });
export type ShellSettings = z.infer<typeof ShellSettingsSchema>;
