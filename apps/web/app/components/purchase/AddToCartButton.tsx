import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { pushAddToCart } from '../../analytics/data-layer';
import { call, resultOf } from '../../api/call';
import { reportCartUnits } from './cart-units';

interface AddToCartButtonProps {
  skuId: number;
  inStock: boolean;
  /** On a landing page: the server adds the unit at the running campaign's price. */
  campaign?: boolean;
}

/**
 * Puts one unit of the chosen SKU in the cart (the server prices it) and opens the cart.
 * It is a plain form posting to `/sepete-ekle`, so a tap before the page's JavaScript has run
 * (or without JavaScript) still adds the unit; once hydrated, the API call takes over.
 */
export function AddToCartButton({ skuId, inStock, campaign = false }: AddToCartButtonProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await resultOf(
      call('POST /api/cart/items', {
        body: { skuId, qty: 1, ...(campaign ? { campaign: true } : {}) },
      }),
    );
    setBusy(false);
    if (!result.ok) return setError(result.message);
    reportCartUnits(result.data.totals.totalQty);
    pushAddToCart(result.data.added);
    navigate('/sepet');
  };
  return (
    <form
      className="add-to-cart"
      method="post"
      action="/sepete-ekle"
      onSubmit={(event) => void add(event)}
    >
      <input type="hidden" name="skuId" value={skuId} />
      <input type="hidden" name="qty" value="1" />
      {campaign ? <input type="hidden" name="campaign" value="1" /> : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!inStock || busy}
      >
        {!inStock ? 'Stokta yok' : busy ? 'Sepete ekleniyor…' : 'Sepete Ekle'}
      </button>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
