import { z } from 'zod';

// What people type is stored and shown to others. NUL breaks PostgreSQL (SQLite keeps it, so the
// two would differ); other control characters, bidirectional overrides and invisible characters
// hide or reorder text on other people's screens. Shared by the API and the forms.

/** C0 controls except tab, newline and carriage return; DEL; C1 controls. Never valid in any text. */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/u;
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const INVISIBLE = /[\u00ad\u034f\u115f\u1160\u180e\u200b-\u200d\u2060-\u2064\u3164\ufeff\uffa0]/u;

export type NameProblem = 'length' | 'control' | 'characters';

export const NAME_MESSAGES: Record<NameProblem, string> = {
  length: '长度必须为 2–20 个字符。',
  control: '不能包含换行、控制字符、方向控制符或不可见字符。',
  characters: "只能包含文字、数字，以及其间的空格或“·-'.”，且须含文字。",
};

// Letters, marks and digits of any script, single separators between them (王小明, Anna-Lena, Li Wei, 阿卜杜·热合曼).
const NAME_SHAPE = /^[\p{L}\p{M}\p{N}]+(?:[ ·・'.\-][\p{L}\p{M}\p{N}]+)*\.?$/u;

/** Why a person's displayed name (already trimmed) is refused, if it is. */
export function nameProblem(name: string): NameProblem | undefined {
  if (CONTROL_CHARACTERS.test(name) || LINE_BREAKS.test(name) || BIDI_CONTROLS.test(name) || INVISIBLE.test(name)) return 'control';
  const length = [...name].length;
  if (length < 2 || length > 20) return 'length';
  return NAME_SHAPE.test(name) && /\p{L}/u.test(name) ? undefined : 'characters';
}

/** The check of a person's displayed name (a learner's nickname, a manager's name) as a zod refinement. */
export function refinePersonName(value: string, ctx: z.RefinementCtx): void {
  const problem = nameProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: NAME_MESSAGES[problem], params: { problem } });
}

/** The dotted path of the first string anywhere in value that holds a control character, if any. */
export function controlCharacterPath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || value instanceof Blob) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL_CHARACTERS.test(key)) return [...path, key];
    const found = controlCharacterPath(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
