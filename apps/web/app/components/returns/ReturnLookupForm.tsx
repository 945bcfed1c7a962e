import type { ReturnableOrder } from '@carsi/contract';
import { useState } from 'react';
import { call } from '../../api/call';

/** Where the easy-return pages keep the phone the shopper proved, for the next step. */
export const RETURN_PHONE_KEY = 'kolayIadeTelefon';

/**
 * Finds an order by its short number and delivery phone (/kolay-iade-baslat, /destek). The phone
 * stays in this tab's session storage so the next page need not ask again.
 */
export function ReturnLookupForm({
  onFound,
  submitLabel = 'Siparişimi bul',
}: {
  onFound: (order: ReturnableOrder, phone: string) => void;
  submitLabel?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const orderNumber = String(form.get('orderNumber') ?? '').trim();
    const phone = String(form.get('phone') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const order = await call('POST /api/returns/lookup', { body: { orderNumber, phone } });
      try {
        sessionStorage.setItem(RETURN_PHONE_KEY, phone);
      } catch {
        // Storage blocked: the next page asks for the phone again.
      }
      onFound(order, phone);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unknown error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="support-form" onSubmit={submit} noValidate>
      <div className="support-form__field">
        <label htmlFor="iade-siparis-no">Sipariş numarası</label>
        <input
          id="iade-siparis-no"
          name="orderNumber"
          required
          inputMode="numeric"
          placeholder="261121-48213"
          maxLength={12}
        />
      </div>
      <div className="support-form__field">
        <label htmlFor="iade-telefon">Siparişteki cep telefonu</label>
        <input
          id="iade-telefon"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={20}
          placeholder="05xx xxx xx xx"
        />
      </div>
      <div aria-live="polite">
        {error ? (
          <p className="support-form__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Aranıyor…' : submitLabel}
      </button>
    </form>
  );
}
