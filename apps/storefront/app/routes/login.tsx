import { data } from 'react-router';
import type { Route } from './+types/login';
import { checkSignIn, type SignInActionData } from '../lib/account/sign-in.ts';
import { completeSignIn, signInRefused } from '../lib/account/sign-in.server.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { getServices } from '../lib/api/context.ts';
import { loadPageSections } from '../lib/content/page.server.ts';
import type { SectionEntry } from '../lib/content/sections.ts';
import { PageSections } from '../components/content/PageSections.tsx';
import { signInShopper } from '../lib/session/session.server.ts';
import { SignInPage } from '../components/account/sign-in/SignInPage.tsx';
import { m } from '../components/account/sign-in/messages.ts';
import { submittedForm } from '../lib/form-values.ts';

/** /login (spec 000 §2): the sign-in page; its action also serves the account drawer's form. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  // Spec 000 §2 entry id `sign_in`: its sections below the form.
  const content = await loadPageSections<SectionEntry>(
    getServices(context),
    site,
    locale,
    'sign_in',
  );
  return { siteId: site.id, localeId: locale.id, content };
}

export async function action(args: Route.ActionArgs) {
  const resolved = requirePageRoute(args.url, args.params);
  const form = await submittedForm(args.request);
  const typedEmail = form.get('email');
  const email = typeof typedEmail === 'string' ? typedEmail.trim() : '';
  const check = checkSignIn({ email: typedEmail, password: form.get('password') });
  if (!check.ok) {
    return data<SignInActionData>({ values: { email }, errors: check.errors }, { status: 400 });
  }
  const outcome = await signInShopper(args, {
    username: check.values.email,
    password: check.values.password,
  });
  if (!outcome.ok) return signInRefused(email, outcome.failure);
  return completeSignIn(args, resolved, outcome, form.get('returnUrl'));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, m.signInTitle);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <SignInPage actionData={actionData} />
      <PageSections content={loaderData.content} />
    </>
  );
}
