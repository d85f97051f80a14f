import { Accordion } from 'radix-ui';
import { useIntl } from 'react-intl';
import { SITES, type Site } from '@solo/sites';
import { useSite } from '../../lib/site-context.tsx';
import { ChevronDownIcon, GlobeIcon } from './icons.tsx';
import { LocaleList, useGroups, useLocaleText } from './LocaleSelector.tsx';
import { m } from './messages.ts';

// Its own module so the accordion library loads with the mobile menu, not with every page.
/** The locale selector inside the mobile menu drawer: one more accordion item. */
export function MobileLocaleSelector({ sites = SITES }: { sites?: readonly Site[] }) {
  const intl = useIntl();
  const { locale } = useSite();
  const groups = useGroups(sites);
  const current = useLocaleText()(locale.id, locale.preferredCurrency);
  return (
    <Accordion.Root type="single" collapsible className="border-t border-stone-200">
      <Accordion.Item value="locale">
        <Accordion.Header className="m-0">
          <Accordion.Trigger className="group flex min-h-14 w-full items-center gap-2 px-5 text-left text-sm font-medium text-stone-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-orange-700">
            <GlobeIcon width={18} height={18} />
            <span className="flex-1">
              {intl.formatMessage(m.localeChoose, { current: current.text })}
            </span>
            <ChevronDownIcon
              width={18}
              height={18}
              className="transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            />
          </Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Content className="px-5 pb-6">
          <LocaleList groups={groups} />
        </Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  );
}
