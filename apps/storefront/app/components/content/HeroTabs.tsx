import type { HeroTabsEntry } from '@solo/content-model';
import { hasText } from '../../lib/content/rich-text.ts';
import { ContentButton } from './ContentButton.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { TextFieldView } from './TextField.tsx';
import { useTabs } from './use-tabs.ts';

type Tab = NonNullable<HeroTabsEntry['tabs']>[number];

/**
 * hero_tabs (spec 000 §2, §4): tabs each showing a banner; 250px bottom margin on mobile and a
 * 700px minimum height. ARIA tabs: arrow keys, Home and End move between tabs and select them.
 * Without JavaScript the first tab shows.
 */
export function HeroTabs({ entry, first }: { entry: Partial<HeroTabsEntry>; first: boolean }) {
  const tabs = (entry.tabs ?? []).filter(
    (t): t is Tab => Boolean(t?.tab_title) && Boolean(t.image?.url || t.heading || hasText(t.text)),
  );
  const { tabProps, panelProps } = useTabs(tabs.length);
  if (!tabs.length) return null;
  return (
    <section className="mb-[250px] min-h-[700px] lg:mb-0" aria-label={entry.title || undefined}>
      {entry.title ? (
        <h2 className="px-4 pt-10 text-center text-2xl font-bold lg:text-4xl">{entry.title}</h2>
      ) : null}
      <div role="tablist" className="flex justify-center gap-2 overflow-x-auto px-4 py-6">
        {tabs.map((tab, i) => (
          <button
            key={i}
            {...tabProps(i)}
            className="shrink-0 rounded-full border-2 border-stone-300 px-5 py-2 font-semibold aria-selected:border-brand aria-selected:bg-brand aria-selected:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {tab.tab_title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          {...panelProps(i)}
          className="relative mx-auto grid min-h-[560px] max-w-page overflow-hidden lg:rounded-lg"
        >
          {tab.image?.url ? (
            <ResponsiveImage
              image={tab.image}
              sizes="100vw"
              priority={first && i === 0}
              className="absolute inset-0 h-full w-full object-cover"
            />
          ) : null}
          <div className="relative flex items-end bg-gradient-to-t from-black/70 to-transparent p-6 text-white lg:p-16">
            <div className="max-w-xl">
              {tab.heading ? (
                <h3 className="text-3xl font-bold tracking-tight lg:text-5xl">{tab.heading}</h3>
              ) : null}
              <TextFieldView text={tab.text} className="mt-4 text-lg" />
              {tab.button ? (
                <div className="mt-6">
                  <ContentButton button={tab.button} />
                </div>
              ) : null}
            </div>
          </div>
        </div>
      ))}
    </section>
  );
}
