import type { AdminProductRow, TaxonomyItem } from '@carsi/contract';
import { imageUrl } from '@carsi/contract/images';
import { formatTL } from '@carsi/domain';
import { Button, Group, Select } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead } from '../../admin/load';
import type { Route } from './+types/products';

type ProductList = { products: AdminProductRow[]; total: number; page: number; pages: number };
type Choices = { items: TaxonomyItem[] };

/** The page's URL (q, page, departman, marka, stok, aktif, sirala) as the API's query. */
function apiQuery(url: URL): string {
  const query = new URLSearchParams();
  const pairs: Array<[string, string]> = [
    ['q', 'keyword'],
    ['page', 'pageNumber'],
    ['departman', 'departmentId'],
    ['marka', 'brandId'],
    ['stok', 'stock'],
    ['aktif', 'active'],
    ['sirala', 'sirala'],
  ];
  for (const [from, to] of pairs) {
    const value = url.searchParams.get(from);
    if (value) query.set(to, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const [list, departments, brands] = await Promise.all([
    adminRead<ProductList>(context, `/api/admin/products${apiQuery(url)}`, url),
    adminRead<Choices>(context, '/api/admin/taxonomy/departments?hepsi=true', url),
    adminRead<Choices>(context, '/api/admin/taxonomy/brands?hepsi=true', url),
  ]);
  const options = (c: Choices) => c.items.map((i) => ({ value: String(i.id), label: i.name }));
  return { list, departments: options(departments), brands: options(brands) };
}

export const meta: Route.MetaFunction = () => [{ title: 'Ürünler | Çarşı Yönetim' }];

const columns: ColumnDef<AdminProductRow, unknown>[] = [
  {
    id: 'image',
    header: 'Görsel',
    cell: ({ row }) =>
      row.original.image ? (
        <img src={imageUrl(row.original.image, 320)} alt="" width={48} height={48} loading="lazy" />
      ) : null,
  },
  {
    id: 'name',
    header: 'Ürün',
    meta: { sortKey: 'ad' },
    cell: ({ row }) => (
      <Link to={`/admin-panel/urun/duzenle/${row.original.id}`}>{row.original.name}</Link>
    ),
  },
  { id: 'code', header: 'Kod', cell: ({ row }) => row.original.code },
  { id: 'department', header: 'Departman', cell: ({ row }) => row.original.department ?? '—' },
  { id: 'brand', header: 'Marka', cell: ({ row }) => row.original.brand ?? '—' },
  {
    id: 'price',
    header: 'Fiyat',
    meta: { sortKey: 'fiyat' },
    cell: ({ row }) => formatTL(row.original.defaultPrice),
  },
  { id: 'skus', header: 'SKU', cell: ({ row }) => row.original.skuCount },
  { id: 'stock', header: 'Stok', meta: { sortKey: 'stok' }, cell: ({ row }) => row.original.stock },
  { id: 'active', header: 'Durum', cell: ({ row }) => (row.original.isActive ? 'Aktif' : 'Pasif') },
  {
    id: 'actions',
    header: 'İşlemler',
    cell: ({ row }) => (
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={`/admin-panel/urunler/urun-ekle/${row.original.id}`}
        >
          Kopyala
        </Button>
      </Group>
    ),
  },
];

export default function Products({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const { list } = loaderData;
  return (
    <AdminPage
      title="Ürünler"
      actions={
        <Button component={Link} to="/admin-panel/urunler/urun-ekle">
          Yeni ürün
        </Button>
      }
    >
      <ListSearch label="Ürün adı, kısa kod veya SKU">
        <Select
          name="departman"
          label="Departman"
          clearable
          data={loaderData.departments}
          defaultValue={params.get('departman')}
        />
        <Select
          name="marka"
          label="Marka"
          clearable
          searchable
          data={loaderData.brands}
          defaultValue={params.get('marka')}
        />
        <Select
          name="stok"
          label="Stok"
          clearable
          data={[
            { value: 'var', label: 'Stokta var' },
            { value: 'yok', label: 'Stokta yok' },
          ]}
          defaultValue={params.get('stok')}
        />
        <Select
          name="aktif"
          label="Durum"
          clearable
          data={[
            { value: 'evet', label: 'Aktif' },
            { value: 'hayir', label: 'Pasif' },
          ]}
          defaultValue={params.get('aktif')}
        />
      </ListSearch>
      <AdminTable
        caption="Ürünler"
        columns={columns}
        rows={list.products}
        rowKey={(p) => String(p.id)}
        empty="Aramaya uyan ürün yok."
      />
      <ListPager page={list.page} pages={list.pages} total={list.total} />
    </AdminPage>
  );
}
