import { useIntl } from 'react-intl';
import type { MenuLink, PromotionSlide } from '@solo/content-model';
import { LocalizedLink, useSite } from '../../lib/site-context.tsx';
import { LocaleSelector } from './LocaleSelector.tsx';
import { m } from './messages.ts';
import { PromoCarousel } from './PromoCarousel.tsx';
import { visibleLinks } from './user-links.ts';

/**
 * The charcoal bar above the header: promotions, and from 992px the user links and the locale
 * selector (spec 000 §2). Track Order is dropped where the site disables it.
 */
export function TopBar({
  promotions,
  userLinks,
}: {
  promotions: PromotionSlide[];
  userLinks: MenuLink[];
}) {
  const intl = useIntl();
  const { preferences } = useSite();
  const links = visibleLinks(userLinks, preferences);
  return (
    <div className="bg-stone-900 text-stone-100">
      <div className="mx-auto flex h-9 max-w-[2200px] items-center gap-4 px-4 lg:px-10">
        <PromoCarousel slides={promotions} />
        <div className="hidden shrink-0 items-center gap-2 lg:flex">
          {links.length > 0 ? (
            <nav aria-label={intl.formatMessage(m.utilityNav)}>
              <ul className="flex items-center gap-1">
                {links.map((link) => (
                  <li key={link.url_custom}>
                    <LocalizedLink
                      to={link.url_custom}
                      className="flex min-h-9 items-center rounded px-2 text-xs font-medium tracking-wide text-stone-100 hover:text-white hover:underline hover:underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-orange-400"
                    >
                      {link.title}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <LocaleSelector />
        </div>
      </div>
    </div>
  );
}
