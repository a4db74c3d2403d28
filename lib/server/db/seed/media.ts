import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Storage } from '@/lib/server/storage';

// Three small lesson videos made for the demo with ffmpeg (320×180 H.264 + AAC, 30 s each, a
// lesson title over a colour field and a running clock), stored in the repository beside this file.
// The seed records them as files rows; installSeedMedia copies them into storage.

export const SEED_MEDIA = [
  { name: 'lesson-01.mp4', seconds: 30, topic: '职业道德与安全规范' },
  { name: 'lesson-02.mp4', seconds: 30, topic: '基础知识与工具认知' },
  { name: 'lesson-03.mp4', seconds: 30, topic: '操作技能实训演示' },
] as const;

export const SEED_MEDIA_DIR = path.join(process.cwd(), 'lib', 'server', 'db', 'seed', 'media');
export const seedStorageKey = (name: string) => `seed/${name}`;

export function seedMediaFacts(name: string): { size: number; sha256: string } {
  const buffer = fs.readFileSync(path.join(SEED_MEDIA_DIR, name));
  return { size: buffer.length, sha256: createHash('sha256').update(buffer).digest('hex') };
}

/** Copies the lesson videos into storage (UPLOAD_DIR or the bucket); objects already there are kept. */
export async function installSeedMedia(storage: Storage): Promise<void> {
  for (const { name } of SEED_MEDIA) {
    const source = path.join(SEED_MEDIA_DIR, name);
    // A bundled server has no repository beside it: the tools that seed copy the files.
    if (!fs.existsSync(source) || (await storage.head(seedStorageKey(name)))) continue;
    await storage.put(seedStorageKey(name), fs.createReadStream(source), { contentType: 'video/mp4', sha256: seedMediaFacts(name).sha256 });
  }
}
