import path from 'node:path';
import { addCompileHints } from './compile-hints';
import { copyStandaloneAssets } from './standalone';

// Run by `npm run build` after `next build`.
const { chunks, hinted } = addCompileHints(path.join(process.cwd(), '.next'));
console.log(`compile hints: ${hinted} of ${chunks} first-load chunks marked for compiling off the main thread`);
copyStandaloneAssets();
console.log('standalone: copied .next/static and public/ beside .next/standalone/server.js');
