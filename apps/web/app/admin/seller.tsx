import type { SellerIdentity } from '@carsi/contract';
import type { RouterContextProvider } from 'react-router';
import { orDash } from '../content/seller';
import { adminRead } from './load';

/** The shop's legal identity for a print (order, waybill, purchase order), as the owner saved it. */
export async function sellerForPrint(
  context: Readonly<RouterContextProvider>,
  currentUrl: URL,
): Promise<SellerIdentity> {
  const { sellerIdentity } = await adminRead<{ sellerIdentity: SellerIdentity }>(
    context,
    '/api/seller-identity',
    currentUrl,
  );
  return sellerIdentity;
}

/** The seller's block at the top of an order print: who sells, where, and its tax identity. */
export function SellerPrintBlock({ seller }: { seller: SellerIdentity }) {
  return (
    <p data-testid="print-seller">
      <strong>Satıcı:</strong> {orDash(seller.tradeName)}
      <br />
      {orDash(seller.address)}
      <br />
      {orDash(seller.taxOffice)} · VKN/TCKN {orDash(seller.taxNumber)} · MERSİS{' '}
      {orDash(seller.mersisNumber)}
      <br />
      {orDash(seller.phone)} · {orDash(seller.email)}
    </p>
  );
}
