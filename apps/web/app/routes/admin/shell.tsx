import '@mantine/core/styles.css';
import '../../admin/admin.css';
import { adminRoleLabels } from '@carsi/contract/access';
import { AppShell, Burger, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, Outlet, redirect, useLocation } from 'react-router';
import { NotificationBell } from '../../admin/NotificationBell';
import { navForRole } from '../../admin/nav';
import { MantineArea } from '../../components/ui/MantineArea';
import { signOut } from '../../identity/sign-out';
import { shopContext } from '../../web-context';
import type { Route } from './+types/shell';

/**
 * The back office's frame for every /admin-panel page: header, the navigation the admin's role
 * may open, and the page. Its own route chunk and styles: a shopper never loads any of it.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { principal, shop } = shopContext(context);
  if (principal?.kind !== 'admin' || !principal.role) {
    throw redirect(`/admin-giris?sonra=${encodeURIComponent(url.pathname)}`);
  }
  return { name: principal.displayName, role: principal.role, sandbox: shop.sandbox };
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

export default function AdminShell({ loaderData }: Route.ComponentProps) {
  const { name, role, sandbox } = loaderData;
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // On a phone the menu closes once a link has been followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => close(), [pathname, close]);
  const groups = navForRole(role);

  return (
    <MantineArea>
      <a className="admin-skip" href="#admin-main">
        İçeriğe geç
      </a>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header className="admin-header">
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" className="admin-header__start">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={opened ? 'Menüyü kapat' : 'Menüyü aç'}
                aria-expanded={opened}
                aria-controls="admin-nav"
              />
              <Link to="/admin-panel/anasayfa" className="admin-header__brand">
                Çarşı Yönetim
              </Link>
              {sandbox ? <span className="admin-header__test">TEST MODU</span> : null}
            </Group>
            <Group gap="sm" wrap="nowrap" id="admin-header-tools">
              <NotificationBell />
              {/* Below the menu's breakpoint the header keeps only the bell: who is signed in,
                  the shop link and sign-out move into the burger menu, so none is cut off. */}
              <Text size="sm" className="admin-header__who" visibleFrom="md">
                <strong>{name}</strong> · {adminRoleLabels[role]}
              </Text>
              <Button component="a" href="/" variant="subtle" size="xs" visibleFrom="md">
                Mağaza
              </Button>
              <Button
                variant="default"
                size="xs"
                visibleFrom="md"
                onClick={() => void signOut('admin')}
              >
                Çıkış yap
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" component="nav" aria-label="Yönetim menüsü" id="admin-nav">
          <AppShell.Section hiddenFrom="md" className="admin-nav__account">
            <Text size="sm">
              <strong>{name}</strong> · {adminRoleLabels[role]}
            </Text>
            <Group gap="xs" mt="xs">
              <Button component="a" href="/" variant="subtle" size="xs">
                Mağaza
              </Button>
              <Button variant="default" size="xs" onClick={() => void signOut('admin')}>
                Çıkış yap
              </Button>
            </Group>
          </AppShell.Section>
          <AppShell.Section grow className="admin-nav">
            {groups.map((group) => (
              <div key={group.label} className="admin-nav__group">
                <Text size="xs" fw={700} c="dimmed" className="admin-nav__label">
                  {group.label}
                </Text>
                {group.items.map((item) => (
                  <NavLink
                    key={item.to}
                    component={Link}
                    to={item.to}
                    label={item.label}
                    active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                    aria-current={pathname === item.to ? 'page' : undefined}
                  />
                ))}
              </div>
            ))}
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id="admin-main" tabIndex={-1}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </MantineArea>
  );
}
