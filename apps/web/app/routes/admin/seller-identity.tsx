import {
  type SellerIdentity,
  type SellerIdentityInput,
  sellerIdentityFields,
} from '@carsi/contract';
import { Button, Fieldset, Group, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { type ActionOutcome, ActionOutcomeAlert } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { formatDateTime } from '../../admin/format';
import { adminRead } from '../../admin/load';
import { ApiFailure, bodyFieldErrors, call } from '../../api/call';
import { summaryOf } from '../../api/check';
import type { Route } from './+types/seller-identity';

/** satici-bilgileri: the shop's legal identity, as every page that names the seller shows it. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return adminRead<{ sellerIdentity: SellerIdentity; updatedBy: string }>(
    context,
    '/api/admin/seller-identity',
    url,
  );
}

export const meta: Route.MetaFunction = () => [
  { title: 'Satıcı Bilgileri | Çarşı Yönetim' },
  { name: 'robots', content: 'noindex, nofollow' },
];

type Values = Required<SellerIdentityInput>;

const valuesOf = (identity: SellerIdentity): Values => ({
  tradeName: identity.tradeName,
  mersisNumber: identity.mersisNumber,
  taxOffice: identity.taxOffice,
  taxNumber: identity.taxNumber,
  address: identity.address,
  phone: identity.phone,
  email: identity.email,
  kepAddress: identity.kepAddress,
  etbisNumber: identity.etbisNumber,
});

export default function SellerIdentityPage({ loaderData }: Route.ComponentProps) {
  const { sellerIdentity, updatedBy } = loaderData;
  const revalidator = useRevalidator();
  // The contract's own schema checks the fields here, with the server's messages.
  const form = useForm<Values>({
    initialValues: valuesOf(sellerIdentity),
    validate: schemaResolver(sellerIdentityFields, { sync: true }),
  });
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(values: Values) {
    setSaving(true);
    setOutcome(null);
    try {
      const saved = await call('PUT /api/admin/seller-identity', { body: values });
      form.setValues(valuesOf(saved.sellerIdentity));
      form.resetDirty();
      setOutcome({ kind: 'success', message: saved.message });
      await revalidator.revalidate();
    } catch (failure) {
      if (failure instanceof ApiFailure) form.setErrors(bodyFieldErrors(failure));
      setOutcome({
        kind: 'error',
        message: failure instanceof Error ? failure.message : 'Beklenmeyen bir hata oluştu.',
      });
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof Values) => form.getInputProps(name);

  return (
    <AdminPage title="Satıcı Bilgileri">
      <Text mb="md">
        Sitenin alt bilgisinde, İletişim sayfasında, ön bilgilendirme formunda, mesafeli satış
        sözleşmesinde ve sipariş çıktılarında bu bilgiler gösterilir.
      </Text>
      <form
        noValidate
        aria-label="Satıcı bilgileri"
        onSubmit={form.onSubmit(save, (errors) =>
          setOutcome({ kind: 'error', message: summaryOf(Object.values(errors)) }),
        )}
      >
        <Fieldset legend="Şirket">
          <TextInput
            label="Ticaret unvanı"
            description="Ticaret sicilindeki tam unvan; şahıs işletmesinde ad ve soyad"
            withAsterisk
            {...field('tradeName')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <TextInput label="Vergi dairesi" withAsterisk {...field('taxOffice')} />
            <TextInput
              label="Vergi numarası"
              description="VKN (10 hane) ya da şahıs işletmesinde T.C. kimlik no (11 hane)"
              withAsterisk
              inputMode="numeric"
              maxLength={11}
              {...field('taxNumber')}
            />
            <TextInput
              label="MERSİS numarası"
              description="16 hane; şahıs işletmesinde boş bırakılabilir"
              inputMode="numeric"
              maxLength={16}
              {...field('mersisNumber')}
            />
            <TextInput
              label="ETBİS kayıt numarası"
              description="Elektronik Ticaret Bilgi Sistemi kaydı"
              {...field('etbisNumber')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="İletişim" mt="md">
          <Textarea label="Merkez adresi" withAsterisk rows={2} {...field('address')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <TextInput label="Telefon" withAsterisk inputMode="tel" {...field('phone')} />
            <TextInput label="E-posta" withAsterisk type="email" {...field('email')} />
            <TextInput
              label="KEP adresi"
              description="Kayıtlı elektronik posta: …@….kep.tr"
              type="email"
              {...field('kepAddress')}
            />
          </SimpleGrid>
        </Fieldset>
        <ActionOutcomeAlert outcome={outcome} />
        <Group mt="md" justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {updatedBy
              ? `Son kaydeden: ${updatedBy}, ${formatDateTime(sellerIdentity.updatedAt)}`
              : 'Henüz kaydedilmedi.'}
          </Text>
          <Button type="submit" loading={saving}>
            Kaydet
          </Button>
        </Group>
      </form>
    </AdminPage>
  );
}
