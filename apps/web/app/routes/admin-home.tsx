import { formatTrPhone } from '@carsi/domain';
import '../identity/identity.css';
import type {
  AdminDashboard,
  AdminRole,
  AdminSummary,
  ShopInfo,
  WholesaleApplication,
} from '@carsi/contract';
import { adminAreas, adminRoleLabels, adminRoles, roleCanUseArea } from '@carsi/contract/access';
import { Alert, Button, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { redirect, useRevalidator, useRouteLoaderData } from 'react-router';
import { AdminPage } from '../admin/AdminPage';
import { type LowStock, LowStockList } from '../admin/catalogue/LowStockList';
import { LateDeliveries } from '../admin/LateDeliveries';
import { adminRead } from '../admin/load';
import { TodayFigures } from '../admin/TodayFigures';
import { call } from '../api/call';
import { shopContext } from '../web-context';
import type { Route } from './+types/admin-home';

export async function loader({ context, url }: Route.LoaderArgs) {
  const overview = await shopContext(context).identity.adminOverview();
  if (!overview) throw redirect('/admin-giris');
  const forbidden = url.searchParams.get('yetki') === 'yok';
  const figures = await adminRead<AdminDashboard>(context, '/api/admin/dashboard', url);
  const lowStock = roleCanUseArea(overview.me.role, 'stock')
    ? await adminRead<LowStock>(context, '/api/admin/stock/low', url)
    : null;
  return { overview, forbidden, figures, lowStock };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Yönetim Paneli | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});

/** Runs one admin decision, then reloads the page data; errors show above the lists. */
function useDecision() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  async function run(key: string, call: () => Promise<{ message: string }>) {
    setBusy(key);
    setError(null);
    setDone(null);
    try {
      setDone((await call()).message);
      await revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unknown error');
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, done, run };
}

function PendingAdmin({
  admin,
  decision,
}: {
  admin: AdminSummary;
  decision: ReturnType<typeof useDecision>;
}) {
  const [role, setRole] = useState<AdminRole>('customerService');
  return (
    <li className="pending-item">
      <p className="pending-item__who" id={`yonetici-${admin._id}`}>
        <strong>{admin.name}</strong>
        <br />
        <span className="pending-item__meta">
          {formatTrPhone(admin.phone)} · {dateFormat.format(new Date(admin.createdAt))}
        </span>
      </p>
      <div className="pending-item__actions">
        <NativeSelect
          label="Rol"
          value={role}
          onChange={(e) => setRole(e.currentTarget.value as AdminRole)}
          data={adminRoles.map((r) => ({ value: r, label: adminRoleLabels[r] }))}
        />
        <Button
          aria-describedby={`yonetici-${admin._id}`}
          loading={decision.busy === `approve-${admin._id}`}
          disabled={decision.busy !== null}
          onClick={() =>
            void decision.run(`approve-${admin._id}`, () =>
              call('PUT /api/admin/admins/:id/approve', {
                params: { id: admin._id },
                body: { role },
              }),
            )
          }
        >
          Onayla
        </Button>
        <Button
          variant="default"
          aria-describedby={`yonetici-${admin._id}`}
          loading={decision.busy === `reject-${admin._id}`}
          disabled={decision.busy !== null}
          onClick={() =>
            void decision.run(`reject-${admin._id}`, () =>
              call('PUT /api/admin/admins/:id/reject', { params: { id: admin._id } }),
            )
          }
        >
          Reddet
        </Button>
      </div>
    </li>
  );
}

function PendingWholesale({
  application,
  decision,
}: {
  application: WholesaleApplication;
  decision: ReturnType<typeof useDecision>;
}) {
  const activate = (accountType: 'endUser' | 'reSeller') =>
    void decision.run(`${accountType}-${application._id}`, () =>
      call('PUT /api/admin/wholesale-applications/:id/activate', {
        params: { id: application._id },
        body: { accountType },
      }),
    );
  return (
    <li className="pending-item">
      <p className="pending-item__who" id={`basvuru-${application._id}`}>
        <strong>{application.companyName}</strong> — {application.name}
        <br />
        <span className="pending-item__meta">
          {formatTrPhone(application.phone)} · {application.email} ·{' '}
          {dateFormat.format(new Date(application.createdAt))}
        </span>
      </p>
      <div className="pending-item__actions">
        <Button
          aria-describedby={`basvuru-${application._id}`}
          loading={decision.busy === `endUser-${application._id}`}
          disabled={decision.busy !== null}
          onClick={() => activate('endUser')}
        >
          Son kullanıcı olarak onayla
        </Button>
        <Button
          variant="light"
          aria-describedby={`basvuru-${application._id}`}
          loading={decision.busy === `reSeller-${application._id}`}
          disabled={decision.busy !== null}
          onClick={() => activate('reSeller')}
        >
          Bayi olarak onayla
        </Button>
      </div>
    </li>
  );
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { overview, forbidden, figures, lowStock } = loaderData;
  const { me } = overview;
  const root = useRouteLoaderData('root') as { shop?: ShopInfo } | undefined;
  const decision = useDecision();
  const areas = adminAreas.filter(
    (area) => area.segments.length > 0 && area.id !== 'home' && roleCanUseArea(me.role, area.id),
  );

  return (
    <AdminPage title="Yönetim Paneli">
      {forbidden ? (
        <Alert color="red" role="alert">
          Bu sayfaya erişim yetkiniz yok. Rolünüz: {adminRoleLabels[me.role]}.
        </Alert>
      ) : null}

      <TodayFigures figures={figures} />
      {figures.lateDeliveries ? <LateDeliveries late={figures.lateDeliveries} /> : null}
      {lowStock ? <LowStockList lowStock={lowStock} /> : null}

      <section className="admin-section" aria-labelledby="baglantilar">
        <h2 id="baglantilar">Bağlantılar</h2>
        <ul className="admin-links">
          <li>
            <a href="/">Mağazayı aç</a>
          </li>
          <li>
            <a href="/api/docs">API belgeleri</a>
          </li>
          {root?.shop?.sandbox ? (
            <li>
              <a href="/__sandbox/sms">SMS giden kutusu (test modu)</a>
            </li>
          ) : null}
        </ul>
      </section>

      <section className="admin-section" aria-labelledby="alanlar">
        <h2 id="alanlar">Yetki alanlarınız</h2>
        <ul className="admin-areas">
          {areas.map((area) => (
            <li key={area.id}>{area.label}</li>
          ))}
        </ul>
      </section>

      {decision.error ? (
        <Alert color="red" role="alert">
          {decision.error}
        </Alert>
      ) : null}
      {decision.done ? (
        <Alert color="green" role="status">
          {decision.done}
        </Alert>
      ) : null}

      {overview.pendingAdmins ? (
        <section className="admin-section" aria-labelledby="yonetici-onaylari">
          <h2 id="yonetici-onaylari">Onay bekleyen yöneticiler</h2>
          {overview.pendingAdmins.length === 0 ? (
            <p className="admin-empty">Onay bekleyen yönetici kaydı yok.</p>
          ) : (
            <ul className="pending-list">
              {overview.pendingAdmins.map((admin) => (
                <PendingAdmin key={admin._id} admin={admin} decision={decision} />
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {overview.pendingWholesale ? (
        <section className="admin-section" aria-labelledby="toptan-basvurulari">
          <h2 id="toptan-basvurulari">Onay bekleyen toptan başvuruları</h2>
          {overview.pendingWholesale.length === 0 ? (
            <p className="admin-empty">Onay bekleyen toptan başvurusu yok.</p>
          ) : (
            <ul className="pending-list">
              {overview.pendingWholesale.map((application) => (
                <PendingWholesale
                  key={application._id}
                  application={application}
                  decision={decision}
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </AdminPage>
  );
}
