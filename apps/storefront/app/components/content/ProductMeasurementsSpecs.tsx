import type { ProductMeasurementsSpecsEntry, SpecTab } from '@solo/content-model';
import { useIntl } from 'react-intl';
import { bm } from './block-messages.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { TextFieldView } from './TextField.tsx';
import { useTabs } from './use-tabs.ts';

const hasContent = (tab: SpecTab) =>
  Boolean(tab.image?.specs_image?.url) ||
  (!tab.only_images && (Boolean(tab.specs_description) || Boolean(tab.specs_details?.length)));

/** A tab's panel: its image (alone when `only_images`), description and specs table. */
function SpecPanel({ tab, priority }: { tab: SpecTab; priority: boolean }) {
  const intl = useIntl();
  const image = tab.image?.specs_image?.url ? tab.image : undefined;
  const details = (tab.specs_details ?? []).filter((d) => d?.specs_name && d.specs_value);
  const figure = image ? (
    <figure className={tab.only_images ? 'mx-auto max-w-4xl' : 'lg:w-1/2'}>
      <ResponsiveImage
        image={image.specs_image}
        sizes={
          tab.only_images ? '(min-width: 992px) 896px, 100vw' : '(min-width: 992px) 50vw, 100vw'
        }
        priority={priority}
        className="h-auto w-full"
      />
      {image.image_title ? (
        <figcaption className="mt-2 text-center text-sm text-muted">{image.image_title}</figcaption>
      ) : null}
    </figure>
  ) : null;
  if (tab.only_images) return figure;
  return (
    <div className="flex flex-col gap-8 lg:flex-row">
      {figure}
      <div className="flex flex-1 flex-col gap-6">
        {tab.specs_description ? (
          <div>
            <h3 className="mb-2 text-lg font-semibold">{intl.formatMessage(bm.description)}</h3>
            <TextFieldView text={tab.specs_description} className="text-muted" />
          </div>
        ) : null}
        {details.length ? (
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 border-t border-stone-200">
            {details.map((d, i) => (
              <div
                key={i}
                className="col-span-2 grid grid-cols-subgrid border-b border-stone-200 py-2"
              >
                <dt className="font-semibold">{d.specs_name}</dt>
                <dd className="text-muted">{d.specs_value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </div>
  );
}

/**
 * product_measurements_specs: spec tabs with images (spec 000 §3 Spec tab; §4 "product tabs
 * switch the selected tab"). WAI-ARIA tabs: arrows, Home and End move between the tabs, one tab
 * in the tab order. Without JavaScript the first tab shows. Nothing without a tab with content.
 */
export function ProductMeasurementsSpecs({
  entry,
  first,
}: {
  entry: Partial<ProductMeasurementsSpecsEntry>;
  first: boolean;
}) {
  const tabs = (entry.tabs ?? []).filter((t) => t?.title?.trim() && hasContent(t));
  const { id: baseId, selected: current, tabProps, panelProps } = useTabs(tabs.length);
  if (!tabs.length) return null;
  const title = entry.title?.trim();
  return (
    <section
      aria-labelledby={title ? `${baseId}-title` : undefined}
      className="mx-auto w-full max-w-page px-4 py-10 lg:py-14"
      data-block="product_measurements_specs"
    >
      {title ? (
        <h2 id={`${baseId}-title`} className="mb-6 text-2xl font-bold tracking-tight lg:text-3xl">
          {title}
        </h2>
      ) : null}
      <div
        role="tablist"
        aria-labelledby={title ? `${baseId}-title` : undefined}
        className="mb-6 flex gap-2 overflow-x-auto border-b border-stone-200"
      >
        {tabs.map((tab, i) => (
          <button
            key={i}
            {...tabProps(i)}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2 font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${i === current ? 'border-brand text-ink' : 'border-transparent text-muted hover:text-ink'}`}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          {...panelProps(i)}
          tabIndex={0}
          className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
        >
          <SpecPanel tab={tab} priority={first && i === 0} />
        </div>
      ))}
    </section>
  );
}
