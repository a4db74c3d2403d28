/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { reloadEnv } from '@/lib/env';
import { BUNDLED_FONT, findCjkFont } from '@/lib/server/certificates/font';

// Certificate PDFs must work on a fresh machine and in the container without any system font.
describe('the Chinese font for certificate PDFs', () => {
  const saved = process.env.CERT_FONT_FILE;
  afterEach(() => {
    if (saved === undefined) delete process.env.CERT_FONT_FILE;
    else process.env.CERT_FONT_FILE = saved;
    reloadEnv();
  });

  test('without CERT_FONT_FILE the font that npm install brings is used', () => {
    delete process.env.CERT_FONT_FILE;
    reloadEnv();
    const font = findCjkFont();
    expect(font?.file).toBe(path.resolve(BUNDLED_FONT));
    expect(fs.statSync(font!.file).size).toBeGreaterThan(1_000_000);
  });

  test('the standalone server finds it beside itself: the build traces it in', () => {
    const config = fs.readFileSync('next.config.mjs', 'utf8');
    expect(config).toContain(`./${BUNDLED_FONT.split(path.sep).join('/')}`);
  });

  test('CERT_FONT_FILE overrides it, and a missing file is reported rather than silently replaced', () => {
    process.env.CERT_FONT_FILE = path.resolve(BUNDLED_FONT);
    reloadEnv();
    expect(findCjkFont()).toEqual({ file: path.resolve(BUNDLED_FONT) });
    process.env.CERT_FONT_FILE = '/nonexistent/font.ttf';
    reloadEnv();
    expect(findCjkFont()).toBeNull();
  });

  test('a directory without node_modules has no bundled font', () => {
    delete process.env.CERT_FONT_FILE;
    reloadEnv();
    expect(findCjkFont('/')).toBeNull();
  });
});
