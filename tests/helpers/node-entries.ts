import fs from 'node:fs';
import path from 'node:path';

// The programs tests start as real processes (the API server, the operator commands, helper
// servers), run by `node` on JavaScript bundled once per jest run (./global-setup.ts) instead of
// through tsx's loader: a start of the API took about 4 s of processor time through tsx and 2 s
// bundled, and a command's start 1 s against 0.15 s. The bundle is the same TypeScript compiled by
// the same compiler (esbuild, which tsx uses), packages left to node as tsx leaves them; without a
// bundle (a jest run without the global setup) the entry runs through tsx as before.

const ROOT = path.resolve(__dirname, '../..');

/** Every entry a test starts with nodeArgs(), relative to the project. */
export const NODE_ENTRIES = [
  'lib/server/cli/api.ts',
  'lib/server/cli/backup.ts',
  'lib/server/cli/restore.ts',
  'lib/server/cli/cert-sign.ts',
  'lib/server/cli/cert-verify.ts',
  'lib/server/cli/cert-rotate-key.ts',
  'lib/server/cli/data-rotate-key.ts',
  'tests/helpers/proxy-server.ts',
  'tests/helpers/read-sheet-process.ts',
] as const;

export type NodeEntry = (typeof NODE_ENTRIES)[number];

export const ENTRIES_DIR_VARIABLE = 'TEST_NODE_ENTRIES_DIR';

const bundleName = (entry: string) => `${entry.replace(/\.ts$/, '').replace(/[/\\]/g, '__')}.js`;

/** Bundles every entry into dir (inside the project, so node finds the packages left out of the bundles). */
export async function bundleEntries(dir: string): Promise<void> {
  // The esbuild tsx runs on (a dependency of tsx, not of the project).
  const { build } = (await import(require.resolve('esbuild', { paths: [path.dirname(require.resolve('tsx/package.json'))] }))) as typeof import('esbuild');
  await Promise.all(
    NODE_ENTRIES.map((entry) =>
      build({
        entryPoints: [path.join(ROOT, entry)],
        outfile: path.join(dir, bundleName(entry)),
        bundle: true,
        platform: 'node',
        format: 'cjs',
        target: 'node20',
        packages: 'external',
        tsconfig: path.join(ROOT, 'tsconfig.json'),
        logLevel: 'error',
      }),
    ),
  );
}

/** The arguments to start entry with process.execPath (after any node options): its bundle, or tsx and the source. */
export function nodeArgs(entry: NodeEntry): string[] {
  const dir = process.env[ENTRIES_DIR_VARIABLE];
  const bundle = dir ? path.join(dir, bundleName(entry)) : null;
  return bundle && fs.existsSync(bundle) ? [bundle] : ['--import', 'tsx', entry];
}
