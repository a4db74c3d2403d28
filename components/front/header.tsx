import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { accountLinks, mainNavItems } from './nav-items';
import { SiteLogo } from './site-logo';

export function Header() {
  const t = useTranslations('Header');
  const links = mainNavItems.map((item) => ({ href: item.href, label: t(item.key) }));
  const account = [
    { href: accountLinks.login, label: t('login') },
    { href: accountLinks.register, label: t('register') },
  ];

  return (
    <header className="bg-white shadow-sm">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-primary-700 focus:shadow">
        {t('skipToContent')}
      </a>
      <div className="border-b border-slate-200 bg-slate-50 text-slate-700">
        <div className="mx-auto flex h-9 max-w-[1420px] items-center justify-between gap-2 px-4 text-xs sm:text-sm lg:px-6">
          <p className="hidden truncate md:block">{t('welcome')}</p>
          <div className="ml-auto flex items-center gap-1">
            <LanguageSwitch />
            <nav aria-label={t('account')} className="hidden items-center md:flex">
              {account.map((link) => (
                <Link key={link.href} href={link.href} className="rounded px-2 py-1 hover:bg-black/5 hover:text-primary-700">
                  {link.label}
                </Link>
              ))}
            </nav>
          </div>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-[1420px] items-center justify-between gap-3 px-4 md:h-20 lg:px-6">
        <SiteLogo />
        <MobileMenu links={links} accountLinks={account} labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('menu') }} />
      </div>
      <MainNav links={links} label={t('mainNav')} />
    </header>
  );
}
