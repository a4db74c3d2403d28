import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';

export type ProfileFact = { label: string; value: string | null | undefined };

/** A person's public facts and introduction; facts the API did not return are left out. */
export function Profile({ name, subtitle, facts, introduction }: { name: string; subtitle?: string | null; facts: ProfileFact[]; introduction: string | null }) {
  const t = useTranslations('Directory');
  const shown = facts.filter((f) => f.value);
  return (
    <Card as="article" className="p-4 md:p-8">
      <header className="flex items-center gap-4">
        <span aria-hidden="true" className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-primary-50 text-2xl font-semibold text-primary-700">
          {name.slice(0, 1)}
        </span>
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-slate-900 md:text-2xl">{name}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        </div>
      </header>
      {shown.length > 0 && (
        <dl className="mt-6 grid gap-x-6 gap-y-3 border-t border-slate-100 pt-4 sm:grid-cols-2 md:grid-cols-3">
          {shown.map((fact) => (
            <div key={fact.label} className="flex gap-3 md:block">
              <dt className="w-24 shrink-0 text-sm text-slate-600 md:w-auto">{fact.label}</dt>
              <dd className="text-sm font-medium text-slate-900 md:mt-1 md:text-base">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <section aria-labelledby="profile-intro" className="mt-6 border-t border-slate-100 pt-4">
        <h2 id="profile-intro" className="mb-2 font-semibold text-slate-900">{t('introduction')}</h2>
        <p className="whitespace-pre-line text-[15px] leading-7 text-slate-800">{introduction || t('noIntroduction')}</p>
      </section>
    </Card>
  );
}
