import { formatTL, variantLabel } from '@carsi/domain';
import { NumberInput, Table } from '@mantine/core';
import { type Order, offers } from './shared';

/** Units to cancel per line index, chosen in the lines table and sent by "Seçilenleri iptal et". */
export type CancelQuantities = Record<number, number>;

/** The chosen units as the cancel-lines call takes them (lines with none left out). */
export const chosenLines = (cancelQty: CancelQuantities) =>
  Object.entries(cancelQty)
    .filter(([, qty]) => qty > 0)
    .map(([line, qty]) => ({ line: Number(line), qty }));

/**
 * The order's lines (with a quantity to cancel per paid line when the server offers cancelling
 * lines) and its totals: net, VAT per rate, discount, shipping, cash-on-delivery fee, total.
 */
export function OrderLines({
  order,
  cancelQty,
  onCancelQty,
}: {
  order: Order;
  cancelQty: CancelQuantities;
  onCancelQty: (next: CancelQuantities) => void;
}) {
  const cancelling = offers(order, 'cancelLines');
  return (
    <>
      <h2>Ürünler</h2>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ürün</Table.Th>
              <Table.Th>SKU</Table.Th>
              <Table.Th>Adet</Table.Th>
              <Table.Th>KDV</Table.Th>
              <Table.Th>Tutar</Table.Th>
              {cancelling ? <Table.Th>İptal adedi</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line) => (
              <Table.Tr key={line.index}>
                <Table.Td>
                  {line.name} {variantLabel(line)}
                  {line.price === 0 ? ' (hediye)' : ''}
                </Table.Td>
                <Table.Td>{line.sku}</Table.Td>
                <Table.Td>
                  {line.qty}
                  {line.cancelledQty > 0 ? ` (${line.cancelledQty} iptal)` : ''}
                </Table.Td>
                <Table.Td>%{line.vat}</Table.Td>
                <Table.Td>{formatTL(line.itemsTotalPrice - line.discount)}</Table.Td>
                {cancelling ? (
                  <Table.Td>
                    {line.qty > 0 && line.price > 0 ? (
                      <NumberInput
                        aria-label={`${line.name} iptal adedi`}
                        min={0}
                        max={line.qty}
                        value={cancelQty[line.index] ?? 0}
                        onChange={(v) =>
                          onCancelQty({ ...cancelQty, [line.index]: Number(v) || 0 })
                        }
                        w={90}
                      />
                    ) : null}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <dl className="admin-facts">
        <dt>Ara toplam (KDV hariç)</dt>
        <dd>{formatTL(order.itemsPrice)}</dd>
        {order.vatByRate.map((v) => (
          <div key={v.rate} style={{ display: 'contents' }}>
            <dt>KDV %{v.rate}</dt>
            <dd>{formatTL(v.vat)}</dd>
          </div>
        ))}
        <dt>İndirim</dt>
        <dd>{formatTL(order.discountTotal)}</dd>
        <dt>Kargo</dt>
        <dd>{formatTL(order.shippingPrice)}</dd>
        <dt>Kapıda ödeme ücreti</dt>
        <dd>{formatTL(order.cashOnDeliveryFee)}</dd>
        <dt>Toplam</dt>
        <dd>
          <strong>{formatTL(order.totalPrice)}</strong>
        </dd>
      </dl>
    </>
  );
}
