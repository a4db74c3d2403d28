import { createRouter } from '../http/router';
import { moxibustionRoutes } from '../routes/moxibustion';

/** Routes of the public front site (issue: the public front site), mounted at /api/v1. */
export const frontArea = createRouter().route('/moxibustion', moxibustionRoutes);
