import {
  type FormFailure,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
  type SupportRequestItem,
} from '@carsi/contract';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';

export type SupportFormResult = { ok: true; request: SupportRequestItem } | FormFailure;

interface Props {
  orderId: string;
  result: SupportFormResult | undefined;
}

const errorId = (name: string) => `destek-${name}-hata`;

/**
 * Asks customer service about one order. Posts to the page's action, so it works before the
 * page hydrates; the verdict is announced in a live region and the form empties on success.
 */
export function SupportRequestForm({ orderId, result }: Props) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  const failure = result && !result.ok ? result : null;
  const fieldError = (name: string) => failure?.fields[name];
  const described = (name: string) => ({
    'aria-invalid': Boolean(fieldError(name)),
    'aria-describedby': fieldError(name) ? errorId(name) : undefined,
  });
  useEffect(() => {
    if (result?.ok) form.current?.reset();
    // Keyboard and screen-reader users land on the first field to correct.
    else if (result) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);

  return (
    <section className="support-form" aria-labelledby="destek-form-baslik">
      <h2 id="destek-form-baslik">Yeni talep</h2>
      <Form method="post" ref={form} noValidate>
        <input type="hidden" name="orderId" value={orderId} />
        <div className="support-form__field">
          <label htmlFor="destek-konu">Konu</label>
          <select id="destek-konu" name="topic" required defaultValue="" {...described('topic')}>
            <option value="" disabled>
              Konu seçin
            </option>
            {SUPPORT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {SUPPORT_TOPIC_LABELS[topic]}
              </option>
            ))}
          </select>
          <FieldError name="topic" message={fieldError('topic')} />
        </div>
        <div className="support-form__field">
          <label htmlFor="destek-mesaj">Mesajınız</label>
          <textarea
            id="destek-mesaj"
            name="message"
            rows={5}
            minLength={10}
            maxLength={SUPPORT_MESSAGE_MAX}
            required
            {...described('message')}
          />
          <FieldError name="message" message={fieldError('message')} />
        </div>
        <div className="support-form__field">
          <label htmlFor="destek-telefon">Size ulaşabileceğimiz cep telefonu (isteğe bağlı)</label>
          <input
            id="destek-telefon"
            name="contactPhone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            placeholder="05xx xxx xx xx"
            aria-invalid={Boolean(fieldError('contactPhone'))}
            aria-describedby={
              fieldError('contactPhone') ? errorId('contactPhone') : 'destek-telefon-ipucu'
            }
          />
          <p id="destek-telefon-ipucu" className="support-form__hint">
            Boş bırakırsanız siparişteki telefon numaranızdan size ulaşırız.
          </p>
          <FieldError name="contactPhone" message={fieldError('contactPhone')} />
        </div>
        <div aria-live="polite" className="support-form__result">
          {failure ? (
            <p className="support-form__error">
              {Object.keys(failure.fields).length > 0
                ? 'Lütfen işaretli alanları düzeltin.'
                : failure.message}
            </p>
          ) : null}
          {result?.ok ? (
            <p className="support-form__success">
              Talebiniz alındı (talep no. {result.request.orderNumber}/{result.request.supportIndex}
              ). En kısa sürede size dönüş yapacağız.
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Gönderiliyor…' : 'Talebi gönder'}
        </button>
      </Form>
    </section>
  );
}

function FieldError({ name, message }: { name: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="support-form__error" id={errorId(name)}>
      {message}
    </p>
  );
}
