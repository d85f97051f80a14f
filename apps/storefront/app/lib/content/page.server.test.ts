import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertContentEntry } from '@solo/commerce';
import { schema } from '@solo/db';
import { findLocale, findSite } from '@solo/sites';
import { openTestCommerce } from '../../../server/testing-commerce.ts';
import { getServices } from '../api/context.ts';
import { sessionHarness } from '../session/session-testing.server.ts';
import { submitContentForm } from './form-submit.server.ts';
import { loadContentPage, type ContentPageRef } from './page.server.ts';

/** Content pages and their form against the real content and form services. */
let commerce: Awaited<ReturnType<typeof openTestCommerce>>;
const run = sessionHarness(() => commerce);
const site = findSite('SoloUS')!;
const locale = findLocale(site, 'en-US')!;

const entry = (contentTypeUid: string, uid: string, body: Record<string, unknown>, title = uid) =>
  upsertContentEntry(commerce.db.db, { contentTypeUid, uid, locale: 'en-us', title, body });

beforeAll(async () => {
  commerce = await openTestCommerce();
  await entry(
    'page',
    'contact_us',
    {
      heading: 'Get in touch',
      seo: { description: 'Write or call us.' },
      sections: [
        { _content_type_uid: 'form', uid: 'contact_form' },
        { _content_type_uid: 'form', uid: 'broken_form' },
        { _content_type_uid: 'text_card', uid: 'contact_hours' },
      ],
    },
    'Contact Us',
  );
  await entry('page', 'privacy', { url: 'privacy-policy', sections: [] }, 'Privacy Policy');
  await entry('form', 'contact_form', { title: 'Write to us', jotform_form: 'contact-form' });
  await entry('form', 'broken_form', { jotform_form: 'no-such-form' });
  await entry('text_card', 'contact_hours', { heading: 'Hours', text: 'Mon–Fri' });
  await entry('form_definition', 'contact-form', {
    fields: [
      { name: 'name', label: 'Your name', type: 'text', required: true },
      { name: 'email', label: 'Email', type: 'email', required: true },
    ],
    submit_label: 'Send',
    success_message: 'Thanks!',
  });
}, 120_000);
afterAll(() => commerce.close());

const load = (ref: ContentPageRef) =>
  run('http://127.0.0.1:3000/contact-us', ({ context }) =>
    loadContentPage(getServices(context), site, locale, ref),
  ).then((r) => r.result);

describe('loadContentPage', () => {
  it('reads a page by uid: heading, title for the SEO title, sections with forms resolved', async () => {
    const page = await load({ uid: 'contact_us' });
    expect(page).toMatchObject({
      title: 'Contact Us',
      heading: 'Get in touch',
      seo: { title: 'Contact Us', description: 'Write or call us.' },
    });
    // The form whose definition is missing renders nothing, so it is left out.
    expect(page?.sections.map((s) => s.uid)).toEqual(['contact_form', 'contact_hours']);
    expect(page?.forms.contact_form).toMatchObject({ key: 'contact-form', submitLabel: 'Send' });
    expect(page?.forms.broken_form).toBeUndefined();
  });

  it('finds an /s/ page by its url, its title as heading', async () => {
    expect(await load({ url: 'privacy-policy' })).toMatchObject({
      heading: 'Privacy Policy',
      sections: [],
    });
  });

  it('answers null for a missing page', async () => {
    expect(await load({ url: 'no-such-page' })).toBeNull();
    expect(await load({ uid: 'about_us' })).toBeNull();
  });
});

describe('submitContentForm', () => {
  const post = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return run('http://127.0.0.1:3000/contact-us', (args) =>
      submitContentForm(args, site, locale, form),
    ).then((r) => r.result);
  };

  it('answers field errors and keeps what was typed; stores nothing', async () => {
    const outcome = await post({ _form: 'contact-form', name: 'Ada', email: 'ada@' });
    expect(outcome).toEqual({
      status: 400,
      answer: {
        form: 'contact-form',
        values: { name: 'Ada', email: 'ada@' },
        errors: { email: { code: 'email' } },
      },
    });
    expect(await commerce.db.db.select().from(schema.formSubmissions)).toEqual([]);
  });

  it('sends a valid form: stored, and the answer says sent', async () => {
    const outcome = await post({ _form: 'contact-form', name: 'Ada', email: 'ada@example.com' });
    expect(outcome).toEqual({
      status: 200,
      answer: { form: 'contact-form', values: {}, errors: {}, sent: true },
    });
    const rows = await commerce.db.db.select().from(schema.formSubmissions);
    expect(rows.map((r) => r.fields)).toEqual([{ name: 'Ada', email: 'ada@example.com' }]);
  });

  it('answers null for a form the store does not have', async () => {
    expect(await post({ _form: 'no-such-form', name: 'Ada' })).toBeNull();
  });
});
