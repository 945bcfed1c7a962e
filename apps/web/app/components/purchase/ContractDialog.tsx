import type { CartView } from '@carsi/contract';
import { formatTL, formatTrPhone } from '@carsi/domain';
import { brand } from '../../content/brand';
import { PageSections } from '../content/PageSections';
import { AppModal } from '../ui/AppModal';
import type { CheckoutForm } from './checkout-form';

export interface ContractText {
  title: string;
  sections: { heading?: string; paragraphs: string[]; list?: string[] }[];
}

interface ContractDialogProps {
  opened: boolean;
  onClose: () => void;
  form: CheckoutForm;
  cart: CartView;
  /** The seller's identity block (the owner's settings). */
  seller: string[];
  /** The return carrier and who pays the return, as the law asks the form to state. */
  returnShipping: string;
  contract: ContractText;
}

const orDash = (text: string) => text.trim() || '—';

/**
 * The pre-information form and the distance sales contract, rendered with this order's buyer,
 * address, products and totals above the shop's standing contract text.
 */
export function ContractDialog({
  opened,
  onClose,
  form,
  cart,
  seller,
  returnShipping,
  contract,
}: ContractDialogProps) {
  const { contact, shipping } = form;
  const buyer = `${orDash(contact.firstName)} ${contact.lastName}`.trim();
  const address = `${orDash(shipping.address)} ${shipping.district}/${shipping.province}`.trim();
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title="Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi"
      printable
    >
      <div className="contract-text">
        <h3>Ön Bilgilendirme Formu</h3>
        <p>Satıcı:</p>
        <ul>
          {seller.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          Alıcı: {buyer} — Telefon: {orDash(formatTrPhone(contact.phone))} — E-posta:{' '}
          {orDash(contact.email)}
        </p>
        <p>Teslimat adresi: {address}</p>
        <h3>Sipariş Özeti</h3>
        <table>
          <thead>
            <tr>
              <th scope="col">Ürün</th>
              <th scope="col">Adet</th>
              <th scope="col">Tutar (KDV dahil)</th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((line) => (
              <tr key={line.indexId}>
                <td>{line.name}</td>
                <td>
                  {line.qty} {line.productUnit}
                </td>
                <td>{line.free ? 'Ücretsiz' : formatTL(line.itemsTotalPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Tutar KDV Hariç: {formatTL(cart.totals.totalAmount)} — KDV:{' '}
          {formatTL(cart.totals.taxPrice)} — Kargo:{' '}
          {cart.shippingPrice === 0 ? 'Ücretsiz' : formatTL(cart.shippingPrice)} — Toplam:{' '}
          {formatTL(cart.totals.totalAmountWithVat + cart.shippingPrice)}
        </p>
        <p>Kapıda ödeme seçilirse hizmet bedeli ödeme adımında ayrıca gösterilir.</p>
        <h3>Cayma Hakkı ve İade Kargosu</h3>
        <p>
          Alıcı, ürünün teslim alındığı günden itibaren {brand.policies.withdrawalDays} gün içinde
          hiçbir gerekçe göstermeden cayma hakkını kullanabilir.
        </p>
        <p data-testid="return-shipping">{returnShipping}</p>
        <h3>{contract.title}</h3>
        <PageSections sections={contract.sections} headingLevel="h4" />
      </div>
    </AppModal>
  );
}
