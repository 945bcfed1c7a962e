import type { UpsProvinceRowView } from '@carsi/contract';
import { Anchor, Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead, listQuery } from '../../admin/load';
import type { Route } from './+types/ups-areas';

interface UpsAreaList {
  items: UpsProvinceRowView[];
  total: number;
  page: number;
  pages: number;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  return adminRead<UpsAreaList>(
    context,
    `/api/admin/ups-areas${listQuery(url, ['q', 'page'])}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [
  { title: 'UPS il ve ilçe listesi | Yönetim | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** Admin ups-il-ve-ilce-listesi: the 81 provinces with UPS's codes, searchable, paged. */
export default function AdminUpsAreas({ loaderData: list }: Route.ComponentProps) {
  const columns: ColumnDef<UpsProvinceRowView, unknown>[] = [
    { header: 'Plaka / UPS il kodu', accessorKey: 'cityCode' },
    {
      header: 'İl',
      cell: ({ row }) => (
        <Anchor component={Link} to={`/admin-panel/ups-il-detay/duzenle/${row.original.id}`}>
          {row.original.name}
        </Anchor>
      ),
    },
    { header: 'İlçe', accessorKey: 'districts' },
    {
      header: 'Kontrol',
      cell: ({ row }) => (
        <span>
          {row.original.unconfirmed > 0 ? (
            <Badge color="yellow">{row.original.unconfirmed} ilçe kodu UPS ile doğrulanmadı</Badge>
          ) : (
            <Badge color="green">Doğrulandı</Badge>
          )}{' '}
          {row.original.notServed > 0 ? (
            <Badge color="gray">{row.original.notServed} ilçeye hizmet yok</Badge>
          ) : null}
        </span>
      ),
    },
    {
      header: 'İşlem',
      cell: ({ row }) => (
        <Anchor
          component={Link}
          to={`/admin-panel/ups-il-detay/duzenle/${row.original.id}`}
          aria-label={`${row.original.name} kodlarını düzenle`}
        >
          Düzenle
        </Anchor>
      ),
    },
  ];
  return (
    <AdminPage title="UPS il ve ilçe listesi">
      <p>
        UPS gönderilerinde adres, il (plaka) ve UPS'in kendi ilçe kodlarıyla gider. Kodları UPS'in
        müşteriye verdiği listeyle karşılaştırıp doğrulayın; eşleşmeyen bir ilçeye gönderi açılmaz.
      </p>
      <ListSearch label="İl, ilçe veya kod" />
      <AdminTable
        caption="UPS illeri"
        columns={columns}
        rows={list.items}
        rowKey={(r) => String(r.id)}
        empty="Bu aramaya uyan il veya ilçe yok."
      />
      <ListPager page={list.page} pages={list.pages} total={list.total} />
    </AdminPage>
  );
}
