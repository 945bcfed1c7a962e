import {
  STANDING_REPORT_EXPORT_PATH,
  STANDING_REPORT_LABELS,
  STANDING_REPORTS,
  type StandingReport,
} from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { Button, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { Form } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { ListPager } from '../../admin/ListControls';
import { adminRead } from '../../admin/load';
import type { Route } from './+types/reports';

/** raporlar: the standing reports, one at a time, paged (owner and accounting). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const requested = url.searchParams.get('rapor') ?? '';
  const report = (STANDING_REPORTS as readonly string[]).includes(requested)
    ? requested
    : 'best-sellers';
  const days = url.searchParams.get('gun') || '30';
  const page = url.searchParams.get('page') || '1';
  const query = new URLSearchParams({ report, days, page });
  const data = await adminRead<StandingReport>(
    context,
    `/api/admin/reports/standing?${query}`,
    url,
  );
  const exportQuery = new URLSearchParams({ report, days });
  return { data, exportUrl: `${STANDING_REPORT_EXPORT_PATH}?${exportQuery}` };
}

export const meta: Route.MetaFunction = () => [{ title: 'Raporlar | Çarşı Yönetim' }];

const NO_PERIOD = new Set(['stock-value']);

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { data, exportUrl } = loaderData;
  const show = (kind: string, v: string | number | null | undefined) =>
    kind === 'money'
      ? formatTL(Number(v ?? 0))
      : kind === 'count'
        ? Number(v ?? 0).toLocaleString('tr-TR')
        : (v ?? '—');
  const title = STANDING_REPORT_LABELS[data.report];
  return (
    <AdminPage
      title="Raporlar"
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
      <Form method="get" aria-label="Rapor seçimi">
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            name="rapor"
            label="Rapor"
            defaultValue={data.report}
            data={STANDING_REPORTS.map((id) => ({ value: id, label: STANDING_REPORT_LABELS[id] }))}
          />
          <TextInput
            name="gun"
            label="Son kaç gün"
            type="number"
            min={1}
            max={365}
            defaultValue={String(data.days)}
            w={120}
          />
          <Button type="submit">Göster</Button>
        </Group>
      </Form>
      <h2>{title}</h2>
      <Text size="sm" c="dimmed">
        {NO_PERIOD.has(data.report)
          ? 'Bugünkü stok, SKU alış fiyatıyla.'
          : `Son ${data.days} gün (bugün dahil).`}
      </Text>
      {data.rows.length === 0 ? (
        <Text my="md">Bu raporda gösterilecek kayıt yok.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {data.columns.map((c) => (
                  <Table.Th key={c.key}>{c.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                // The first column (product code, reason, province) is unique in every report.
                <Table.Tr key={String(row[data.columns[0]?.key ?? ''])}>
                  {data.columns.map((c) => (
                    <Table.Td key={c.key}>{show(c.kind, row[c.key])}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            {data.totals ? (
              <Table.Tfoot>
                <Table.Tr>
                  {data.columns.map((c, i) => (
                    <Table.Th key={c.key}>
                      {c.kind === 'text'
                        ? i === 0
                          ? 'Toplam'
                          : ''
                        : show(c.kind, data.totals?.[c.key])}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            ) : null}
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPager page={data.page} pages={data.pages} total={data.totalCount} />
    </AdminPage>
  );
}
