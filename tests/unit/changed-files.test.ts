import { featureWords, matchingSpecs } from '../changed-files';

// npm run test:changed lists the browser specs a change concerns by name: a page's folder, a
// back-office page, an API resource or a service names the feature.
const SPECS = ['cer-query', 'manage-classes', 'learner-journey', 'certificate-verify', 'certificate-presentation', 'manage-videos', 'home'].map(
  (name) => `tests/e2e/${name}.spec.ts`,
);

test('feature words come from pages, components, API resources and services, in kebab case; other files give none', () => {
  expect(
    featureWords([
      'app/[locale]/(front)/cerQuery/page.tsx',
      'app/[locale]/(front)/page.tsx',
      'components/manage/pages/classes/class-form.tsx',
      'lib/server/api/routes/certificates.ts',
      'lib/server/services/certificates.ts',
      'components/front/news-list.tsx',
      'lib/server/db/migrate.ts',
      'README.md',
    ]),
  ).toEqual(['cer-query', 'classes', 'certificates', 'news-list']);
});

test('specs match by feature word, singular or plural, and a changed spec matches itself', () => {
  expect(matchingSpecs(['app/[locale]/(front)/cerQuery/page.tsx'], SPECS)).toEqual(['tests/e2e/cer-query.spec.ts']);
  expect(matchingSpecs(['lib/server/services/class.ts'], SPECS)).toEqual(['tests/e2e/manage-classes.spec.ts']);
  expect(matchingSpecs(['lib/server/api/routes/certificates.ts'], SPECS)).toEqual(['tests/e2e/certificate-verify.spec.ts', 'tests/e2e/certificate-presentation.spec.ts']);
  expect(matchingSpecs(['tests/e2e/home.spec.ts', 'lib/server/db/migrate.ts'], SPECS)).toEqual(['tests/e2e/home.spec.ts']);
  expect(matchingSpecs(['README.md'], SPECS)).toEqual([]);
});

test('a changed helper of the browser tests or their config concerns every spec', () => {
  expect(matchingSpecs(['tests/e2e/helpers/login.ts'], SPECS)).toEqual(SPECS);
  expect(matchingSpecs(['playwright.config.ts'], SPECS)).toEqual(SPECS);
});
