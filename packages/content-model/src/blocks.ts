/**
 * The entries of the page block types (spec 000 §2, §3). Every field is optional where content
 * may leave it out: a block renders what is valid and nothing when its data is missing
 * (spec 000 §8 "Missing content data: block renders nothing").
 */
import type { ContentImage, ContentVideo, EntryReference } from './index.ts';
import type { LinkField, PickedItem, Spacing } from './link.ts';
import type { RichText } from './rich-text.ts';

/** Rich text, or plain text whose blank lines separate paragraphs. */
export type TextField = RichText | string;

/** Products picked in the content service (spec 000 §3 Recommendations item sfcc_products). */
export interface ProductPicker {
  data?: PickedItem[];
}

export interface ButtonField {
  link_custom: LinkField;
  button_text: string;
  button_type?: 'primary' | 'secondary' | 'link';
  spacing?: Spacing;
}

/** Spec 000 §3 banner sizes. */
export const BANNER_SIZES = ['normal', 'normalCLP', 'fullsize', 'fullsize2', 'short'] as const;
export type BannerSize = (typeof BANNER_SIZES)[number];

/** Spec 000 §3 positions (of overlay content and of media). */
export const POSITIONS = [
  'top_left',
  'top_center',
  'top_right',
  'middle_left',
  'middle_center',
  'middle_right',
  'bottom_left',
  'bottom_center',
  'bottom_right',
  'left',
  'center',
  'right',
] as const;
export type Position = (typeof POSITIONS)[number];

/** Spec 000 §3 Hero visualization. Opacity is 0–100 (%), blur and radius in px. */
export interface HeroVisualization {
  is_full_width?: boolean;
  is_overlay?: boolean;
  border_radius?: number;
  banner_size?: BannerSize;
  background_color?: string;
  background_opacity?: number;
  background_blur?: number;
  /** CSS lengths of the content box ("40rem", "50%"). */
  width?: string;
  min_width?: string;
  max_width?: string;
  position?: Position;
}

export interface HeroMedia {
  image?: ContentImage[];
  video?: ContentVideo[];
  /** CSS width of the media box when the content is beside it ("50%"). */
  width?: string;
  autoplay?: boolean;
  controls?: boolean;
  loop?: boolean;
  mute?: boolean;
  position?: Position;
}

export interface TextBlock {
  heading?: string;
  /** Heading level; the first section's first heading is the page's h1 only when it says 1. */
  heading_level?: 1 | 2 | 3;
  eyebrow?: string;
  text?: TextField;
  spacing?: Spacing;
}

export interface TextBlockAndImage {
  text?: TextField;
  image?: ContentImage;
  image_position?: 'left' | 'right';
}

/** Products shown as the content service knows them (spec 000 §3 Product, content view). */
export interface ProductCarouselBlock {
  title?: string;
  products?: ProductPicker;
}

/** A carousel of a category's products, read from the commerce service (spec 000 §9). */
export interface SfccProductCarouselBlock {
  title?: string;
  category_id?: string;
  /** Spec 000 §9 home shop products: limit 10. */
  limit?: number;
}

/** The nested sections of a hero (spec 000 §3), as modular blocks: one key per item. */
export type HeroSection =
  | { text_block: TextBlock }
  | { button: ButtonField }
  | { text_block_and_image: TextBlockAndImage }
  | { product_carousel: ProductCarouselBlock }
  | { sfcc_product_carousel: SfccProductCarouselBlock };

/** hero_wrapper (spec 000 §3 Hero). */
export interface HeroEntry {
  visualization?: HeroVisualization;
  spacing?: Spacing;
  media?: HeroMedia;
  sections?: HeroSection[];
}

/** product_cards: picked products as cards, with Add All to Cart (spec 000 §4). */
export interface ProductCardsEntry {
  title?: string;
  text?: TextField;
  products?: ProductPicker;
  show_add_all?: boolean;
}

/** hero_tabs: tabs each showing a banner (spec 000 §2: 250px mobile margin, 700px min height). */
export interface HeroTabsEntry {
  title?: string;
  tabs?: Array<{
    tab_title: string;
    image?: ContentImage;
    heading?: string;
    text?: TextField;
    button?: ButtonField;
  }>;
}

/** Spec 000 §3 Flip card: turns on hover, touch and keyboard (spec 000 §4). */
export interface FlipCard {
  header: string;
  content: TextField;
  image?: ContentImage;
}

/** annotation_card: flip cards whose backs annotate their fronts. */
export interface AnnotationCardEntry {
  title?: string;
  cards?: FlipCard[];
}

/** Spec 000 §3 Entry card. */
export interface EntryCard {
  title: string;
  card_text?: string;
  image?: ContentImage;
  link?: LinkField;
}

/** entry_points: a grid of entry cards. */
export interface EntryPointsEntry {
  title?: string;
  cards?: EntryCard[];
}

/** horizontal_cards_slider: entry cards in a carousel that highlights the active tile. */
export interface HorizontalCardsSliderEntry {
  title?: string;
  cards?: EntryCard[];
}

/** Spec 000 §3 Accordion. */
export interface AccordionItem {
  title: string;
  content: TextField;
}

/** accordion_group: a FAQ showing 5 questions, up to 100 expanded (spec 000 §4, §9). */
export interface AccordionGroupEntry {
  group_title?: string;
  items?: AccordionItem[];
}

/** Spec 000 §3 Spec tab. */
export interface SpecTab {
  title: string;
  specs_description?: TextField;
  specs_details?: Array<{ specs_name: string; specs_value: string }>;
  image?: { specs_image: ContentImage; image_title?: string };
  /** The tab shows its image alone. */
  only_images?: boolean;
}

/** product_measurements_specs: spec tabs with images. */
export interface ProductMeasurementsSpecsEntry {
  title?: string;
  tabs?: SpecTab[];
}

/** image_content_alternating: rows of image and text, sides alternating; a carousel when small. */
export interface ImageContentAlternatingEntry {
  title?: string;
  items?: Array<{ image: ContentImage; heading?: string; text?: TextField; button?: ButtonField }>;
}

/** card_50_50: media on one half, text on the other. */
export interface Card5050Entry {
  image?: ContentImage;
  video?: ContentVideo;
  heading?: string;
  text?: TextField;
  button?: ButtonField;
  image_position?: 'left' | 'right';
  background_color?: string;
}

/** image_card: an image with a caption card and a link. */
export interface ImageCardEntry {
  image?: ContentImage;
  heading?: string;
  text?: TextField;
  link?: LinkField;
}

/** Spec 000 §3 Partners. */
export interface PartnersEntry {
  title?: string;
  quote?: string;
  quote_author?: string;
  logos?: Array<{ image: ContentImage; link?: LinkField }>;
}

/** hero_modern: a split hero, media beside the text. */
export interface HeroModernEntry {
  eyebrow?: string;
  heading?: string;
  text?: TextField;
  image?: ContentImage;
  video?: ContentVideo;
  buttons?: ButtonField[];
}

/** The schema.org types of a post (spec 000 §3 Post, Blog type group); JSON-LD uses them. */
export const POST_TYPES = ['Recipe', 'Article', 'VideoObject', 'BlogPosting'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** Spec 000 §3 Post: a community or blog post (content type `community_posts`, uid = its slug). */
export interface PostEntry extends Partial<EntryReference> {
  title?: string;
  display_title?: string;
  /** "/" + the post's uid: the page is /community/p{url} (spec 000 §2, §5). */
  url?: string;
  /** One or two sentences: cards, the meta description and feeds. */
  summary?: string;
  featured_image?: ContentImage;
  /** community_category entries (references until expanded); the first is the primary one. */
  categories?: Array<Partial<CommunityCategoryEntry> & Partial<EntryReference>>;
  publish_date?: string;
  /** A schema.org type: Recipe, Article, VideoObject or BlogPosting (shown as blog, spec 000 §2). */
  post_type?: string;
  post_author?: { name: string };
  /** The community_author entry behind post_author (references until expanded). */
  author?: Array<Partial<CommunityAuthorEntry> & Partial<EntryReference>>;
  featured_post?: boolean;
  body?: RichText;
  /** Related products, shoppable on the post's page. */
  featured_products?: ProductPicker;
  video?: ContentVideo;
  tags?: string[];
  seo?: { title?: string; description?: string };
}

/** A community category (content type `community_category`, uid = communityCategoryId). */
export interface CommunityCategoryEntry {
  title: string;
  /** "/" + the uid: the category part of a post's category link (spec 000 §2). */
  url: string;
  description?: string;
  sort?: number;
}

/** A post's author (content type `community_author`, uid = slug of the name). */
export interface CommunityAuthorEntry {
  name: string;
  role?: string;
  bio?: string;
  image?: ContentImage;
}

/** home_featured_blog: blog type groups; hovering a group shows its image and posts (§4). */
export interface HomeFeaturedBlogEntry {
  title?: string;
  groups?: Array<{ title: string; blog_main_image?: ContentImage; posts?: PostEntry[] }>;
}

/** text_card: a heading, text and a button. */
export interface TextCardEntry {
  heading?: string;
  text?: TextField;
  button?: ButtonField;
}

/**
 * form: a first-party form (docs/decisions). `jotform_form` is the form's key: the
 * form_definition entry whose uid it is defines the fields.
 */
export interface FormEntry {
  title?: string;
  jotform_form: string;
  intro?: TextField;
}

export const FORM_FIELD_TYPES = ['text', 'email', 'tel', 'textarea', 'select', 'checkbox'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export interface FormField {
  /** The field's name in the submission: letters, digits, _ and -. */
  name: string;
  label: string;
  type: FormFieldType;
  required?: boolean;
  min_length?: number;
  max_length?: number;
  /** A regular expression the whole value must match, and what to say when it does not. */
  pattern?: string;
  pattern_message?: string;
  options?: Array<{ value: string; label: string }>;
  autocomplete?: string;
  help?: string;
}

/** form_definition: what a form asks, per locale (the labels are content). */
export interface FormDefinitionEntry {
  fields: FormField[];
  submit_label: string;
  success_message: string;
}

/** Embedded in rich text (spec 000 §3 references). */
export interface ImageBlockEntry {
  image: ContentImage;
  caption?: string;
  link?: LinkField;
}

export interface QuotationEntry {
  quote: string;
  author?: string;
}

/** Spec 000 §3 Recipe; texts Equipment Used, Ingredients, Directions, Step (§9). */
export interface RecipeEntry {
  title?: string;
  equipment_used?: ProductPicker;
  ingredients?: string[];
  recipe_step?: Array<{ name?: string; text: TextField }>;
  /** Recipe JSON-LD prepTime, cookTime and recipeYield. */
  prep_minutes?: number;
  cook_minutes?: number;
  yield?: string;
}

/** Products in an article, each with "+ Add" and Add All to Cart (spec 000 §4, §9). */
export interface FeaturedProductsEntry {
  title?: string;
  products?: ProductPicker;
}

export interface FeaturedCommunityEntry {
  title?: string;
  posts?: PostEntry[];
}

/** "More From {author}" (spec 000 §9): posts by the author, from the community (§7). */
export interface FeaturedAuthorContentEntry {
  author?: string;
  posts?: PostEntry[];
}
