import type { AdminOrderDetail } from '@carsi/contract';
import type { AdminOrderAction } from '@carsi/domain';
import type { useAdminAction } from '../ActionButton';

/** The order as GET /api/admin/orders/{id} answers it. */
export type Order = AdminOrderDetail;

/** One runner for every button of the page: one action at a time, one outcome shown. */
export type AdminAction = ReturnType<typeof useAdminAction>;

/**
 * Whether the server offered this admin the action on the order now (its status, payment and
 * the admin's role, decided by the domain and the role table). The page decides nothing itself.
 */
export const offers = (order: Pick<Order, 'allowedActions'>, name: AdminOrderAction): boolean =>
  order.allowedActions.includes(name);

const time = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});

/** A timestamp in Istanbul time, or a dash when there is none. */
export const when = (iso: string | null) => (iso ? time.format(new Date(iso)) : '—');
