import { readFileSync } from 'node:fs';
import { adminRoles } from '@carsi/contract/access';
import { pageRoutes } from '@carsi/contract/pages';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminNav, navForRole } from './nav';

const routesSource = readFileSync(new URL('../routes.ts', import.meta.url), 'utf8');

describe('back-office navigation', () => {
  const links = adminNav.flatMap((group) => group.items);

  it.each(links.map((link) => [link.to]))('%s is a page this build serves', (to) => {
    const route = pageRoutes.find((candidate) => matchPath(candidate.path, to));
    expect(route, `a page route for ${to}`).toBeDefined();
    expect(routesSource).toContain(`page('${route?.id}'`);
  });

  it('shows each role only the pages it may open, the owner all of them', () => {
    const ownerLinks = navForRole('owner').flatMap((group) => group.items);
    expect(ownerLinks).toHaveLength(links.length);
    for (const role of adminRoles) {
      const groups = navForRole(role);
      expect(groups.every((group) => group.items.length > 0)).toBe(true);
      expect(groups.flatMap((g) => g.items).map((i) => i.to)).toContain('/admin-panel/anasayfa');
    }
    const marketing = navForRole('marketing').flatMap((group) => group.items.map((i) => i.to));
    expect(marketing.some((to) => to.startsWith('/admin-panel/siparis'))).toBe(false);
  });
});
