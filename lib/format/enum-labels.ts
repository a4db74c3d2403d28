import zh from '@/messages/zh/manage-kit.json';

// One dictionary of enum labels (messages/<locale>/manage-kit.json, namespace ManageEnums): the
// back-office pages read it through next-intl in the interface language, and the exports, which
// are written in Chinese, read the Chinese copy here. An unknown value is shown as it is.

export type EnumGroup = keyof typeof zh.ManageEnums;
const CHINESE: Record<string, Record<string, string>> = zh.ManageEnums;

/** Message keys are camelCase: `reset-password` is kept under `resetPassword`. */
export function enumKey(value: string): string {
  return value.replace(/[-_/]([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The Chinese label of an enum value, for exports and server-written text. */
export function enumLabelZh(group: EnumGroup, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return CHINESE[group]?.[enumKey(value)] ?? value;
}

/** Every value of a group that has a label, in the dictionary's order (filters, selects); for groups of one-word values. */
export function enumValues(group: EnumGroup): string[] {
  return Object.keys(CHINESE[group] ?? {});
}

export function hasEnumLabel(group: EnumGroup, value: string): boolean {
  return Object.prototype.hasOwnProperty.call(CHINESE[group] ?? {}, enumKey(value));
}

/** An operation-log module such as `moxibustion/batches`: its first word names the area. */
export function operationModuleKey(module: string): string {
  return module.split('/')[0] ?? module;
}

/** An exam result's outcome as the dictionary names it (examResult): passed, failed, or not scored yet. */
export function examOutcome(passed: boolean | null): 'passed' | 'failed' | 'notScored' {
  return passed === null ? 'notScored' : passed ? 'passed' : 'failed';
}
