import { createHash } from 'node:crypto';
import type { Storage } from '@/lib/server/storage';

// Seeded real-name verifications come with two ID photos, as a learner's submission does. They are
// drawn here, not photographed: one card outline per side, plainly marked as a demo placeholder so
// that nobody mistakes them for a real document. Every seeded submission points at the same two files.

const FRAME = `<rect x="8" y="8" width="840" height="524" rx="28" fill="#eef3fb" stroke="#8aa4cf" stroke-width="4"/>`;
const LABEL = `<text x="428" y="500" font-size="26" fill="#b42318" text-anchor="middle">演示数据 · 占位图 · 非真实证件</text>`;

function svg(body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540" font-family="'Noto Sans SC','PingFang SC','Microsoft YaHei',sans-serif">${FRAME}${body}${LABEL}</svg>\n`,
  );
}

export const SEED_ID_PHOTOS = {
  front: {
    name: 'id-front-placeholder.svg',
    body: svg(
      `<text x="60" y="100" font-size="30" fill="#334155">姓名</text><rect x="150" y="74" width="260" height="34" rx="6" fill="#cbd5e1"/>` +
        `<text x="60" y="170" font-size="30" fill="#334155">性别</text><rect x="150" y="144" width="80" height="34" rx="6" fill="#cbd5e1"/>` +
        `<text x="60" y="240" font-size="30" fill="#334155">出生</text><rect x="150" y="214" width="300" height="34" rx="6" fill="#cbd5e1"/>` +
        `<text x="60" y="310" font-size="30" fill="#334155">住址</text><rect x="150" y="284" width="360" height="34" rx="6" fill="#cbd5e1"/>` +
        `<text x="60" y="420" font-size="30" fill="#334155">公民身份号码</text><rect x="260" y="394" width="460" height="34" rx="6" fill="#cbd5e1"/>` +
        `<rect x="600" y="60" width="190" height="240" rx="10" fill="#cbd5e1"/><circle cx="695" cy="150" r="52" fill="#94a3b8"/><rect x="625" y="215" width="140" height="85" rx="40" fill="#94a3b8"/>`,
    ),
  },
  back: {
    name: 'id-back-placeholder.svg',
    body: svg(
      `<circle cx="120" cy="120" r="64" fill="none" stroke="#b42318" stroke-width="6"/>` +
        `<text x="428" y="150" font-size="44" fill="#1e293b" text-anchor="middle">中华人民共和国</text>` +
        `<text x="428" y="220" font-size="52" fill="#1e293b" text-anchor="middle">居民身份证</text>` +
        `<text x="200" y="360" font-size="28" fill="#334155">签发机关</text><rect x="340" y="334" width="360" height="34" rx="6" fill="#cbd5e1"/>` +
        `<text x="200" y="420" font-size="28" fill="#334155">有效期限</text><rect x="340" y="394" width="360" height="34" rx="6" fill="#cbd5e1"/>`,
    ),
  },
} as const;

export const SEED_ID_PHOTO_MIME = 'image/svg+xml';
export const idPhotoStorageKey = (name: string) => `seed/${name}`;

export function idPhotoFacts(body: Buffer): { size: number; sha256: string } {
  return { size: body.length, sha256: createHash('sha256').update(body).digest('hex') };
}

/** Puts the two placeholders into storage (kept when already there). */
export async function installSeedIdPhotos(storage: Storage): Promise<void> {
  for (const { name, body } of Object.values(SEED_ID_PHOTOS)) {
    if (await storage.head(idPhotoStorageKey(name))) continue;
    await storage.put(idPhotoStorageKey(name), body, { contentType: SEED_ID_PHOTO_MIME, sha256: idPhotoFacts(body).sha256 });
  }
}
