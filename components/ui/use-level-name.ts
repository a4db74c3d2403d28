import { useTranslations } from 'next-intl';
import { levelKey } from '@/lib/format/skill-level';

/** A skill level by its national name in the interface language ("五级/初级工", "Level 5 / Junior Worker"). */
export function useLevelName(): (level: number | string | null | undefined) => string {
  const t = useTranslations('Levels');
  return (level) => {
    const key = levelKey(level);
    return key ? t(key) : level === null || level === undefined ? '' : String(level);
  };
}
