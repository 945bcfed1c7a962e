import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import './identity.css';
import { normalizeTrMobile, VALIDATION_TEXTS } from '@carsi/domain';
import { Alert, Button, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { CaptchaStatus } from './CaptchaStatus';
import { useCaptcha } from './useCaptcha';

export interface SignUpField<Name extends string = string> {
  name: Name;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  maxLength: number;
}

/** The mobile number every application asks for: the account signs in with it. */
export const PHONE_FIELD: SignUpField<'phone'> = {
  name: 'phone',
  label: 'Cep telefonu',
  type: 'tel',
  autoComplete: 'tel-national',
  maxLength: 20,
};

/**
 * An application form with the captcha (wholesale and admin sign-up). Phone numbers are checked
 * here first so a typo does not spend a captcha; the server checks everything again.
 */
export function SignUpForm<Name extends string>({
  fields,
  send,
  submitLabel,
}: {
  fields: SignUpField<Name>[];
  /** The typed sign-up call of this form: the fields' values and the captcha's answer. */
  send: (values: Record<Name, string> & { captchaValue: string }) => Promise<{ message: string }>;
  submitLabel: string;
}) {
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // Uncontrolled fields (read on submit): typing before hydration is never lost.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {} as Record<Name, string>;
    for (const f of fields) values[f.name] = String(data.get(f.name) ?? '');
    const missing = fields.find((f) => !values[f.name].trim());
    if (missing) {
      setError(`${missing.label} gerekli.`);
      return;
    }
    const phone = fields.some((f) => f.name === PHONE_FIELD.name)
      ? data.get(PHONE_FIELD.name)
      : null;
    if (phone !== null && !normalizeTrMobile(String(phone))) {
      setError(VALIDATION_TEXTS.mobilePhone);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // No answer yet: the server refuses the empty value with its own message.
      const result = await send({ ...values, captchaValue: captcha.value ?? '' });
      setDone(result.message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unknown error');
      captcha.renew();
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <Alert color="green" role="status">
        {done}
      </Alert>
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      {fields.map((field) => (
        <TextInput
          key={field.name}
          label={field.label}
          name={field.name}
          type={field.type ?? 'text'}
          inputMode={field.type === 'tel' ? 'tel' : undefined}
          placeholder={field.type === 'tel' ? '05xx xxx xx xx' : undefined}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          required
        />
      ))}
      <CaptchaStatus captcha={captcha} onRetry={captcha.renew} />
      <Button type="submit" fullWidth loading={busy} disabled={captcha.status !== 'ready'}>
        {submitLabel}
      </Button>
    </form>
  );
}
