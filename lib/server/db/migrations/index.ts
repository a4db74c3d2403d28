import type { Migration } from 'kysely';
import * as initial from './2026-11-22-0001-initial';

// A static list, so a bundled server finds every migration without reading the file system.
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-initial': initial,
};
