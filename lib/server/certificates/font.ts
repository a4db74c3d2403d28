import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

/**
 * Noto Sans Hans (SIL OFL 1.1) from the npm package @embedpdf/fonts-sc: every install has it, so a
 * certificate PDF needs no system font. Found from the working directory rather than through
 * require.resolve, which the server bundle rewrites into a module id; the standalone server runs in
 * .next/standalone, where next.config.mjs's outputFileTracingIncludes puts the same relative path.
 */
export const BUNDLED_FONT = path.join('node_modules', '@embedpdf', 'fonts-sc', 'fonts', 'NotoSansHans-Regular.otf');

export type CjkFont = { file: string; family?: string };

export const FONT_MISSING_MESSAGE = '证书 PDF 所需的中文字体文件不存在：请检查 CERT_FONT_FILE，或重新运行 npm install。';

/** The configured font (CERT_FONT_FILE), else the bundled Noto Sans Hans; null when the file is missing. */
export function findCjkFont(cwd = process.cwd()): CjkFont | null {
  const configured = env().CERT_FONT_FILE;
  if (configured) return fs.existsSync(configured) ? { file: configured } : null;
  const bundled = path.resolve(cwd, BUNDLED_FONT);
  return fs.existsSync(bundled) ? { file: bundled } : null;
}
