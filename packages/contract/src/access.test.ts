import { describe, expect, it } from 'vitest';
import {
  adminAreaForPath,
  adminAreas,
  adminRoles,
  orderPersonalDataFor,
  roleCanDo,
  roleCanOpenPath,
  roleCanUseArea,
  wholesaleStatusAction,
} from './access';
import { ADMIN_NOTIFICATION_AREAS } from './api/admin-notifications';
import { adminEndpointAccess } from './endpoint-access';
import { pageRoutes } from './pages';

describe('admin roles per area', () => {
  it('lets the owner open everything, including unknown admin paths', () => {
    expect(roleCanOpenPath('owner', '/admin-panel/olmayan')).toBe(true);
    expect(roleCanUseArea('owner', 'admins')).toBe(true);
  });

  it('lets every role open the admin home', () => {
    for (const role of adminRoles)
      expect(roleCanOpenPath(role, '/admin-panel/anasayfa')).toBe(true);
  });

  it('keeps each role to its areas', () => {
    expect(roleCanOpenPath('warehouse', '/admin-panel/stok/depolar')).toBe(true);
    expect(roleCanOpenPath('warehouse', '/admin-panel/cari')).toBe(false);
    expect(roleCanOpenPath('accounting', '/admin-panel/fatura-islemleri/1/a/2')).toBe(true);
    expect(roleCanOpenPath('marketing', '/ust-bar')).toBe(true);
    expect(roleCanOpenPath('customerService', '/ust-bar')).toBe(false);
    expect(roleCanOpenPath('operations', '/admin-panel/olmayan')).toBe(false);
    expect(roleCanUseArea('operations', 'admins')).toBe(false);
    expect(roleCanUseArea('accounting', 'wholesale-applications')).toBe(true);
  });

  it('puts every admin page of the route table in an area', () => {
    const adminPages = pageRoutes.filter((r) => r.path.startsWith('/admin-panel/'));
    for (const page of adminPages) {
      const concrete = page.path.replace(/:\w+\??/g, 'x');
      expect(adminAreaForPath(concrete), page.path).not.toBeNull();
    }
  });
});

describe('rules built on the areas', () => {
  const knownAreas = new Set(adminAreas.map((a) => a.id));

  it('names only known areas for endpoints and notifications', () => {
    for (const [endpoint, rule] of Object.entries(adminEndpointAccess)) {
      const access = typeof rule === 'function' ? null : rule;
      if (access) expect(knownAreas.has(access.area), endpoint).toBe(true);
    }
    for (const [kind, areas] of Object.entries(ADMIN_NOTIFICATION_AREAS)) {
      for (const area of areas) expect(knownAreas.has(area), kind).toBe(true);
    }
  });

  it('shows order personal data by the orders area: delivery data only to the warehouse', () => {
    expect(adminRoles.map((role) => [role, orderPersonalDataFor(role)])).toEqual([
      ['owner', 'full'],
      ['operations', 'full'],
      ['customerService', 'full'],
      ['warehouse', 'delivery'],
      ['accounting', 'full'],
      ['marketing', 'none'],
    ]);
  });

  it('approving a wholesale order is a payment decision', () => {
    expect(wholesaleStatusAction('APPROVED')).toBe('wholesale.payment');
    expect(wholesaleStatusAction('SHIPPED')).toBe('wholesale.fulfil');
    expect(roleCanDo('accounting', 'wholesale.payment')).toBe(true);
    expect(roleCanDo('operations', 'wholesale.payment')).toBe(false);
    expect(roleCanDo('accounting', 'wholesale.accounts')).toBe(false);
  });
});
