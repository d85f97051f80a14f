export * from './blocks.ts';
export * from './link.ts';
export * from './rich-text.ts';

/**
 * Shapes of the content entries the storefront renders (spec 000 §3). The content service stores
 * and serves any JSON body; these types are the contract between the demo content
 * (packages/fixtures) and the storefront components that render it.
 *
 * Image urls are paths served by the storefront's image service, e.g. "/images/content/logo.svg".
 * Link urls are site-relative paths without the site/locale prefix ("/plp/fire-pits"), or absolute
 * http(s) URLs for external links (opened in a new tab, spec 000 §2).
 */

export interface ContentImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/**
 * A video (spec 000 §3 Video): `public_id` names a video of the media service (served at
 * /videos/{public_id} with width, quality and format parameters, spec 000 §7); `link` or
 * `dis_base_link` is a URL of a video hosted elsewhere. The poster is supplied with the asset.
 */
export interface ContentVideo {
  public_id?: string;
  link?: string;
  dis_base_link?: string;
  poster?: ContentImage;
  title?: string;
  /** Captions (WebVTT), one track per language. */
  captions?: Array<{ src: string; srclang: string; label: string }>;
}

/** A reference to another entry, as stored; the content API replaces it when asked to. */
export interface EntryReference {
  _content_type_uid: string;
  uid: string;
}

/** Metadata the content API adds to every entry it returns. */
export interface EntryMeta {
  uid: string;
  _content_type_uid: string;
  locale: string;
  title: string;
  updated_at: string;
}

export interface MenuLink {
  title: string;
  url_custom: string;
  item_image?: ContentImage;
}

/**
 * A main navigation item. `link` holds the nested items: top level → columns → links on desktop,
 * nested accordions on mobile. `secondary_links` are the smaller links of a mega-menu panel.
 */
export interface MainNavItem extends MenuLink {
  link?: MainNavItem[];
  secondary_links?: MenuLink[];
  /** Number of columns of the desktop mega menu panel (default: one per child). */
  desktop_menu_columns?: number;
}

export interface PromotionSlide {
  promo_text: string;
  url?: string;
  link_text?: string;
}

export interface HeaderEntry {
  main_nav: MainNavItem[];
  user_top_nav_desktop: MenuLink[];
  user_nav_mobile: MenuLink[];
  promotion: PromotionSlide[];
  logo: ContentImage;
  logo_hover: ContentImage;
  account_menu: {
    registered: { primary_links: MenuLink[]; secondary_links: MenuLink[] };
  };
}

export interface FooterEntry {
  desktop_media: {
    image?: ContentImage;
    video?: ContentVideo;
    autoplay: boolean;
    controls: boolean;
    loop: boolean;
    muted: boolean;
  };
  categories_columns: Array<{
    title: string;
    subcategories: Array<{ name: string; link: string }>;
  }>;
  phone_number: string;
  text_number_block: { text_number: string };
  address_block: { address: string };
  extra_links_custom: MenuLink[];
  terms: Array<{ name: string; link_custom: string }>;
  /** Copyright holder text; the storefront prefixes "© {current year}". */
  copyright: string;
  brand_logo: ContentImage;
}

/** A page (home, content pages): an ordered list of section references (spec 000 §2). */
export interface PageEntry {
  /** Where a content page answers: /s/{url} (spec 000 §2); pages of fixed routes have none. */
  url?: string;
  /** The page's visible heading (its h1); the entry title names it in the content service. */
  heading?: string;
  seo?: { title?: string; description?: string; keywords?: string; noindex?: boolean };
  sections: EntryReference[];
}

/** Section entry types the storefront knows (spec 000 §2); unknown types are skipped. */
export const SECTION_TYPES = [
  'hero_wrapper',
  'product_cards',
  'hero_tabs',
  'annotation_card',
  'entry_points',
  'horizontal_cards_slider',
  'accordion_group',
  'product_measurements_specs',
  'recommendations',
  'image_content_alternating',
  'card_50_50',
  'image_card',
  'partners',
  'hero_modern',
  'home_featured_blog',
  'text_card',
  'form',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** Spec 000 §9: the recommender (strategy) ids a recommendations block or widget asks for. */
export const RECOMMENDER_IDS = [
  'pdp-similar-items',
  'viewed-recently-einstein',
  'product-to-product-einstein',
  'complete-the-set',
  'home-top-revenue-for-category',
  'products-in-all-categories',
] as const;
export type RecommenderId = (typeof RECOMMENDER_IDS)[number];

/** Spec 000 §9 "Recommendations block: default max items 5". */
export const RECOMMENDATIONS_DEFAULT_MAX_ITEMS = 5;
/** Spec 000 §9 "request up to 50 products". */
export const RECOMMENDATIONS_REQUEST_LIMIT = 50;

/**
 * recommendations (spec 000 §3 Recommendations item). The strategy id depends on the environment
 * (spec 001 §7): `dy_id_production` in production, `dy_id_staging` on staging, `dy_id` elsewhere;
 * each holds a recommender id.
 */
export interface RecommendationsEntry {
  dy_id?: string;
  dy_id_staging?: string;
  dy_id_production?: string;
  max_product_items?: number;
  /** Product ids the recommendation is for (its context). */
  sfcc_products?: string[];
  enable_product_slider?: boolean;
  quick_shop_cta?: boolean;
  grid_view?: boolean;
  /** The page context: HOMEPAGE, CATEGORY, PRODUCT, CART, OTHER. */
  dy_page_context?: string;
}
