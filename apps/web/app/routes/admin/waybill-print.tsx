import type { WaybillView } from '@carsi/contract';
import { data } from 'react-router';
import { PrintSheet } from '../../admin/catalogue/print';
import { adminRead } from '../../admin/load';
import { sellerForPrint } from '../../admin/seller';
import { orDash } from '../../content/seller';
import type { Route } from './+types/waybill-print';

/** stok/irsaliye-yazdir/{id}: the sevk irsaliyesi of a warehouse transfer. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const [{ waybill }, seller] = await Promise.all([
    adminRead<{ waybill: WaybillView }>(context, `/api/admin/stock/waybills/${params.id}`, url),
    sellerForPrint(context, url),
  ]);
  return { waybill, seller };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `İrsaliye ${loaderData?.waybill.number ?? ''} | Yönetim` },
  { name: 'robots', content: 'noindex, nofollow' },
];

const dateTR = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));

export default function WaybillPrint({ loaderData }: Route.ComponentProps) {
  const { waybill, seller } = loaderData;
  return (
    <PrintSheet>
      <h1>SEVK İRSALİYESİ</h1>
      <p>
        İrsaliye no: <strong>{waybill.number}</strong> · Düzenleme tarihi ve saati:{' '}
        {dateTR(waybill.issuedAt)} · Fiili sevk tarihi: {dateTR(waybill.issuedAt)}
      </p>
      <div className="stock-print__parties">
        <section>
          <h2>Gönderen</h2>
          <p>
            {orDash(seller.tradeName)}
            <br />
            {waybill.from.name}: {waybill.from.address}
            <br />
            {orDash(seller.taxOffice)} · VKN {orDash(seller.taxNumber)}
            <br />
            MERSİS {orDash(seller.mersisNumber)}
          </p>
        </section>
        <section>
          <h2>Alıcı / teslim yeri</h2>
          <p>
            {orDash(seller.tradeName)}
            <br />
            {waybill.to.name}: {waybill.to.address}
            <br />
            {orDash(seller.taxOffice)} · VKN {orDash(seller.taxNumber)}
          </p>
        </section>
      </div>
      <table>
        <thead>
          <tr>
            <th>Sıra</th>
            <th>Stok kodu</th>
            <th>Malın cinsi</th>
            <th>Miktar</th>
            <th>Birim</th>
          </tr>
        </thead>
        <tbody>
          {waybill.lines.map((line, i) => (
            <tr key={line.sku}>
              <td>{i + 1}</td>
              <td>{line.sku}</td>
              <td>{line.name}</td>
              <td>{line.quantity}</td>
              <td>{line.unit}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>Sevk nedeni: depolar arası transfer (satış değildir) — {waybill.reason}</p>
      <div className="stock-print__signatures">
        <div>Teslim eden ({waybill.adminName})</div>
        <div>Teslim alan (ad, soyad, imza)</div>
      </div>
    </PrintSheet>
  );
}
