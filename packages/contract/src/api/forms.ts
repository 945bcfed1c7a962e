import { z } from 'zod';
import { defineRoute } from '../define';
import {
  FORM_DEFINITIONS,
  FORM_KINDS,
  type FormFieldSpec,
  type FormKind,
  type FormTexts,
} from '../forms-definitions';
import {
  CONTROL_CHARACTER,
  CONTROL_CHARACTER_EXCEPT_LINE_BREAKS,
  CONTROL_CHARACTER_MESSAGE,
  multiline,
} from '../text-input';
import { pageNumberQuery, paging } from './common';

// The application forms' API: validation built from FORM_DEFINITIONS (forms-definitions.ts).
export * from '../forms-definitions';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with an optional leading +, spaces, dots, dashes and brackets: 7 to 15 digits. */
const PHONE = /^\+?[\d\s().-]{7,24}$/;

function fieldSchema(spec: FormFieldSpec, texts: FormTexts): z.ZodType<string | undefined> {
  let base = z.string({ error: texts.required(spec.label) }).trim();
  base = base.max(spec.max, texts.tooLong(spec.label, spec.max));
  let checked: z.ZodType<string> = base;
  if (spec.type === 'email') checked = base.regex(EMAIL, texts.email);
  if (spec.type === 'tel') {
    checked = base.refine((v) => PHONE.test(v) && v.replace(/\D/g, '').length >= 7, texts.phone);
  }
  if (spec.name === 'taxNumber') {
    checked = base.regex(/^\d{10,11}$/, 'Vergi kimlik no 10, TC kimlik no 11 haneli olmalıdır.');
  }
  if (spec.options) {
    const options = spec.options;
    checked = base.refine((v) => options.includes(v), texts.option(spec.label));
  }
  // The route's body is a record (one route for four forms), so each field checks itself.
  const control =
    spec.type === 'textarea' ? CONTROL_CHARACTER_EXCEPT_LINE_BREAKS : CONTROL_CHARACTER;
  checked = checked.refine((v) => !control.test(v), CONTROL_CHARACTER_MESSAGE);
  if (!spec.required) {
    return z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      checked.optional(),
    );
  }
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    checked,
  ) as z.ZodType<string>;
}

/** The body one form posts: its fields, the KVKK consent (must be true) and the captcha. */
export function formBodySchema(kind: FormKind) {
  const definition = FORM_DEFINITIONS[kind];
  const shape: Record<string, z.ZodType> = {};
  for (const spec of definition.fields) shape[spec.name] = fieldSchema(spec, definition);
  shape.consent = z.literal(true, { error: definition.consentRequired });
  shape.captchaValue = z
    .string({
      error: definition.lang === 'en' ? 'Security check missing.' : 'Güvenlik doğrulaması gerekli.',
    })
    .min(1)
    .max(4_000);
  return z.object(shape).strict();
}

export const formKindParams = z.object({ kind: z.enum(FORM_KINDS) }).strict();

export const submitFormResponse = z.object({
  id: z.string(),
  message: z.string().describe("The confirmation the page shows, in the form's language"),
  smsSent: z.boolean().describe('A confirmation SMS was queued (a Turkish mobile was given)'),
});
export type SubmitFormResponse = z.infer<typeof submitFormResponse>;

export const submitFormRoute = defineRoute({
  method: 'POST',
  path: '/api/forms/:kind',
  summary:
    'Sends one of the storefront application forms (dealer, supplier, corporate order request, export inquiry) with its ALTCHA solution; a Turkish mobile number gets a confirmation SMS. Fields per kind: FORM_DEFINITIONS.',
  tag: 'forms',
  auth: 'public',
  params: formKindParams,
  body: z
    .record(z.string(), multiline(z.unknown()))
    .describe('The fields of FORM_DEFINITIONS[kind] plus consent: true and captchaValue'),
  response: submitFormResponse,
});

export const formSubmissionItem = z.object({
  id: z.string(),
  kind: z.enum(FORM_KINDS),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  fields: z.record(z.string(), z.string()),
  status: z.string(),
  createdAt: z.string(),
});
export type FormSubmissionItem = z.infer<typeof formSubmissionItem>;

export const listFormSubmissionsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/forms',
  summary:
    'Application forms and support requests without an order for the back office, newest first, 20 a page; q searches company, person, e-mail and phone (customer-service area)',
  tag: 'forms',
  auth: 'admin',
  query: z
    .object({
      kind: z.enum(FORM_KINDS).optional(),
      q: z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir.').optional(),
      pageNumber: pageNumberQuery,
    })
    .strict(),
  response: z.object({
    ...paging,
    count: z.number().int(),
    submissions: z.array(formSubmissionItem),
  }),
});

export const formRoutes = [submitFormRoute, listFormSubmissionsRoute] as const;
