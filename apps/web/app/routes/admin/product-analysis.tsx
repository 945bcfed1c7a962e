import type { ProductAnalysisDay } from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { Button, Group, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { adminRead } from '../../admin/load';
import type { Route } from './+types/product-analysis';

type Analysis = {
  productId: number;
  name: string;
  days: ProductAnalysisDay[];
  totals: {
    addToCarts: number;
    orders: number;
    units: number;
    revenue: number;
    conversionPercent: number | null;
    lastMonthUnits: number;
  };
};

// recharts is loaded with the page that draws charts, not with every page the server renders.
const ProductCharts = lazy(() => import('../../admin/catalogue/ProductCharts'));

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** urun/analiz/{id}/{name}: a product's figures over a chosen period (default: last 30 days). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const today = new Date();
  const from =
    url.searchParams.get('baslangic') || isoDay(new Date(today.getTime() - 29 * 86_400_000));
  const to = url.searchParams.get('bitis') || isoDay(today);
  const query = new URLSearchParams({ from, to });
  const analysis = await adminRead<Analysis>(
    context,
    `/api/admin/products/${encodeURIComponent(params.id)}/analysis?${query}`,
    url,
  );
  return { analysis, from, to };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Analiz: ${loaderData?.analysis.name ?? ''} | Çarşı Yönetim` },
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="admin-figure">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </div>
  );
}

export default function ProductAnalysis({ loaderData }: Route.ComponentProps) {
  const { analysis, from, to } = loaderData;
  const [params] = useSearchParams();
  const { totals } = analysis;
  const chartDays = analysis.days.map((d) => ({
    ...d,
    date: d.date.slice(5),
    revenueTL: d.revenue / 100,
  }));
  return (
    <AdminPage
      title={`Ürün analizi: ${analysis.name}`}
      actions={
        <Button
          variant="default"
          component={Link}
          to={`/admin-panel/urun/duzenle/${analysis.productId}`}
        >
          Ürünü düzenle
        </Button>
      }
    >
      <Form method="get">
        <Group align="flex-end">
          <TextInput
            type="date"
            name="baslangic"
            label="Başlangıç"
            defaultValue={params.get('baslangic') ?? from}
          />
          <TextInput
            type="date"
            name="bitis"
            label="Bitiş"
            defaultValue={params.get('bitis') ?? to}
          />
          <Button type="submit">Göster</Button>
        </Group>
      </Form>
      <SimpleGrid cols={{ base: 2, md: 6 }} my="md">
        <Figure label="Sepete ekleme" value={String(totals.addToCarts)} />
        <Figure label="Sipariş" value={String(totals.orders)} />
        <Figure label="Satılan adet" value={String(totals.units)} />
        <Figure label="Ciro (KDV dahil)" value={formatTL(totals.revenue)} />
        <Figure
          label="Dönüşüm (sipariş / sepete ekleme)"
          value={
            totals.conversionPercent === null
              ? '—'
              : `%${totals.conversionPercent.toLocaleString('tr-TR')}`
          }
        />
        <Figure label="Son 30 günde satılan" value={String(totals.lastMonthUnits)} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Ürün sayfası görüntülenmeleri mağazada tutulmuyor (yalnızca Meta'ya gönderiliyor); bu yüzden
        grafikte yer almıyor.
      </Text>
      <Suspense fallback={<div style={{ height: 560 }} />}>
        <ProductCharts days={chartDays} />
      </Suspense>
      <Table mt="md" striped aria-label="Günlük rakamlar">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Gün</Table.Th>
            <Table.Th>Sepete ekleme</Table.Th>
            <Table.Th>Sipariş</Table.Th>
            <Table.Th>Adet</Table.Th>
            <Table.Th>Ciro</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {analysis.days.map((d) => (
            <Table.Tr key={d.date}>
              <Table.Td>{d.date}</Table.Td>
              <Table.Td>{d.addToCarts}</Table.Td>
              <Table.Td>{d.orders}</Table.Td>
              <Table.Td>{d.units}</Table.Td>
              <Table.Td>{formatTL(d.revenue)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </AdminPage>
  );
}
