import { data } from 'react-router';
import type { Route } from './+types/registration';
import {
  checkRegistration,
  REGISTRATION_LIMITS,
  type RegistrationActionData,
} from '../lib/account/registration.ts';
import { registerAndSignIn } from '../lib/account/registration.server.ts';
import { completeSignIn } from '../lib/account/sign-in.server.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { getServices } from '../lib/api/context.ts';
import { loadPageSections } from '../lib/content/page.server.ts';
import type { SectionEntry } from '../lib/content/sections.ts';
import { PageSections } from '../components/content/PageSections.tsx';
import { RegistrationPage } from '../components/account/sign-in/RegistrationPage.tsx';
import { m } from '../components/account/sign-in/messages.ts';
import { submittedForm } from '../lib/form-values.ts';

/** /registration (spec 000 §2): create an account, then arrive signed in at the account home. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  // Spec 000 §2 entry id `create_account`: its sections below the form.
  const services = getServices(context);
  const content = await loadPageSections<SectionEntry>(services, site, locale, 'create_account');
  return { siteId: site.id, localeId: locale.id, limits: REGISTRATION_LIMITS, content };
}

export async function action(args: Route.ActionArgs) {
  const resolved = requirePageRoute(args.url, args.params);
  const form = await submittedForm(args.request);
  const input = {
    firstName: form.get('firstName'),
    lastName: form.get('lastName'),
    email: form.get('email'),
    password: form.get('password'),
  };
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const values = {
    firstName: text(input.firstName),
    lastName: text(input.lastName),
    email: text(input.email),
  };
  const check = checkRegistration(input);
  if (!check.ok)
    return data<RegistrationActionData>({ values, errors: check.errors }, { status: 400 });
  const result = await registerAndSignIn(args, check.body, values);
  if (!result.ok) return result.response;
  return completeSignIn(args, resolved, result.outcome, form.get('returnUrl'));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, m.registrationTitle);
}

export default function Registration({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <RegistrationPage actionData={actionData} limits={loaderData.limits} />
      <PageSections content={loaderData.content} />
    </>
  );
}
