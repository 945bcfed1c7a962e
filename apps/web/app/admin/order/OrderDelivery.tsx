import { formatTrPhone } from '@carsi/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../api/call';
import { type AdminAction, type Order, offers } from './shared';

/**
 * "Teslimat ve fatura": who receives the parcel and where, the invoice, and the forms to change
 * them when the server offers it.
 */
export function OrderDelivery({ order, action }: { order: Order; action: AdminAction }) {
  const c = order.deliveryContact;
  return (
    <>
      <h2>Teslimat ve fatura</h2>
      <p>
        {c.firstName} {c.lastName} · {formatTrPhone(c.phone)} · {c.email}
        <br />
        {order.shippingAddress.address} {order.shippingAddress.district}/
        {order.shippingAddress.province}
      </p>
      {offers(order, 'updateContact') ? <ContactForm order={order} action={action} /> : null}
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
      {offers(order, 'updateInvoice') ? <CompanyInvoiceForm order={order} action={action} /> : null}
    </>
  );
}

/** The delivery contact and address; the server checks the phone, e-mail and place. */
export function ContactForm({ order, action }: { order: Order; action: AdminAction }) {
  const [contact, setContact] = useState({
    firstName: order.deliveryContact.firstName,
    lastName: order.deliveryContact.lastName,
    phone: order.deliveryContact.phone,
    email: order.deliveryContact.email,
  });
  const [address, setAddress] = useState({
    // Orders ship within Türkiye only; the API's address input accepts no other country.
    country: 'Türkiye' as const,
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
              call('PUT /api/admin/orders/:id/delivery-contact', {
                params: { id: order.orderId },
                body: { deliveryContact: contact, shippingAddress: address },
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
export function CompanyInvoiceForm({ order, action }: { order: Order; action: AdminAction }) {
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
              call('PUT /api/admin/orders/:id/invoice', {
                params: { id: order.orderId },
                body: { invoiceType: 'company', companyInvoice: invoice },
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
