import type { AdminRole } from '@carsi/contract/access';
import { useRouteLoaderData } from 'react-router';

const dateTime = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});

/** A timestamp as staff read it: Istanbul time, Turkish format. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : '—';
}

/**
 * An instant (ISO text or ms) as the value of an <input type="datetime-local">, in the browser's
 * zone (the input has no zone of its own); '' for none.
 */
export function toLocalInput(instant: string | number | null): string {
  if (instant === null || instant === '' || instant === 0) return '';
  const ms = new Date(instant).getTime();
  return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local input's value (browser zone) as ms since the epoch; null when empty. */
export const localInputToMs = (value: string) => (value ? new Date(value).getTime() : null);

/** A datetime-local input's value (browser zone) as ISO text; null when empty. */
export const localInputToIso = (value: string) => (value ? new Date(value).toISOString() : null);

/** The signed-in admin's role, from the admin shell's loader (every admin page sits inside it). */
export function useAdminRole(): AdminRole | null {
  const shell = useRouteLoaderData('admin-shell') as { role?: AdminRole } | undefined;
  return shell?.role ?? null;
}
