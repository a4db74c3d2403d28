import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { ApiErrorToasts } from '@/components/app/api-error-toasts';
import { ToastProvider } from '@/components/ui/toast';
import { renderWithIntl, type TestLocale } from '../render-with-intl';

type Namespaces = Parameters<typeof renderWithIntl>[1]['namespaces'];

/** Renders like the app does: toasts, the API error bridge, and a fresh SWR cache per test. */
export function renderApp(ui: ReactElement, namespaces: Namespaces, locale: TestLocale = 'zh') {
  return renderWithIntl(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <ApiErrorToasts />
        {ui}
      </ToastProvider>
    </SWRConfig>,
    { locale, namespaces: ['Toast', 'Errors', ...namespaces] },
  );
}
