import { copyStandaloneAssets } from './standalone';

copyStandaloneAssets();
console.log('standalone: copied .next/static and public/ beside .next/standalone/server.js');
