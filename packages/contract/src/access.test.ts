import { describe, expect, it } from 'vitest';
import { adminAreaForPath, adminRoles, roleCanOpenPath, roleCanUseArea } from './access';
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
