import { PlainLink } from '@/components/front/plain-link';
import { useTranslations } from 'next-intl';

const services = [
  { href: '/cerQuery', title: 'cerQueryTitle', description: 'cerQueryDescription', icon: 'M9 12.75 11.25 15 15 9.75M12 2.7l7.5 3v5.55c0 4.65-3.2 8.55-7.5 9.75-4.3-1.2-7.5-5.1-7.5-9.75V5.7l7.5-3Z' },
  { href: '/trainingRegistration', title: 'registrationTitle', description: 'registrationDescription', icon: 'M9 12h6m-6 4h6M8 3.75h8a2.25 2.25 0 0 1 2.25 2.25v12A2.25 2.25 0 0 1 16 20.25H8A2.25 2.25 0 0 1 5.75 18V6A2.25 2.25 0 0 1 8 3.75ZM9 8h6' },
  { href: '/enroll', title: 'enrollTitle', description: 'enrollDescription', icon: 'M4.25 19.5c0-3.3 3.45-5.25 7.75-5.25s7.75 1.95 7.75 5.25M12 11.25a3.75 3.75 0 1 0 0-7.5 3.75 3.75 0 0 0 0 7.5Z' },
] as const;

export function QuickLinks() {
  const t = useTranslations('Home');
  return (
    <section aria-labelledby="quick-links-title">
      <h2 id="quick-links-title" className="sr-only">{t('quickLinksHeading')}</h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {services.map((s) => (
          <li key={s.href}>
            <PlainLink href={s.href} className="tile-link quick-link">
              <span>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
                  <path d={s.icon} />
                </svg>
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{t(s.title)}</span>
                <span className="mt-1 block text-sm leading-snug text-slate-600">{t(s.description)}</span>
              </span>
            </PlainLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
