import { type SupplierOrderView, supplierOrderStatusLabels } from '@carsi/contract';
import { formatTL, formatTrPhone } from '@carsi/domain';
import { data } from 'react-router';
import { PrintSheet } from '../../admin/catalogue/print';
import { adminRead } from '../../admin/load';
import { sellerForPrint } from '../../admin/seller';
import { orDash } from '../../content/seller';
import type { Route } from './+types/supplier-order-print';

/** tedarikci-siparisi-yazdir/{id}: the purchase order as sent to the supplier. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const [{ order }, seller] = await Promise.all([
    adminRead<{ order: SupplierOrderView }>(
      context,
      `/api/admin/supplier-orders/${params.id}`,
      url,
    ),
    sellerForPrint(context, url),
  ]);
  return { order, seller };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Satın alma siparişi ${loaderData?.order.id ?? ''} | Yönetim` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SupplierOrderPrint({ loaderData }: Route.ComponentProps) {
  const { order, seller } = loaderData;
  const s = order.supplier;
  return (
    <PrintSheet>
      <h1>SATIN ALMA SİPARİŞİ #{order.id}</h1>
      <p>
        Tarih: {order.createdAt.slice(0, 10)} · Beklenen teslim: {order.expectedDate ?? '—'} ·
        Durum: {supplierOrderStatusLabels[order.status]}
      </p>
      <div className="stock-print__parties">
        <section>
          <h2>Alıcı</h2>
          <p>
            {orDash(seller.tradeName)}
            <br />
            Teslim yeri: {order.warehouseName}, {order.warehouseAddress}
            <br />
            {orDash(seller.taxOffice)} · VKN {orDash(seller.taxNumber)}
          </p>
        </section>
        <section>
          <h2>Tedarikçi</h2>
          <p>
            {order.supplierName}
            <br />
            {[s.address, s.contactName, s.phone && formatTrPhone(s.phone), s.email]
              .filter(Boolean)
              .join(' · ')}
            <br />
            {s.taxOffice ? `${s.taxOffice} · ` : ''}
            {s.taxNumber ? `VKN/TCKN ${s.taxNumber}` : ''}
          </p>
        </section>
      </div>
      <table>
        <thead>
          <tr>
            <th>Sıra</th>
            <th>Stok kodu</th>
            <th>Ürün</th>
            <th>Miktar</th>
            <th>Birim fiyat (KDV hariç)</th>
            <th>Tutar</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={line.skuId}>
              <td>{i + 1}</td>
              <td>{line.sku}</td>
              <td>{line.name}</td>
              <td>{line.quantity}</td>
              <td>{formatTL(line.unitCost)}</td>
              <td>{formatTL(line.quantity * line.unitCost)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={5}>Toplam (KDV hariç)</th>
            <th>{formatTL(order.total)}</th>
          </tr>
        </tfoot>
      </table>
      {order.note ? <p>Not: {order.note}</p> : null}
      <div className="stock-print__signatures">
        <div>Siparişi veren ({order.createdBy})</div>
        <div>Tedarikçi onayı</div>
      </div>
    </PrintSheet>
  );
}
