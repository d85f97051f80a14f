/** A listing's heading and description, shared by the page and its title (seo.ts). */
import type { IntlShape } from 'react-intl';
import type { CategoryView } from './cards.ts';
import { cm } from './messages.ts';
import type { ListingKind } from './paths.ts';

const TYPE_NAMES = {
  Recipe: cm.typeRecipe,
  Article: cm.typeArticle,
  VideoObject: cm.typeVideo,
  BlogPosting: cm.typeBlog,
} as const;

/** A listing's heading and description, in the page's language. */
export function listingText(
  intl: IntlShape,
  which: ListingKind,
  category: CategoryView | null,
): { heading: string; description: string } {
  if (which.kind === 'blog')
    return {
      heading: intl.formatMessage(cm.blogTitle),
      description: intl.formatMessage(cm.blogDescription),
    };
  if (!category || which.kind === 'all')
    return {
      heading: intl.formatMessage(cm.communityTitle),
      description: intl.formatMessage(cm.communityDescription),
    };
  const type = which.kind === 'type' ? TYPE_NAMES[which.postType as keyof typeof TYPE_NAMES] : null;
  return {
    heading: type
      ? intl.formatMessage(cm.typeListing, {
          category: category.title,
          type: intl.formatMessage(type),
        })
      : category.title,
    description: category.description ?? intl.formatMessage(cm.communityDescription),
  };
}
