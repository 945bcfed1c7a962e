import { COUNTDOWN_TICK_MS, DISCOUNT_EXPIRED_TEXT } from '@carsi/domain';
import { useEffect, useRef, useState } from 'react';
import { countdownText } from '../catalogue/countdown-text';

interface DiscountCountdownProps {
  /** When the line's time-limited discount ends (ISO), as the server priced it. */
  endsAt: string;
  /** Called once when the time runs out while the page is open: the cart is priced again. */
  onExpired?: () => void;
}

/**
 * A cart line's time-limited discount: "applied" with the time left, ticking every
 * second; 'İndirim Süresi Sona Erdi' once it has run out.
 */
export function DiscountCountdown({ endsAt, onExpired }: DiscountCountdownProps) {
  const end = Date.parse(endsAt);
  // Unknown on the server and before mount; the server only applies a discount that holds.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const remaining = now === null ? null : Math.max(0, end - now);
  const expired = remaining === 0;
  // Reprice once, when this page saw the time run out (not for one that had already ended).
  const sawRunning = useRef(false);
  useEffect(() => {
    if (remaining !== null && remaining > 0) sawRunning.current = true;
    else if (expired && sawRunning.current) {
      sawRunning.current = false;
      onExpired?.();
    }
  }, [remaining, expired, onExpired]);

  if (expired) return <span className="cart-line__badge">{DISCOUNT_EXPIRED_TEXT}</span>;
  return (
    <span className="cart-line__badge">
      Süreli indirim uygulandı
      {remaining === null ? null : (
        <>
          {' · '}
          <span className="visually-hidden">Kalan süre: </span>
          <time dateTime={endsAt}>{countdownText(remaining)}</time>
        </>
      )}
    </span>
  );
}
