import zh from '@/messages/zh/core.json';

// The national skill levels, 1 (一级/高级技师) … 5 (五级/初级工): one dictionary (messages Levels),
// read through next-intl on pages and in Chinese here for exports, PDFs and server-written text.

export type LevelKey = keyof typeof zh.Levels;

/** Skill levels as keys of the Levels namespace; null for anything that is not 1–5. */
export function levelKey(level: number | string | null | undefined): LevelKey | null {
  const n = typeof level === 'string' && /^\d$/.test(level) ? Number(level) : level;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5 ? (`level${n}` as LevelKey) : null;
}

/** The Chinese national name of a level ("五级/初级工"); anything else is shown as it is. */
export function levelNameZh(level: number | string | null | undefined): string {
  const key = levelKey(level);
  return key ? zh.Levels[key] : level === null || level === undefined ? '' : String(level);
}

const SHORT = ['一级', '二级', '三级', '四级', '五级'];

/** A level as an operator may type it in a sheet: 4, "四级", "中级工" or "四级/中级工"; undefined when it is none of them. */
export function levelFromText(text: string): number | undefined {
  const value = text.trim();
  if (/^[1-5]$/.test(value)) return Number(value);
  const index = Object.values(zh.Levels).findIndex((name) => name === value || name.split('/').includes(value));
  return index >= 0 ? index + 1 : SHORT.includes(value) ? SHORT.indexOf(value) + 1 : undefined;
}
