import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '../../wholesale/wholesale.css';
import type { WholesaleAccountView } from '@carsi/contract';
import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MantineArea } from '../../components/ui/MantineArea';
import { messageOf, wholesaleCall } from '../../wholesale/api';
import { wholesaleRead } from '../../wholesale/load';
import { Alert } from '../../wholesale/ui';
import type { Route } from './+types/company';

export async function loader({ context, url }: Route.LoaderArgs) {
  return {
    account: await wholesaleRead<WholesaleAccountView>(context, 'getDetailsWholeSaleAccount', url),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Firma Bilgileri | Çarşı Toptan' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const fields = [
  ['currentAccountName', 'Firma ünvanı'],
  ['currentAccountContactPersonName', 'Yetkili kişi'],
  ['currentAccountAddress', 'Adres'],
  ['currentAccountProvince', 'İl'],
  ['currentAccountDistrict', 'İlçe'],
  ['currentAccountTaxAuthority', 'Vergi dairesi'],
  ['currentAccountTaxNumber', 'Vergi numarası (VKN)'],
] as const;

export default function WholesaleCompany({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData;
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map(([key]) => [key, account[key]])),
  );
  const [outcome, setOutcome] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const result = await wholesaleCall<{ message: string }>('PUT', 'updateWholeSaleAccount', {
        id: account._id,
        ...values,
      });
      setOutcome({ kind: 'ok', text: result.message });
    } catch (error) {
      setOutcome({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <MantineArea>
      <main className="container ws-page">
        <h1>Firma Bilgileri</h1>
        <form className="ws-form" onSubmit={save}>
          {fields.map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              value={values[key] ?? ''}
              required
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [key]: value }));
              }}
              {...(key === 'currentAccountTaxNumber'
                ? { inputMode: 'numeric' as const, maxLength: 10 }
                : {})}
            />
          ))}
          {outcome ? <Alert kind={outcome.kind}>{outcome.text}</Alert> : null}
          <Button type="submit" loading={busy}>
            Kaydet
          </Button>
        </form>
      </main>
    </MantineArea>
  );
}
