import { type Env, EnvError, env } from '@/lib/env';

/** Checks the environment once at start-up: one clear line per problem, then exit 1. */
export function loadEnvOrExit(): Env {
  try {
    return env();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
