import {
  type AdminSupportDetail,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  SUPPORT_ANSWER_MAX,
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUSES,
  SUPPORT_TOPIC_LABELS,
  type SupportStatus,
} from '@carsi/contract';
import { roleCanDo } from '@carsi/contract/access';
import { formatTL, formatTrPhone } from '@carsi/domain';
import { Group, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { formatDateTime, useAdminRole } from '../../admin/format';
import { adminRead } from '../../admin/load';
import { call } from '../../api/call';
import type { Route } from './+types/support-request';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  return adminRead<AdminSupportDetail>(
    context,
    `/api/admin/support-requests/${encodeURIComponent(params.id)}/${encodeURIComponent(params.supportIndex)}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Destek talebi | Çarşı Yönetim' }];

export default function SupportRequest({ loaderData }: Route.ComponentProps) {
  const { request, order, others } = loaderData;
  const role = useAdminRole();
  const canAnswer = role !== null && roleCanDo(role, 'support.answer');
  const action = useAdminAction();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState(request.answer ?? '');
  const [status, setStatus] = useState<SupportStatus>(request.status);
  const [orderNumber, setOrderNumber] = useState('');
  const params = { orderId: request.orderId, supportIndex: request.supportIndex };

  return (
    <AdminPage title={`Destek talebi ${request.orderNumber} / ${request.supportIndex}`}>
      <section className="admin-section" aria-labelledby="talep">
        <h2 id="talep">{SUPPORT_TOPIC_LABELS[request.topic]}</h2>
        <p>
          Durum: <strong>{SUPPORT_STATUS_LABELS[request.status]}</strong> · Gönderildi:{' '}
          {formatDateTime(request.createdAt)} · Aranacak telefon:{' '}
          {formatTrPhone(request.contactPhone)}
        </p>
        <blockquote className="admin-quote">{request.message}</blockquote>
        {request.answer ? (
          <p>
            Son yanıt ({request.answeredBy ?? 'yönetici'}, {formatDateTime(request.answeredAt)}):{' '}
            {request.answer}
          </p>
        ) : null}
      </section>

      <section className="admin-section" aria-labelledby="siparis">
        <h2 id="siparis">Sipariş</h2>
        <p>
          {order.orderNumber} · {order.contactName} ·{' '}
          {ORDER_STATUS_LABELS[order.orderStatus] ?? order.orderStatus} /{' '}
          {PAYMENT_STATUS_LABELS[order.paymentStatus] ?? order.paymentStatus} ·{' '}
          {formatTL(order.totalPrice)} · {formatDateTime(order.createdAt)}
          {order.customerId ? (
            <>
              {' '}
              · <Link to={`/admin-panel/kullanici/${order.customerId}`}>Müşteri kaydı</Link>
            </>
          ) : null}
        </p>
      </section>

      {canAnswer ? (
        <section className="admin-section" aria-labelledby="yanit">
          <h2 id="yanit">Yanıtla</h2>
          <Textarea
            label="Yanıt (müşteri sayfasında görünür, SMS ile bildirilir)"
            value={answer}
            onChange={(e) => setAnswer(e.currentTarget.value)}
            maxLength={SUPPORT_ANSWER_MAX}
            autosize
            minRows={3}
          />
          <Group mt="sm">
            <ActionButton
              action={action}
              actionKey="answer"
              run={() =>
                call('PUT /api/admin/support-requests/:orderId/:supportIndex/answer', {
                  params,
                  body: { answer },
                })
              }
            >
              Yanıtı gönder
            </ActionButton>
          </Group>
          <Group mt="md" align="flex-end">
            <NativeSelect
              label="Durum"
              value={status}
              onChange={(e) => setStatus(e.currentTarget.value as SupportStatus)}
              data={SUPPORT_STATUSES.map((s) => ({ value: s, label: SUPPORT_STATUS_LABELS[s] }))}
            />
            <ActionButton
              variant="light"
              action={action}
              actionKey="status"
              run={() =>
                call('PUT /api/admin/support-requests/:orderId/:supportIndex/status', {
                  params,
                  body: { status },
                })
              }
            >
              Durumu değiştir
            </ActionButton>
          </Group>
          <Group mt="md" align="flex-end">
            <TextInput
              label="Başka bir siparişe bağla (sipariş no)"
              value={orderNumber}
              maxLength={30}
              onChange={(e) => setOrderNumber(e.currentTarget.value)}
            />
            <ActionButton
              variant="default"
              action={action}
              actionKey="link"
              confirm={{
                title: 'Talep başka siparişe bağlansın mı?',
                body: `Talep ${orderNumber || '…'} numaralı siparişe taşınacak ve orada yeni bir numara alacak.`,
                confirmLabel: 'Bağla',
              }}
              run={async () => {
                const result = await call(
                  'PUT /api/admin/support-requests/:orderId/:supportIndex/order',
                  {
                    params,
                    body: { orderNumber },
                  },
                );
                navigate(
                  `/admin-panel/musteri-hizmeti/${result.request.orderId}/${result.request.supportIndex}`,
                );
                return result;
              }}
            >
              Bağla
            </ActionButton>
          </Group>
          <ActionOutcomeAlert outcome={action.outcome} />
        </section>
      ) : null}

      {others.length > 0 ? (
        <section className="admin-section" aria-labelledby="digerleri">
          <h2 id="digerleri">Bu siparişin diğer talepleri</h2>
          <ul className="admin-list">
            {others.map((o) => (
              <li key={o.supportIndex}>
                <Link to={`/admin-panel/musteri-hizmeti/${o.orderId}/${o.supportIndex}`}>
                  {o.orderNumber} / {o.supportIndex} — {SUPPORT_TOPIC_LABELS[o.topic]}
                </Link>{' '}
                · {SUPPORT_STATUS_LABELS[o.status]}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </AdminPage>
  );
}
