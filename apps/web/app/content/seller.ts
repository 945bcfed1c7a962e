import type { LegalFacts, SellerIdentity } from '@carsi/contract';
import type { ReturnShippingTerms } from '@carsi/domain';
import { useRouteLoaderData } from 'react-router';

/**
 * The seller's identity as the pages show it. It comes from the server (the owner keeps it in
 * the back office): the root loader reads it for every storefront page, the legal pages and the
 * checkout read it in their own loaders. A blank field (a shop whose owner has not filled it
 * in yet) shows as "—", never as someone else's identity.
 */
export const orDash = (text: string) => text.trim() || '—';

/** The identity and return terms the root loader read for this storefront page. */
export function useLegalFacts(): LegalFacts | null {
  const root = useRouteLoaderData('root') as { legal?: LegalFacts | null } | undefined;
  return root?.legal ?? null;
}

/** The seller block of the contract, the pre-information form and the about and contact pages. */
export function sellerIdentityLines(seller: SellerIdentity): string[] {
  return [
    `Unvan: ${orDash(seller.tradeName)}`,
    `Adres: ${orDash(seller.address)}`,
    `Telefon: ${orDash(seller.phone)}`,
    `E-posta: ${orDash(seller.email)}`,
    `KEP adresi: ${orDash(seller.kepAddress)}`,
    `MERSİS numarası: ${orDash(seller.mersisNumber)}`,
    `Vergi dairesi ve numarası: ${orDash(seller.taxOffice)}, ${orDash(seller.taxNumber)}`,
    ...(seller.etbisNumber.trim() ? [`ETBİS kayıt numarası: ${seller.etbisNumber.trim()}`] : []),
  ];
}

/**
 * A `tel:` link for the phone as the owner typed it: "0850 308 20 16" → "tel:+908503082016".
 * Null when it holds no digits to call.
 */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return null;
  if (digits.startsWith('90') && digits.length === 12) return `tel:+${digits}`;
  if (digits.startsWith('0')) return `tel:+90${digits.slice(1)}`;
  return `tel:+90${digits}`;
}

/**
 * Who carries a withdrawn parcel and who pays for it, as the pre-information form and the
 * contract state them (the law asks for both there; a consumer pays only what was stated, only
 * through the named carrier, never above the delivery cost and never for faulty goods).
 */
export function returnShippingClause({ carrier, payer }: ReturnShippingTerms): string {
  return payer === 'shop'
    ? `Cayma hâlinde ürün, Kolay İade’de verilen iade koduyla ${carrier} ile geri gönderilir; geri gönderim ücretini Satıcı öder.`
    : `Cayma hâlinde ürün, Kolay İade’de verilen iade koduyla ${carrier} ile geri gönderilir; geri gönderim ücretini Alıcı öder ve bu ücret ürünün teslimat ücretini aşamaz. Ürün ayıplıysa geri gönderim ücretini Satıcı öder.`;
}
