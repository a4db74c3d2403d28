import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl and its dependencies ship ESM only; next/jest would leave them untransformed.
const ESM_PACKAGES = ['next-intl', 'use-intl', 'icu-minify', '@formatjs', 'intl-messageformat', '@schummar'];

async function project(config) {
  const built = await createJestConfig({
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
    // The build's standalone copy holds a second package.json and sources of its own.
    modulePathIgnorePatterns: ['<rootDir>/.next/'],
    ...config,
  })();
  built.transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return built;
}

const apiProject = (dialect) =>
  project({
    displayName: `api-${dialect}`,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
    setupFiles: [`<rootDir>/tests/helpers/dialect-${dialect}.ts`],
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
  return { projects, maxWorkers: 2, testTimeout: 60_000 };
}
