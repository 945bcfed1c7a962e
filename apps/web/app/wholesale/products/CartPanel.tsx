import type { WholesaleCartView } from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { variantText } from '../OrderParts';
import { QtyStepper } from '../QtyStepper';
import { Alert, CartSummary, LevelBars } from '../ui';

type Line = { skuId: number; qty: number };

/** The wholesale cart beside the product list: lines, levels, totals and the way to order. */
export function CartPanel({
  cart,
  error,
  busy,
  onSave,
}: {
  cart: WholesaleCartView;
  error: string | null;
  busy: boolean;
  /** Saves the cart as these lines (the server prices it again). */
  onSave: (lines: Line[]) => Promise<void>;
}) {
  const lines = cart.cartItems.map((line) => ({ skuId: line.skuId, qty: line.qty }));
  // A cart line's quantity while its button is held; saved once, on release.
  const [held, setHeld] = useState<Record<number, number>>({});
  const setQty = async (skuId: number, qty: number) => {
    await onSave(lines.map((line) => (line.skuId === skuId ? { ...line, qty } : line)));
    setHeld(({ [skuId]: _saved, ...rest }) => rest);
  };
  return (
    <>
      <h2>Sepet</h2>
      {error ? <Alert kind="error">{error}</Alert> : null}
      {cart.cartItems.length === 0 ? <p>Alışveriş sepetiniz boş</p> : null}
      <ul className="ws-lines">
        {cart.cartItems.map((line) => (
          <li key={line.skuId} data-sku={line.sku}>
            <div title={line.name}>{line.shortName}</div>
            {variantText(line) ? <div className="ws-muted">{variantText(line)}</div> : null}
            <span className="ws-qty">
              <QtyStepper
                label={line.shortName}
                outputLabel={`${line.shortName} sepetteki adet`}
                value={held[line.skuId] ?? line.qty}
                packSize={line.packSize}
                disabled={busy}
                onChange={(qty) => setHeld((h) => ({ ...h, [line.skuId]: qty }))}
                onRelease={(qty) => void setQty(line.skuId, qty)}
              />
              <button
                type="button"
                aria-label={`${line.shortName} sepetten çıkar`}
                disabled={busy}
                onClick={() => void onSave(lines.filter((l) => l.skuId !== line.skuId))}
              >
                ×
              </button>
            </span>
            <span className="ws-muted"> {formatTL(line.itemsTotalPrice)}</span>
            {line.freeProducts.map((free) => (
              <div key={free.sku} className="ws-muted">
                + {free.qty} {free.productUnit} hediye
              </div>
            ))}
          </li>
        ))}
      </ul>
      <LevelBars levels={cart.levels} />
      {cart.message ? <Alert kind="info">{cart.message}</Alert> : null}
      {cart.extraGoodsBonus > 0 ? (
        <Alert kind="ok">
          Bu sepetle {formatTL(cart.extraGoodsBonus)} mal fazlası kazanırsınız.
        </Alert>
      ) : null}
      <CartSummary totalQty={cart.totalQty} net={cart.totalPrice} gross={cart.totalWithVat} />
      {cart.canOrder ? (
        <Button component={Link} to="/toptan-siparis-onayi" fullWidth mt="sm">
          Siparişi onayla
        </Button>
      ) : null}
    </>
  );
}
