import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '../../wholesale/wholesale.css';
import { companyInput, type WholesaleAccountView } from '@carsi/contract';
import { Button, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiFailure, bodyFieldErrors, type CallInput, call, messageOf } from '../../api/call';
import { MantineArea } from '../../components/ui/MantineArea';
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

type CompanyValues = Omit<CallInput<'PUT /api/wholesale/updateWholeSaleAccount'>['body'], 'id'>;

export default function WholesaleCompany({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData;
  // The contract's schema checks the fields in the browser with the server's own messages.
  const form = useForm<CompanyValues>({
    initialValues: Object.fromEntries(
      fields.map(([key]) => [key, account[key] ?? '']),
    ) as CompanyValues,
    validate: schemaResolver(companyInput.omit({ id: true }), { sync: true }),
  });
  const [outcome, setOutcome] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function save(values: CompanyValues) {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await call('PUT /api/wholesale/updateWholeSaleAccount', {
        body: { id: account._id, ...values },
      });
      setOutcome({ kind: 'ok', text: result.message });
    } catch (error) {
      if (error instanceof ApiFailure) form.setErrors(bodyFieldErrors(error));
      setOutcome({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <MantineArea>
      <main className="container ws-page">
        <h1>Firma Bilgileri</h1>
        <form className="ws-form" noValidate onSubmit={form.onSubmit(save)}>
          {fields.map(([key, label]) => (
            <TextInput
              key={form.key(key)}
              label={label}
              withAsterisk
              {...form.getInputProps(key)}
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
