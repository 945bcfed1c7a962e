import type { CartView } from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { call, resultOf } from '../../api/call';

/**
 * The discount code box of the cart and checkout: the server checks the code and
 * prices the cart; this only sends what the shopper typed and shows the answer. Codes are
 * case-sensitive, so the field does not change what is typed.
 */
export function DiscountCodeField({ cart }: { cart: CartView }) {
  const revalidator = useRevalidator();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (cart.items.length === 0) return null;

  const run = async (send: () => Promise<CartView>) => {
    setBusy(true);
    setError(null);
    const result = await resultOf(send());
    if (result.ok) setCode('');
    else setError(result.fields['body.code'] ?? result.message);
    await revalidator.revalidate();
    setBusy(false);
  };
  const apply = () => void run(() => call('POST /api/cart/discount-codes', { body: { code } }));
  const drop = (text: string) =>
    void run(() => call('DELETE /api/cart/discount-codes/:code', { params: { code: text } }));

  return (
    <section className="discount-code" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="discount-code__title">
        İndirim kodu
      </h2>
      {cart.discountCodes.length > 0 ? (
        <ul className="discount-code__applied">
          {cart.discountCodes.map((applied) => (
            <li key={applied.code}>
              <strong>{applied.code}</strong> uygulandı: −{formatTL(applied.amount)}
              <button
                type="button"
                className="link-button"
                disabled={busy}
                onClick={() => drop(applied.code)}
              >
                Kaldır
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {cart.codeNotices.map((notice) => (
        <p key={notice.code} className="form-error" role="status">
          <strong>{notice.code}</strong>: {notice.message}{' '}
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={() => drop(notice.code)}
          >
            Kaldır
          </button>
        </p>
      ))}
      <form
        className="discount-code__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) apply();
        }}
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          İndirim kodu
        </label>
        <input
          id={`${id}-input`}
          name="code"
          value={code}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="İndirim kodunuz"
          maxLength={60}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy || code.trim() === ''}>
          Uygula
        </button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
