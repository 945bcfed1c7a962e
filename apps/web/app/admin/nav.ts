import { type AdminRole, roleCanOpenPath } from '@carsi/contract/access';

/** One link of the back-office navigation. */
export interface AdminNavItem {
  label: string;
  /** A path under /admin-panel that a page of this build serves. */
  to: string;
}

/** A group of links, in the order of issue 13's navigation. */
export interface AdminNavGroup {
  label: string;
  items: AdminNavItem[];
}

/**
 * The back office's navigation. Add a page's link here when the page exists (a test checks that
 * every link resolves to a route); who sees a link is decided by the role table in
 * @carsi/contract/access, never here.
 */
export const adminNav: readonly AdminNavGroup[] = [
  {
    label: 'Genel',
    items: [{ label: 'Ana sayfa', to: '/admin-panel/anasayfa' }],
  },
  { label: 'Siparişler', items: [] },
  { label: 'Müşteriler', items: [] },
  { label: 'Ürünler', items: [] },
  { label: 'Stok', items: [] },
  { label: 'Kampanyalar', items: [] },
  { label: 'Toptan', items: [] },
  { label: 'Raporlar', items: [] },
  { label: 'Ayarlar', items: [] },
];

/** The navigation a role sees: links it may open, groups that keep at least one link. */
export function navForRole(role: AdminRole): AdminNavGroup[] {
  return adminNav
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => roleCanOpenPath(role, item.to)),
    }))
    .filter((group) => group.items.length > 0);
}
