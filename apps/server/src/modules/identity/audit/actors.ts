import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { admins } from '../../../db/schema';

/**
 * The current name of the admin an `admin:<id>` actor column names (null for other actors, or
 * an admin no longer stored). Recorded actors keep the id; the name is looked up when read, so
 * history and notes read "Ayşe Yılmaz", not `admin:941f1de9-…`, and follow a renamed admin.
 */
export const adminNameOf = (actor: AnyPgColumn) =>
  sql<
    string | null
  >`(select ${admins.name} from ${admins} where ${actor} like 'admin:%' and ${admins.id}::text = substr(${actor}, 7))`;

/** The shop's own jobs and commands, in staff's words. */
const systemActors: Record<string, string> = {
  iyzico: 'Ödeme sistemi (iyzico)',
  'payment-hold': 'Sistem (ödenmeyen sipariş süresi doldu)',
  'order-hold-release': 'Sistem (ödenmeyen sipariş süresi doldu)',
  'card-return-refund': 'Sistem (kart iadesi)',
  demo: 'Demo verisi',
};

/** How a recorded actor reads on a screen, given the admin's name looked up by adminNameOf. */
export function actorLabel(actor: string, adminName: string | null): string {
  if (actor.startsWith('admin:')) return adminName ?? 'Silinmiş yönetici';
  if (actor.startsWith('customer:')) return 'Müşteri';
  if (actor === 'guest') return 'Misafir alıcı';
  if (actor.startsWith('system:')) {
    const what = actor.slice('system:'.length);
    return systemActors[what] ?? `Sistem (${what})`;
  }
  return actor;
}
