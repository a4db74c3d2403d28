import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import ja from '@/messages/ja.json';

export const allMessages = { zh, en, es, ja } as const;
export type TestLocale = keyof typeof allMessages;
type Namespace = keyof typeof zh;

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
