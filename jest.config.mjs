import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl and its dependencies ship ESM only, and so do jose and did-jwt's encoders; next/jest would leave them untransformed.
const ESM_PACKAGES = ['next-intl', 'use-intl', 'icu-minify', '@formatjs', 'intl-messageformat', '@schummar', 'jose', '@scure', '@noble'];

async function project(config) {
  const built = await createJestConfig({
    // server-only throws outside React's react-server condition, which jest does not set; its empty
    // module is what Next resolves it to for server code.
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/node_modules/server-only/empty.js' },
    // The build's standalone copy holds a second package.json and sources of its own.
    modulePathIgnorePatterns: ['<rootDir>/.next/'],
    // jest's own runtime, keeping V8's code cache between test files (see the file).
    runtime: '<rootDir>/tests/helpers/code-cache-runtime.cjs',
    ...config,
  })();
  built.transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return built;
}

// Tests of the HTTP layer in front of the database (body and upload limits, client addresses,
// the proxy, headers, logs, the OpenAPI document) and of the Excel streams (xlsx-stream opens no
// database at all): what they assert does not depend on the database, so they run on SQLite only.
// Everything that reads or writes through a query runs on both.
const HTTP_LAYER_TESTS = [
  'body-limits', 'client-address', 'xlsx-import-limits', 'xlsx-stream', 'proxy', 'proxy-session', 'proxy-bearer-session', 'no-store', 'observability', 'openapi',
];

// The programs API tests start as processes, bundled once per run (one setup shared by the projects).
const PROCESS_ENTRIES = { globalSetup: '<rootDir>/tests/helpers/global-setup.ts', globalTeardown: '<rootDir>/tests/helpers/global-teardown.ts' };
// jest's node environment, which takes back the process listeners and timers a test file left (see the file).
const NODE_ENVIRONMENT = '<rootDir>/tests/helpers/test-environment.cjs';

const apiProject = (dialect) =>
  project({
    displayName: `api-${dialect}`,
    testEnvironment: NODE_ENVIRONMENT,
    testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
    testPathIgnorePatterns: dialect === 'postgres' ? HTTP_LAYER_TESTS.map((name) => `/tests/api/${name}\\.test\\.ts$`) : [],
    setupFiles: [`<rootDir>/tests/helpers/dialect-${dialect}.ts`, '<rootDir>/tests/helpers/redis-prefix.ts'],
    ...PROCESS_ENTRIES,
  });

// The API suite's file tests again on the S3 driver (tests/helpers/s3-server.ts), on SQLite: the
// driver, not the database, is what differs.
const STORAGE_TESTS = [
  'manage-videos', 'study', 'manage-verifications', 'manage-enrollment-review', 'career-applications',
  'manage-class-cover', 'user-profile', 'manage-organization', 'manage-content',
];
const s3Project = () =>
  project({
    displayName: 'api-s3',
    testEnvironment: NODE_ENVIRONMENT,
    testMatch: STORAGE_TESTS.map((name) => `<rootDir>/tests/api/${name}.test.ts`),
    setupFiles: ['<rootDir>/tests/helpers/dialect-sqlite.ts', '<rootDir>/tests/helpers/storage-s3.ts', '<rootDir>/tests/helpers/redis-prefix.ts'],
    ...PROCESS_ENTRIES,
  });

export default async function config() {
  const projects = [
    await project({
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/helpers/jest-dom.ts'],
    }),
    await apiProject('sqlite'),
  ];
  if (process.env.TEST_DATABASE_URL) projects.push(await apiProject('postgres'));
  projects.push(await s3Project());
  return { projects, maxWorkers: 2, testTimeout: 60_000 };
}
