import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { accountLinks, mainNavItems } from './nav-items';
import { SiteLogo } from './site-logo';
import { HeaderAccount } from './user/header-account';

/** `cityPicker` is rendered by the layout (it loads the province's cities on the server). */
export function Header({ cityPicker }: { cityPicker?: ReactNode }) {
  const t = useTranslations('Header');
  const links = mainNavItems.map((item) => ({ href: item.href, label: t(item.key) }));
  const account = [
    { href: accountLinks.login, label: t('login') },
    { href: accountLinks.register, label: t('register') },
  ];
  const labels = { account: t('account'), myAccount: t('myAccount') };

  return (
    <header className="bg-white shadow-sm">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className="border-b border-slate-200 bg-slate-50 text-slate-700">
        <div className="mx-auto flex h-11 max-w-[1420px] items-center justify-between gap-2 px-4 text-xs sm:text-sm md:h-9 lg:px-6">
          <p className="hidden truncate md:block">{t('welcome')}</p>
          <div className="ml-auto flex items-center gap-1">
            {cityPicker}
            <LanguageSwitch />
            <HeaderAccount
              guestLinks={account}
              labels={labels}
              className="hidden items-center md:flex"
              linkClassName="top-link"
            />
          </div>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-[1420px] items-center justify-between gap-3 px-4 md:h-20 lg:px-6">
        <SiteLogo />
        <MobileMenu
          links={links}
          labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('menu') }}
          account={
            <HeaderAccount
              guestLinks={account}
              labels={labels}
              className="flex gap-2 border-t border-slate-200 p-4"
              linkClassName="menu-account-link"
            />
          }
        />
      </div>
      <MainNav links={links} label={t('mainNav')} />
    </header>
  );
}
