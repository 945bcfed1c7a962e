import { kurusToTl } from '@carsi/domain';
import {
  type InternetSalePayment,
  type InvoiceContact,
  InvoiceError,
  type InvoiceProduct,
  type TrackableJob,
} from '../provider';

// Paraşüt's JSON:API records as the invoicing area's types, and the values it wants.

/** One JSON:API record as Paraşüt answers it. */
export interface Resource {
  id: string;
  type: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string; type: string } | null }>;
}

export const JSONAPI = 'application/vnd.api+json';

/** Paraşüt's names of the ways an internet sale was paid (e-Arşiv's `payment_type`). */
export const PAYMENT_TYPES: Record<InternetSalePayment, string> = {
  card: 'KREDIKARTI/BANKAKARTI',
  'bank-transfer': 'EFT/HAVALE',
  'cash-on-delivery': 'KAPIDAODEME',
  'payment-agent': 'ODEMEARACISI',
};

/** Kuruş as Paraşüt's decimal text ("12.50"). */
export const tl = (kurus: number) => kurusToTl(kurus).toFixed(2);

/** The attributes that are set (Paraşüt takes a missing attribute as "leave it"). */
export function compact(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

export function contactOf(resource: Resource): InvoiceContact {
  const a = resource.attributes ?? {};
  return {
    id: resource.id,
    name: String(a.name ?? ''),
    taxNumber: typeof a.tax_number === 'string' ? a.tax_number : null,
  };
}

export function productOf(resource: Resource): InvoiceProduct {
  const a = resource.attributes ?? {};
  return {
    id: resource.id,
    code: typeof a.code === 'string' ? a.code : null,
    name: String(a.name ?? ''),
  };
}

export function jobOf(resource: Resource): TrackableJob {
  const status = resource.attributes?.status;
  if (status !== 'pending' && status !== 'running' && status !== 'done' && status !== 'error') {
    throw new InvoiceError('bad-response', 'Paraşüt iş durumu okunamadı.', null);
  }
  const errors = resource.attributes?.errors;
  return {
    id: resource.id,
    status,
    errors: Array.isArray(errors) ? errors.map((e) => String(e)) : [],
  };
}

/**
 * A response's body: its JSON, or (an empty body, or a proxy's HTML error page) undefined with
 * the text's first characters kept, so the error says what came back instead of dropping it.
 */
export async function readBody(response: Response): Promise<{ json: unknown; text: string }> {
  const text = await response.text();
  if (text.trim() === '') return { json: undefined, text: '' };
  try {
    return { json: JSON.parse(text), text: '' };
  } catch {
    return { json: undefined, text: text.replace(/\s+/g, ' ').trim().slice(0, 200) };
  }
}

/**
 * An error answer as the {@link InvoiceError} it means, with Paraşüt's own details (or the start
 * of a body that was not JSON).
 */
export function failureOf(
  status: number,
  json: unknown,
  headers: Headers,
  text = '',
): InvoiceError {
  const listed = Array.isArray((json as { errors?: unknown })?.errors)
    ? (json as { errors: { detail?: unknown; title?: unknown }[] }).errors
        .map((e) => String(e.detail ?? e.title ?? ''))
        .filter(Boolean)
        .slice(0, 10)
    : [];
  const details = listed.length === 0 && text ? [text] : listed;
  const said = details.length > 0 ? `: ${details.join('; ')}` : '.';
  if (status === 429) {
    const seconds = Number(headers.get('retry-after') ?? '10');
    return new InvoiceError(
      'rate-limited',
      'Paraşüt istek sınırına ulaşıldı; biraz sonra yeniden denenecek.',
      429,
      details,
      (Number.isFinite(seconds) ? seconds : 10) * 1000,
    );
  }
  if (status === 401 || status === 403)
    return new InvoiceError('auth', `Paraşüt erişimi reddetti${said}`, status, details);
  if (status === 404)
    return new InvoiceError('not-found', `Paraşüt kaydı bulunamadı${said}`, 404, details);
  if (status === 400 || status === 422)
    return new InvoiceError('rejected', `Paraşüt isteği kabul etmedi${said}`, status, details);
  return new InvoiceError('unavailable', `Paraşüt hata verdi (${status})${said}`, status, details);
}
