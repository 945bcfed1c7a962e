import '@mantine/core/styles/Button.css';
import type { WholesaleBankAccountView, WholesaleOrderView } from '@carsi/contract';
import { PAYMENT_PROOF_MAX_BYTES, wholesalePaymentMethodLabels } from '@carsi/contract/wholesale';
import { awaitsTransferReceipt, formatTL } from '@carsi/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { call, messageOf, send as sendApi, urlOf } from '../api/call';
import { Alert, dateText } from './ui';

/** Bank receipt upload (PDF or image): stored first, then attached with updateWholeSaleOrderPaymentProof. */
export function ReceiptUpload({ order }: { order: WholesaleOrderView }) {
  const revalidator = useRevalidator();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!awaitsTransferReceipt(order.orderStatus)) return null;
  async function send() {
    if (!file) return;
    setOutcome(null);
    if (file.size > PAYMENT_PROOF_MAX_BYTES) {
      setOutcome({
        kind: 'error',
        text: `Dekont dosyası en çok ${PAYMENT_PROOF_MAX_BYTES / 1024 / 1024} MB olabilir.`,
      });
      return;
    }
    setBusy(true);
    try {
      const { documentUrl } = await sendApi<{ documentUrl: string }>(
        'POST',
        urlOf('/api/wholesale/uploadPaymentProof', { query: { id: order.id } }),
        file,
      );
      const result = await call('PUT /api/wholesale/updateWholeSaleOrderPaymentProof', {
        body: { id: order.id, documentUrl },
      });
      setOutcome({ kind: 'ok', text: result.message });
      await revalidator.revalidate();
    } catch (error) {
      setOutcome({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="ws-box ws-noprint" aria-label="Havale dekontu">
      <h2>Havale dekontu</h2>
      <p>
        {formatTL(order.totalPrice)} tutarını şirket hesabımıza havale/EFT ile gönderip dekontu (PDF
        veya resim) yükleyin. Açıklamaya sipariş numaranızı ({order.orderNumber}) yazın.
      </p>
      {order.documentUrl ? (
        <p>
          Yüklenen dekont:{' '}
          <a href={order.documentUrl} target="_blank" rel="noreferrer">
            Dekontu görüntüle
          </a>
        </p>
      ) : null}
      <input
        type="file"
        aria-label="Dekont dosyası"
        accept="application/pdf,image/jpeg,image/png,image/webp"
        onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
      />
      {outcome ? <Alert kind={outcome.kind}>{outcome.text}</Alert> : null}
      <div className="ws-actions">
        <Button onClick={() => void send()} loading={busy} disabled={!file}>
          Dekontu yükle
        </Button>
      </div>
    </section>
  );
}

/**
 * A portal order page opened without ?id= (a bookmark, a shared link cut short): where to
 * find the order instead of a bare 400.
 */
export function NoOrderChosen({ title }: { title: string }) {
  return (
    <main className="container ws-page">
      <h1>{title}</h1>
      <Alert kind="info">
        Hangi siparişin açılacağı bu adreste yazmıyor. Siparişlerinizi ve ödeme bekleyenleri
        Siparişlerim sayfasında bulabilirsiniz.
      </Alert>
      <div className="ws-actions">
        <Link to="/toptan-siparislerim">Siparişlerim</Link>
        <Link to="/toptan-urunler">Ürünlere dön</Link>
      </div>
    </main>
  );
}

/** Where a bank transfer is paid: the shop's account set on the admin toptan-ayarlari screen. */
export function BankTransferDetails({
  bankAccount,
  orderNumber,
}: {
  bankAccount: WholesaleBankAccountView | null;
  orderNumber?: string;
}) {
  if (!bankAccount) {
    return (
      <p className="ws-muted">
        Havale bilgilerimiz henüz tanımlanmadı; hesap bilgisi için lütfen bizimle iletişime geçin.
      </p>
    );
  }
  return (
    <section className="ws-box ws-bank" aria-label="Havale bilgileri">
      <h2>Havale bilgileri</h2>
      <dl>
        <dt>Banka</dt>
        <dd>{bankAccount.bankName}</dd>
        <dt>Hesap sahibi</dt>
        <dd>{bankAccount.accountHolder}</dd>
        <dt>IBAN</dt>
        <dd>
          <strong data-testid="bank-iban">{bankAccount.iban}</strong>
        </dd>
      </dl>
      <p className="ws-muted">
        {orderNumber
          ? `Açıklamaya sipariş numaranızı (${orderNumber}) yazın.`
          : 'Açıklamaya sipariş numaranızı yazın.'}
      </p>
    </section>
  );
}

/** A line's variant (size, colour) without the catalogue's "Pass" placeholder. */
export const variantText = (line: { size: string; color: string }) =>
  [line.size, line.color].filter((part) => part && part !== 'Pass').join(' · ');

export function OrderSummary({ order }: { order: WholesaleOrderView }) {
  return (
    <>
      <dl className="ws-stats">
        <div className="ws-stat">
          <dt>Sipariş no</dt>
          <dd>
            <strong>{order.orderNumber}</strong>
          </dd>
        </div>
        <div className="ws-stat">
          <dt>Durum</dt>
          <dd>
            <strong data-testid="order-status">{order.statusLabel}</strong>
          </dd>
        </div>
        <div className="ws-stat">
          <dt>Ödeme</dt>
          <dd>
            {wholesalePaymentMethodLabels[order.paymentMethod]}
            {order.paymentTerm > 0 ? ` · ${order.paymentTerm} gün vade` : ''}
            {order.downPaymentPercentage > 0 ? ` · peşinat ${formatTL(order.downPayment)}` : ''}
            {order.dueAt ? ` · son ödeme ${dateText(order.dueAt)}` : ''}
          </dd>
        </div>
        <div className="ws-stat">
          <dt>Tarih</dt>
          <dd>{dateText(order.createdAt)}</dd>
        </div>
      </dl>
      <table className="ws-table">
        <thead>
          <tr>
            <th>Ürün</th>
            <th>Adet</th>
            <th>Birim (KDV hariç)</th>
            <th>KDV</th>
            <th>Tutar</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={`p-${line.skuId}`}>
              <td>
                {line.name}
                <div className="ws-muted">{line.sku}</div>
              </td>
              <td>
                {line.qty} {line.productUnit}
              </td>
              <td>{formatTL(line.price)}</td>
              <td>%{line.vat}</td>
              <td>{formatTL(line.price * line.qty)}</td>
            </tr>
          ))}
          {order.freeItems.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: free lines only ever grow at the end
            <tr key={`f-${line.skuId}-${i}`}>
              <td>
                {line.name} <em>(mal fazlası)</em>
                <div className="ws-muted">{line.sku}</div>
              </td>
              <td>
                {line.qty} {line.productUnit}
              </td>
              <td>{formatTL(0)}</td>
              <td>%{line.vat}</td>
              <td>{formatTL(0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="ws-summary" aria-label="Sipariş tutarı">
        <tbody>
          <tr>
            <td>Tutar KDV Hariç</td>
            <td>{formatTL(order.price)}</td>
          </tr>
          <tr>
            <td>KDV</td>
            <td>{formatTL(order.taxPrice)}</td>
          </tr>
          <tr>
            <td>Tutar KDV Dahil</td>
            <td>{formatTL(order.totalPrice)}</td>
          </tr>
          <tr>
            <td>Kazanılan mal fazlası</td>
            <td>{formatTL(order.freeGoodsEarned)}</td>
          </tr>
          <tr>
            <td>Kullanılan mal fazlası</td>
            <td>{formatTL(order.freeGoodsUsed)}</td>
          </tr>
        </tbody>
      </table>
      <p>
        Teslimat: {order.deliveryAddress.title} — {order.deliveryAddress.contactName},{' '}
        {order.deliveryAddress.address}, {order.deliveryAddress.district} /{' '}
        {order.deliveryAddress.province}
      </p>
      {order.paymentMethod === 'bankTransfer' ? (
        <BankTransferDetails bankAccount={order.bankAccount} orderNumber={order.orderNumber} />
      ) : null}
    </>
  );
}
