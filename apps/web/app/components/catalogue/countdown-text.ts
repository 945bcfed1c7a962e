import { countdown } from '@carsi/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** "2 gün 03:04:05", or "03:04:05" under a day. */
export function countdownText(remainingMs: number): string {
  const left = countdown(remainingMs);
  const days = left.days > 0 ? `${left.days} gün ` : '';
  return `${days}${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
}
