import { type ReturnAddressView, returnAddressBody } from '@carsi/contract';
import { Alert, Button, Paper, SimpleGrid, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiFailure, bodyFieldErrors, call, messageOf } from '../../api/call';
import { summaryOf } from '../../api/check';
import { type ActionOutcome, ActionOutcomeAlert } from '../ActionButton';
import { formatDateTime } from '../format';
import { PlaceSelects } from './PlaceSelects';

interface Values {
  name: string;
  contactName: string;
  phone: string;
  addressLine: string;
  province: string;
  district: string;
}

const valuesOf = (address: ReturnAddressView | null): Values => ({
  name: address?.name ?? '',
  contactName: address?.contactName ?? '',
  phone: address ? `0${address.phone}` : '',
  addressLine: address?.addressLine ?? '',
  province: address?.province ?? '',
  district: address?.district ?? '',
});

/** The shop's return address: where UPS return labels send parcels back. */
export function ReturnAddressForm({
  address,
  mayEdit,
}: {
  address: ReturnAddressView | null;
  mayEdit: boolean;
}) {
  const revalidator = useRevalidator();
  const form = useForm<Values>({
    initialValues: valuesOf(address),
    validate: schemaResolver(returnAddressBody, { sync: true }),
  });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  async function save(values: Values) {
    setBusy(true);
    setOutcome(null);
    try {
      const saved = await call('PUT /api/admin/shipping-return-address', {
        body: {
          name: values.name,
          ...(values.contactName.trim() ? { contactName: values.contactName } : {}),
          phone: values.phone,
          addressLine: values.addressLine,
          province: values.province,
          district: values.district,
        },
      });
      setOutcome({ kind: 'success', message: saved.message });
      form.resetDirty(valuesOf(saved.address));
      await revalidator.revalidate();
    } catch (failure) {
      if (failure instanceof ApiFailure) form.setErrors(bodyFieldErrors(failure));
      setOutcome({ kind: 'error', message: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  }

  const values = form.getValues();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="iade-adresi">
      <Title order={2} size="h4" id="iade-adresi" mb="xs">
        İade adresi
      </Title>
      <Text size="sm" mb="sm">
        İade gönderilerinin geleceği adres. UPS iade etiketi bu adrese düzenlenir; il ve ilçe kargo
        firmasının kodlarıyla eşleşmelidir.
      </Text>
      {address ? (
        <Text size="sm" c="dimmed" mb="sm">
          Son değişiklik: {formatDateTime(address.updatedAt)}
        </Text>
      ) : (
        <Alert color="yellow" mb="sm" title="İade adresi girilmemiş">
          Adres girilene kadar UPS iade etiketi oluşturulamaz; iadeler Yurtiçi Kargo iade koduyla
          gönderilebilir.
        </Alert>
      )}
      <form
        noValidate
        aria-label="İade adresi"
        onSubmit={form.onSubmit(save, (errors) =>
          setOutcome({ kind: 'error', message: summaryOf(Object.values(errors)) }),
        )}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Firma veya alıcı adı"
            withAsterisk
            maxLength={60}
            disabled={!mayEdit}
            {...form.getInputProps('name')}
            key={form.key('name')}
          />
          <TextInput
            label="Yetkili kişi"
            maxLength={60}
            disabled={!mayEdit}
            {...form.getInputProps('contactName')}
            key={form.key('contactName')}
          />
          <TextInput
            label="Telefon"
            description="Alan koduyla, ör. 0224 222 33 44"
            withAsterisk
            type="tel"
            inputMode="tel"
            maxLength={20}
            disabled={!mayEdit}
            {...form.getInputProps('phone')}
            key={form.key('phone')}
          />
          <PlaceSelects
            province={values.province}
            district={values.district}
            onChange={(next) => form.setValues(next)}
            errors={form.errors}
            disabled={!mayEdit}
          />
          <Textarea
            label="Açık adres"
            description="Mahalle, cadde, bina ve kapı no; il ve ilçe olmadan."
            withAsterisk
            rows={2}
            maxLength={200}
            disabled={!mayEdit}
            {...form.getInputProps('addressLine')}
            key={form.key('addressLine')}
          />
        </SimpleGrid>
        <ActionOutcomeAlert outcome={outcome} />
        {mayEdit ? (
          <Button type="submit" loading={busy} mt="md">
            İade adresini kaydet
          </Button>
        ) : null}
      </form>
    </Paper>
  );
}
