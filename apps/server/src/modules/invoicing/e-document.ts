import type { InvoiceProvider } from './provider';

export type EDocumentChoice =
  | { kind: 'e_invoice'; to: string; registeredAt: string | null }
  | { kind: 'e_archive' };

/**
 * e-Fatura or e-Arşiv, decided by the provider's e-invoice inbox list, never by a person: a
 * buyer whose tax number (VKN, or a sole trader's TCKN) has an inbox gets an e-Fatura addressed
 * to that inbox; everyone else an e-Arşiv. No tax number (a consumer without one) is e-Arşiv
 * without asking.
 */
export async function decideEDocument(
  provider: Pick<InvoiceProvider, 'findEInvoiceInbox'>,
  taxNumber: string | null | undefined,
): Promise<EDocumentChoice> {
  const number = taxNumber?.trim();
  if (!number || !/^\d{10,11}$/.test(number)) return { kind: 'e_archive' };
  const inbox = await provider.findEInvoiceInbox(number);
  return inbox
    ? { kind: 'e_invoice', to: inbox.address, registeredAt: inbox.registeredAt }
    : { kind: 'e_archive' };
}
