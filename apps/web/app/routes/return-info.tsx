import '../styles/purchase.css';
import '../styles/support.css';
import type { ReturnView } from '@carsi/contract';
import { CARD_REFUND_HOURS, formatTL, formatTurkeyDate, formatTurkeyDateTime } from '@carsi/domain';
import { useState } from 'react';
import { data, useRevalidator } from 'react-router';
import { call } from '../api/call';
import { ReturnShipmentInfo } from '../components/shipping/ReturnShipmentInfo';
import { shopContext } from '../web-context';
import type { Route } from './+types/return-info';

export async function loader({ context, params }: Route.LoaderArgs) {
  const result = await shopContext(context).api.get<ReturnView>(
    `/api/returns/${encodeURIComponent(params.id)}`,
  );
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  return result.data;
}

export const meta: Route.MetaFunction = () => [
  { title: 'İade Bilgileri | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /iade-bilgileri/{id}: the return's code, instructions, progress and money. */
export default function ReturnInfo({ loaderData: view }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function run(call: () => Promise<unknown>, done: string) {
    setMessage(null);
    try {
      await call();
      setMessage({ ok: true, text: done });
      await revalidator.revalidate();
    } catch (failure) {
      setMessage({ ok: false, text: failure instanceof Error ? failure.message : 'Unknown error' });
    }
  }
  const refundText =
    view.refundedAt !== null
      ? view.refundChannel === 'card'
        ? `${formatTL(view.refundAmount)} kartınıza iade edildi.`
        : `${formatTL(view.refundAmount)} IBAN'ınıza gönderildi.`
      : view.refundChannel === 'card'
        ? `${formatTL(view.refundAmount)}, ürün depomuza ulaştıktan sonra ${CARD_REFUND_HOURS} saat içinde kartınıza iade edilir.`
        : `${formatTL(view.refundAmount)}, ürün depomuza ulaştıktan sonra IBAN'ınıza havale edilir.`;
  return (
    <main className="container purchase-page support-page">
      <h1>İade Bilgileri</h1>
      <p className="return-info__status" data-testid="iade-durumu">
        Durum: <strong>{view.statusLabel}</strong>
      </p>
      <p>
        İade kodunuz: <strong>{view.code}</strong> · Sipariş {view.orderNumber}
      </p>
      <p>{refundText}</p>
      {view.withdrawal && view.legalRefundDueAt ? (
        <p data-testid="cayma-iade-son-tarih">
          Cayma hakkınızı kullandınız. İadeniz en geç{' '}
          <strong>{formatTurkeyDate(Date.parse(view.legalRefundDueAt) - 1)}</strong> tarihinde
          yapılır.
        </p>
      ) : null}
      {view.awaitingParcel ? <p>{view.returnShipping}</p> : null}
      {view.awaitingParcel ? <p>{view.instructions}</p> : null}
      <ReturnShipmentInfo returnId={view.returnId} />
      <h2>Ürünler</h2>
      <ul>
        {view.lines.map((line) => (
          <li key={line.index}>
            {line.name} · {line.qty} adet · {formatTL(line.amount)}
          </li>
        ))}
      </ul>
      <p>
        İade nedeni: {view.reason}
        {view.note ? ` — ${view.note}` : ''}
      </p>
      <h2>İade adımları</h2>
      <ol>
        {view.history.map((step) => (
          <li key={`${step.status}-${step.at}`}>
            {step.label} · {formatTurkeyDateTime(Date.parse(step.at))}
          </li>
        ))}
      </ol>
      {view.takesIban ? (
        <section aria-labelledby="iade-iban-baslik">
          <h2 id="iade-iban-baslik">IBAN</h2>
          {view.iban ? (
            <p>İade yapılacak hesap: {view.iban}</p>
          ) : (
            <p>
              Kapıda ödemeli siparişlerin iadesi havale ile yapılır. Tutarı gönderebilmemiz için
              adınıza kayıtlı bir banka hesabının IBAN'ını girin.
            </p>
          )}
          <form
            className="support-form"
            onSubmit={(event) => {
              event.preventDefault();
              const iban = String(new FormData(event.currentTarget).get('iban') ?? '');
              void run(
                () =>
                  call('PUT /api/orders/refundiban', {
                    body: { orderId: view.orderId, returnId: view.returnId, iban },
                  }),
                'IBAN bilginiz kaydedildi.',
              );
            }}
          >
            <div className="support-form__field">
              <label htmlFor="iban">{view.iban ? 'IBAN’ı değiştir' : 'IBAN ekle'}</label>
              <input
                id="iban"
                name="iban"
                maxLength={40}
                autoComplete="off"
                placeholder="TR00 0000 0000 0000 0000 0000 00"
                aria-describedby="iban-ipucu"
              />
              <p id="iban-ipucu" className="support-form__hint">
                TR ile başlayan 26 karakter; boşluklu ya da boşluksuz yazabilirsiniz.
              </p>
            </div>
            <button type="submit" className="button">
              Kaydet
            </button>
          </form>
        </section>
      ) : null}
      {view.cancellable ? (
        <button
          type="button"
          className="button"
          onClick={() =>
            void run(
              () =>
                call('PUT /api/orders/cancelrefund', {
                  body: { orderId: view.orderId, returnId: view.returnId },
                }),
              'İade talebiniz geri çekildi.',
            )
          }
        >
          İade talebini geri çek
        </button>
      ) : null}
      <div aria-live="polite">
        {message ? (
          <p className={message.ok ? 'support-form__success' : 'support-form__error'}>
            {message.text}
          </p>
        ) : null}
      </div>
    </main>
  );
}
