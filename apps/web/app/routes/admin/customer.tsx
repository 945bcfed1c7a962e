import {
  type AdminCustomerDetail,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  SUPPORT_STATUS_LABELS,
  SUPPORT_TOPIC_LABELS,
} from '@carsi/contract';
import { roleCanDo } from '@carsi/contract/access';
import { formatTL, formatTrPhone, RETURN_STATUS_LABELS } from '@carsi/domain';
import { Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { formatDateTime, useAdminRole } from '../../admin/format';
import { adminRead } from '../../admin/load';
import { call } from '../../api/call';
import type { Route } from './+types/customer';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  return adminRead<AdminCustomerDetail>(
    context,
    `/api/admin/customers/${encodeURIComponent(params.id)}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Müşteri | Çarşı Yönetim' }];

export default function Customer({ loaderData }: Route.ComponentProps) {
  const { customer, orders, returns, codRefusals, supportRequests, scores } = loaderData;
  const role = useAdminRole();
  const canCorrect = role !== null && roleCanDo(role, 'support.answer');
  const action = useAdminAction();
  const [form, setForm] = useState({
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email ?? '',
  });
  const name = `${customer.firstName} ${customer.lastName}`.trim() || 'İsimsiz müşteri';

  return (
    <AdminPage title={name}>
      <section className="admin-section" aria-labelledby="profil">
        <h2 id="profil">Profil</h2>
        <p>
          Telefon: <strong>{formatTrPhone(customer.phone)}</strong> · Kayıt:{' '}
          {formatDateTime(customer.createdAt)} · Son giriş: {formatDateTime(customer.lastSignInAt)}
        </p>
        {customer.signedIn ? null : (
          <p>
            <strong>Misafir alıcı:</strong> hiç giriş yapmadı; siparişleri bu telefonla verildi. Ad,
            son siparişindeki alıcıdan.
          </p>
        )}
        <form
          className="admin-form"
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <TextInput
            label="Ad"
            value={form.firstName}
            maxLength={60}
            readOnly={!canCorrect}
            onChange={(e) => setForm({ ...form, firstName: e.currentTarget.value })}
          />
          <TextInput
            label="Soyad"
            value={form.lastName}
            maxLength={60}
            readOnly={!canCorrect}
            onChange={(e) => setForm({ ...form, lastName: e.currentTarget.value })}
          />
          <TextInput
            label="E-posta"
            type="email"
            value={form.email}
            maxLength={254}
            readOnly={!canCorrect}
            onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
          />
          {canCorrect ? (
            <ActionButton
              action={action}
              actionKey="profile"
              run={() =>
                call('PUT /api/admin/customers/:id', { params: { id: customer._id }, body: form })
              }
            >
              Bilgileri düzelt
            </ActionButton>
          ) : null}
        </form>
        <ActionOutcomeAlert outcome={action.outcome} />
      </section>

      <section className="admin-section" aria-labelledby="siparisler">
        <h2 id="siparisler">Siparişler ({customer.orderCount})</h2>
        {orders.length === 0 ? (
          <p className="admin-empty">Siparişi yok.</p>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Sipariş no</Table.Th>
                  <Table.Th>Durum</Table.Th>
                  <Table.Th>Ödeme</Table.Th>
                  <Table.Th>Tutar</Table.Th>
                  <Table.Th>T.C. kimlik no</Table.Th>
                  <Table.Th>Tarih</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.map((o) => (
                  <Table.Tr key={o.orderId}>
                    <Table.Td>{o.orderNumber}</Table.Td>
                    <Table.Td>{ORDER_STATUS_LABELS[o.orderStatus] ?? o.orderStatus}</Table.Td>
                    <Table.Td>{PAYMENT_STATUS_LABELS[o.paymentStatus] ?? o.paymentStatus}</Table.Td>
                    <Table.Td>{formatTL(o.totalPrice)}</Table.Td>
                    <Table.Td>{o.identityNumber ?? '—'}</Table.Td>
                    <Table.Td>{formatDateTime(o.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>

      <section className="admin-section" aria-labelledby="iadeler">
        <h2 id="iadeler">İadeler</h2>
        {returns.length === 0 ? (
          <p className="admin-empty">İade yok.</p>
        ) : (
          <ul className="admin-list">
            {returns.map((r) => (
              <li key={r.id}>
                <Link to={`/admin-panel/iade-onay-kodu-olustur?q=${encodeURIComponent(r.code)}`}>
                  {r.code}
                </Link>{' '}
                · {r.orderNumber} ·{' '}
                {RETURN_STATUS_LABELS[r.status as keyof typeof RETURN_STATUS_LABELS] ?? r.status} ·{' '}
                {formatTL(r.refundAmount)} · {r.reason} · {formatDateTime(r.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-section" aria-labelledby="kapida-red">
        <h2 id="kapida-red">Kapıda ödeme reddi ({codRefusals.length})</h2>
        {codRefusals.length === 0 ? (
          <p className="admin-empty">Teslim almadığı kapıda ödemeli sipariş yok.</p>
        ) : (
          <ul className="admin-list">
            {codRefusals.map((r) => (
              <li key={`${r.orderId}-${r.at}`}>
                <Link to={`/admin-panel/siparis/${r.orderId}`}>{r.orderNumber}</Link> ·{' '}
                {formatDateTime(r.at)}
                {r.reason ? ` · ${r.reason}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-section" aria-labelledby="talepler">
        <h2 id="talepler">Destek talepleri</h2>
        {supportRequests.length === 0 ? (
          <p className="admin-empty">Destek talebi yok.</p>
        ) : (
          <ul className="admin-list">
            {supportRequests.map((r) => (
              <li key={`${r.orderId}-${r.supportIndex}`}>
                <Link to={`/admin-panel/musteri-hizmeti/${r.orderId}/${r.supportIndex}`}>
                  {r.orderNumber} / {r.supportIndex} — {SUPPORT_TOPIC_LABELS[r.topic]}
                </Link>{' '}
                · {SUPPORT_STATUS_LABELS[r.status]} · {formatDateTime(r.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-section" aria-labelledby="puanlar">
        <h2 id="puanlar">Memnuniyet puanları</h2>
        {scores.length === 0 ? (
          <p className="admin-empty">Puan vermemiş.</p>
        ) : (
          <ul className="admin-list">
            {scores.map((s) => (
              <li key={`${s.createdAt}-${s.orderRef ?? ''}`}>
                <strong>{s.score} / 5</strong>
                {s.comment ? ` — ${s.comment}` : ''} · {formatDateTime(s.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}
