import type { AdminDashboard } from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { Link } from 'react-router';

function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <div className="admin-figure">
      <dt>{label}</dt>
      <dd>{to ? <Link to={to}>{value}</Link> : value}</dd>
    </div>
  );
}

/** The admin home's figures for today (Europe/Istanbul), from GET /api/admin/dashboard. */
export function TodayFigures({ figures }: { figures: AdminDashboard }) {
  const n = (value: number) => value.toLocaleString('tr-TR');
  const today = figures.revenueToday;
  const lastWeekSoFar = figures.revenueLastWeekSoFar;
  const change =
    today !== null && lastWeekSoFar !== null && lastWeekSoFar > 0
      ? Math.round(((today - lastWeekSoFar) / lastWeekSoFar) * 100)
      : null;
  return (
    <section className="admin-section" aria-labelledby="bugun">
      <h2 id="bugun">Bugün</h2>
      <dl className="admin-figures">
        <Figure label="Yeni sipariş" value={n(figures.newOrders)} />
        <Figure label="Ödeme bekleyen" value={n(figures.unpaid)} />
        <Figure label="Paketlenecek" value={n(figures.toPack)} />
        <Figure label="Bekleyen iade" value={n(figures.returnsWaiting)} />
        <Figure
          label="Açık destek talebi"
          value={n(figures.openSupport)}
          to="/admin-panel/musteri-hizmetleri?durum=OPEN"
        />
        {/* Revenue only for roles that may see it: the API sends null to the others. */}
        {today !== null && lastWeekSoFar !== null && figures.revenueLastWeekDay !== null ? (
          <>
            <Figure label="Bugünkü ciro" value={formatTL(today)} />
            <Figure
              label="Geçen hafta bu saate kadar"
              value={`${formatTL(lastWeekSoFar)}${
                change === null ? '' : ` (${change >= 0 ? '+' : ''}${change} %)`
              }`}
            />
            <Figure
              label="Geçen hafta aynı gün (tüm gün)"
              value={formatTL(figures.revenueLastWeekDay)}
            />
          </>
        ) : null}
      </dl>
    </section>
  );
}
