import { createRouter } from '../http/router';

/** Routes of the back-office system administration, mounted at /api/v1. */
export const systemArea = createRouter();
