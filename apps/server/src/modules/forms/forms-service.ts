import { randomBytes } from 'node:crypto';
import {
  FORM_DEFINITIONS,
  type FormKind,
  type FormSubmissionItem,
  formBodySchema,
  formStaffTitle,
  type SubmitFormResponse,
} from '@carsi/contract';
import { normalizeTrMobile } from '@carsi/domain';
import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldedContains } from '../../db/folded-search';
import { formSubmissions } from '../../db/schema';
import { validationError } from '../../http/errors';
import type { JobQueue } from '../../jobs';
import { notifyAdmins } from '../admin-notifications/index';
import { consumePostLimit, type PostLimit } from '../catalogue/index';
import { queueSms } from '../notifications/index';

/** Ten applications per visitor IP per hour, across every form (the captcha is the first guard). */
export const FORM_POST_LIMIT: PostLimit = { max: 10, windowMs: 60 * 60_000 };
const PAGE_SIZE = 20;

const COMMON = ['companyName', 'contactName', 'email', 'phone', 'city'] as const;

export interface FormsDeps {
  db: Database;
  jobs: JobQueue;
  /** Spends an ALTCHA solution (identity module); throws a 400 when it is not valid. */
  verifyCaptcha: (value: string) => Promise<void>;
  postLimit?: PostLimit;
}

/** The confirmation SMS: short, in the form's language, with the reference people quote. */
function smsText(kind: FormKind, reference: string): string {
  const definition = FORM_DEFINITIONS[kind];
  if (kind === 'support') {
    return `Çarşı: destek talebiniz alındı (no: ${reference}). Müşteri hizmetlerimiz en kısa sürede size dönecek.`;
  }
  return definition.lang === 'en'
    ? `Carsi: we received your export inquiry (ref. ${reference}). Our export team will reply by e-mail.`
    : `Çarşı: ${definition.title} için başvurunuz alındı (no: ${reference}). Ekibimiz en kısa sürede size dönecek.`;
}

/**
 * Stores one application form: fields checked against the form's definition (400 naming each
 * bad field), the captcha spent, then the row written and — for a Turkish mobile — a
 * confirmation SMS queued as a job.
 */
export async function submitForm(
  deps: FormsDeps,
  kind: FormKind,
  input: unknown,
  ip: string,
): Promise<SubmitFormResponse> {
  const parsed = formBodySchema(kind).safeParse(input ?? {});
  if (!parsed.success) throw validationError('body', parsed.error);
  await consumePostLimit(deps.db, 'form', ip, deps.postLimit ?? FORM_POST_LIMIT);
  const { captchaValue, consent: _consent, ...values } = parsed.data as Record<string, unknown>;
  await deps.verifyCaptcha(String(captchaValue));
  const fields = Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && !(COMMON as readonly string[]).includes(entry[0]),
    ),
  );
  const text = (name: (typeof COMMON)[number]) => String(values[name] ?? '');
  const phone = normalizeTrMobile(text('phone')) ?? text('phone');
  const id = randomBytes(16).toString('base64url');
  const reference = id.slice(0, 8).toUpperCase();
  await deps.db.transaction(async (tx) => {
    await tx.insert(formSubmissions).values({
      id,
      kind,
      companyName: text('companyName'),
      contactName: text('contactName'),
      email: text('email'),
      phone,
      city: text('city'),
      fields,
      consentAt: new Date(),
    });
    await notifyAdmins(tx, {
      kind: kind === 'support' ? 'support-new' : 'form-new',
      title:
        kind === 'support'
          ? `Yeni destek talebi (siparişsiz): ${text('contactName')}`
          : `Yeni ${formStaffTitle(kind).toLocaleLowerCase('tr')}: ${text('companyName') || text('contactName')}`,
      body:
        kind === 'support'
          ? `${String(values.topic ?? '')}: ${String(values.message ?? '').slice(0, 200)} — ${phone}`
          : `${text('contactName')} (${phone}) formu gönderdi; başvuru no ${reference}.`,
      data: { formId: id, formKind: kind },
    });
  });
  const smsSent = await queueSms(deps.jobs, phone, smsText(kind, reference), `form-${kind}`);
  return { id, message: FORM_DEFINITIONS[kind].done, smsSent };
}

/**
 * The back office's list, newest first; `kind` narrows it to one form, `q` searches company,
 * person, e-mail and phone (any 4+ digits of it).
 */
export async function listFormSubmissions(
  db: Database,
  query: { kind?: FormKind | undefined; q?: string | undefined; pageNumber: number },
): Promise<{ page: number; pages: number; count: number; submissions: FormSubmissionItem[] }> {
  const term = query.q?.trim();
  const digits = term?.replace(/\D/g, '') ?? '';
  const where = and(
    query.kind ? eq(formSubmissions.kind, query.kind) : undefined,
    term
      ? or(
          foldedContains(
            term,
            formSubmissions.companyName,
            formSubmissions.contactName,
            formSubmissions.email,
          ),
          digits.length >= 4
            ? like(formSubmissions.phone, `%${digits.replace(/^0/, '')}%`)
            : undefined,
        )
      : undefined,
  );
  const rows = await db
    .select({ row: formSubmissions, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(formSubmissions)
    .where(where)
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(PAGE_SIZE)
    .offset((query.pageNumber - 1) * PAGE_SIZE);
  const count = rows[0]?.total ?? 0;
  return {
    page: query.pageNumber,
    pages: Math.max(1, Math.ceil(count / PAGE_SIZE)),
    count,
    submissions: rows.map(({ row }) => ({
      id: row.id,
      kind: row.kind as FormKind,
      companyName: row.companyName,
      contactName: row.contactName,
      email: row.email,
      phone: row.phone,
      city: row.city,
      fields: row.fields,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
