import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { allMessages, type AppMessages } from '@/lib/i18n/messages';

export { allMessages };
export type TestLocale = keyof typeof allMessages;
type Namespace = keyof AppMessages;

// Headless UI watches element sizes; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Renders inside NextIntlClientProvider with only the namespaces the component needs. */
export function renderWithIntl(ui: ReactElement, { locale = 'zh', namespaces }: { locale?: TestLocale; namespaces: Namespace[] }) {
  const source = allMessages[locale];
  const messages = Object.fromEntries(namespaces.map((ns) => [ns, source[ns]]));
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Shanghai">
      {ui}
    </NextIntlClientProvider>,
  );
}
