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

/** The signed-in admin's role, from the admin shell's loader (every admin page sits inside it). */
export function useAdminRole(): AdminRole | null {
  const shell = useRouteLoaderData('admin-shell') as { role?: AdminRole } | undefined;
  return shell?.role ?? null;
}
