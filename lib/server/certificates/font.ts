import fs from 'node:fs';
import { env } from '@/lib/env';

// Debian's CJK font packages, smallest first: fonts-wqy-microhei, fonts-wqy-zenhei, fonts-noto-cjk.
const SYSTEM_FONTS = [
  { file: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYiMicroHei' },
  { file: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', family: 'WenQuanYiZenHei' },
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { file: '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', family: 'NotoSerifCJKsc-Regular' },
] as const;

export type CjkFont = { file: string; family?: string };

export const FONT_MISSING_MESSAGE = '证书 PDF 需要中文字体：请安装 fonts-wqy-microhei（或 fonts-noto-cjk），或用 CERT_FONT_FILE 指定字体文件。';

/** The configured font, else the first installed system CJK font; null when there is none. */
export function findCjkFont(): CjkFont | null {
  const configured = env().CERT_FONT_FILE;
  if (configured) return fs.existsSync(configured) ? { file: configured } : null;
  const found = SYSTEM_FONTS.find((f) => fs.existsSync(f.file));
  return found ? { file: found.file, family: found.family } : null;
}
