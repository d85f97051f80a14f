// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_PREFERENCES, resolvePath } from '@solo/sites';
import { messagesFor } from '../../i18n/testing.ts';
import type { FormActionData, FormView } from '../../lib/content/forms.ts';
import { SiteContext } from '../../lib/site-context.tsx';
import { ContentBlocks } from './ContentBlocks.tsx';
import { FormBlock } from './FormBlock.tsx';

const view: FormView = {
  key: 'contact-form',
  submitLabel: 'Send message',
  successMessage: 'Thanks, we will answer within one business day.',
  fields: [
    { name: 'name', label: 'Your name', type: 'text', required: true, autocomplete: 'name' },
    { name: 'email', label: 'Email', type: 'email', required: true, help: 'We reply here.' },
    {
      name: 'topic',
      label: 'Topic',
      type: 'select',
      options: [
        { value: 'order', label: 'An order' },
        { value: 'product', label: 'A product' },
      ],
    },
    { name: 'message', label: 'Message', type: 'textarea', required: true, max_length: 500 },
  ],
};
const section = {
  _content_type_uid: 'form',
  uid: 'contact_form',
  title: 'Write to us',
  jotform_form: 'contact-form',
};

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
const posts: FormData[] = [];
let answer: (form: FormData) => FormActionData;

function mount(forms: Record<string, FormView> = { contact_form: view }) {
  const { site, locale } = resolvePath('/');
  const router = createMemoryRouter([
    {
      path: '*',
      action: async ({ request }) => {
        const form = await request.formData();
        posts.push(form);
        return answer(form);
      },
      Component: () => (
        <SiteContext value={{ site, locale, preferences: DEFAULT_SITE_PREFERENCES[site.id] }}>
          <IntlProvider locale="en-US" messages={messagesFor('en-US')} onError={() => {}}>
            <ContentBlocks data={{ recommendations: {}, forms, products: {}, carousels: {} }}>
              <FormBlock entry={section} first={false} />
            </ContentBlocks>
          </IntlProvider>
        </SiteContext>
      ),
    },
  ]);
  act(() => root.render(<RouterProvider router={router} />));
}

const input = (name: string) =>
  container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

function type(name: string, value: string) {
  input(name).value = value;
}

async function submit() {
  await act(async () => {
    container.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await new Promise((r) => setTimeout(r, 20));
  });
}

beforeEach(() => {
  posts.length = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('FormBlock', () => {
  it('renders the definition: labels tied to fields, required marks, help, the 539px height', () => {
    mount();
    expect(container.querySelector('h2')?.textContent).toBe('Write to us');
    const email = input('email');
    expect(container.querySelector(`label[for="${email.id}"]`)?.textContent).toBe(
      'Email(required)',
    );
    expect(email.getAttribute('type')).toBe('email');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'We reply here.',
    );
    expect(input('name').getAttribute('autocomplete')).toBe('name');
    expect(input('message').tagName).toBe('TEXTAREA');
    expect([...container.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose…',
      'An order',
      'A product',
    ]);
    expect(container.querySelector('section')?.getAttribute('style')).toContain(
      'min-height: 539px',
    );
    expect(container.querySelector('button[type=submit]')?.textContent).toBe('Send message');
    // The honeypot is hidden from people and assistive technology.
    expect(input('_website').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(input('_website').tabIndex).toBe(-1);
  });

  it('renders nothing without a resolved definition', () => {
    mount({});
    expect(container.querySelector('form')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('shows the field errors linked to their fields and keeps what was typed', async () => {
    answer = (form) => ({
      form: 'contact-form',
      values: { name: '', email: form.get('email') as string, topic: '', message: 'Hello' },
      errors: { name: { code: 'required' }, email: { code: 'email' } },
    });
    mount();
    type('email', 'ada@');
    type('message', 'Hello');
    await submit();
    expect(posts[0]?.get('_form')).toBe('contact-form');
    const email = input('email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = email.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We reply here.',
      'Please enter a valid email address.',
    ]);
    const name = input('name');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please fill in Your name.',
    );
    expect(email.value).toBe('ada@');
    expect(input('message').value).toBe('Hello');
    expect(document.activeElement).toBe(name);
  });

  it('replaces the form with the success message once sent', async () => {
    answer = () => ({ form: 'contact-form', values: {}, errors: {}, sent: true });
    mount();
    type('name', 'Ada');
    await submit();
    const status = container.querySelector('[role="status"]');
    expect(status?.textContent).toBe(view.successMessage);
    expect(container.querySelector('form')).toBeNull();
  });

  it('says when the service failed or the sender must wait, keeping the fields', async () => {
    answer = () => ({
      form: 'contact-form',
      values: { name: 'Ada', email: '', topic: '', message: '' },
      errors: {},
      retryAfterSeconds: 120,
    });
    mount();
    type('name', 'Ada');
    await submit();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Too many attempts. Please try again in 2 minutes.',
    );
    expect(input('name').value).toBe('Ada');
  });
});
