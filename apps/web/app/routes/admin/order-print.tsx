import { type AdminOrderDetail, PAYMENT_METHOD_LABELS } from '@carsi/contract';
import { amountInWords, formatTL, formatTrPhone, variantLabel } from '@carsi/domain';
import { useEffect, useRef, useState } from 'react';
import { data } from 'react-router';
import { adminRead } from '../../admin/load';
import { SellerPrintBlock, sellerForPrint } from '../../admin/seller';
import { call } from '../../api/call';
import type { Route } from './+types/order-print';

/** The A4 print of an order: its number as a Code 128 barcode (bwip-js SVG, drawn on the server). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const [order, seller] = await Promise.all([
    adminRead<AdminOrderDetail>(context, `/api/admin/orders/${encodeURIComponent(params.id)}`, url),
    sellerForPrint(context, url),
  ]);
  if (order.orderNumber !== params.shortId)
    throw data({ message: 'Sipariş bulunamadı.' }, { status: 404 });
  // Loaded on the first print: the storefront's server should not carry bwip-js in memory.
  const { toSVG } = await import('bwip-js/node');
  const barcode = toSVG({
    bcid: 'code128',
    text: order.orderNumber,
    height: 12,
    includetext: true,
    textxalign: 'center',
  });
  return { order, barcode, seller };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: `Yazdır ${loaded?.order.orderNumber ?? ''} | Yönetim` },
  { name: 'robots', content: 'noindex, nofollow' },
];

const PRINT_CSS = `
@page { size: A4; margin: 14mm; }
.order-print { max-width: 190mm; margin: 0 auto; font-size: 11pt; color: #000; background: #fff; }
.order-print table { width: 100%; border-collapse: collapse; }
.order-print th, .order-print td { border-bottom: 1px solid #999; padding: 4px; text-align: left; }
.order-print__barcode svg { width: 70mm; height: auto; }
@media print {
  .order-print__tools, .mantine-AppShell-header, .mantine-AppShell-navbar { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; }
}`;

export default function OrderPrint({ loaderData }: Route.ComponentProps) {
  const { order, barcode, seller } = loaderData;
  const [marked, setMarked] = useState(order.printedAt !== null);
  const [error, setError] = useState<string | null>(null);
  const marking = useRef(false);
  const mark = async () => {
    if (marked || marking.current) return;
    marking.current = true;
    try {
      await call('POST /api/admin/orders/:id/printed', { params: { id: order.orderId }, body: {} });
      setMarked(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unknown error');
    } finally {
      marking.current = false;
    }
  };
  useEffect(() => {
    const afterPrint = () => void mark();
    window.addEventListener('afterprint', afterPrint);
    return () => window.removeEventListener('afterprint', afterPrint);
  });
  const c = order.deliveryContact;
  const a = order.shippingAddress;
  return (
    <div className="order-print">
      <style>{PRINT_CSS}</style>
      <div className="order-print__tools">
        <button
          type="button"
          onClick={async () => {
            await mark();
            window.print();
          }}
        >
          Yazdır
        </button>{' '}
        <span role="status">{marked ? 'Yazdırıldı olarak işaretli.' : ''}</span>
        {error ? <span role="alert"> {error}</span> : null}
      </div>
      <h1>Sipariş {order.orderNumber}</h1>
      <SellerPrintBlock seller={seller} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: bwip-js SVG drawn on the server from the order number */}
      <div className="order-print__barcode" dangerouslySetInnerHTML={{ __html: barcode }} />
      <p>
        <strong>Alıcı:</strong> {c.firstName} {c.lastName} · {formatTrPhone(c.phone)}
        <br />
        <strong>Adres:</strong> {a.address} {a.district}/{a.province}
        <br />
        <strong>Ödeme:</strong> {PAYMENT_METHOD_LABELS[order.paymentMethod ?? ''] ?? 'Seçilmedi'}
        {order.paymentMethod === 'CashOnDelivery'
          ? ` — kapıda tahsil edilecek: ${formatTL(order.totalPrice)}`
          : ''}
      </p>
      <table>
        <thead>
          <tr>
            <th>SKU</th>
            <th>Ürün</th>
            <th>Adet</th>
            <th>Tutar</th>
          </tr>
        </thead>
        <tbody>
          {order.lines
            .filter((line) => line.qty > 0)
            .map((line) => (
              <tr key={line.index}>
                <td>{line.sku}</td>
                <td>
                  {line.name} {variantLabel(line)}
                </td>
                <td>{line.qty}</td>
                <td>{formatTL(line.itemsTotalPrice - line.discount)}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <p>
        <strong>Toplam: {formatTL(order.totalPrice)}</strong>
        <br />
        <strong>Yalnız:</strong>{' '}
        <span data-testid="amount-in-words">{amountInWords(order.totalPrice)}</span>
      </p>
    </div>
  );
}
