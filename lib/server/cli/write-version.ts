import fs from 'node:fs';
import path from 'node:path';

// public/version.json lets open pages notice a new deployment (SPEC.md §2 navigation guards).
const pkg = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { version: string };
const buildTime = new Date().toISOString();
fs.mkdirSync(path.resolve('public'), { recursive: true });
fs.writeFileSync(
  path.resolve('public/version.json'),
  `${JSON.stringify({ version: `V${pkg.version}`, build: buildTime.replace(/\D/g, '').slice(0, 14), build_time: buildTime })}\n`,
);
console.log(`version.json: V${pkg.version} built ${buildTime}`);
