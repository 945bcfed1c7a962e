import '../styles/purchase.css';
import '../styles/support.css';
import {
  REFUND_REASON_VALUES,
  RETURN_NOTE_MAX,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTOS_MAX,
  type ReturnableOrder,
} from '@carsi/contract';
import { CARD_REFUND_HOURS, formatTL, formatTurkeyDate, WITHDRAWAL_REASON } from '@carsi/domain';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { call } from '../api/call';
import { RETURN_PHONE_KEY, ReturnLookupForm } from '../components/returns/ReturnLookupForm';
import type { Route } from './+types/easy-return-item';

export const meta: Route.MetaFunction = () => [
  { title: 'İade Talebi | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** A photo made small enough to send: JPEG, at most 1600 px on its long side. */
async function shrink(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error('Yalnızca fotoğraf yükleyebilirsiniz.');
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.8),
  );
  if (!blob || blob.size > RETURN_PHOTO_MAX_BYTES)
    throw new Error('Fotoğraf en çok 700 KB olabilir.');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The contract's own text for a return without a reason from the list. */
const REASON_MISSING = 'Listeden bir iade nedeni seçin.';

/** Why the order could not be opened with the phone number saved in this tab, in Turkish. */
function savedLookupFailed(failure: unknown): string {
  const why = failure instanceof Error && failure.message ? ` (${failure.message})` : '';
  return `Kayıtlı telefon numaranızla sipariş açılamadı${why}. Lütfen bilgilerinizi yeniden girin.`;
}

/** /kolay-iade-baslat/{shortOrderId}/{id}/{index}: lines, quantities, reason, note, photos. */
export default function EasyReturnItem({ params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [phone, setPhone] = useState<string | null>(null);
  const [order, setOrder] = useState<ReturnableOrder | null>(null);
  const [qty, setQty] = useState<Record<number, number>>({ [Number(params.index)]: 1 });
  const [photos, setPhotos] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Cayma hakkı (no reason) while the 14 days after delivery last; else a reason from the list.
  const [kind, setKind] = useState<'withdrawal' | 'reason' | null>(null);

  useEffect(() => {
    let saved: string | null = null;
    try {
      saved = sessionStorage.getItem(RETURN_PHONE_KEY);
    } catch {
      saved = null;
    }
    if (!saved) return;
    let current = true;
    call('POST /api/returns/lookup', { body: { orderNumber: params.shortOrderId, phone: saved } })
      .then((found) => {
        if (current && found.orderId === params.id) {
          setPhone(saved);
          setOrder(found);
        }
      })
      .catch((failure: unknown) => {
        // The form below still works; the shopper is told why it was not filled in for them.
        if (current) setError(savedLookupFailed(failure));
      });
    return () => {
      current = false;
    };
  }, [params.shortOrderId, params.id]);

  if (!order || !phone) {
    return (
      <main className="container purchase-page support-page">
        <h1>İade Talebi</h1>
        <p>Devam etmek için siparişinizi doğrulayın.</p>
        <ReturnLookupForm
          submitLabel="Devam et"
          onFound={(found, given) => {
            if (found.orderId !== params.id) {
              setError('Bu bilgiler başka bir siparişe ait.');
              return;
            }
            setPhone(given);
            setOrder(found);
          }}
        />
        {error ? (
          <p className="support-form__error" role="alert">
            {error}
          </p>
        ) : null}
      </main>
    );
  }

  async function addPhotos(files: FileList | null) {
    if (!order || !phone) return;
    setError(null);
    try {
      for (const file of Array.from(files ?? []).slice(0, RETURN_PHOTOS_MAX - photos.length)) {
        const data = await shrink(file);
        const { path } = await call('POST /api/returns/photos', {
          body: { orderId: order.orderId, phone, contentType: 'image/jpeg', data },
        });
        setPhotos((list) => [...list, path]);
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unknown error');
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!order || !phone) return;
    const form = new FormData(event.currentTarget);
    const lines = Object.entries(qty)
      .filter(([, n]) => n > 0)
      .map(([index, n]) => ({ index: Number(index), qty: n }));
    const iban = String(form.get('iban') ?? '').trim();
    const note = String(form.get('note') ?? '').trim();
    const withdrawal = chosenKind === 'withdrawal';
    const reason = REFUND_REASON_VALUES.find((value) => value === form.get('reason'));
    if (!withdrawal && !reason) {
      setError(REASON_MISSING);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const created = await call('POST /api/returns', {
        body: {
          orderId: order.orderId,
          phone,
          lines,
          ...(withdrawal ? { withdrawal: true } : { reason }),
          ...(note ? { note } : {}),
          ...(photos.length > 0 ? { photos } : {}),
          ...(iban ? { iban } : {}),
        },
      });
      navigate(`/iade-bilgileri/${created.returnId}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unknown error');
      setBusy(false);
    }
  }

  const withdrawalUntil = order.withdrawalUntil ? Date.parse(order.withdrawalUntil) : 0;
  const withdrawalOpen = withdrawalUntil > Date.now();
  const chosenKind = kind ?? (withdrawalOpen ? 'withdrawal' : 'reason');

  return (
    <main className="container purchase-page support-page">
      <h1>İade Talebi — Sipariş {order.orderNumber}</h1>
      <form className="support-form" onSubmit={submit} noValidate>
        <fieldset>
          <legend>İade edilecek ürünler</legend>
          {order.lines.map((line) => (
            <div key={line.index} className="support-form__field">
              <label htmlFor={`iade-adet-${line.index}`}>
                {line.name} ({formatTL(line.paid)}, {line.qty} adet)
              </label>
              <select
                id={`iade-adet-${line.index}`}
                value={qty[line.index] ?? 0}
                disabled={line.returnableQty === 0}
                onChange={(e) => {
                  // Read the choice now: React runs the updater after the event, when
                  // currentTarget is already null.
                  const units = Number(e.currentTarget.value);
                  setQty((q) => ({ ...q, [line.index]: units }));
                }}
              >
                {Array.from({ length: line.returnableQty + 1 }, (_, n) => n).map((n) => (
                  <option key={n} value={n}>
                    {n === 0 ? 'İade etme' : `${n} adet iade et`}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
        {withdrawalOpen ? (
          <fieldset>
            <legend>İade türü</legend>
            <div className="support-form__field">
              <label>
                <input
                  type="radio"
                  name="kind"
                  value="withdrawal"
                  checked={chosenKind === 'withdrawal'}
                  onChange={() => setKind('withdrawal')}
                />{' '}
                {WITHDRAWAL_REASON}
              </label>
              <p className="support-form__hint">
                Teslimattan itibaren 14 gün içinde, {formatTurkeyDate(withdrawalUntil - 1)} gün
                sonuna kadar hiçbir sebep belirtmeden cayabilirsiniz.
              </p>
            </div>
            <div className="support-form__field">
              <label>
                <input
                  type="radio"
                  name="kind"
                  value="reason"
                  checked={chosenKind === 'reason'}
                  onChange={() => setKind('reason')}
                />{' '}
                Nedenini belirterek iade (iade garantisi)
              </label>
            </div>
          </fieldset>
        ) : null}
        <p className="support-form__hint">{order.returnShipping}</p>
        {chosenKind === 'withdrawal' ? null : (
          <div className="support-form__field">
            <label htmlFor="iade-neden">İade nedeni</label>
            <select id="iade-neden" name="reason" required defaultValue="">
              <option value="" disabled>
                Neden seçin
              </option>
              {REFUND_REASON_VALUES.map((reason) => (
                <option key={reason} value={reason}>
                  {reason}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="support-form__field">
          <label htmlFor="iade-not">Açıklama (isteğe bağlı)</label>
          <textarea id="iade-not" name="note" rows={3} maxLength={RETURN_NOTE_MAX} />
        </div>
        <div className="support-form__field">
          <label htmlFor="iade-foto">Fotoğraflar (isteğe bağlı, en çok {RETURN_PHOTOS_MAX})</label>
          <input
            id="iade-foto"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            onChange={(e) => void addPhotos(e.currentTarget.files)}
          />
          {photos.length > 0 ? <p>{photos.length} fotoğraf eklendi.</p> : null}
        </div>
        {order.refundChannel === 'bankTransfer' ? (
          <div className="support-form__field">
            <label htmlFor="iade-iban">İadenin yapılacağı IBAN</label>
            <input
              id="iade-iban"
              name="iban"
              autoComplete="off"
              maxLength={40}
              placeholder="TR00 0000 0000 0000 0000 0000 00"
              aria-describedby="iade-iban-ipucu"
            />
            <p id="iade-iban-ipucu" className="support-form__hint">
              Kapıda ödemeli siparişlerin iadesi bu hesaba havale ile yapılır. Sonra da
              ekleyebilirsiniz.
            </p>
          </div>
        ) : (
          <p>
            Tutar, ürün depomuza ulaştıktan sonra {CARD_REFUND_HOURS} saat içinde kartınıza iade
            edilir.
          </p>
        )}
        <div aria-live="polite">
          {error ? (
            <p className="support-form__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Gönderiliyor…' : 'İade talebini gönder'}
        </button>
        <p>
          <Link to="/kolay-iade-baslat">Başka bir sipariş</Link>
        </p>
      </form>
    </main>
  );
}
