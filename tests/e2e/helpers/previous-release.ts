import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The release before this one, as a deployment leaves it behind: the same standalone server, but
// every file that names the build carries an older deployment id (the server's config, the
// middleware, the client chunks that send it as x-deployment-id). A second `next build` would add
// minutes to every run; what tells two releases apart at run time is that id.

const TEXT_FILE = /\.(js|json|html|rsc|body|meta|txt)$/;

/** The deployment id of the build in .next (next.config.mjs: public/version.json's version and build stamp). */
export function currentDeploymentId(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join('.next', 'required-server-files.json'), 'utf8')) as { config: { deploymentId?: string } };
  if (!manifest.config.deploymentId) throw new Error('the build has no deployment id');
  return manifest.config.deploymentId;
}

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* files(full);
    } else if (TEXT_FILE.test(entry.name)) yield full;
  }
}

/** Makes `dir` a copy of .next/standalone (hard links) whose files name `olderId` instead of this build's id; returns how many files changed. */
export function makePreviousRelease(dir: string, olderId: string): number {
  const current = currentDeploymentId();
  fs.rmSync(dir, { recursive: true, force: true });
  const copy = spawnSync('cp', ['-al', path.join('.next', 'standalone'), dir], { encoding: 'utf8' });
  if (copy.status !== 0) throw new Error(`copying the build failed: ${copy.stderr}`);
  let changed = 0;
  for (const file of files(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(current)) continue;
    // A new file, not a write through the hard link into the current build.
    fs.unlinkSync(file);
    fs.writeFileSync(file, text.split(current).join(olderId));
    changed++;
  }
  return changed;
}
