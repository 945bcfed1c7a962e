import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '../../wholesale/wholesale.css';
import type { WholesaleAccountView, WholesaleAddressView } from '@carsi/contract';
import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { call, messageOf } from '../../api/call';
import { MantineArea } from '../../components/ui/MantineArea';
import { wholesaleRead } from '../../wholesale/load';
import { Alert } from '../../wholesale/ui';
import type { Route } from './+types/addresses';

export async function loader({ context, url }: Route.LoaderArgs) {
  const account = await wholesaleRead<WholesaleAccountView>(
    context,
    'getDetailsWholeSaleAccount',
    url,
  );
  return { accountId: account._id, addresses: account.reSeller.addresses };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Teslimat Adresleri | Çarşı Toptan' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const fields = [
  ['title', 'Adres başlığı'],
  ['contactName', 'Teslim alacak kişi'],
  ['phone', 'Telefon'],
  ['address', 'Adres'],
  ['province', 'İl'],
  ['district', 'İlçe'],
] as const;
type Fields = Record<(typeof fields)[number][0], string>;
const empty: Fields = {
  title: '',
  contactName: '',
  phone: '',
  address: '',
  province: '',
  district: '',
};

export default function WholesaleAddresses({ loaderData }: Route.ComponentProps) {
  const { accountId, addresses } = loaderData;
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<string | null>(null);
  const [values, setValues] = useState<Fields>(empty);
  const [outcome, setOutcome] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  async function run(call: () => Promise<{ message: string }>) {
    setOutcome(null);
    try {
      const result = await call();
      setOutcome({ kind: 'ok', text: result.message });
      setEditing(null);
      setValues(empty);
      await revalidator.revalidate();
    } catch (error) {
      setOutcome({ kind: 'error', text: messageOf(error) });
    }
  }
  const edit = (address: WholesaleAddressView) => {
    setEditing(address.addressId);
    const { addressId: _id, ...rest } = address;
    setValues(rest);
  };
  return (
    <MantineArea>
      <main className="container ws-page">
        <h1>Teslimat Adresleri</h1>
        {addresses.length === 0 ? <p>Kayıtlı teslimat adresiniz yok.</p> : null}
        <ul className="ws-cards" aria-label="Adresler">
          {addresses.map((address) => (
            <li key={address.addressId} className="ws-card">
              <strong>{address.title}</strong>
              <span>
                {address.contactName} · {address.phone}
              </span>
              <span>
                {address.address}, {address.district} / {address.province}
              </span>
              <div className="ws-actions">
                <Button size="xs" variant="default" onClick={() => edit(address)}>
                  Düzenle
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() =>
                    run(() =>
                      call('DELETE /api/wholesale/deleteDeliveryAddress', {
                        query: { accountId, addressId: address.addressId },
                      }),
                    )
                  }
                >
                  Sil
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <h2>{editing ? 'Adresi düzenle' : 'Yeni adres'}</h2>
        <form
          className="ws-form"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() =>
              editing
                ? call('PUT /api/wholesale/updateDeliveryAddress', {
                    body: { accountId, addressId: editing, ...values },
                  })
                : call('POST /api/wholesale/createDeliveryAddress', {
                    body: { accountId, ...values },
                  }),
            );
          }}
        >
          {fields.map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              required
              value={values[key]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [key]: value }));
              }}
            />
          ))}
          {outcome ? <Alert kind={outcome.kind}>{outcome.text}</Alert> : null}
          <div className="ws-actions">
            <Button type="submit">{editing ? 'Adresi kaydet' : 'Adres ekle'}</Button>
            {editing ? (
              <Button
                variant="default"
                onClick={() => {
                  setEditing(null);
                  setValues(empty);
                }}
              >
                Vazgeç
              </Button>
            ) : null}
          </div>
        </form>
      </main>
    </MantineArea>
  );
}
