import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  { ignores: ['.next/**', 'node_modules/**', 'data/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // The React Compiler's rules that eslint-config-next 16 turns on: this code base does not use the
      // compiler, and these flag patterns it relies on on purpose (state reset in effects after a prop
      // change, refs read while rendering for the latest callback, Date.now() in render of relative times).
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/globals': 'off',
      'react-hooks/static-components': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  // Import boundaries (tests/unit/boundaries.test.ts runs these with the cycle check in `npm test`).
  {
    // Services and the domain know no HTTP: they take plain inputs and the app context and throw
    // domain errors; routes (lib/server/api) translate. The API's own modules are off limits.
    files: ['lib/server/services/**', 'lib/server/domain/**', 'lib/server/subsidy/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'hono', message: 'Services know no HTTP: take plain inputs, throw lib/server/domain/errors.' },
          { name: 'next', message: 'Services know no framework.' },
        ],
        patterns: [
          { group: ['@/lib/server/api', '@/lib/server/api/**', '**/server/api/**'], message: 'Services may not import the API layer: domain errors, paging and validation live in lib/server/domain, schemas in lib/contract.' },
          { group: ['hono/*', '@hono/*', 'next/*'], message: 'Services know no HTTP or framework.' },
          { group: ['@/lib/api', '@/lib/api/**'], message: 'Services return the contracts of lib/contract, not the browser client\'s types.' },
        ],
      }],
    },
  },
  {
    // Services take the time from the app context (appContext(db).now(), nowIsoOf(db)) or from the
    // `now` their route passes, never from the wall clock: tests set the clock instead of sleeping.
    files: ['lib/server/services/**', 'lib/server/domain/**', 'lib/server/subsidy/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Services read no wall clock: take `now` from the app context (appContext(db).now()) or from the caller.' },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Services read no wall clock: take `now` from the app context (appContext(db).now()) or from the caller.' },
        { selector: "CallExpression[callee.name='Date']", message: 'Services read no wall clock: Date() is the current time as text; take `now` from the app context.' },
      ],
    },
  },
  {
    // findBy* resolves as soon as the element exists, which may be before its content is final (a tab
    // strip restored after the manager info loads); asserting its content then races the page. Wait for
    // the assertion itself: await waitFor(() => expect(screen.getBy…(…)).toHave…(…)).
    files: ['tests/unit/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.property.name=/^toHave(TextContent|Attribute|Value)$/][callee.object.callee.name='expect'][callee.object.arguments.0.type='AwaitExpression'][callee.object.arguments.0.argument.callee.property.name=/^findBy/]", message: 'Assert content inside waitFor: the element findBy found may not have its final content yet.' },
      ],
    },
  },
  {
    // Contracts are shared by the server and the browser: plain zod, each other and the shared
    // rules of lib/validation (pure functions), nothing else.
    files: ['lib/contract/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(?!zod$|\\./|@/lib/validation/)', message: 'lib/contract imports only zod, other contracts (./…) and lib/validation.' }],
      }],
    },
  },
  {
    // A feature folder of contracts (lib/contract/subsidy/) may also reach the shared contracts one level up.
    files: ['lib/contract/*/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(?!zod$|\\./|\\.\\./[\\w-]+$|@/lib/validation/)', message: 'lib/contract imports only zod, other contracts (./…, ../name) and lib/validation.' }],
      }],
    },
  },
  {
    // Browser code never reaches server modules (database, secrets, Node APIs). lib/api's server-side
    // readers (server.ts, cache/, queries/) serve server components only.
    files: ['components/**', 'lib/api/**'],
    ignores: ['lib/api/server.ts', 'lib/api/cache/**', 'lib/api/queries/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@/lib/server', '@/lib/server/**', '**/lib/server/**'], message: 'Client code may not import lib/server: share types and schemas through lib/contract.' }],
      }],
    },
  },
  {
    // Migrations are frozen and typed against Kysely<any> on purpose: they must not depend on today's schema.
    files: ['lib/server/db/migrations/**', 'lib/server/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];

export default config;
