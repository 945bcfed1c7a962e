import type { OrderView } from '@carsi/contract';
import { formatTL, isValidLuhn } from '@carsi/domain';
import { useEffect, useState } from 'react';
import { call, resultOf } from '../../api/call';
import { openBankPage } from './bank-page';
import { Field } from './Field';

interface Plan {
  bankName: string | null;
  options: { installmentNumber: number; installmentPrice: number; totalPrice: number }[];
}

const thisYear = new Date().getFullYear();
const years = Array.from({ length: 12 }, (_, i) => String(thisYear + i));
const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const digitsOf = (text: string) => text.replace(/\D/g, '');
/** "5528790000000008" → "5528 7900 0000 0008" as the shopper types. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The shop's own card form: Luhn check, BIN-based instalments, then 3-D Secure. The
 * card goes to our API only to be passed to iyzico; the bank page replaces this document.
 */
export function CardPaymentForm({
  order,
  onFailure,
}: {
  /** A retail order, or a wholesale order's id and total (the same two calls pay it). */
  order: Pick<OrderView, 'orderId' | 'totalPrice'>;
  /** Sees every refused call first (the wholesale portal ends an expired session). */
  onFailure?: (message: string) => void;
}) {
  const [card, setCard] = useState({
    holderName: '',
    number: '',
    expireMonth: '',
    expireYear: '',
    cvc: '',
  });
  const [installment, setInstallment] = useState(1);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const digits = digitsOf(card.number);
  const bin = digits.slice(0, 8);

  useEffect(() => {
    if (bin.length < 8) {
      setPlan(null);
      setInstallment(1);
      return;
    }
    let current = true;
    void resultOf(
      call('POST /api/iyzico/getInstallmentPlan', {
        body: { orderId: order.orderId, binNumber: bin },
      }),
    ).then((result) => {
      if (current && result.ok) setPlan(result.data);
    });
    return () => {
      current = false;
    };
  }, [bin, order.orderId]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (card.holderName.trim().length < 3) found['card.holderName'] = 'Kart üzerindeki ismi girin.';
    if (!isValidLuhn(digits) || digits.length < 15)
      found['card.number'] = 'Kart numarası geçersiz.';
    if (!card.expireMonth) found['card.expireMonth'] = 'Ay seçin.';
    if (!card.expireYear) found['card.expireYear'] = 'Yıl seçin.';
    if (!/^\d{3,4}$/.test(card.cvc)) found['card.cvc'] = 'Güvenlik kodu 3 veya 4 rakam olmalı.';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage('Lütfen kart bilgilerinizi kontrol edin.');
      return;
    }
    setSending(true);
    setMessage(null);
    const result = await resultOf(
      call('POST /api/iyzico/initiateIyzicoThreeDsPayment', {
        body: { orderId: order.orderId, card: { ...card, number: digits }, installment },
      }),
    );
    if (!result.ok) {
      onFailure?.(result.message);
      setSending(false);
      setErrors(
        Object.fromEntries(
          Object.entries(result.fields).map(([k, v]) => [k.replace(/^body\./, ''), v]),
        ),
      );
      setMessage(result.message);
      return;
    }
    // iyzico's page goes on to the bank: it replaces this document, and its form is sent from
    // here (its own inline script would not run under the shop's policy).
    openBankPage(result.data.htmlContent);
  };

  return (
    <form className="card-form" noValidate onSubmit={(e) => void submit(e)}>
      <Field id="card.holderName" label="Kart üzerindeki isim" error={errors['card.holderName']}>
        {(props) => (
          <input
            {...props}
            autoComplete="cc-name"
            maxLength={60}
            value={card.holderName}
            onChange={(e) => setCard({ ...card, holderName: e.target.value })}
          />
        )}
      </Field>
      <Field id="card.number" label="Kart numarası" error={errors['card.number']}>
        {(props) => (
          <input
            {...props}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            value={grouped(digits)}
            onChange={(e) => setCard({ ...card, number: digitsOf(e.target.value).slice(0, 19) })}
          />
        )}
      </Field>
      <div className="field-row field-row--three">
        <Field id="card.expireMonth" label="Ay" error={errors['card.expireMonth']}>
          {(props) => (
            <select
              {...props}
              autoComplete="cc-exp-month"
              value={card.expireMonth}
              onChange={(e) => setCard({ ...card, expireMonth: e.target.value })}
            >
              <option value="">Ay</option>
              {months.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="card.expireYear" label="Yıl" error={errors['card.expireYear']}>
          {(props) => (
            <select
              {...props}
              autoComplete="cc-exp-year"
              value={card.expireYear}
              onChange={(e) => setCard({ ...card, expireYear: e.target.value })}
            >
              <option value="">Yıl</option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="card.cvc" label="CVC" error={errors['card.cvc']}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              value={card.cvc}
              onChange={(e) => setCard({ ...card, cvc: digitsOf(e.target.value) })}
            />
          )}
        </Field>
      </div>
      {plan ? (
        <fieldset className="installments">
          <legend>Taksit seçenekleri{plan.bankName ? ` (${plan.bankName})` : ''}</legend>
          {plan.options.map((option) => (
            <label key={option.installmentNumber} className="installments__option">
              <input
                type="radio"
                name="installment"
                checked={installment === option.installmentNumber}
                onChange={() => setInstallment(option.installmentNumber)}
              />
              {option.installmentNumber === 1
                ? `Tek Çekim — ${formatTL(option.totalPrice)}`
                : `${option.installmentNumber} Taksit — ${option.installmentNumber} × ${formatTL(option.installmentPrice)} (vade farksız)`}
            </label>
          ))}
        </fieldset>
      ) : null}
      {message ? (
        <p role="alert" className="form-error">
          {message}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={sending}>
        {sending ? 'Bankaya yönlendiriliyorsunuz…' : `Öde (${formatTL(order.totalPrice)})`}
      </button>
      <p className="card-form__note">
        Ödemeniz 3D Secure ile bankanızın doğrulama sayfasında onaylanır. Kart bilgileriniz
        saklanmaz.
      </p>
    </form>
  );
}
