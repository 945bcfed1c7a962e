import '../styles/purchase.css';
import type { CartLine, CartView } from '@carsi/contract';
import { EMPTY_CART_TEXT } from '@carsi/domain';
import { useCallback, useEffect, useState } from 'react';
import { data, Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { type ApiResult, call, resultOf } from '../api/call';
import { AddOnCheckout } from '../components/promotions/AddOnCheckout';
import { DiscountCodeField } from '../components/promotions/DiscountCodeField';
import { SurprisePopUp, stopSurpriseDiscount } from '../components/promotions/SurprisePopUp';
import { CartLines } from '../components/purchase/CartLines';
import { CartSummary } from '../components/purchase/CartSummary';
import { reportCartUnits } from '../components/purchase/cart-units';
import { UnpaidOrdersBanner } from '../components/purchase/UnpaidOrdersBanner';
import { shopContext } from '../web-context';
import type { Route } from './+types/cart';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { purchase } = shopContext(context);
  const [cart, unpaidOrders] = await Promise.all([purchase.cart(), purchase.unpaidOrders()]);
  if (!params.id || params.id === cart.id) return { cart, shared: null, unpaidOrders };
  const shared = await purchase.sharedCart(params.id);
  if (!shared) throw data(null, { status: 404 });
  return { cart, shared, unpaidOrders };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Sepetim | Çarşı' },
  { name: 'robots', content: 'noindex' },
];

/** Why the product page's form add (before its JavaScript ran) was refused: `?eklenemedi=`. */
const ADD_FAILURES: Record<string, string> = {
  stok: 'Ürün sepete eklenemedi: bu üründen yeterli stok kalmadı.',
  urun: 'Ürün sepete eklenemedi: ürün bulunamadı ya da artık satışta değil.',
  istek: 'Ürün sepete eklenemedi. Lütfen ürün sayfasına dönüp tekrar deneyin.',
  kampanya: 'Bu kampanya sona erdi; ürünü normal fiyatından sepete ekleyebilirsiniz.',
};

function SharedCart({ shared }: { shared: CartView }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const adopt = async () => {
    const { id } = shared;
    if (!id) return;
    setBusy(true);
    const result = await resultOf(call('POST /api/cart/:id/adopt', { params: { id } }));
    setBusy(false);
    if (!result.ok) return setError(result.message);
    reportCartUnits(result.data.totals.totalQty);
    navigate('/sepet');
  };
  return (
    <section className="shared-cart" aria-labelledby="shared-cart-title">
      <h2 id="shared-cart-title">Sizinle paylaşılan sepet</h2>
      {shared.items.length === 0 ? (
        <p>{EMPTY_CART_TEXT}</p>
      ) : (
        <>
          <CartLines items={shared.items} />
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void adopt()}
          >
            Bu ürünleri sepetime ekle
          </button>
        </>
      )}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart, shared, unpaidOrders } = loaderData;
  const revalidator = useRevalidator();
  // The cart page knows the count best (another tab may have changed the cart).
  useEffect(() => reportCartUnits(cart.totals.totalQty), [cart.totals.totalQty]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = async (run: () => Promise<ApiResult<CartView>>) => {
    setBusy(true);
    setError(null);
    const result = await run();
    if (result.ok) reportCartUnits(result.data.totals.totalQty);
    else setError(result.message);
    await revalidator.revalidate();
    setBusy(false);
  };
  const setQuantity = (line: CartLine, qty: number) =>
    void change(() =>
      resultOf(
        call('PUT /api/cart/items/:indexId', { params: { indexId: line.indexId }, body: { qty } }),
      ),
    );
  const remove = (line: CartLine) => {
    stopSurpriseDiscount();
    void change(() =>
      resultOf(call('DELETE /api/cart/items/:indexId', { params: { indexId: line.indexId } })),
    );
  };
  // A discount ran out: the server prices the cart again.
  const repriceCart = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const empty = cart.items.length === 0;
  const [search] = useSearchParams();
  const addFailure = ADD_FAILURES[search.get('eklenemedi') ?? ''];

  return (
    <main className="container purchase-page cart-page">
      <h1>Sepetim</h1>
      {addFailure ? (
        <p role="alert" className="form-error">
          {addFailure}
        </p>
      ) : null}
      <UnpaidOrdersBanner orders={unpaidOrders} />
      {shared ? <SharedCart shared={shared} /> : null}
      <div className="purchase-layout">
        <div className="purchase-layout__main" aria-busy={busy}>
          {empty ? (
            <div className="cart-empty">
              <p>{EMPTY_CART_TEXT}</p>
              <Link to="/" className="button button--primary">
                Alışverişe devam et
              </Link>
            </div>
          ) : (
            <CartLines
              items={cart.items}
              onQuantity={setQuantity}
              onRemove={remove}
              onDiscountExpired={repriceCart}
              busy={busy}
            />
          )}
          {error ? (
            <p role="alert" className="form-error">
              {error}
            </p>
          ) : null}
        </div>
        <aside className="purchase-layout__side">
          <CartSummary cart={cart} />
          <DiscountCodeField cart={cart} />
          <AddOnCheckout shareId={cart.id} empty={empty} onCartChanged={repriceCart}>
            {empty ? (
              <button type="button" className="button button--primary button--block" disabled>
                Alışverişi Tamamla
              </button>
            ) : (
              <Link
                to="/siparis-bilgileri-adim-1/2"
                className="button button--primary button--block"
              >
                Alışverişi Tamamla
              </Link>
            )}
          </AddOnCheckout>
          <SurprisePopUp cart={cart} onGranted={repriceCart} />
          {!empty && cart.id ? (
            <p className="cart-share">
              Sepet bağlantısı: <Link to={`/sepet/${cart.id}`}>/sepet/{cart.id}</Link>
            </p>
          ) : null}
        </aside>
      </div>
    </main>
  );
}
