'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatYuan } from '@/lib/format/money';
import { useEnumLabel } from '@/components/ui/enum-label';
import type { ClaimStatus } from '@/lib/contract/subsidy/states';

// What the back office, the learner area and the public notice all say the same way: claim states,
// learner categories (dictionary values, stored in Chinese), ineligibility reasons and fraud signals
// by their codes, skill levels, and money in yuan from fen. Namespace SubsidyLabels.

/** Dictionary employment_category values (lib/server/db/seed/dictionaries.ts) → message keys. */
export const CATEGORY_KEYS: Record<string, string> = {
  失业人员: 'unemployed', 农民工: 'migrantWorkers', 高校毕业生: 'graduates', 退役军人: 'veterans', 脱贫劳动力: 'outOfPoverty',
  在职职工: 'employed', 就业困难人员: 'hardToEmploy', 残疾人: 'disabled', 城乡未继续升学初高中毕业生: 'schoolLeavers',
};
export const LEARNER_CATEGORIES = Object.keys(CATEGORY_KEYS);

export const CLAIM_TONES: Record<ClaimStatus, BadgeTone> = {
  draft: 'neutral', submitted: 'primary', returned: 'warning', rejected: 'danger', notice: 'primary', payable: 'success', in_batch: 'success', paid: 'success',
};

export function useSubsidyLabels() {
  const t = useTranslations('SubsidyLabels');
  const locale = useLocale();
  const has = (key: string) => t.has(key as Parameters<typeof t>[0]);
  const say = (key: string, values?: Record<string, string | number>) => t(key as Parameters<typeof t>[0], values as never);
  // States are named once, in the back office's enum dictionary (ManageEnums), for every area.
  const label = useEnumLabel();
  return {
    yuan: (fen: number | null | undefined) => (fen === null || fen === undefined ? '—' : formatYuan(fen, locale)),
    status: (status: string) => label('subsidyClaimStatus', status),
    categoryStatus: (status: string) => label('subsidyCategoryStatus', status),
    batchStatus: (status: string) => label('subsidyBatchStatus', status),
    objectionStatus: (status: string) => label('subsidyObjectionStatus', status),
    category: (value: string | null | undefined) => {
      if (!value) return say('categoryAny');
      const key = CATEGORY_KEYS[value];
      return key ? say(`category.${key}`) : value;
    },
    level: (level: number) => (level >= 1 && level <= 5 ? say(`level.level${level}`) : String(level)),
    /**
     * An ineligibility reason or fraud signal: in Chinese the server's own words (they quote the
     * figures: 出勤率 62%，低于…), in the other languages what the code means.
     */
    reason: (reason: { code: string; message: string }) => (locale === 'zh' || !has(`reason.${camel(reason.code)}`) ? reason.message : say(`reason.${camel(reason.code)}`)),
    signal: (signal: { kind: string; message: string }) => (locale === 'zh' || !has(`fraud.${camel(signal.kind)}`) ? signal.message : say(`fraud.${camel(signal.kind)}`)),
    fraud: (kind: string) => (has(`fraud.${camel(kind)}`) ? say(`fraud.${camel(kind)}`) : kind),
    decision: (decision: string) => (has(`decision.${decision}`) ? say(`decision.${decision}`) : decision),
  };
}

export const camel = (code: string) => code.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const { status: label } = useSubsidyLabels();
  return <Badge tone={CLAIM_TONES[status] ?? 'neutral'} className="whitespace-nowrap">{label(status)}</Badge>;
}
