/**
 * Texts of the community and blog pages (spec 000 §2, §9). Here in lib because the page titles
 * (meta) use them too. What the content says (titles, summaries, bios) is content, not a message.
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const cm = defineMessages({
  communityTitle: {
    id: 'community.title',
    defaultMessage: 'Community',
    description: 'Community listing: page title and heading. Spec 000 §2 /community.',
  },
  communityDescription: {
    id: 'community.description',
    defaultMessage: 'Recipes, guides, videos and stories from around the fire.',
    description: 'Community listing: meta description and introduction.',
  },
  blogTitle: {
    id: 'community.blog.title',
    defaultMessage: 'Blog',
    description: 'Blog listing: page title and heading. Spec 000 §2 /blog.',
  },
  blogDescription: {
    id: 'community.blog.description',
    defaultMessage: 'News and stories from our team.',
    description: 'Blog listing: meta description and introduction.',
  },
  categories: {
    id: 'community.categories',
    defaultMessage: 'Categories',
    description: 'Community listing: heading of the list of community categories.',
  },
  allPosts: {
    id: 'community.allPosts',
    defaultMessage: 'All posts',
    description: 'Community listing: heading of the list of every post, newest first.',
  },
  noPosts: {
    id: 'community.noPosts',
    defaultMessage: 'There are no posts here yet.',
    description: 'Community and blog listings: shown when a listing has no posts.',
  },
  typeListing: {
    id: 'community.typeListing',
    defaultMessage: '{category}: {type}',
    description:
      'Community listing of one category’s posts of one type ("Recipes: Videos"). Placeholders: {category} (category title), {type} (post type name).',
  },
  typeRecipe: {
    id: 'community.type.recipe',
    defaultMessage: 'Recipes',
    description: 'Community: name of the post type Recipe, in a listing heading.',
  },
  typeArticle: {
    id: 'community.type.article',
    defaultMessage: 'Articles',
    description: 'Community: name of the post type Article, in a listing heading.',
  },
  typeVideo: {
    id: 'community.type.video',
    defaultMessage: 'Videos',
    description: 'Community: name of the post type Video, in a listing heading.',
  },
  typeBlog: {
    id: 'community.type.blog',
    defaultMessage: 'Blog posts',
    description: 'Community: name of the post type Blog post, in a listing heading.',
  },
  pagination: {
    id: 'community.pagination',
    defaultMessage: 'Pages',
    description: 'Community and blog listings: accessible name of the page navigation.',
  },
  previousPage: {
    id: 'community.previousPage',
    defaultMessage: 'Previous page',
    description: 'Community and blog listings: link to the previous page of posts.',
  },
  nextPage: {
    id: 'community.nextPage',
    defaultMessage: 'Next page',
    description: 'Community and blog listings: link to the next page of posts.',
  },
  pageOf: {
    id: 'community.pageOf',
    defaultMessage: 'Page {page} of {pages}',
    description:
      'Community and blog listings: the current page, also in the page title. Placeholders: {page}, {pages}.',
  },
  feed: {
    id: 'community.feed',
    defaultMessage: 'Atom feed',
    description: 'Community and blog listings: link to the listing’s news feed.',
  },
  by: {
    id: 'community.post.by',
    defaultMessage: 'By {author}',
    description: 'Community post: byline. Placeholders: {author} (author name).',
  },
  aboutAuthor: {
    id: 'community.post.aboutAuthor',
    defaultMessage: 'About {author}',
    description: 'Community post: heading of the author’s bio. Placeholders: {author}.',
  },
  share: {
    id: 'community.share',
    defaultMessage: 'Share',
    description: 'Community post: heading of the share links.',
  },
  shareEmail: {
    id: 'community.share.email',
    defaultMessage: 'Share by email',
    description: 'Community post: link that opens a new email with the post’s link.',
  },
  shareX: {
    id: 'community.share.x',
    defaultMessage: 'Share on X (opens in a new tab)',
    description: 'Community post: link that shares the post on X (Twitter) in a new tab.',
  },
  shareFacebook: {
    id: 'community.share.facebook',
    defaultMessage: 'Share on Facebook (opens in a new tab)',
    description: 'Community post: link that shares the post on Facebook in a new tab.',
  },
  sharePinterest: {
    id: 'community.share.pinterest',
    defaultMessage: 'Share on Pinterest (opens in a new tab)',
    description: 'Community post: link that pins the post on Pinterest in a new tab.',
  },
  relatedProducts: {
    id: 'community.post.products',
    defaultMessage: 'Shop this post',
    description: 'Community post: heading of the products the post is about.',
  },
});
