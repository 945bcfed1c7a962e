import { Group, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../api/call';
import { ActionButton } from '../ActionButton';
import type { CancelQuantities } from './OrderLines';
import { chosenLines } from './OrderLines';
import { type AdminAction, type Order, offers } from './shared';

/**
 * "İşlemler": one button per action the server offers (printed, packed, delivered, undelivered,
 * cancel, cancel lines, paid, cancel the payment order, cash on delivery, cancelled payment) and
 * the tracking code (ships a packed or undelivered order, corrects a shipped one's code).
 */
export function OrderActions({
  order,
  action,
  cancelQty,
}: {
  order: Order;
  action: AdminAction;
  cancelQty: CancelQuantities;
}) {
  const params = { id: order.orderId };
  const [reason, setReason] = useState('');
  const [tracking, setTracking] = useState(order.trackingCode ?? '');
  const selectedLines = chosenLines(cancelQty);
  const allowed = (name: Parameters<typeof offers>[1]) => offers(order, name);

  return (
    <>
      <h2>İşlemler</h2>
      <Textarea
        label="Neden (iptal, teslim edilemedi ve ödeme işlemleri için)"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={300}
      />
      <Group mt="sm" wrap="wrap">
        {allowed('markPrinted') ? (
          <ActionButton
            action={action}
            actionKey="printed"
            run={() => call('POST /api/admin/orders/:id/printed', { params, body: {} })}
            variant="default"
          >
            Yazdırıldı işaretle
          </ActionButton>
        ) : null}
        {allowed('markPacked') ? (
          <ActionButton
            action={action}
            actionKey="packed"
            run={() => call('POST /api/admin/orders/:id/packed', { params, body: {} })}
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
            run={() => call('POST /api/admin/orders/:id/delivered', { params, body: {} })}
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
            run={() => call('POST /api/admin/orders/:id/undelivered', { params, body: { reason } })}
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
            run={() => call('POST /api/admin/orders/:id/cancel', { params, body: { reason } })}
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
            run={() =>
              call('POST /api/admin/orders/:id/cancel-lines', {
                params,
                body: { lines: selectedLines, reason },
              })
            }
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
            run={() => call('POST /api/admin/orders/:id/paid', { params, body: { reason } })}
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
            run={() =>
              call('POST /api/admin/orders/:id/cancel-payment', { params, body: { reason } })
            }
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
            run={() =>
              call('PUT /api/admin/orders/:id/payment-method', {
                params,
                body: { paymentMethod: 'CashOnDelivery' },
              })
            }
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
            run={() =>
              call('POST /api/admin/orders/:id/cancelled-payment', { params, body: { reason } })
            }
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
            run={() =>
              call('PUT /api/admin/orders/:id/tracking-code', {
                params,
                body: { trackingCode: tracking },
              })
            }
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
    </>
  );
}
