import { randomInt } from 'node:crypto';
import md5 from 'md5';
import { hashPassword } from '@/lib/server/auth/passwords';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 16 characters from an unambiguous alphabet (~93 bits), drawn with crypto, not the demo PRNG. */
export function generatePassword(): string {
  let out = '';
  for (let i = 0; i < 16; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** The manager login page sends MD5(password), so that is what the stored hash covers. */
export function hashManagerPassword(password: string): Promise<string> {
  return hashPassword(md5(password));
}

export function hashLearnerPassword(password: string): Promise<string> {
  return hashPassword(password);
}

export type SeedPasswords = {
  admin: { plain: string; generated: boolean; managerHash: string };
  demo: { plain: string; generated: boolean; managerHash: string; learnerHash: string };
};

export async function preparePasswords(adminPassword?: string, demoPassword?: string): Promise<SeedPasswords> {
  const admin = adminPassword ?? generatePassword();
  const demo = demoPassword ?? generatePassword();
  const [adminHash, demoManagerHash, demoLearnerHash] = await Promise.all([
    hashManagerPassword(admin),
    hashManagerPassword(demo),
    hashLearnerPassword(demo),
  ]);
  return {
    admin: { plain: admin, generated: !adminPassword, managerHash: adminHash },
    demo: { plain: demo, generated: !demoPassword, managerHash: demoManagerHash, learnerHash: demoLearnerHash },
  };
}
