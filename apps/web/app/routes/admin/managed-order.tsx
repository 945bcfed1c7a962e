import {
  MANAGED_ORDER_PAYMENT_LABELS,
  MANAGED_ORDER_PAYMENTS,
  type ManagedOrderBody,
} from '@carsi/contract';
import { type AdminRole, roleCanDo } from '@carsi/contract/access';
import { formatTrPhone } from '@carsi/domain';
import { Button, Group, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { call } from '../../api/call';
import type { Route } from './+types/managed-order';

export const meta: Route.MetaFunction = () => [
  { title: 'Telefonla sipariş | Yönetim' },
  { name: 'robots', content: 'noindex, nofollow' },
];

interface Lookup {
  phone: string;
  customer: { id: string; firstName: string; lastName: string; email: string | null } | null;
  lastDelivery: {
    firstName: string;
    lastName: string;
    email: string;
    shippingAddress: { province: string; district: string; address: string };
  } | null;
}

interface Placed {
  message: string;
  orderId: string;
  orderNumber: string;
  payLink: string | null;
}

type Payment = ManagedOrderBody['paymentMethod'];

const emptyForm = {
  phone: '',
  firstName: '',
  lastName: '',
  email: '',
  province: '',
  district: '',
  address: '',
};

/**
 * Managed orders: a customer calls, staff find them by phone (or they are
 * created with the order), put in the products by SKU code and choose cash on delivery or a card
 * link the customer pays from an SMS.
 */
export default function ManagedOrder() {
  const shell = useRouteLoaderData('admin-shell') as { role: AdminRole } | undefined;
  const canCreate = roleCanDo(shell?.role ?? 'marketing', 'orders.create');
  const action = useAdminAction();
  const [form, setForm] = useState(emptyForm);
  const [lines, setLines] = useState([{ sku: '', qty: 1 }]);
  const [payment, setPayment] = useState<Payment>('CashOnDelivery');
  const [found, setFound] = useState<Lookup | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Placed | null>(null);
  // One key per order being taken: a double click or a retried request places it once; the
  // next order gets a key of its own.
  const [orderKey, setOrderKey] = useState(() => `phone-order-${crypto.randomUUID()}`);
  const field = (name: keyof typeof emptyForm) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setForm({ ...form, [name]: e.currentTarget.value }),
  });

  async function lookup() {
    setLookupError(null);
    try {
      const answer: Lookup = await call('GET /api/admin/managed-orders/customer', {
        query: { phone: form.phone },
      });
      setFound(answer);
      const last = answer.lastDelivery;
      setForm({
        ...form,
        firstName: answer.customer?.firstName || last?.firstName || form.firstName,
        lastName: answer.customer?.lastName || last?.lastName || form.lastName,
        email: answer.customer?.email || last?.email || form.email,
        province: last?.shippingAddress.province ?? form.province,
        district: last?.shippingAddress.district ?? form.district,
        address: last?.shippingAddress.address ?? form.address,
      });
    } catch (failure) {
      setFound(null);
      setLookupError(failure instanceof Error ? failure.message : 'Müşteri aranamadı.');
    }
  }

  if (!canCreate)
    return (
      <AdminPage title="Telefonla sipariş">
        <p>Telefonla sipariş almak için operasyon veya müşteri hizmetleri yetkisi gerekir.</p>
      </AdminPage>
    );

  return (
    <AdminPage title="Telefonla sipariş">
      <ActionOutcomeAlert outcome={action.outcome} />
      {placed ? (
        <p>
          <Link to={`/admin-panel/siparis/${placed.orderId}`}>Sipariş {placed.orderNumber}</Link>
          {placed.payLink ? ` · Ödeme bağlantısı: ${placed.payLink}` : null}
        </p>
      ) : null}
      <h2>Müşteri</h2>
      <Group align="flex-end" wrap="wrap">
        <TextInput label="Cep telefonu" placeholder="05xx xxx xx xx" {...field('phone')} />
        <Button variant="default" onClick={() => void lookup()} disabled={!form.phone.trim()}>
          Müşteriyi bul
        </Button>
      </Group>
      {lookupError ? <p role="alert">{lookupError}</p> : null}
      {found ? (
        <p role="status">
          {found.customer
            ? `Kayıtlı müşteri: ${found.customer.firstName} ${found.customer.lastName} (${formatTrPhone(found.phone)})`
            : `${formatTrPhone(found.phone)} ile kayıtlı müşteri yok: sipariş ile oluşturulacak.`}
        </p>
      ) : null}
      <Group wrap="wrap">
        <TextInput label="Ad" {...field('firstName')} />
        <TextInput label="Soyad" {...field('lastName')} />
        <TextInput label="E-posta" type="email" {...field('email')} />
      </Group>
      <h2>Teslimat adresi</h2>
      <Group wrap="wrap">
        <TextInput label="İl" {...field('province')} />
        <TextInput label="İlçe" {...field('district')} />
        <TextInput label="Adres" {...field('address')} w={360} />
      </Group>
      <h2>Ürünler</h2>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered
        <Group key={i} align="flex-end" wrap="wrap">
          <TextInput
            label={`${i + 1}. ürünün SKU kodu`}
            value={line.sku}
            onChange={(e) => {
              const sku = e.currentTarget.value;
              setLines(lines.map((l, j) => (j === i ? { ...l, sku } : l)));
            }}
          />
          <NumberInput
            label="Adet"
            min={1}
            max={100}
            value={line.qty}
            onChange={(v) =>
              setLines(lines.map((l, j) => (j === i ? { ...l, qty: Number(v) || 1 } : l)))
            }
            w={90}
          />
          {lines.length > 1 ? (
            <Button variant="subtle" onClick={() => setLines(lines.filter((_, j) => j !== i))}>
              Kaldır
            </Button>
          ) : null}
        </Group>
      ))}
      <Button variant="default" mt="sm" onClick={() => setLines([...lines, { sku: '', qty: 1 }])}>
        Ürün ekle
      </Button>
      <h2>Ödeme</h2>
      <NativeSelect
        label="Ödeme yöntemi"
        value={payment}
        onChange={(e) => setPayment(e.currentTarget.value as Payment)}
        data={MANAGED_ORDER_PAYMENTS.map((value) => ({
          value,
          label: MANAGED_ORDER_PAYMENT_LABELS[value],
        }))}
      />
      <Group mt="md">
        <ActionButton
          action={action}
          actionKey="managed-order"
          run={async () => {
            const body: ManagedOrderBody = {
              phone: form.phone,
              firstName: form.firstName,
              lastName: form.lastName,
              email: form.email,
              shippingAddress: {
                country: 'Türkiye',
                province: form.province,
                district: form.district,
                address: form.address,
              },
              lines: lines.map((l) => ({ sku: l.sku.trim(), qty: l.qty })),
              paymentMethod: payment,
            };
            const result: Placed = await call(
              'POST /api/admin/managed-orders',
              { body },
              { headers: { 'idempotency-key': orderKey } },
            );
            setPlaced(result);
            setOrderKey(`phone-order-${crypto.randomUUID()}`);
            setForm(emptyForm);
            setLines([{ sku: '', qty: 1 }]);
            setFound(null);
            return result;
          }}
          confirm={{
            title: 'Sipariş oluşturulsun mu?',
            body:
              payment === 'CashOnDelivery'
                ? 'Sipariş kapıda ödemeyle onaylanır ve müşteriye SMS gider.'
                : 'Müşteriye ödeme bağlantısı SMS ile gönderilir; ürünler 24 saat ayrılır.',
            confirmLabel: 'Siparişi oluştur',
          }}
        >
          Siparişi oluştur
        </ActionButton>
      </Group>
    </AdminPage>
  );
}
