import { z } from 'zod';
import { image, link, menuLink, requiredText, sectionReference, text, video } from './common.ts';

/**
 * The entries every page needs, checked strictly for the fields the storefront reads (spec 000
 * §2 header and footer entries, §3 Page); fields added later pass through untouched.
 */
const mainNavItem: z.ZodType = z.lazy(() =>
  menuLink.extend({
    link: z.array(mainNavItem).optional(),
    secondary_links: z.array(menuLink).optional(),
    desktop_menu_columns: z.number().int().min(1).max(6).optional(),
  }),
);

export const headerSchema = z.looseObject({
  main_nav: z.array(mainNavItem),
  user_top_nav_desktop: z.array(menuLink),
  user_nav_mobile: z.array(menuLink),
  promotion: z.array(
    z.looseObject({ promo_text: requiredText, url: link.optional(), link_text: text.optional() }),
  ),
  logo: image,
  logo_hover: image,
  account_menu: z.looseObject({
    registered: z.looseObject({
      primary_links: z.array(menuLink),
      secondary_links: z.array(menuLink),
    }),
  }),
});

export const footerSchema = z.looseObject({
  desktop_media: z.looseObject({
    image: image.optional(),
    video: video.optional(),
    autoplay: z.boolean(),
    controls: z.boolean(),
    loop: z.boolean(),
    muted: z.boolean(),
  }),
  categories_columns: z.array(
    z.looseObject({
      title: requiredText,
      subcategories: z.array(z.looseObject({ name: requiredText, link })),
    }),
  ),
  phone_number: text,
  text_number_block: z.looseObject({ text_number: text }),
  address_block: z.looseObject({ address: text }),
  extra_links_custom: z.array(menuLink),
  terms: z.array(z.looseObject({ name: requiredText, link_custom: link })),
  copyright: text,
  brand_logo: image,
});

/** A content page's address under /s/ (spec 000 §2 /s/{url}): one path segment. */
export const PAGE_URL = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

export const pageSchema = z.looseObject({
  url: z
    .string()
    .regex(
      PAGE_URL,
      'must be one path segment of letters, digits, - and _ (the page is at /s/{url})',
    )
    .optional(),
  heading: text.optional(),
  seo: z
    .looseObject({
      title: text.optional(),
      description: text.optional(),
      keywords: text.optional(),
      noindex: z.boolean().optional(),
    })
    .optional(),
  sections: z.array(sectionReference),
});
