import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';

/** Step lines of the progress overlay. */
export const progressSteps = {
  running: 'İşlem Yürütülüyor...',
  total: (n: number) => `İşlenecek toplam veri ${n}`,
  processed: (n: number) => `İşlenen veri ${n}`,
  error: (text: string) => `Hata : ${text}`,
};

export interface ProgressOverlayProps {
  visible: boolean;
  message?: string;
  /** Lines shown under the spinner in order, e.g. built with progressSteps. */
  steps?: string[];
  error?: string | null;
}

/** Full-screen overlay for long admin jobs (z-index 1001, under the modal's 1002). */
export function ProgressOverlay({ visible, message, steps = [], error }: ProgressOverlayProps) {
  if (!visible) return null;
  return (
    <div
      className="progress-overlay"
      role="alertdialog"
      aria-modal="true"
      aria-live="polite"
      aria-busy="true"
    >
      <div className="progress-overlay__box">
        <Loader aria-label="İşlem sürüyor" />
        {message ? <p>{message}</p> : null}
        {steps.map((line) => (
          <p key={line} className="progress-overlay__step">
            {line}
          </p>
        ))}
        {error ? <p className="progress-overlay__error">{progressSteps.error(error)}</p> : null}
      </div>
    </div>
  );
}
