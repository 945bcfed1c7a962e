import './application-form.css';
import type { FormFieldSpec, FormKind } from '@carsi/contract/forms';
import { FORM_DEFINITIONS } from '@carsi/contract/forms';
import { type FormEvent, useRef, useState } from 'react';
import { call, resultOf } from '../../api/call';
import { CaptchaStatus } from '../../identity/CaptchaStatus';
import { useCaptcha } from '../../identity/useCaptcha';

const fieldId = (name: string) => `basvuru-${name}`;

function FieldInput({ spec, invalid }: { spec: FormFieldSpec; invalid: boolean }) {
  const common = {
    id: fieldId(spec.name),
    name: spec.name,
    required: spec.required,
    'aria-invalid': invalid,
    'aria-describedby':
      [invalid ? `${fieldId(spec.name)}-hata` : '', spec.hint ? `${fieldId(spec.name)}-ipucu` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  };
  if (spec.type === 'textarea') return <textarea {...common} rows={5} maxLength={spec.max} />;
  if (spec.type === 'select') {
    return (
      <select {...common} defaultValue="">
        <option value="" disabled>
          —
        </option>
        {spec.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      {...common}
      type={spec.type}
      maxLength={spec.max}
      autoComplete={spec.autoComplete}
      inputMode={spec.type === 'tel' ? 'tel' : spec.name === 'taxNumber' ? 'numeric' : undefined}
    />
  );
}

/**
 * One of the four application forms, built from its definition in the contract. Fields are
 * uncontrolled (typing before hydration is kept) and read on submit; the ALTCHA proof of work
 * runs in the background; each bad field is named next to it and announced.
 */
export function ApplicationForm({ kind }: { kind: FormKind }) {
  const definition = FORM_DEFINITIONS[kind];
  const en = definition.lang === 'en';
  const captcha = useCaptcha();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body: Record<string, unknown> = {};
    for (const spec of definition.fields) {
      const value = String(data.get(spec.name) ?? '').trim();
      if (value) body[spec.name] = value;
    }
    body.consent = data.get('consent') === 'on';
    body.captchaValue = captcha.value;
    setBusy(true);
    setAlert(null);
    const result = await resultOf(call('POST /api/forms/:kind', { params: { kind }, body }));
    setBusy(false);
    if (result.ok) {
      setErrors({});
      setDone(result.data.message);
      return;
    }
    // A solution works once: the next try needs a new one.
    captcha.renew();
    const byField = Object.fromEntries(
      Object.entries(result.fields).map(([field, message]) => [
        field.replace(/^body\./, ''),
        message,
      ]),
    );
    setErrors(byField);
    setAlert(
      Object.keys(byField).length > 0
        ? en
          ? 'Please correct the marked fields.'
          : 'Lütfen işaretli alanları düzeltin.'
        : result.message,
    );
    const first = definition.fields.find((f) => byField[f.name]);
    if (first) document.getElementById(fieldId(first.name))?.focus();
    else if (byField.consent) document.getElementById(fieldId('consent'))?.focus();
  }

  if (done) {
    return (
      <div className="application-form__done" role="status">
        <p>{done}</p>
      </div>
    );
  }

  return (
    <form ref={form} className="application-form" onSubmit={submit} noValidate>
      {alert ? (
        <p className="application-form__alert application-form__wide" role="alert">
          {alert}
        </p>
      ) : null}
      {definition.fields.map((spec) => (
        <div
          key={spec.name}
          className={`application-form__field${spec.type === 'textarea' ? ' application-form__wide' : ''}`}
        >
          <label htmlFor={fieldId(spec.name)}>
            {spec.label}
            {spec.required ? null : en ? ' (optional)' : ' (isteğe bağlı)'}
          </label>
          <FieldInput spec={spec} invalid={Boolean(errors[spec.name])} />
          {spec.hint ? (
            <p className="application-form__hint" id={`${fieldId(spec.name)}-ipucu`}>
              {spec.hint}
            </p>
          ) : null}
          {errors[spec.name] ? (
            <p className="application-form__error" id={`${fieldId(spec.name)}-hata`}>
              {errors[spec.name]}
            </p>
          ) : null}
        </div>
      ))}
      <div className="application-form__field application-form__wide">
        <div className="application-form__consent">
          <input
            type="checkbox"
            id={fieldId('consent')}
            name="consent"
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? `${fieldId('consent')}-hata` : undefined}
          />
          <label htmlFor={fieldId('consent')}>
            {definition.consent}{' '}
            <a href="/gizlilik-sozlesmesi" target="_blank" rel="noopener">
              {en ? 'Privacy notice (Turkish)' : 'Aydınlatma metni'}
            </a>
          </label>
        </div>
        {errors.consent ? (
          <p className="application-form__error" id={`${fieldId('consent')}-hata`}>
            {errors.consent}
          </p>
        ) : null}
      </div>
      <div className="application-form__wide">
        <CaptchaStatus captcha={captcha} onRetry={captcha.renew} />
      </div>
      <div className="application-form__wide">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || captcha.status !== 'ready'}
        >
          {busy ? (en ? 'Sending…' : 'Gönderiliyor…') : definition.submit}
        </button>
      </div>
    </form>
  );
}
