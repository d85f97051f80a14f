// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_PAGES } from '../../lib/content/feature-routes.ts';
import { HomeFeaturedBlog } from './HomeFeaturedBlog.tsx';
import { mountContent } from './dom-test-support.tsx';
import { renderContent } from './test-support.tsx';
import { blocksLoaded } from './lazy-block.tsx';

// Synchronous renders find the lazily loaded blocks already loaded.
beforeAll(blocksLoaded);

const post = (uid: string, category: string, featured = false) => ({
  uid,
  title: `Post ${uid}`,
  url: uid,
  publish_date: '2024-06-05T15:07:00Z',
  categories: [
    {
      uid: category.toLowerCase() === 'video' ? 'videos' : category.toLowerCase(),
      title: category,
    },
  ],
  featured_post: featured,
  featured_image: { url: `/images/content/${uid}.jpg`, alt: `Photo ${uid}` },
});
const entry = {
  title: 'From the blog',
  groups: [
    {
      title: 'Recipes',
      blog_main_image: { url: '/images/content/recipes.jpg', alt: 'Skillet over the fire' },
      posts: [post('skillet-bread', 'Recipes', true), post('smores', 'Video')],
    },
    { title: 'Guides', posts: [post('first-fire', 'Guides')] },
    { title: ' ' },
  ],
};
let unmount = () => {};
afterEach(() => {
  unmount();
  BUILT_PAGES.blog = false;
  BUILT_PAGES.community = false;
});

describe('HomeFeaturedBlog', () => {
  it('shows the groups as tabs and the first group’s image and posts with date and labels', () => {
    const html = renderContent(<HomeFeaturedBlog entry={entry} first={false} />);
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html).toContain('alt="Skillet over the fire"');
    // In the page's language (the Canadian French site here).
    expect(html).toContain('5 juin 2024 | 15 h 07');
    expect(html).toContain('dateTime="2024-06-05T15:07:00Z"');
    expect(html).toContain('Featured');
    // Each card names its category.
    expect(html).toMatch(/data-post="smores".*<span class="text-muted">Video<\/span>/);
    // The other groups' panels stay empty until chosen: their cards would weigh the page down.
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*><\/div>/);
    expect(html).not.toContain('Post first-fire');
  });
  it('links no post and no View All while the blog and community pages do not exist', () => {
    const html = renderContent(<HomeFeaturedBlog entry={entry} first={false} />);
    expect(html).toMatch(/<h3[^>]*>Post skillet-bread<\/h3>/);
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('View All');
    expect(html).not.toContain('Read Now');
  });
  it('links posts ("Read Now", "Watch" for videos) and View All once those pages exist', () => {
    BUILT_PAGES.blog = true;
    BUILT_PAGES.community = true;
    const html = renderContent(<HomeFeaturedBlog entry={entry} first={false} />);
    expect(html).toContain('href="/ca/fr/blog"');
    expect(html).toContain('View All');
    expect(html).toMatch(/href="\/ca\/fr\/community\/p\/skillet-bread"[^>]*>Read Now</);
    expect(html).toMatch(/href="\/ca\/fr\/community\/p\/smores"[^>]*>Watch</);
  });
  it('makes a group active on hover and on focus', () => {
    const mounted = mountContent(<HomeFeaturedBlog entry={entry} first={false} />);
    unmount = mounted.unmount;
    const tabs = [...mounted.container.querySelectorAll<HTMLElement>('[role="tab"]')];
    const panels = [...mounted.container.querySelectorAll('[role="tabpanel"]')];
    expect(mounted.container.textContent).toContain('Jun 5, 2024 | 3:07 PM');
    act(() => {
      tabs[1]!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(panels[1]!.hasAttribute('hidden')).toBe(false);
    act(() => tabs[0]!.focus());
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(panels[1]!.hasAttribute('hidden')).toBe(true);
  });
  it('renders nothing without a group', () => {
    expect(renderContent(<HomeFeaturedBlog entry={{ groups: [] }} first={false} />)).toBe('');
  });
});
