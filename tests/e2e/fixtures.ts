import { test as base } from '@playwright/test';
import { e2eServer, type E2eServer } from '../../playwright.config';

// What every browser spec imports instead of @playwright/test: the same test and expect, with
// baseURL set to the server of the worker running it (playwright.config.ts: one server and one
// database per worker, so specs in the two workers never share data).

export * from '@playwright/test';

export const test = base.extend<object, { e2eServer: E2eServer }>({
  e2eServer: [async ({}, provide, workerInfo) => provide(e2eServer(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ e2eServer }, provide) => provide(e2eServer.url),
});
