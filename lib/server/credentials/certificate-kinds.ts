import { levelName } from '@/lib/server/services/my-certificates';

// What differs between the two kinds of certificate in a wallet, for both wallet formats (Open
// Badges 3.0 and SD-JWT VC): its name, its public page, what it attests.

export const WALLET_KINDS = {
  skills: { name: '职业技能等级证书', page: '/cerQuery', criteria: '通过职业技能等级认定考核。' },
  moxibustion: { name: '艾灸培训结业证书', page: '/moxibustion/certificateInfo', criteria: '完成艾灸技能培训并经考核合格结业。' },
} as const;
export type WalletKind = keyof typeof WALLET_KINDS;

/** A skills level (1–5) by its national name; a programme's level is already text. */
export const levelText = (level: number | string) => (typeof level === 'number' ? levelName(level) : level);
