import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Chinese and Japanese glyphs for a test browser. A fresh machine has no CJK font, so Chromium draws
 * every Han character as an empty box. The certificate PDFs' Noto Sans Hans (npm package
 * @embedpdf/fonts-sc, SIL OFL 1.1) comes with `npm install`; a fontconfig file of our own adds its
 * regular and bold weights to the system's fonts (Chromium on Linux finds fonts through fontconfig).
 * Returns the launch options that give a browser the font (`base` plus FONTCONFIG_FILE), or `base`
 * alone when the package's fonts are missing.
 *
 * Used where the picture is the point (the data screen's README screenshot) and with E2E_CJK_FONT=1.
 * Not yet for the whole suite: with real glyphs the rows of the back office's class, certificate and
 * exam lists pass the 96 px the table-fit check allows in some languages (manage-languages), to be
 * fixed first.
 */
export function withBundledCjkFont<T extends object>(base: T, root = process.cwd()): T & { env?: Record<string, string> } {
  const file = cjkFontConfigFile(root);
  if (!file) return base;
  const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
  return { ...base, env: { ...env, FONTCONFIG_FILE: file } };
}

/**
 * The fontconfig file that adds the bundled font to the system's (FONTCONFIG_FILE for a Chromium: the
 * test browsers, and the bench's Lighthouse runs, which measure a page as a reader's phone lays it
 * out, with Chinese glyphs), written once per machine; undefined when the package's fonts are missing.
 */
export function cjkFontConfigFile(root = process.cwd()): string | undefined {
  const fonts = path.resolve(root, 'node_modules', '@embedpdf', 'fonts-sc', 'fonts');
  if (!fs.existsSync(path.join(fonts, 'NotoSansHans-Regular.otf'))) return undefined;
  const dir = path.join(os.tmpdir(), `e2e-fontconfig-${process.getuid?.() ?? 0}`);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'fonts.conf');
  const conf = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${fonts}</dir>
  <selectfont><rejectfont><glob>${fonts}/*Light.otf</glob><glob>${fonts}/*Medium.otf</glob></rejectfont></selectfont>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>
`;
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== conf) {
    // Written whole and renamed: every Playwright worker loads the config and may get here at once.
    const part = `${file}.${process.pid}`;
    fs.writeFileSync(part, conf);
    fs.renameSync(part, file);
  }
  return file;
}
