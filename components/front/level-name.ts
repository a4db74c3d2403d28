export { levelKey, type LevelKey } from '@/lib/format/skill-level';
