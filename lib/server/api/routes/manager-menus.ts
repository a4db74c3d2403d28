import { MANAGER_INCLUDES, managerProfile } from '@/lib/server/services/managers';
import { managerMenus } from '@/lib/server/services/menus';
import { requireManager } from '../http/auth';
import { collection } from '../http/envelope';
import { parseIncludes } from '../http/includes';
import { createRouter, dbOf } from '../http/router';

/** Mounted beside userRoutes under /user: the back-office's profile and menu trees. */
export const managerMenuRoutes = createRouter()
  .use('/info', requireManager())
  .use('/navbars', requireManager())
  .use('/sidebars', requireManager())
  .get('/info', async (c) => {
    const includes = parseIncludes(c.req.query('include'), MANAGER_INCLUDES);
    const db = await dbOf(c);
    const [me, menus] = await Promise.all([managerProfile(db, c.var.managerId, includes), managerMenus(db, c.var.managerId)]);
    return c.json({ me, navbars: collection(menus.navbars), sidebars: collection(menus.sidebars) }, 200);
  })
  .get('/navbars', async (c) => {
    const { navbars } = await managerMenus(await dbOf(c), c.var.managerId);
    return c.json(collection(navbars), 200);
  })
  .get('/sidebars', async (c) => {
    const includes = parseIncludes(c.req.query('include'), { roles: {} });
    const { sidebars } = await managerMenus(await dbOf(c), c.var.managerId, { withRoles: Boolean(includes.roles) });
    return c.json(collection(sidebars), 200);
  });
