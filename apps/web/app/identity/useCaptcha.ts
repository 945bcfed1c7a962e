import { useCallback, useEffect, useState } from 'react';
import { call } from '../api/call';
import { solveCaptcha } from './captcha';

export type CaptchaState =
  | { status: 'working'; value: null }
  | { status: 'ready'; value: string }
  | { status: 'failed'; value: null; message: string };

/**
 * The ALTCHA proof of work for one form: fetched and solved in the background as soon as the
 * form shows, and again after each use (a solution works once). No third-party calls.
 */
export function useCaptcha() {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<CaptchaState>({ status: 'working', value: null });

  useEffect(() => {
    // `round` restarts the work after each use or a failure.
    void round;
    const controller = new AbortController();
    setState({ status: 'working', value: null });
    call('GET /api/captcha/challenge')
      .then((challenge) => solveCaptcha(challenge, controller.signal))
      .then((value) => {
        if (!controller.signal.aborted) setState({ status: 'ready', value });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : 'Güvenlik doğrulaması yapılamadı.';
        setState({ status: 'failed', value: null, message });
      });
    return () => controller.abort();
  }, [round]);

  const renew = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, renew };
}
