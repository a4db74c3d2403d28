import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { IntlScope } from '@/components/ui/intl-scope';
import { ManagerSession } from '@/components/manage/manager-session';
import { ShellFrame } from '@/components/manage/shell-frame';

export default async function ShellLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  setRequestLocale(toAppLocale((await params).locale));
  return (
    <IntlScope namespaces={['ManageShell', 'PasswordChange']} prefixes={['Manage']}>
      <ManagerSession>
        <ShellFrame>{children}</ShellFrame>
      </ManagerSession>
    </IntlScope>
  );
}
