import { roleCanDo } from '@carsi/contract/access';
import { Anchor, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { formatDateTime, useAdminRole } from '../../admin/format';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead, listQuery } from '../../admin/load';
import { RuralAreaForm } from '../../admin/shipping/RuralAreaForm';
import { type CallOutput, call } from '../../api/call';
import type { Route } from './+types/rural-areas';

type RuralList = CallOutput<'GET /api/admin/rural-areas'>;
type RuralArea = RuralList['areas'][number];
type CarrierList = CallOutput<'GET /api/admin/carrier-settings'>;

export async function loader({ context, url }: Route.LoaderArgs) {
  const [list, settings] = await Promise.all([
    adminRead<RuralList>(context, `/api/admin/rural-areas${listQuery(url, ['q', 'page'])}`, url),
    adminRead<CarrierList>(context, '/api/admin/carrier-settings', url),
  ]);
  return { list, carriers: settings.carriers };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Mobil bölgeler | Yönetim | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const placeOf = (area: RuralArea) =>
  area.village
    ? `${area.village} (${area.district} / ${area.province})`
    : `${area.district} / ${area.province}`;

/**
 * Mobil bölgeler: the districts and villages the main carrier does not serve. An order to one of
 * them is booked with the second carrier; staff add and remove places here.
 */
export default function AdminRuralAreas({ loaderData }: Route.ComponentProps) {
  const { list, carriers } = loaderData;
  const role = useAdminRole();
  const mayEdit = role !== null && roleCanDo(role, 'orders.fulfil');
  const action = useAdminAction();
  const searched = Boolean(new URLSearchParams(useLocation().search).get('q'));
  const main = carriers.find((c) => c.main)?.carrierLabel ?? 'Ana kargo firması';
  const rural = carriers.find((c) => c.rural)?.carrierLabel ?? 'ikinci kargo firması';

  const columns: ColumnDef<RuralArea, unknown>[] = [
    { header: 'İl', accessorKey: 'province' },
    { header: 'İlçe', accessorKey: 'district' },
    {
      header: 'Köy / mahalle',
      cell: ({ row }) =>
        row.original.village || (
          <Text component="span" c="dimmed" size="sm">
            İlçenin tamamı
          </Text>
        ),
    },
    { header: 'Not', cell: ({ row }) => row.original.note || '—' },
    { header: 'Eklenme', cell: ({ row }) => formatDateTime(row.original.createdAt) },
    ...(mayEdit
      ? [
          {
            header: 'İşlem',
            cell: ({ row }) => (
              <ActionButton
                size="xs"
                color="red"
                variant="light"
                action={action}
                actionKey={`delete-${row.original.id}`}
                aria-label={`${placeOf(row.original)} listeden çıkar`}
                confirm={{
                  title: 'Listeden çıkarılsın mı?',
                  body: `${placeOf(row.original)} mobil bölge listesinden çıkarılacak. Buraya giden yeni siparişler yeniden ${main} ile gönderilir.`,
                  confirmLabel: 'Listeden çıkar',
                }}
                run={() =>
                  call('DELETE /api/admin/rural-areas/:id', { params: { id: row.original.id } })
                }
              >
                Sil
              </ActionButton>
            ),
          } satisfies ColumnDef<RuralArea, unknown>,
        ]
      : []),
  ];

  return (
    <AdminPage
      title="Mobil bölgeler"
      actions={
        <Anchor component={Link} to="/admin-panel/kargo-ayarlari">
          Kargo ayarları
        </Anchor>
      }
    >
      <Text mb="md">
        {main}’nun hizmet vermediği ilçe ve köyler. Bu yerlere giden siparişler {rural} ile
        gönderilir; siparişin kargo bölümünde seçilen firma ve nedeni görünür, personel isterse
        değiştirebilir.
      </Text>
      {mayEdit ? <RuralAreaForm ruralCarrier={rural} /> : null}
      <ActionOutcomeAlert outcome={action.outcome} />
      <ListSearch label="İl, ilçe, köy veya not" />
      <AdminTable
        caption="Mobil bölgeler"
        columns={columns}
        rows={list.areas}
        rowKey={(area) => String(area.id)}
        empty={
          searched
            ? 'Bu aramaya uyan yer yok.'
            : `Listede yer yok: bütün siparişler ${main} ile gönderiliyor.`
        }
      />
      <ListPager page={list.page} pages={list.pages} total={list.total} />
    </AdminPage>
  );
}
