import type { AddOnOrderView, AddOnQuote } from '@carsi/contract';
import {
  ADD_TO_ORDER_DIALOG,
  formatTL,
  isPastPacking,
  MAIN_ORDER_PACKED_TEXT,
  orderStatusOf,
  PENDING_KEY_CLEANUP_MS,
  type PendingOrderState,
} from '@carsi/domain';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { call, resultOf } from '../../api/call';
import { reportCartUnits } from '../purchase/cart-units';
import { PendingOrderBanner } from '../purchase/PendingOrderBanner';
import { ModalDialog } from './ModalDialog';

/** The local storage key holding the pending main order the cart adds to. */
const ORDER_KEY = 'order';
/** How often the cart asks whether the main order is still unpacked. */
const POLL_MS = 5_000;

interface PendingAnswer {
  isTherePending: PendingOrderState;
  pendingOrders: Array<{ orderId: string; orderNumber: string }>;
}

const storage = {
  get: () => {
    try {
      return localStorage.getItem(ORDER_KEY);
    } catch {
      return null;
    }
  },
  set: (value: string | null) => {
    try {
      if (value) localStorage.setItem(ORDER_KEY, value);
      else localStorage.removeItem(ORDER_KEY);
    } catch {
      // Storage blocked: the packed dialog may not show, the server still refuses late add-ons.
    }
  },
};

/**
 * The cart's checkout while an earlier order is pending: the pending-order banner,
 * 'Sipariş ekle' (Ekle/Vazgeç) for a cash-on-delivery add-on of 400 TL or less, the grandupsell
 * card page above that, and 'Ana Siparişiniz Paketlendi' once the main order is packed (the cart
 * is then priced again). Without a pending order it renders `children` (the normal checkout).
 */
export function AddOnCheckout({
  shareId,
  empty,
  onCartChanged,
  children,
}: {
  shareId: string | null;
  empty: boolean;
  onCartChanged: () => void;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [quote, setQuote] = useState<AddOnQuote | null>(null);
  const [packed, setPacked] = useState(false);
  const [added, setAdded] = useState<AddOnOrderView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const check = useCallback(async () => {
    if (!shareId) return;
    const result = await resultOf(
      call('GET /api/orders/checkifclienthasapendingorder/:id', { params: { id: shareId } }),
    );
    if (!result.ok) return;
    setPending(result.data);
    const main = result.data.pendingOrders[0];
    if (result.data.isTherePending === 'YES' && main) {
      storage.set(main.orderId);
      return;
    }
    const stored = storage.get();
    if (!stored) return;
    // The stored main order is no longer pending: packed (the dialog) or cancelled.
    const order = await resultOf(
      call('GET /api/orders/orderdetails/:id', { params: { id: stored } }),
    );
    if (order.ok && isPastPacking(orderStatusOf(order.data.orderStatus))) {
      setQuote(null);
      setPacked(true);
      onCartChanged();
    }
    // On NO the stored key is cleared after 2 seconds.
    window.setTimeout(() => storage.set(null), PENDING_KEY_CLEANUP_MS);
  }, [shareId, onCartChanged]);

  useEffect(() => {
    void check();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void check();
    }, POLL_MS);
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [check]);

  const main = pending?.isTherePending === 'YES' ? pending.pendingOrders[0] : undefined;

  const create = async (paymentMethod: 'CashOnDelivery' | 'CreditCard') => {
    if (!main) return;
    setBusy(true);
    setError(null);
    const result = await resultOf(
      call('POST /api/orders/addon', { body: { mainOrderId: main.orderId, paymentMethod } }),
    );
    setBusy(false);
    setQuote(null);
    if (!result.ok) {
      setError(result.message);
      void check();
      return;
    }
    if (result.data.paymentPath) return navigate(result.data.paymentPath);
    setAdded(result.data);
    reportCartUnits(0);
    onCartChanged();
  };

  const start = async () => {
    setBusy(true);
    setError(null);
    const result = await resultOf(call('GET /api/orders/addon/quote'));
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      void check();
      return;
    }
    if (result.data.payment === 'CreditCard') return void create('CreditCard');
    setQuote(result.data);
  };

  return (
    <>
      {main ? <PendingOrderBanner orderNumber={main.orderNumber} /> : null}
      {main && !empty ? (
        <button
          type="button"
          className="button button--primary button--block"
          disabled={busy}
          onClick={() => void start()}
        >
          Siparişime Ekle
        </button>
      ) : (
        children
      )}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <ModalDialog
        open={quote !== null}
        title={ADD_TO_ORDER_DIALOG.title}
        onClose={() => setQuote(null)}
        busy={busy}
        yes={{ label: ADD_TO_ORDER_DIALOG.confirm, onClick: () => void create('CashOnDelivery') }}
        no={{ label: ADD_TO_ORDER_DIALOG.cancel, onClick: () => setQuote(null) }}
      >
        {quote ? (
          <>
            <p>{quote.confirmationText}</p>
            <p>
              Ek sipariş indirimi: −{formatTL(quote.addOnDiscount)} · Kargo: Ücretsiz (ana
              siparişinizle aynı kolide)
            </p>
          </>
        ) : null}
      </ModalDialog>
      <ModalDialog
        open={added !== null}
        title="Ürünler siparişinize eklendi"
        onClose={() => setAdded(null)}
      >
        {added ? (
          <p data-testid="addon-result">
            Ek sipariş {added.additionalOrderId} · {formatTL(added.totalPrice)} kapıda ödenecek ·
            Kargo: {added.shippingPrice === 0 ? 'Ücretsiz' : formatTL(added.shippingPrice)}
          </p>
        ) : null}
      </ModalDialog>
      <ModalDialog open={packed} title={MAIN_ORDER_PACKED_TEXT} onClose={() => setPacked(false)}>
        <p>
          Siparişiniz kargoya hazırlandı. Sepetinizdeki ürünler için yeni bir sipariş
          verebilirsiniz.
        </p>
      </ModalDialog>
    </>
  );
}
