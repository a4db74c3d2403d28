/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cjkFontConfigFile, withBundledCjkFont } from '@/scripts/cjk-font';

describe('the bundled CJK font for test browsers and Lighthouse', () => {
  it('writes a fontconfig file adding the Noto Sans Hans that npm install brings to the system fonts', () => {
    const file = cjkFontConfigFile();
    expect(file).toBeDefined();
    const conf = fs.readFileSync(file!, 'utf8');
    const fonts = path.resolve('node_modules/@embedpdf/fonts-sc/fonts');
    expect(conf).toContain('<include ignore_missing="yes">/etc/fonts/fonts.conf</include>');
    expect(conf).toContain(`<dir>${fonts}</dir>`);
    expect(fs.existsSync(path.join(fonts, 'NotoSansHans-Regular.otf'))).toBe(true);
    // Regular and bold only: fontconfig would otherwise pick a light weight for normal text.
    expect(conf).toContain(`<glob>${fonts}/*Light.otf</glob>`);
    expect(withBundledCjkFont({ headless: true }).env?.FONTCONFIG_FILE).toBe(file);
  });

  it('gives nothing where the font package is missing', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-fonts-'));
    expect(cjkFontConfigFile(empty)).toBeUndefined();
    expect(withBundledCjkFont({ headless: true }, empty)).toEqual({ headless: true });
  });
});
