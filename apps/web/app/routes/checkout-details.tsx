import '../styles/purchase.css';
import type { WebLoadContext } from '@carsi/contract';
import { useState } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import { call, resultOf } from '../api/call';
import { DiscountCodeField } from '../components/promotions/DiscountCodeField';
import { CartSummary } from '../components/purchase/CartSummary';
import { ContactFields } from '../components/purchase/ContactFields';
import { ContractDialog } from '../components/purchase/ContractDialog';
import { reportCartUnits } from '../components/purchase/cart-units';
import {
  type CheckoutForm,
  type CheckoutPrefill,
  formErrorsFromApi,
  initialCheckoutForm,
  prefilledCheckoutForm,
  toOrderBody,
  validateCheckout,
} from '../components/purchase/checkout-form';
import { InvoiceFields } from '../components/purchase/InvoiceFields';
import { PlaceFields } from '../components/purchase/PlaceFields';
import { returnShippingClause, sellerIdentityLines } from '../content/seller';
import { staticPagesFor } from '../content/static-pages';
import { shopContext } from '../web-context';
import type { Route } from './+types/checkout-details';

/** A signed-in customer starts from their profile and last order. */
async function prefillOf(context: WebLoadContext): Promise<CheckoutPrefill | null> {
  if (context.principal?.kind !== 'customer') return null;
  const [profile, [latest]] = await Promise.all([
    context.identity.customerProfile(),
    context.purchase.myOrders(),
  ]);
  const found = latest ? await context.purchase.order(latest.orderId) : null;
  const lastOrder = found?.owned && found.order.personalData === 'full' ? found.order : null;
  return { profile, lastOrder };
}

export async function loader({ context }: Route.LoaderArgs) {
  const { purchase } = shopContext(context);
  const cart = await purchase.cart();
  if (cart.items.length === 0) {
    // With an empty cart the order step has nothing to show; an unpaid order goes on
    // to its payment, otherwise back to the shop.
    const [unpaid] = await purchase.unpaidOrders();
    if (unpaid) {
      throw redirect(`/odeme-adimi-2/2?unpaidid=${unpaid.orderId}&totalprice=${unpaid.totalPrice}`);
    }
    throw redirect('/');
  }
  // The seller and the return terms as the owner keeps them (settings), not fixed text.
  const { shop, storefront } = shopContext(context);
  const [legal, prefill] = await Promise.all([storefront.legal(), prefillOf(shopContext(context))]);
  const contract = staticPagesFor(legal, shop.publicUrl)['mesafeli-satis-sozlesmesi']!;
  return {
    cart,
    contract: { title: contract.title, sections: contract.sections },
    seller: sellerIdentityLines(legal.seller),
    returnShipping: returnShippingClause(legal.returnShipping),
    initialForm: prefill ? prefilledCheckoutForm(prefill) : initialCheckoutForm,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Sipariş Bilgileri (Adım 1/2) | Çarşı' },
  { name: 'robots', content: 'noindex' },
];

export default function CheckoutDetails({ loaderData }: Route.ComponentProps) {
  const { cart, contract, seller, returnShipping, initialForm } = loaderData;
  const navigate = useNavigate();
  const [form, setForm] = useState<CheckoutForm>(initialForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [contractOpen, setContractOpen] = useState(false);
  // One key per visit of this step: a double click or a retry returns the same order.
  const [idempotencyKey] = useState(() => `checkout-${crypto.randomUUID()}`);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateCheckout(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage('Lütfen işaretli alanları düzeltin.');
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSending(true);
    setMessage(null);
    const result = await resultOf(
      call(
        'POST /api/orders',
        { body: toOrderBody(form) },
        { headers: { 'idempotency-key': idempotencyKey } },
      ),
    );
    setSending(false);
    if (result.ok) {
      // The order took the cart's lines; the header badge follows.
      reportCartUnits(0);
      navigate(
        `/odeme-adimi-2/2?unpaidid=${result.data.orderId}&totalprice=${result.data.totalPrice}`,
      );
      return;
    }
    setErrors(formErrorsFromApi(result.fields));
    setMessage(result.message);
  };

  return (
    <main className="container purchase-page">
      <ol className="checkout-steps" aria-label="Sipariş adımları">
        <li aria-current="step">1. Sipariş Bilgileri</li>
        <li>2. Ödeme</li>
      </ol>
      <h1>Sipariş Bilgileri</h1>
      <div className="purchase-layout">
        <form
          className="purchase-layout__main checkout-form"
          noValidate
          onSubmit={(e) => void submit(e)}
        >
          <fieldset>
            <legend>Teslimat bilgileri</legend>
            <ContactFields
              value={form.contact}
              onChange={(contact) => setForm({ ...form, contact })}
              errors={errors}
            />
          </fieldset>
          <fieldset>
            <legend>Teslimat adresi</legend>
            <p className="field__static">Ülke: Türkiye</p>
            <PlaceFields
              prefix="shippingAddress"
              value={form.shipping}
              onChange={(shipping) => setForm({ ...form, shipping })}
              errors={errors}
            />
          </fieldset>
          <InvoiceFields form={form} onChange={setForm} errors={errors} />
          <fieldset>
            <legend>Sözleşmeler</legend>
            <div className={`check${errors.acceptedContracts ? ' field--error' : ''}`}>
              <input
                id="acceptedContracts"
                type="checkbox"
                checked={form.acceptedContracts}
                aria-invalid={Boolean(errors.acceptedContracts)}
                aria-describedby={errors.acceptedContracts ? 'acceptedContracts-error' : undefined}
                onChange={(e) => setForm({ ...form, acceptedContracts: e.target.checked })}
              />
              <label htmlFor="acceptedContracts">
                <button type="button" className="link-button" onClick={() => setContractOpen(true)}>
                  Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi
                </button>
                ’ni okudum ve onaylıyorum.
              </label>
            </div>
            {errors.acceptedContracts ? (
              <small id="acceptedContracts-error" className="field__error">
                {errors.acceptedContracts}
              </small>
            ) : null}
            <p className="kvkk-note">
              Kişisel verileriniz, siparişinizin alınması, teslimi ve faturalandırılması amacıyla
              6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında işlenir.{' '}
              <Link to="/gizlilik-sozlesmesi" target="_blank">
                KVKK Aydınlatma Metni
              </Link>
            </p>
          </fieldset>
          {message ? (
            <p role="alert" className="form-error">
              {message}
            </p>
          ) : null}
          <button type="submit" className="button button--primary button--block" disabled={sending}>
            {sending ? 'Sipariş oluşturuluyor…' : 'Ödeme Adımına Geç'}
          </button>
        </form>
        <aside className="purchase-layout__side">
          <CartSummary cart={cart} />
          <DiscountCodeField cart={cart} />
          <Link to="/sepet">Sepete dön</Link>
        </aside>
      </div>
      <ContractDialog
        opened={contractOpen}
        onClose={() => setContractOpen(false)}
        form={form}
        cart={cart}
        seller={seller}
        returnShipping={returnShipping}
        contract={contract}
      />
    </main>
  );
}
