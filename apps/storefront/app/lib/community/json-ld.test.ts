import type { PostEntry } from '@solo/content-model';
import { describe, expect, it } from 'vitest';
import { embeddedRecipe, isoDuration, postJsonLd } from './json-ld.ts';

const ctx = { url: 'https://shop.example/community/p/margherita', origin: 'https://shop.example' };

const recipePost: PostEntry = {
  uid: 'margherita',
  title: 'Wood-Fired Margherita',
  url: '/margherita',
  summary: 'A pizza in ninety seconds.',
  featured_image: { url: '/images/content/community/margherita.svg', alt: '' },
  publish_date: '2026-05-14T17:30:00.000Z',
  post_type: 'Recipe',
  post_author: { name: 'Maya Lindqvist' },
  body: {
    type: 'doc',
    children: [
      { type: 'p', children: [{ text: 'Intro' }] },
      {
        type: 'reference',
        attrs: {
          type: 'entry',
          'entry-uid': 'recipe-margherita',
          'content-type-uid': 'recipe',
          entry: {
            title: 'Margherita',
            ingredients: ['250 g 00 flour', '160 g water'],
            recipe_step: [
              { name: 'Make the dough', text: 'Mix and knead.' },
              {
                name: 'Bake',
                text: {
                  type: 'doc',
                  children: [{ type: 'p', children: [{ text: 'Ninety seconds.' }] }],
                },
              },
            ],
            prep_minutes: 90,
            cook_minutes: 2,
            yield: '2 pizzas',
          },
        },
        children: [{ text: '' }],
      },
    ],
  },
};

describe('post JSON-LD', () => {
  it('writes minutes as ISO 8601 durations', () => {
    expect(isoDuration(20)).toBe('PT20M');
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(0)).toBeUndefined();
    expect(isoDuration(Number.NaN)).toBeUndefined();
  });
  it('describes a recipe post by its embedded recipe', () => {
    const ld = postJsonLd(recipePost, { ...ctx, equipmentNames: ['Pi Pizza Oven'] });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Wood-Fired Margherita',
      image: 'https://shop.example/images/content/community/margherita.svg',
      author: { '@type': 'Person', name: 'Maya Lindqvist' },
      datePublished: '2026-05-14T17:30:00.000Z',
      description: 'A pizza in ninety seconds.',
      recipeIngredient: ['250 g 00 flour', '160 g water'],
      recipeInstructions: [
        { '@type': 'HowToStep', name: 'Make the dough', text: 'Mix and knead.' },
        { '@type': 'HowToStep', name: 'Bake', text: 'Ninety seconds.' },
      ],
      prepTime: 'PT1H30M',
      cookTime: 'PT2M',
      totalTime: 'PT1H32M',
      recipeYield: '2 pizzas',
      tool: [{ '@type': 'HowToTool', name: 'Pi Pizza Oven' }],
    });
  });
  it('leaves out what a recipe post without its recipe lacks', () => {
    const ld = postJsonLd({ ...recipePost, body: undefined }, ctx);
    expect(ld['@type']).toBe('Recipe');
    expect(ld).not.toHaveProperty('recipeIngredient');
    expect(ld).not.toHaveProperty('prepTime');
    expect(embeddedRecipe({ body: undefined })).toBeUndefined();
  });
  it('describes articles and blog posts by headline', () => {
    const article = postJsonLd({ ...recipePost, post_type: 'BlogPosting' }, ctx);
    expect(article).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Wood-Fired Margherita',
      mainEntityOfPage: ctx.url,
    });
    expect(postJsonLd({ ...recipePost, post_type: 'Podcast' }, ctx)['@type']).toBe('Article');
  });
  it('describes a video post with its thumbnail, upload date and content URL', () => {
    const ld = postJsonLd(
      {
        ...recipePost,
        post_type: 'VideoObject',
        video: { public_id: 'flame-loop', poster: { url: '/images/content/flame.svg', alt: '' } },
      },
      ctx,
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      url: ctx.url,
      name: 'Wood-Fired Margherita',
      description: 'A pizza in ninety seconds.',
      thumbnailUrl: 'https://shop.example/images/content/flame.svg',
      uploadDate: '2026-05-14T17:30:00.000Z',
      contentUrl: 'https://shop.example/videos/flame-loop?w=1920&q=auto&f=auto',
    });
  });
});
