import type { AddedToCart, CartView } from '@carsi/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pushAddToCart } from '../../analytics/data-layer';
import { callApi } from './api';
import { reportCartUnits } from './cart-units';

interface AddToCartButtonProps {
  skuId: number;
  inStock: boolean;
}

/** Puts one unit of the chosen SKU in the cart (the server prices it) and opens the cart. */
export function AddToCartButton({ skuId, inStock }: AddToCartButtonProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    setBusy(true);
    setError(null);
    const result = await callApi<CartView & { added: AddedToCart }>('POST', '/api/cart/items', {
      skuId,
      qty: 1,
    });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    reportCartUnits(result.data.totals.totalQty);
    pushAddToCart(result.data.added);
    navigate('/sepet');
  };
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!inStock || busy}
        onClick={() => void add()}
      >
        {!inStock ? 'Stokta yok' : busy ? 'Sepete ekleniyor…' : 'Sepete Ekle'}
      </button>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
