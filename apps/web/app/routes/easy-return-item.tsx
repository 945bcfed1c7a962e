import '../styles/purchase.css';
import '../styles/support.css';
import {
  REFUND_REASON_VALUES,
  RETURN_NOTE_MAX,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTOS_MAX,
  type ReturnableOrder,
  type ReturnView,
} from '@carsi/contract';
import { CARD_REFUND_HOURS, formatTL } from '@carsi/domain';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RETURN_PHONE_KEY, ReturnLookupForm } from '../components/returns/ReturnLookupForm';
import { callApi } from '../identity/api';
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

/** /kolay-iade-baslat/{shortOrderId}/{id}/{index}: lines, quantities, reason, note, photos. */
export default function EasyReturnItem({ params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [phone, setPhone] = useState<string | null>(null);
  const [order, setOrder] = useState<ReturnableOrder | null>(null);
  const [qty, setQty] = useState<Record<number, number>>({ [Number(params.index)]: 1 });
  const [photos, setPhotos] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let saved: string | null = null;
    try {
      saved = sessionStorage.getItem(RETURN_PHONE_KEY);
    } catch {
      saved = null;
    }
    if (!saved) return;
    callApi<ReturnableOrder>('POST', '/api/returns/lookup', {
      orderNumber: params.shortOrderId,
      phone: saved,
    })
      .then((found) => {
        if (found.orderId === params.id) {
          setPhone(saved);
          setOrder(found);
        }
      })
      .catch(() => {});
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
        {error ? <p className="support-form__error">{error}</p> : null}
      </main>
    );
  }

  async function addPhotos(files: FileList | null) {
    if (!order || !phone) return;
    setError(null);
    try {
      for (const file of Array.from(files ?? []).slice(0, RETURN_PHOTOS_MAX - photos.length)) {
        const data = await shrink(file);
        const { path } = await callApi<{ path: string }>('POST', '/api/returns/photos', {
          orderId: order.orderId,
          phone,
          contentType: 'image/jpeg',
          data,
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
    setBusy(true);
    setError(null);
    try {
      const created = await callApi<ReturnView>('POST', '/api/returns', {
        orderId: order.orderId,
        phone,
        lines,
        reason: String(form.get('reason') ?? ''),
        ...(note ? { note } : {}),
        ...(photos.length > 0 ? { photos } : {}),
        ...(iban ? { iban } : {}),
      });
      navigate(`/iade-bilgileri/${created.returnId}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unknown error');
      setBusy(false);
    }
  }

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
