import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The test browser's Chinese and Japanese glyphs. A fresh machine has no CJK font, so Chromium drew
 * every Han character as an empty box: screenshots could not be read and zh/ja widths were measured
 * on boxes. The certificate PDFs' Noto Sans Hans (npm package @embedpdf/fonts-sc, SIL OFL 1.1) comes
 * with `npm install`; a fontconfig file of our own adds its regular and bold weights to the system's
 * fonts for the browsers this process starts (Chromium on Linux finds fonts through fontconfig).
 * Returns the file, or null when the package's fonts are missing (the browser keeps the system's).
 */
export function installBundledCjkFont(root = process.cwd()): string | null {
  const fonts = path.resolve(root, 'node_modules', '@embedpdf', 'fonts-sc', 'fonts');
  if (!fs.existsSync(path.join(fonts, 'NotoSansHans-Regular.otf'))) return null;
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
  process.env.FONTCONFIG_FILE = file;
  return file;
}
