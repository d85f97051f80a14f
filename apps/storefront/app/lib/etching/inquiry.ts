/**
 * The group and corporate etching inquiry (spec 001 §3 group inquiry, §5, §7): its checks, its
 * API path, and the content the step shows (the `etching_request_quote` page entry: its intro
 * text card and its form section, whose form definition gives the labels).
 */
import type { FormField } from '@solo/content-model';
import { EMAIL_PATTERN } from '../gift-card/rules.ts';

export interface GroupInquiryValues {
  name: string;
  email: string;
  phone: string;
  company: string;
}

/** The field at fault, named by what its message says (spec 001 §5). */
export type GroupInquiryErrors = Partial<
  Record<keyof GroupInquiryValues, keyof GroupInquiryValues>
>;

/** Spec 001 §5 "phone optional, digits only"; the content's definition holds 7 to 15. */
const PHONE = /^[0-9]{7,15}$/;

export function checkGroupInquiry(v: GroupInquiryValues): GroupInquiryErrors {
  const errors: GroupInquiryErrors = {};
  if (!v.name.trim()) errors.name = 'name';
  if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = 'email';
  if (v.phone.trim() && !PHONE.test(v.phone.trim())) errors.phone = 'phone';
  if (!v.company.trim()) errors.company = 'company';
  return errors;
}

const ORG = 'f_ecom_solo_001';

/** Spec 001 §7: POST …/custom/email/v1/organizations/{orgId}/send-gac-email?siteId&locale. */
export const groupInquiryPath = (siteId: string, localeId: string) =>
  `/mobify/proxy/api/custom/email/v1/organizations/${ORG}/send-gac-email?siteId=${encodeURIComponent(siteId)}&locale=${encodeURIComponent(localeId)}`;

/** The content API reads of the step (spec 000 §7 content entries, locale lower-cased). */
export const inquiryContentPaths = (localeId: string) => {
  const locale = encodeURIComponent(localeId.toLowerCase());
  return {
    page: `/content-stack/id?type=page&contentId=etching_request_quote&referenceFieldPath=sections&locale=${locale}`,
    form: (key: string) =>
      `/content-stack/id?type=form_definition&contentId=${encodeURIComponent(key)}&locale=${locale}`,
  };
};

export interface GroupInquiryContent {
  heading?: string;
  paragraphs: string[];
  formIntro?: string;
  fields: FormField[];
  submitLabel: string;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

/** The plain text of each paragraph of a rich-text document. */
function paragraphs(doc: unknown): string[] {
  const text = (node: unknown): string => {
    const n = obj(node);
    if (typeof n.text === 'string') return n.text;
    return Array.isArray(n.children) ? n.children.map(text).join('') : '';
  };
  const children = obj(doc).children;
  return (Array.isArray(children) ? children : []).map(text).filter((t) => t.trim());
}

/** Reads the step's content; null when the page or its form cannot be read. */
export async function readInquiryContent(
  paths: ReturnType<typeof inquiryContentPaths>,
  get: (url: string) => Promise<unknown>,
): Promise<GroupInquiryContent | null> {
  const page = obj(obj(await get(paths.page).catch(() => null)).entry);
  const sections = Array.isArray(page.sections) ? page.sections.map(obj) : [];
  const intro = sections.find((s) => s._content_type_uid === 'text_card') ?? {};
  const formSection = sections.find((s) => s._content_type_uid === 'form') ?? {};
  const key = str(formSection.jotform_form) ?? 'etching_quote';
  const definition = obj(obj(await get(paths.form(key)).catch(() => null)).entry);
  if (!Array.isArray(definition.fields)) return null;
  const heading = str(intro.heading);
  const formIntro = str(formSection.intro);
  return {
    ...(heading ? { heading } : {}),
    paragraphs: paragraphs(intro.text),
    ...(formIntro ? { formIntro } : {}),
    fields: definition.fields as FormField[],
    submitLabel: str(definition.submit_label) ?? 'Submit',
  };
}
