/**
 * The page action of a `form` block (docs/decisions/first-party-forms.md): the posted fields go
 * to the form service, which checks them against the definition; its answer maps to what the
 * block shows. Whatever happens, the fields come back as typed (DESIGN.md: nothing is lost).
 */
import { data } from 'react-router';
import type { Locale, Site } from '@solo/sites';
import { getServices } from '../api/context.ts';
import { getShopperSession, type SessionArgs } from '../session/session.server.ts';
import { requirePageRoute, type PrefixParams } from '../routing.ts';
import { retryAfterSeconds } from '../too-many-requests.ts';
import { loadFormView } from './forms.server.ts';
import {
  FORM_KEY_INPUT,
  HONEYPOT_INPUT,
  faultsOf,
  postedValues,
  type FormActionData,
} from './forms.ts';
import { submittedForm } from '../form-values.ts';

export interface FormSubmitOutcome {
  status: number;
  answer: FormActionData;
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** Null when the post names no form this store has (the route answers 404). */
export async function submitContentForm(
  args: SessionArgs,
  site: Site,
  locale: Locale,
  form: FormData,
): Promise<FormSubmitOutcome | null> {
  const services = getServices(args.context);
  const key = text(form.get(FORM_KEY_INPUT));
  const view = key ? await loadFormView(services, locale, key) : null;
  if (!view) return null;
  const values = postedValues(view, form);
  const base = { form: key, values, errors: {} };
  const session = await getShopperSession(args);
  const result = await services.api.customApi('forms', 'submit', {
    method: 'POST',
    siteId: site.id,
    locale: locale.id,
    token: session.accessToken,
    body: {
      form: key,
      fields: values,
      ...(text(form.get(HONEYPOT_INPUT)) ? { honeypot: text(form.get(HONEYPOT_INPUT)) } : {}),
    },
  });
  if (result.ok) return { status: 200, answer: { form: key, values: {}, errors: {}, sent: true } };
  if (result.status === 400) {
    const errors = faultsOf(result.problem);
    if (Object.keys(errors).length) return { status: 400, answer: { ...base, errors } };
  }
  if (result.status === 429)
    return {
      status: 429,
      answer: { ...base, retryAfterSeconds: retryAfterSeconds(null, result.problem) },
    };
  return { status: result.status >= 500 ? 502 : result.status, answer: { ...base, failed: true } };
}

/**
 * The action of a page whose sections may hold a form (content pages, home): the answer with
 * its status; 404 when the post names no form.
 */
export async function answerFormPost(args: SessionArgs & { url: URL; params: PrefixParams }) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  const outcome = await submitContentForm(args, site, locale, await submittedForm(args.request));
  if (!outcome) throw data(null, { status: 404 });
  const wait = outcome.answer.retryAfterSeconds;
  return data(outcome.answer, {
    status: outcome.status,
    ...(wait === undefined ? {} : { headers: { 'retry-after': String(wait) } }),
  });
}
