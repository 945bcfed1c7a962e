import type { InvoiceListItem } from '@carsi/contract';

/** The invoice screen's address: fatura-islemleri/{invoice id}/{buyer, as a slug}/{order number}. */
export function invoiceScreenPath(
  invoice: Pick<InvoiceListItem, 'id' | 'buyerName' | 'orderNumber'>,
) {
  const name =
    invoice.buyerName
      .toLocaleLowerCase('tr-TR')
      .replace(/ç/g, 'c')
      .replace(/ğ/g, 'g')
      .replace(/ı/g, 'i')
      .replace(/ö/g, 'o')
      .replace(/ş/g, 's')
      .replace(/ü/g, 'u')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'alici';
  return `/admin-panel/fatura-islemleri/${invoice.id}/${name}/${encodeURIComponent(invoice.orderNumber)}`;
}
