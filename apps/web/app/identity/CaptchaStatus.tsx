import type { CaptchaState } from './useCaptcha';

/** Shows where the background captcha stands; announced politely to screen readers. */
export function CaptchaStatus({
  captcha,
  onRetry,
}: {
  captcha: CaptchaState;
  onRetry: () => void;
}) {
  return (
    <div className="captcha-status" data-status={captcha.status}>
      <span role="status" aria-live="polite">
        {captcha.status === 'working'
          ? 'Güvenlik doğrulaması yapılıyor…'
          : captcha.status === 'ready'
            ? 'Güvenlik doğrulaması tamamlandı.'
            : captcha.message}
      </span>
      {captcha.status === 'failed' ? (
        <button type="button" className="link-button" onClick={onRetry}>
          Tekrar dene
        </button>
      ) : null}
      <input type="hidden" name="captchaValue" value={captcha.value ?? ''} />
    </div>
  );
}
