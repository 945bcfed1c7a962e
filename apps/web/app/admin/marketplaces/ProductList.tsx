import {
  MARKETPLACE_PRODUCT_FILTER_LABELS,
  MARKETPLACE_PRODUCT_FILTERS,
  type UploadView,
} from '@carsi/contract';
import { Anchor, NativeSelect } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation } from 'react-router';
import { AdminTable } from '../AdminTable';
import { ListPager, ListSearch } from '../ListControls';
import { UploadStateBadge } from './UploadResult';

export interface MarketplaceProductRow {
  productId: number;
  code: string;
  name: string;
  matched: boolean;
  brandName: string | null;
  categoryName: string | null;
  upload: UploadView | null;
}

/** Products with their match and latest upload; search, "needs fixing" filter and paging. */
export function ProductList({
  rows,
  total,
  page,
  pageSize,
  selectedId,
}: {
  rows: MarketplaceProductRow[];
  total: number;
  page: number;
  pageSize: number;
  selectedId: number | null;
}) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const open = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('urun', String(id));
    return `?${next.toString()}`;
  };
  const columns: ColumnDef<MarketplaceProductRow, unknown>[] = [
    { header: 'Kod', accessorKey: 'code' },
    {
      header: 'Ürün',
      cell: ({ row }) => (
        <Anchor
          component={Link}
          to={open(row.original.productId)}
          aria-current={row.original.productId === selectedId ? 'true' : undefined}
          preventScrollReset
        >
          {row.original.name}
        </Anchor>
      ),
    },
    {
      header: 'Eşleştirme',
      cell: ({ row }) =>
        row.original.matched
          ? `${row.original.brandName ?? '—'} · ${row.original.categoryName ?? '—'}`
          : 'Eşleştirilmedi',
    },
    {
      header: 'Gönderim',
      cell: ({ row }) => (
        <span>
          <UploadStateBadge upload={row.original.upload} />
          {row.original.upload?.needsFixing ? (
            <span className="marketplace-reasons">
              {' '}
              {row.original.upload.error ??
                row.original.upload.items
                  .filter((i) => i.approval === 'rejected')
                  .map((i) => `${i.barcode}: ${i.failureReasons.join(' ')}`)
                  .join(' · ')}
            </span>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <section aria-labelledby="products-title">
      <h2 id="products-title">Ürünler</h2>
      <ListSearch label="Ürün adı veya kodu">
        <NativeSelect
          name="durum"
          label="Durum"
          defaultValue={params.get('durum') ?? 'all'}
          data={MARKETPLACE_PRODUCT_FILTERS.map((f) => ({
            value: f,
            label: MARKETPLACE_PRODUCT_FILTER_LABELS[f],
          }))}
        />
      </ListSearch>
      <AdminTable
        caption="Pazaryeri ürünleri"
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.productId)}
        empty="Bu aramaya uyan ürün yok."
      />
      <ListPager page={page} pages={Math.max(1, Math.ceil(total / pageSize))} total={total} />
    </section>
  );
}
