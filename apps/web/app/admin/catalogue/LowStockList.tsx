import type { LowStockRow } from '@carsi/contract';
import { Table } from '@mantine/core';
import { Link } from 'react-router';

export interface LowStock {
  defaultThreshold: number;
  rows: LowStockRow[];
  total: number;
}

/** The admin home's "Azalan stok": SKUs at or below their threshold, fewest first. */
export function LowStockList({ lowStock }: { lowStock: LowStock }) {
  const { rows, total, defaultThreshold } = lowStock;
  return (
    <section className="admin-section" aria-labelledby="azalan-stok">
      <h2 id="azalan-stok">Azalan stok</h2>
      <p className="admin-empty">
        Stoğu kendi eşiğine (belirtilmemişse {defaultThreshold} adede) inmiş SKU’lar
        {total > rows.length ? `; en az stoklu ${rows.length} tanesi (toplam ${total})` : ''}.
      </p>
      {rows.length === 0 ? (
        <p className="admin-empty">Eşiğin altında stok yok.</p>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>SKU</Table.Th>
                <Table.Th>Ürün</Table.Th>
                <Table.Th>Varyant</Table.Th>
                <Table.Th>Stok</Table.Th>
                <Table.Th>Eşik</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.skuId}>
                  <Table.Td>
                    <Link to={`/admin-panel/stok?q=${encodeURIComponent(row.sku)}`}>{row.sku}</Link>
                  </Table.Td>
                  <Table.Td>{row.productName}</Table.Td>
                  <Table.Td>{row.variant || '—'}</Table.Td>
                  <Table.Td>{row.countInStock === 0 ? 'Tükendi' : row.countInStock}</Table.Td>
                  <Table.Td>{row.threshold}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
