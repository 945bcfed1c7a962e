import type { CartView } from '@carsi/contract';
import { formatTL, SURPRISE_DISCOUNT_POP_DELAY_MS } from '@carsi/domain';
import { useEffect, useState } from 'react';
import { call, resultOf } from '../../api/call';
import { ModalDialog } from './ModalDialog';

/** Storage keys. */
const SHOWN_KEY = 'extraDiscountShown';
const AMOUNT_KEY = 'extraDiscount';
export const STOP_DISCOUNT_KEY = 'stopDiscount';

const read = (store: () => Storage, key: string) => {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
};
const write = (store: () => Storage, key: string, value: string) => {
  try {
    store().setItem(key, value);
  } catch {
    // Storage blocked: the server's record still keeps it to one grant.
  }
};

/** Removing a cart line sets the session's stopDiscount flag. */
export function stopSurpriseDiscount() {
  write(() => sessionStorage, STOP_DISCOUNT_KEY, 'true');
}

/**
 * The surprise (extra) discount pop-up: 2 s after the cart loads with a
 * paid line, unless already shown or stopped, the server is asked for the grant — it alone
 * decides (once per visitor, within 36 h, before any order, no line removed) and applies it to
 * the cart as surpriceDiscount. The dialog opens only when the server granted it.
 */
export function SurprisePopUp({ cart, onGranted }: { cart: CartView; onGranted: () => void }) {
  const [amount, setAmount] = useState<number | null>(null);
  const hasPaidLine = cart.items.some((line) => line.price > 0);
  const granted = cart.surpriceDiscount > 0;
  useEffect(() => {
    if (!hasPaidLine || granted) return;
    if (read(() => localStorage, SHOWN_KEY) === 'true') return;
    if (read(() => sessionStorage, STOP_DISCOUNT_KEY) === 'true') return;
    const timer = window.setTimeout(async () => {
      const result = await resultOf(call('POST /api/cart/extradiscount'));
      if (result.ok) {
        write(() => localStorage, AMOUNT_KEY, String(result.data.extraDiscount));
        setAmount(result.data.extraDiscount);
        onGranted();
      }
      // Granted or refused for good: the pop-up is not offered again on this browser.
      if (result.ok || result.status === 409) write(() => localStorage, SHOWN_KEY, 'true');
    }, SURPRISE_DISCOUNT_POP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hasPaidLine, granted, onGranted]);

  return (
    <ModalDialog open={amount !== null} title="Sürpriz İndirim!" onClose={() => setAmount(null)}>
      {amount !== null ? (
        <p data-testid="surprise-discount">
          Sepetinize {formatTL(amount)} sürpriz indirim uygulandı. Sepetten ürün çıkarırsanız
          indirim kaybolur; siparişinizi şimdi tamamlayın.
        </p>
      ) : null}
    </ModalDialog>
  );
}
