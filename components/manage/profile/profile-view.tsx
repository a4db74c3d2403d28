'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { useManager } from '../manager-session';

type RegionRef = { data?: { name?: string } | null } | null | undefined;
const ORG_TYPES: Record<number, 'enterprise' | 'school' | 'institution'> = { 10: 'enterprise', 11: 'school', 12: 'institution' };

type Profile = { username?: string; province?: RegionRef; city?: RegionRef; area?: RegionRef };

/** /manage/profile/index: who is signed in, with which roles, for which organisation and region. */
export function ProfileView() {
  const t = useTranslations('ManageProfile');
  const { me, roles } = useManager();
  const extra = me as typeof me & Profile;
  const region = [extra.province, extra.city, extra.area].map((r) => r?.data?.name).filter(Boolean).join(' / ');
  const orgType = Number(me.userable?.type);
  const rows: Array<[string, string, string]> = [
    ['username', t('username'), extra.username ?? ''],
    ['roles', t('roles'), roles.map((r) => r.title || r.name).join('、')],
    ['organization', t('organization'), me.userable?.name ? `${me.userable.name}${ORG_TYPES[orgType] ? `（${t(`types.${ORG_TYPES[orgType]}`)}）` : ''}` : t('none')],
    ['region', t('region'), region || t('none')],
    ['introduction', t('introduction'), me.introduction || t('none')],
  ];
  return (
    <section aria-labelledby="profile-title" className="rounded bg-white p-8 shadow-sm" data-testid="profile">
      <div className="flex items-center gap-5">
        <Image unoptimized src={me.avatar || '/logo.svg'} alt="" width={72} height={72} className="h-[72px] w-[72px] rounded-full border border-slate-200 object-cover" />
        <div>
          <h1 id="profile-title" className="text-lg font-semibold text-slate-900">{me.name}</h1>
          <p className="text-sm text-slate-500">{t('subtitle')}</p>
        </div>
      </div>
      <dl className="mt-6 grid max-w-2xl grid-cols-[120px_1fr] gap-x-4 gap-y-3 text-sm">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="whitespace-pre-line text-slate-900" data-testid={`profile-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <Link href="/manage/rePass" className={buttonClasses('outline', 'sm', 'mt-6')}>{t('changePassword')}</Link>
    </section>
  );
}
