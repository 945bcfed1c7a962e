import {
  REPORT_DIMENSION_LABELS,
  REPORT_DIMENSIONS,
  SALES_REPORT_EXPORT_PATH,
  type SalesFigures,
  type SalesReport,
  type SalesSplitRow,
} from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { Button, Group, NativeSelect, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Form } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { adminRead } from '../../admin/load';
import type { Route } from './+types/sales-reports';

// recharts is loaded with the page that draws charts, not with every page the server renders.
const PeriodChart = lazy(() =>
  import('../../admin/reports/SalesCharts').then((m) => ({ default: m.PeriodChart })),
);
const SplitChart = lazy(() =>
  import('../../admin/reports/SalesCharts').then((m) => ({ default: m.SplitChart })),
);

const DAY_MS = 86_400_000;
/** The Istanbul calendar day (UTC+3 all year) of an instant. */
const istanbulDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

const GRANULARITIES = [
  { value: 'day', label: 'Gün' },
  { value: 'week', label: 'Hafta' },
  { value: 'month', label: 'Ay' },
];

/** satis-raporlari: sales by period and split, from the daily rollups (owner and accounting). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const now = Date.now();
  const from = url.searchParams.get('baslangic') || istanbulDay(now - 29 * DAY_MS);
  const to = url.searchParams.get('bitis') || istanbulDay(now);
  const granularity = url.searchParams.get('aralik') || 'day';
  const query = new URLSearchParams({ from, to, granularity });
  const report = await adminRead<SalesReport>(context, `/api/admin/reports/sales?${query}`, url);
  return { report, from, to, granularity, exportUrl: `${SALES_REPORT_EXPORT_PATH}?${query}` };
}

export const meta: Route.MetaFunction = () => [{ title: 'Satış raporları | Çarşı Yönetim' }];

const count = (n: number) => n.toLocaleString('tr-TR');

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? '—' : 'yeni';
  const pct = Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
  return `${pct >= 0 ? '+' : ''}${pct.toLocaleString('tr-TR')} %`;
}

const FIGURES: Array<[string, keyof SalesFigures, 'money' | 'count']> = [
  ['Ciro (KDV dahil)', 'revenue', 'money'],
  ['Sipariş', 'orders', 'count'],
  ['Satılan adet', 'units', 'count'],
  ['Ortalama sepet', 'averageBasket', 'money'],
  ['KDV', 'vat', 'money'],
  ['Maliyet', 'cost', 'money'],
  ['Brüt kâr', 'grossMargin', 'money'],
  ['İptal', 'cancelledOrders', 'count'],
  ['İade', 'returns', 'count'],
  ['İade tutarı', 'returnsAmount', 'money'],
];

function Figures({ report }: { report: SalesReport }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} my="md" component="dl">
      {FIGURES.map(([label, key, kind]) => {
        const show = (f: SalesFigures) => (kind === 'money' ? formatTL(f[key]) : count(f[key]));
        return (
          <div className="admin-figure" key={key}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fw={700} size="xl" m={0}>
              {show(report.current)}
            </Text>
            <Text component="dd" size="xs" c="dimmed" m={0}>
              Önceki dönem: {change(report.current[key], report.previous[key])} · Geçen yıl:{' '}
              {change(report.current[key], report.lastYear[key])}
            </Text>
          </div>
        );
      })}
    </SimpleGrid>
  );
}

function SplitTable({ label, rows }: { label: string; rows: SalesSplitRow[] }) {
  if (rows.length === 0) return <Text c="dimmed">Bu dönemde satış yok.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={`${label} kırılımı`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{label}</Table.Th>
            <Table.Th>Sipariş</Table.Th>
            <Table.Th>Adet</Table.Th>
            <Table.Th>Ciro</Table.Th>
            <Table.Th>KDV</Table.Th>
            <Table.Th>Maliyet</Table.Th>
            <Table.Th>Brüt kâr</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.label}</Table.Td>
              <Table.Td>{r.orders === null ? '—' : count(r.orders)}</Table.Td>
              <Table.Td>{count(r.units)}</Table.Td>
              <Table.Td>{formatTL(r.revenue)}</Table.Td>
              <Table.Td>{formatTL(r.vat)}</Table.Td>
              <Table.Td>{formatTL(r.cost)}</Table.Td>
              <Table.Td>{formatTL(r.grossMargin)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function SalesReports({ loaderData }: Route.ComponentProps) {
  const { report, from, to, granularity, exportUrl } = loaderData;
  const periodBars = report.series.map((point, i) => ({
    label: granularity === 'month' ? point.bucket.slice(0, 7) : point.bucket.slice(5),
    currentTL: point.revenue / 100,
    previousTL: (report.previousSeries[i]?.revenue ?? 0) / 100,
  }));
  return (
    <AdminPage
      title="Satış raporları"
      actions={
        <Group gap="xs">
          <Button component="a" href={exportUrl} variant="default" download>
            Excel'e aktar
          </Button>
          <Button variant="default" onClick={() => window.print()}>
            Yazdır
          </Button>
        </Group>
      }
    >
      <Form method="get" aria-label="Rapor dönemi">
        <Group align="flex-end" wrap="wrap">
          <TextInput type="date" name="baslangic" label="Başlangıç" defaultValue={from} required />
          <TextInput type="date" name="bitis" label="Bitiş" defaultValue={to} required />
          <NativeSelect
            name="aralik"
            label="Aralık"
            data={GRANULARITIES}
            defaultValue={granularity}
          />
          <Button type="submit">Göster</Button>
        </Group>
      </Form>
      <Text size="sm" c="dimmed" mt="sm">
        Önceki dönem: {report.previousPeriod.from} – {report.previousPeriod.to} · Geçen yıl:{' '}
        {report.lastYearPeriod.from} – {report.lastYearPeriod.to}. Ciro ödenmiş ya da kapıda
        ödemeli, iptal edilmemiş siparişlerin KDV dahil satır tutarıdır; maliyet SKU alış
        fiyatından.
      </Text>
      <Figures report={report} />

      <section aria-labelledby="donemler">
        <h2 id="donemler">Dönemlere göre ciro</h2>
        {report.series.length === 0 ? (
          <Text c="dimmed">Bu dönemde satış yok.</Text>
        ) : (
          <>
            <Suspense fallback={<div style={{ height: 260 }} />}>
              <PeriodChart bars={periodBars} />
            </Suspense>
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label="Dönemlere göre rakamlar">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Dönem başı</Table.Th>
                    <Table.Th>Sipariş</Table.Th>
                    <Table.Th>Adet</Table.Th>
                    <Table.Th>Ciro</Table.Th>
                    <Table.Th>KDV</Table.Th>
                    <Table.Th>Maliyet</Table.Th>
                    <Table.Th>Brüt kâr</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.series.map((s) => (
                    <Table.Tr key={s.bucket}>
                      <Table.Td>{s.bucket}</Table.Td>
                      <Table.Td>{count(s.orders)}</Table.Td>
                      <Table.Td>{count(s.units)}</Table.Td>
                      <Table.Td>{formatTL(s.revenue)}</Table.Td>
                      <Table.Td>{formatTL(s.vat)}</Table.Td>
                      <Table.Td>{formatTL(s.cost)}</Table.Td>
                      <Table.Td>{formatTL(s.grossMargin)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </section>

      {REPORT_DIMENSIONS.map((dimension) => {
        const label = REPORT_DIMENSION_LABELS[dimension];
        const rows = report.splits[dimension];
        return (
          <section key={dimension} aria-labelledby={`kirilim-${dimension}`}>
            <h2 id={`kirilim-${dimension}`}>{label}</h2>
            {rows.length > 0 ? (
              <Suspense fallback={<div style={{ height: 220 }} />}>
                <SplitChart
                  bars={rows.slice(0, 10).map((r) => ({
                    label: r.label,
                    revenueTL: r.revenue / 100,
                    marginTL: r.grossMargin / 100,
                  }))}
                />
              </Suspense>
            ) : null}
            <SplitTable label={label} rows={rows} />
          </section>
        );
      })}
    </AdminPage>
  );
}
