import { hash, type Options, verify } from '@node-rs/argon2';

// argon2id (Algorithm.Argon2id = 2; a const enum, unusable under isolatedModules) with OWASP's
// recommended minimum cost: 19 MiB, 2 passes.
const OPTIONS: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}
