import { PlainLink } from '@/components/front/plain-link';
import { tapTarget } from '@/components/ui/tap-target';
import { useTranslations } from 'next-intl';

const guideLinks = [
  { href: '/aboutUs', key: 'aboutUs' },
  { href: '/introduce', key: 'introduce' },
  { href: '/contact', key: 'contact' },
  { href: '/help', key: 'help' },
] as const;

const serviceLinks = [
  { href: '/cerQuery', key: 'cerQuery' },
  { href: '/trainingRegistration', key: 'trainingRegistration' },
  { href: '/enroll', key: 'enroll' },
  { href: '/subsidyNotice', key: 'subsidyNotice' },
  { href: '/dataScreen', key: 'dataScreen' },
] as const;

export function Footer() {
  const t = useTranslations('Footer');
  const site = useTranslations('Site');
  const year = new Date().getFullYear();
  const linkClass = `${tapTarget} footer-link`;

  return (
    <footer className="mt-12 bg-slate-800 text-sm text-slate-300">
      <div className="mx-auto grid max-w-[1420px] gap-8 px-4 py-10 sm:grid-cols-2 md:grid-cols-4 lg:px-6">
        <div className="sm:col-span-2 md:col-span-1">
          <p className="flex items-center gap-2 text-base font-semibold text-white">
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG served as it is: next/image would only add its client module */}
            <img src="/logo.svg" alt="" width={32} height={32} loading="lazy" className="h-8 w-8" />
            {site('title')}
          </p>
          <p className="mt-3 leading-relaxed">{site('description')}</p>
        </div>
        <nav aria-label={t('footerNav')} className="contents">
          <div>
            <h2 className="font-semibold text-white">{t('linksHeading')}</h2>
            <ul className="mt-2 md:mt-3 md:space-y-2">
              {guideLinks.map((l) => (
                <li key={l.href}>
                  <PlainLink href={l.href} className={linkClass}>{t(l.key)}</PlainLink>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="font-semibold text-white">{t('servicesHeading')}</h2>
            <ul className="mt-2 md:mt-3 md:space-y-2">
              {serviceLinks.map((l) => (
                <li key={l.href}>
                  <PlainLink href={l.href} className={linkClass}>{t(l.key)}</PlainLink>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{t('contactHeading')}</h2>
          <p className="mt-3">
            {t('hotline')}
            <a href={`tel:${t('hotlineNumber')}`} className={`${tapTarget} ml-2 text-2xl font-bold text-white hover:underline`}>
              {t('hotlineNumber')}
            </a>
          </p>
          <p className="mt-2">{t('serviceHours')}</p>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto max-w-[1420px] space-y-1 px-4 py-5 text-center text-xs leading-relaxed text-slate-400 lg:px-6">
          <p>{t('sponsor')}</p>
          <p>{t('organizer')}</p>
          <p>{t('copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
