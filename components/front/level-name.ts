export type LevelKey = 'level1' | 'level2' | 'level3' | 'level4' | 'level5';

/** Skill levels 1 (一级/高级技师) … 5 (五级/初级工) as keys of the Levels namespace. */
export function levelKey(level: number | null | undefined): LevelKey | null {
  return level && Number.isInteger(level) && level >= 1 && level <= 5 ? (`level${level}` as LevelKey) : null;
}
