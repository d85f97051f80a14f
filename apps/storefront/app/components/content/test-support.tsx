import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { DEFAULT_SITE_PREFERENCES, findLocale, findSite } from '@solo/sites';
import { SiteContext } from '../../lib/site-context.tsx';
import { messagesFor } from '../../i18n/testing.ts';

const site = findSite('ca')!;
const locale = findLocale(site, 'fr')!;
const messages = messagesFor('en-US');

/** Server-renders content on the Canadian French site (links get the /ca/fr prefix), in English. */
export function renderContent(node: ReactNode): string {
  return renderToString(
    <MemoryRouter>
      <SiteContext value={{ site, locale, preferences: DEFAULT_SITE_PREFERENCES.SoloCA }}>
        <IntlProvider locale="en-US" messages={messages}>
          {node}
        </IntlProvider>
      </SiteContext>
    </MemoryRouter>,
  );
}
