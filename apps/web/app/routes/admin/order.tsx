import {
  type AdminOrderDetail,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@carsi/contract';
import { type AdminOrderAction, formatTL, formatTrPhone, variantLabel } from '@carsi/domain';
import { Button, Group, NumberInput, Table, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { adminRead } from '../../admin/load';
import { SwapLineForm } from '../../admin/SwapLineForm';
import { callApi } from '../../identity/api';
import type { Route } from './+types/order';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  return adminRead<AdminOrderDetail>(
    context,
    `/api/admin/orders/${encodeURIComponent(params.id)}`,
    url,
  );
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `Sipariş ${data?.orderNumber ?? ''} | Yönetim` },
  { name: 'robots', content: 'noindex, nofollow' },
];

const time = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});
const when = (iso: string | null) => (iso ? time.format(new Date(iso)) : '—');

const REFUND_STATUS_LABELS: Record<string, string> = {
  PENDING: 'iyzico onayı bekleniyor',
  REFUNDED: 'İade edildi',
  FAILED: 'Başarısız (elle iade gerekli)',
};
const ANALYTICS_LABELS: Record<string, string> = {
  userAgent: 'Tarayıcı bilgisi',
  userBrowser: 'Tarayıcı',
  userDevice: 'Cihaz',
  userEngine: 'Motor',
  userOS: 'İşletim sistemi',
  userCPU: 'İşlemci',
};

export default function AdminOrder({ loaderData: order }: Route.ComponentProps) {
  // The server sends what this admin may do to the order now (its status, payment and role).
  const allowed = (name: AdminOrderAction) => order.allowedActions.includes(name);
  const action = useAdminAction();
  const base = `/api/admin/orders/${order.orderId}`;
  const post =
    (path: string, body: object = {}) =>
    () =>
      callApi<{ message: string }>('POST', `${base}/${path}`, body);
  const put = (path: string, body: object) => () =>
    callApi<{ message: string }>('PUT', `${base}/${path}`, body);
  const [reason, setReason] = useState('');
  const [tracking, setTracking] = useState(order.trackingCode ?? '');
  const [note, setNote] = useState('');
  const [cancelQty, setCancelQty] = useState<Record<number, number>>({});
  const c = order.deliveryContact;
  const payment = order.payment;
  const selectedLines = Object.entries(cancelQty)
    .filter(([, qty]) => qty > 0)
    .map(([line, qty]) => ({ line: Number(line), qty }));

  return (
    <AdminPage
      title={`Sipariş ${order.orderNumber}`}
      actions={
        <Link
          to={`/admin-panel/siparis-yazdir/${order.orderId}/${order.orderNumber}`}
          target="_blank"
          rel="noopener"
        >
          Yazdır
        </Link>
      }
    >
      <ActionOutcomeAlert outcome={action.outcome} />
      <dl className="admin-facts">
        <dt>Durum</dt>
        <dd data-testid="siparis-durumu">
          {ORDER_STATUS_LABELS[order.orderStatus] ?? order.orderStatus}
        </dd>
        <dt>Ödeme</dt>
        <dd>
          {PAYMENT_METHOD_LABELS[order.paymentMethod ?? ''] ?? 'Seçilmedi'} ·{' '}
          {PAYMENT_STATUS_LABELS[order.paymentStatus] ?? order.paymentStatus}
        </dd>
        <dt>Tarih</dt>
        <dd>{when(order.orderTime)}</dd>
        <dt>Yazdırıldı</dt>
        <dd>{when(order.printedAt)}</dd>
        <dt>Takip kodu</dt>
        <dd>{order.trackingCode ?? '—'}</dd>
        {order.converterAppeal ? (
          <>
            <dt>Kaynak</dt>
            <dd data-testid="siparis-kaynagi">{order.converterAppeal}</dd>
          </>
        ) : null}
      </dl>

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
              {allowed('cancelLines') ? <Table.Th>İptal adedi</Table.Th> : null}
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
                {allowed('cancelLines') ? (
                  <Table.Td>
                    {line.qty > 0 && line.price > 0 ? (
                      <NumberInput
                        aria-label={`${line.name} iptal adedi`}
                        min={0}
                        max={line.qty}
                        value={cancelQty[line.index] ?? 0}
                        onChange={(v) =>
                          setCancelQty({ ...cancelQty, [line.index]: Number(v) || 0 })
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

      {allowed('swapLine') ? <SwapLineForm order={order} action={action} /> : null}

      <h2>İşlemler</h2>
      <Textarea
        label="Neden (iptal, teslim edilemedi ve ödeme işlemleri için)"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={300}
      />
      <Group mt="sm" wrap="wrap">
        {allowed('markPrinted') ? (
          <ActionButton action={action} actionKey="printed" run={post('printed')} variant="default">
            Yazdırıldı işaretle
          </ActionButton>
        ) : null}
        {allowed('markPacked') ? (
          <ActionButton
            action={action}
            actionKey="packed"
            run={post('packed')}
            confirm={{
              title: 'Sipariş paketlendi olarak işaretlensin mi?',
              body: 'Paketlenen sipariş artık müşteri tarafından iptal edilemez ve ek sipariş almaz. Bu işlem geri alınamaz.',
              confirmLabel: 'Paketlendi',
            }}
          >
            Paketlendi
          </ActionButton>
        ) : null}
        {allowed('setDelivered') ? (
          <ActionButton
            action={action}
            actionKey="delivered"
            run={post('delivered')}
            confirm={{
              title: 'Sipariş teslim edildi olarak işaretlensin mi?',
              body: 'Teslim edilen sipariş kapanır. Bu işlem geri alınamaz.',
              confirmLabel: 'Teslim edildi',
            }}
          >
            Teslim edildi
          </ActionButton>
        ) : null}
        {allowed('setUndelivered') ? (
          <ActionButton
            action={action}
            actionKey="undelivered"
            run={post('undelivered', { reason })}
            variant="default"
            confirm={{
              title: 'Sipariş teslim edilemedi olarak işaretlensin mi?',
              body: 'Yukarıdaki nedene teslim edilememe sebebini yazın. Sipariş yeni bir takip koduyla yeniden kargoya verilebilir.',
              confirmLabel: 'Teslim edilemedi',
            }}
          >
            Teslim edilemedi
          </ActionButton>
        ) : null}
        {allowed('cancelWhole') ? (
          <ActionButton
            action={action}
            actionKey="cancel"
            color="red"
            run={post('cancel', { reason })}
            confirm={{
              title: 'Sipariş iptal edilsin mi?',
              body: 'Ürünler stoğa geri alınır; kartla ödendiyse ödeme iade edilir. Bu işlem geri alınamaz.',
              confirmLabel: 'Siparişi iptal et',
            }}
          >
            Siparişi iptal et
          </ActionButton>
        ) : null}
        {allowed('cancelLines') ? (
          <ActionButton
            action={action}
            actionKey="cancel-lines"
            color="red"
            variant="outline"
            disabled={selectedLines.length === 0}
            run={post('cancel-lines', { lines: selectedLines, reason })}
            confirm={{
              title: 'Seçilen ürünler iptal edilsin mi?',
              body: 'Seçilen adetler stoğa geri alınır; kartla ödendiyse tutarları iade edilir.',
              confirmLabel: 'Seçilenleri iptal et',
            }}
          >
            Seçilenleri iptal et
          </ActionButton>
        ) : null}
        {allowed('markPaid') ? (
          <ActionButton
            action={action}
            actionKey="paid"
            run={post('paid', { reason })}
            confirm={{
              title: 'Sipariş ödendi olarak işaretlensin mi?',
              body: 'Yalnızca ödemeyi iyzico panelinde gördüyseniz işaretleyin; nedene iyzico referansını yazın. Bu işlem geri alınamaz.',
              confirmLabel: 'Ödendi',
            }}
          >
            Ödendi işaretle
          </ActionButton>
        ) : null}
        {allowed('cancelPaymentOrder') ? (
          <ActionButton
            action={action}
            actionKey="cancel-payment"
            color="red"
            variant="outline"
            run={post('cancel-payment', { reason })}
            confirm={{
              title: 'Ödeme bekleyen sipariş iptal edilsin mi?',
              body: 'Ürünler stoğa geri alınır.',
            }}
          >
            Ödeme siparişini iptal et
          </ActionButton>
        ) : null}
        {allowed('setPaymentMethod') ? (
          <ActionButton
            action={action}
            actionKey="cod"
            variant="default"
            run={put('payment-method', { paymentMethod: 'CashOnDelivery' })}
            confirm={{
              title: 'Ödeme yöntemi kapıda ödeme olsun mu?',
              body: 'Kapıda ödeme ücreti eklenir ve sipariş onaylanır. Bu işlem geri alınamaz.',
              confirmLabel: 'Kapıda ödeme',
            }}
          >
            Kapıda ödeme yap
          </ActionButton>
        ) : null}
        {allowed('updateCancelledPayment') ? (
          <ActionButton
            action={action}
            actionKey="cancelled-payment"
            run={post('cancelled-payment', { reason })}
            confirm={{
              title: 'İade elle yapıldı mı?',
              body: 'iyzico panelinden yapılan iadeyi kaydeder; nedene iade referansını yazın.',
            }}
          >
            İptal edilen ödemeyi güncelle
          </ActionButton>
        ) : null}
      </Group>
      {allowed('ship') || allowed('correctTracking') ? (
        <Group mt="sm" align="end">
          <TextInput
            label="Kargo takip kodu"
            value={tracking}
            onChange={(e) => setTracking(e.currentTarget.value)}
          />
          <ActionButton
            action={action}
            actionKey="tracking"
            disabled={!tracking.trim()}
            run={put('tracking-code', { trackingCode: tracking })}
            {...(allowed('ship')
              ? {
                  confirm: {
                    title: 'Sipariş kargoya verilsin mi?',
                    body: `Takip kodu ${tracking.trim().toUpperCase()} kaydedilir, sipariş kargoda görünür ve müşteriye SMS gider.`,
                    confirmLabel: 'Kargoya ver',
                  },
                }
              : {})}
          >
            Takip kodunu kaydet
          </ActionButton>
        </Group>
      ) : null}

      <h2>Teslimat ve fatura</h2>
      <p>
        {c.firstName} {c.lastName} · {formatTrPhone(c.phone)} · {c.email}
        <br />
        {order.shippingAddress.address} {order.shippingAddress.district}/
        {order.shippingAddress.province}
      </p>
      {allowed('updateContact') ? <ContactForm order={order} action={action} /> : null}
      {order.individualInvoice ? (
        <p>
          Bireysel fatura: {order.individualInvoice.firstName} {order.individualInvoice.lastName},
          TCKN {order.individualInvoice.identityNumber ?? '—'}, {order.individualInvoice.address}{' '}
          {order.individualInvoice.district}/{order.individualInvoice.province}
        </p>
      ) : null}
      {order.companyInvoice ? (
        <p>
          Kurumsal fatura: {order.companyInvoice.title}, {order.companyInvoice.taxOffice} VD{' '}
          {order.companyInvoice.taxNumber}, {order.companyInvoice.address}{' '}
          {order.companyInvoice.district}/{order.companyInvoice.province}
        </p>
      ) : null}
      {allowed('updateInvoice') ? <CompanyInvoiceForm order={order} action={action} /> : null}

      {/* null for a role that sees the delivery data only (the warehouse) */}
      {payment ? (
        <>
          <h2>Ödeme kayıtları</h2>
          {/* A card record only where a card was tried (cash on delivery would show dashes). */}
          {payment.paymentId !== null || payment.conversationId !== null ? (
            <p>
              iyzico ödeme no: {payment.paymentId ?? '—'} · Çekilen:{' '}
              {payment.paidPrice !== null ? formatTL(payment.paidPrice) : '—'} · Taksit:{' '}
              {payment.installment ?? '—'} · {when(payment.paidAt)}
            </p>
          ) : (
            <p>
              {order.paymentMethod === 'CashOnDelivery'
                ? `Kapıda ödeme: ${formatTL(order.totalPrice)} teslimatta tahsil edilecek.`
                : 'Kartla ödeme denemesi yok.'}
            </p>
          )}
          {payment.cardRefund ? (
            <p>
              Kart iptali/iadesi: {formatTL(payment.cardRefund.amount)} —{' '}
              {REFUND_STATUS_LABELS[payment.cardRefund.status] ?? payment.cardRefund.status}
            </p>
          ) : null}
          {payment.lineRefunds.length > 0 ? (
            <ul>
              {payment.lineRefunds.map((r) => (
                <li key={r.id}>
                  {r.basketItemId}
                  {r.qty > 0 ? ` (${r.qty} adet)` : ''}: {formatTL(r.amount)} —{' '}
                  {REFUND_STATUS_LABELS[r.status] ?? r.status}
                  {r.lastError ? ` (${r.lastError})` : ''}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}

      <h2>Geçmiş</h2>
      {order.history.length === 0 ? <p>Kayıt yok.</p> : null}
      <ol className="admin-history">
        {order.history.map((h) => (
          <li key={`${h.at}-${h.action}-${h.toStatus ?? h.message}`}>
            {when(h.at)} · {h.actorName} ·{' '}
            {h.toStatus
              ? `${ORDER_STATUS_LABELS[h.fromStatus ?? ''] ?? '—'} → ${ORDER_STATUS_LABELS[h.toStatus] ?? h.toStatus}`
              : h.message}
            {h.reason ? ` — ${h.reason}` : ''}
          </li>
        ))}
      </ol>

      <h2>Notlar</h2>
      {order.notes.length === 0 ? <p>Henüz not yok.</p> : null}
      <ul>
        {order.notes.map((n) => (
          <li key={`${n.at}-${n.actor}-${n.note}`}>
            {when(n.at)} · {n.actorName}: {n.note}
          </li>
        ))}
      </ul>
      {allowed('addNote') ? (
        <Group align="end">
          <Textarea
            label="Yeni not"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={1000}
          />
          <ActionButton
            action={action}
            actionKey="note"
            run={post('note', { note })}
            disabled={!note.trim()}
          >
            Not ekle
          </ActionButton>
        </Group>
      ) : null}
      <h2>Kullanıcı analitiği</h2>
      <p>
        {Object.entries(order.userAnalytics)
          .filter(([, v]) => v)
          .map(([k, v]) => `${ANALYTICS_LABELS[k] ?? k}: ${v}`)
          .join(' · ') || 'Kayıt yok.'}
      </p>
    </AdminPage>
  );
}

function ContactForm({
  order,
  action,
}: {
  order: AdminOrderDetail;
  action: ReturnType<typeof useAdminAction>;
}) {
  const [contact, setContact] = useState({
    firstName: order.deliveryContact.firstName,
    lastName: order.deliveryContact.lastName,
    phone: order.deliveryContact.phone,
    email: order.deliveryContact.email,
  });
  const [address, setAddress] = useState({
    country: order.shippingAddress.country,
    province: order.shippingAddress.province,
    district: order.shippingAddress.district,
    address: order.shippingAddress.address,
  });
  const field = (key: keyof typeof contact, label: string) => (
    <TextInput
      label={label}
      value={contact[key]}
      onChange={(e) => setContact({ ...contact, [key]: e.currentTarget.value })}
    />
  );
  const place = (key: 'province' | 'district' | 'address', label: string) => (
    <TextInput
      label={label}
      value={address[key]}
      onChange={(e) => setAddress({ ...address, [key]: e.currentTarget.value })}
      {...(key === 'address' ? { miw: 260 } : {})}
    />
  );
  return (
    <details className="admin-order-form">
      <summary>Teslimat bilgilerini ve adresini değiştir</summary>
      <Group align="end" wrap="wrap">
        {field('firstName', 'Ad')}
        {field('lastName', 'Soyad')}
        {field('phone', 'Telefon')}
        {field('email', 'E-posta')}
      </Group>
      <Group align="end" wrap="wrap" mt="xs">
        {place('province', 'İl')}
        {place('district', 'İlçe')}
        {place('address', 'Adres')}
        <Button
          loading={action.busy === 'contact'}
          disabled={action.busy !== null && action.busy !== 'contact'}
          onClick={() =>
            void action.run('contact', () =>
              callApi('PUT', `/api/admin/orders/${order.orderId}/delivery-contact`, {
                deliveryContact: contact,
                shippingAddress: address,
              }),
            )
          }
        >
          Kaydet
        </Button>
      </Group>
    </details>
  );
}

/** The company invoice (title, tax office and number, address); the server checks the VKN. */
function CompanyInvoiceForm({
  order,
  action,
}: {
  order: AdminOrderDetail;
  action: ReturnType<typeof useAdminAction>;
}) {
  const current = order.companyInvoice;
  const [invoice, setInvoice] = useState({
    title: current?.title ?? '',
    taxOffice: current?.taxOffice ?? '',
    taxNumber: current?.taxNumber ?? '',
    province: current?.province ?? order.shippingAddress.province,
    district: current?.district ?? order.shippingAddress.district,
    address: current?.address ?? order.shippingAddress.address,
  });
  const field = (key: keyof typeof invoice, label: string) => (
    <TextInput
      label={label}
      value={invoice[key]}
      onChange={(e) => setInvoice({ ...invoice, [key]: e.currentTarget.value })}
      {...(key === 'address' || key === 'title' ? { miw: 260 } : {})}
    />
  );
  return (
    <details className="admin-order-form">
      <summary>{current ? 'Kurumsal faturayı değiştir' : 'Kurumsal faturaya çevir'}</summary>
      <Group align="end" wrap="wrap">
        {field('title', 'Firma unvanı')}
        {field('taxOffice', 'Vergi dairesi')}
        {field('taxNumber', 'Vergi numarası')}
      </Group>
      <Group align="end" wrap="wrap" mt="xs">
        {field('province', 'İl')}
        {field('district', 'İlçe')}
        {field('address', 'Adres')}
        <Button
          loading={action.busy === 'invoice'}
          disabled={action.busy !== null && action.busy !== 'invoice'}
          onClick={() =>
            void action.run('invoice', () =>
              callApi('PUT', `/api/admin/orders/${order.orderId}/invoice`, {
                invoiceType: 'company',
                companyInvoice: invoice,
              }),
            )
          }
        >
          Faturayı kaydet
        </Button>
      </Group>
    </details>
  );
}
