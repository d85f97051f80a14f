/**
 * The style guide's data (/style-guide, spec 000 §2): the design tokens of the stylesheet the pages
 * use, and the `style_guide` entry's sections, one sample of every content block.
 */
import css from '../../app.css?raw';
import type { Locale, Site } from '@solo/sites';
import type { RequestServices } from '../api/context.ts';
import { themeTokens } from './design-tokens.ts';
import { loadContentPage } from './page.server.ts';

const TOKENS = themeTokens(css);

export async function loadStyleGuide<S extends { uid: string; _content_type_uid: string }>(
  services: Pick<RequestServices, 'api' | 'log' | 'deployEnv'>,
  site: Site,
  locale: Locale,
) {
  const page = await loadContentPage<S>(services, site, locale, { uid: 'style_guide' });
  return page ? { tokens: TOKENS, page } : null;
}
