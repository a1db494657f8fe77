import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import en from '../../messages/en.json';

/** Renders with the real English messages, as the app does. */
export function renderWithIntl(ui: ReactElement, options?: RenderOptions) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Kyiv">
      {ui}
    </NextIntlClientProvider>,
    options,
  );
}
