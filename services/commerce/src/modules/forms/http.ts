import { defaultLocale, findLocale, type Site } from '@solo/sites';
import type { AppVariables } from '../../http/context.ts';
import { HttpProblem } from '../../http/problem.ts';
import { BUDGETS, enforce } from '../abuse/index.ts';
import { submitForm } from './service.ts';

/** What the form routes' shared steps use of a request's context. */
interface FormContext {
  var: Pick<AppVariables, 'db' | 'mailer' | 'config' | 'client' | 'log'>;
  header: (name: string, value: string) => void;
  json: (body: { received: true }) => Response;
}

/**
 * The abuse limits every form route applies before it does any work (429 beyond them): a burst
 * and an hourly budget per client address, and one for the whole store.
 */
export function enforceFormLimits(c: FormContext): Promise<void> {
  return enforce(c, [
    { budget: BUDGETS.formsIpBurst, key: c.var.client.ip },
    { budget: BUDGETS.formsIp, key: c.var.client.ip },
    { budget: BUDGETS.formsGlobal, key: '*' },
  ]);
}

/** A submission as a form route received it. */
export interface ReceivedForm {
  formKey: string;
  site: Site;
  /** The request's locale; the site's default when absent or not the site's. */
  locale: string | undefined;
  fields: Record<string, unknown>;
  honeypot: string | undefined;
  /** Facts the route adds to what is stored and mailed (the product asked about). */
  context?: Record<string, string>;
}

/**
 * Checks the submission against its form's definition in the request's locale, stores and mails
 * it, and answers: 200 `{received: true}` (a trapped bot gets the same), or 400 problem+json
 * naming each field at fault (`invalidFields[].code` says which rule).
 */
export async function submitAndAnswer(c: FormContext, form: ReceivedForm): Promise<Response> {
  const outcome = await submitForm(
    { db: c.var.db, mailer: c.var.mailer, storeInbox: c.var.config.mail.storeInbox },
    {
      formKey: form.formKey,
      siteId: form.site.id,
      locale: (findLocale(form.site, form.locale ?? '') ?? defaultLocale(form.site)).id,
      clientIp: c.var.client.ip,
      fields: form.fields,
      honeypot: form.honeypot,
      ...(form.context ? { context: form.context } : {}),
    },
  );
  c.header('cache-control', 'no-store');
  if (outcome.ok) {
    c.var.log.info(
      { form: form.formKey, submission: outcome.id, trapped: outcome.trapped },
      'form submitted',
    );
    return c.json({ received: true });
  }
  throw new HttpProblem({
    status: 400,
    slug: 'invalid-form-fields',
    title: 'Invalid Form Fields',
    detail: outcome.problems.map((p) => `${p.name}: ${p.reason}`).join('; '),
    extra: { invalidFields: outcome.problems },
  });
}
