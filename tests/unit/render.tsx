import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import en from '../../messages/en.json';
import pl from '../../messages/pl.json';
import uk from '../../messages/uk.json';

const catalogs = { uk, en, pl };

/** Renders with the real messages, as the app does (English unless `locale` says otherwise). */
export function renderWithIntl(ui: ReactElement, { locale = 'en', ...options }: RenderOptions & { locale?: keyof typeof catalogs } = {}) {
  return render(
    <NextIntlClientProvider locale={locale} messages={catalogs[locale]} timeZone="Europe/Kyiv">
      {ui}
    </NextIntlClientProvider>,
    options,
  );
}

/**
 * Renders with the messages and a react-query client, a fresh one (no retries, so a refused call fails at once)
 * unless the test gives its own (`testQueryClient()`) to put server state in its cache or read it back.
 */
export function renderWithQueries(ui: ReactElement, client = testQueryClient()) {
  return { client, ...renderWithIntl(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
