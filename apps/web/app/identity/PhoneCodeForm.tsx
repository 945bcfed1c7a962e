import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import './identity.css';
import type { CodeSentResponse } from '@carsi/contract';
import { formatTrPhone, normalizeTrMobile, VALIDATION_TEXTS } from '@carsi/domain';
import { Alert, Button, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiFailure } from '../api/call';
import { CaptchaStatus } from './CaptchaStatus';
import { useCaptcha } from './useCaptcha';

export interface PhoneCodeFormProps {
  /** Sends the code; `captchaValue` is given when the form carries the captcha. */
  sendCode(phone: string, captchaValue: string | undefined): Promise<CodeSentResponse>;
  /** Checks the code and starts the session; the page moves on by itself afterwards. */
  verify(phone: string, code: string, captchaValue: string | undefined): Promise<void>;
  withCaptcha: boolean;
  submitLabel?: string;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Unknown error';

/**
 * Sign-in by SMS code in two steps: phone → 6-digit code, with a resend button that waits out
 * the server's cooldown. Errors show in a red alert with the server's Turkish message.
 */
export function PhoneCodeForm({
  sendCode,
  verify,
  withCaptcha,
  submitLabel = 'Giriş Yap',
}: PhoneCodeFormProps) {
  const captcha = useCaptcha();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resendIn, setResendIn] = useState(0);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  const captchaValue = withCaptcha ? (captcha.value ?? undefined) : undefined;
  const waitingForCaptcha = withCaptcha && captcha.status !== 'ready';

  async function requestCode(target: string) {
    setBusy(true);
    setError(null);
    try {
      const sent = await sendCode(target, captchaValue);
      setSentTo(target);
      setStep('code');
      setResendIn(sent.resendAfterSeconds);
      setNotice(sent.message);
      setTimeout(() => codeInput.current?.focus(), 0);
    } catch (failure) {
      if (failure instanceof ApiFailure && failure.retryAfterSeconds)
        setResendIn(failure.retryAfterSeconds);
      setError(messageOf(failure));
    } finally {
      setBusy(false);
      if (withCaptcha) captcha.renew();
    }
  }

  // Uncontrolled fields (read on submit): typing before hydration is never lost.
  async function submitPhone(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const normalized = normalizeTrMobile(
      String(new FormData(event.currentTarget).get('phone') ?? ''),
    );
    if (!normalized) {
      setError(VALIDATION_TEXTS.mobilePhone);
      return;
    }
    await requestCode(normalized);
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) {
      setError('Doğrulama kodu 6 haneli olmalıdır.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await verify(sentTo, code, captchaValue);
      setNotice('Giriş yapıldı, yönlendiriliyorsunuz…');
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
      if (withCaptcha) captcha.renew();
    }
  }

  const alerts = (
    <>
      {error ? (
        <Alert color="red" role="alert" className="auth-form__alert">
          {error}
        </Alert>
      ) : null}
      {notice && !error ? (
        <Alert color="green" role="status" className="auth-form__alert">
          {notice}
        </Alert>
      ) : null}
    </>
  );

  if (step === 'phone') {
    return (
      <form className="auth-form" onSubmit={submitPhone} noValidate>
        {alerts}
        <TextInput
          label="Cep telefonu"
          description="Numaranıza 6 haneli bir giriş kodu göndereceğiz."
          placeholder="05xx xxx xx xx"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          name="phone"
          required
        />
        {withCaptcha ? <CaptchaStatus captcha={captcha} onRetry={captcha.renew} /> : null}
        <Button type="submit" fullWidth loading={busy} disabled={waitingForCaptcha}>
          Kod Gönder
        </Button>
      </form>
    );
  }

  return (
    <form className="auth-form" onSubmit={submitCode} noValidate>
      {alerts}
      <p className="auth-form__sent">
        <strong>{formatTrPhone(sentTo)}</strong> numarasına gönderilen 6 haneli kodu girin. Kod 3
        dakika geçerlidir.
      </p>
      <TextInput
        ref={codeInput}
        label="Doğrulama kodu"
        placeholder="123456"
        inputMode="numeric"
        autoComplete="one-time-code"
        name="code"
        maxLength={6}
        required
      />
      {withCaptcha ? <CaptchaStatus captcha={captcha} onRetry={captcha.renew} /> : null}
      <Button type="submit" fullWidth loading={busy} disabled={waitingForCaptcha}>
        {submitLabel}
      </Button>
      <div className="auth-form__row">
        <button
          type="button"
          className="link-button"
          disabled={resendIn > 0 || busy || waitingForCaptcha}
          onClick={() => void requestCode(sentTo)}
        >
          {resendIn > 0 ? `Kodu tekrar gönder (${resendIn} sn)` : 'Kodu tekrar gönder'}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setStep('phone');
            setError(null);
            setNotice(null);
          }}
        >
          Numarayı değiştir
        </button>
      </div>
    </form>
  );
}
