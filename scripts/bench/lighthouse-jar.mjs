// One Lighthouse run of a signed-in page, with the session in the browser's own cookie jar:
// `node scripts/bench/lighthouse-jar.mjs <url> <out.json> <headers.json> <chromium> [flags…]`.
// The CLI's --extra-headers Cookie is dropped by Chrome as soon as the page writes a cookie of its
// own, so the page's later requests (RSC prefetches, client reads) went without the session. Here
// the cookies are set in the jar first and Lighthouse keeps them (disableStorageReset).
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [url, out, headersFile, executablePath, ...flags] = process.argv.slice(2);
const { Cookie: cookieHeader = '', ...headers } = JSON.parse(fs.readFileSync(headersFile, 'utf8'));
// The server may send a first visit on to its own name for the host (127.0.0.1 → localhost): the
// session goes in the jar for every host the page passes through.
const hosts = new Set([new URL(url).hostname]);
const probe = await fetch(url, { redirect: 'manual', headers: { ...headers, cookie: cookieHeader } });
const moved = probe.headers.get('location');
if (moved) hosts.add(new URL(moved, url).hostname);
const cookies = [...hosts].flatMap((domain) => cookieHeader.split(/;\s*/).filter(Boolean).map((pair) => {
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1), domain, path: '/' };
}));

const browser = await puppeteer.launch({ executablePath, headless: true, args: flags.filter((f) => !f.startsWith('--headless')) });
try {
  await browser.setCookie(...cookies);
  const page = await browser.newPage();
  const result = await lighthouse(
    url,
    { output: 'json', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], disableStorageReset: true, extraHeaders: headers, logLevel: 'error' },
    undefined,
    page,
  );
  if (!result) throw new Error('lighthouse gave no result');
  fs.writeFileSync(out, result.report);
} finally {
  await browser.close();
}
