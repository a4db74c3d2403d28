import path from 'node:path';

// `npm run test:changed` (tests/run-changed.ts): which browser specs a change probably concerns.
// jest finds its related tests from the import graph; Playwright specs reach the code through a
// running server, so they are matched by name instead: a spec whose name holds the changed page's or
// resource's feature word (app/[locale]/(front)/cerQuery → cer-query.spec.ts, components/manage/pages/classes
// → manage-classes.spec.ts). That is a guess, which is why they are only listed unless asked for.

// Where a feature's name is the folder or file right after the prefix.
const FEATURE_ROOTS = [
  /^app\/\[locale\]\/\(front\)\/([^/]+)\//,
  /^app\/\[locale\]\/\(manage\)\/(?:\(shell\)\/)?manage\/([^/]+)\//,
  /^components\/front\/([^/.]+)/,
  /^components\/manage\/pages\/([^/.]+)/,
  /^lib\/server\/api\/routes\/([^/.]+)/,
  /^lib\/server\/services\/([^/.]+)/,
];

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The feature words of the changed files ("cer-query", "classes"), shortest form, without duplicates. */
export function featureWords(files: string[]): string[] {
  const words = new Set<string>();
  for (const file of files) {
    for (const root of FEATURE_ROOTS) {
      const match = root.exec(file);
      if (match && !match[1].startsWith('(') && !match[1].startsWith('[')) words.add(kebab(match[1]));
    }
  }
  return [...words];
}

/**
 * The specs among `specs` (paths) a change concerns: those changed themselves, and those whose name
 * holds a feature word of a changed file (singular or plural: "class" finds manage-classes).
 * A changed helper of the browser tests concerns them all.
 */
export function matchingSpecs(files: string[], specs: string[]): string[] {
  if (files.some((f) => f.startsWith('tests/e2e/helpers/') || f === 'playwright.config.ts')) return [...specs];
  const words = featureWords(files).map((w) => w.replace(/e?s$/, '')).filter((w) => w.length >= 3);
  return specs.filter((spec) => {
    if (files.includes(spec)) return true;
    const name = path.basename(spec).replace(/\.spec\.ts$/, '');
    return words.some((w) => name.split('-').some((part) => part.replace(/e?s$/, '') === w) || name.includes(w));
  });
}
