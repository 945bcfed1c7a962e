import { ruralAreaBody } from '@carsi/contract';
import { Button, Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiFailure, bodyFieldErrors, call, messageOf } from '../../api/call';
import { summaryOf } from '../../api/check';
import { type ActionOutcome, ActionOutcomeAlert } from '../ActionButton';
import { PlaceSelects } from './PlaceSelects';

interface Values {
  province: string;
  district: string;
  village: string;
  note: string;
}

const EMPTY: Values = { province: '', district: '', village: '', note: '' };

/** Adds a whole district, or one village of it, to the rural (mobil bölge) list. */
export function RuralAreaForm({ ruralCarrier }: { ruralCarrier: string }) {
  const revalidator = useRevalidator();
  // The contract's own rule, with its Turkish messages, checks the fields before sending.
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: schemaResolver(ruralAreaBody, { sync: true }),
  });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  async function save(values: Values) {
    setBusy(true);
    setOutcome(null);
    try {
      const saved = await call('POST /api/admin/rural-areas', {
        body: {
          province: values.province,
          district: values.district,
          village: values.village,
          ...(values.note.trim() ? { note: values.note } : {}),
        },
      });
      setOutcome({ kind: 'success', message: saved.message });
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
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
    <form
      noValidate
      aria-label="Mobil bölge ekle"
      onSubmit={form.onSubmit(save, (errors) =>
        setOutcome({ kind: 'error', message: summaryOf(Object.values(errors)) }),
      )}
    >
      <Fieldset legend="Listeye yer ekle" mb="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PlaceSelects
            province={values.province}
            district={values.district}
            onChange={(next) => form.setValues(next)}
            errors={form.errors}
          />
          <TextInput
            label="Köy / mahalle"
            description={`Boş bırakılırsa ilçenin tamamı ${ruralCarrier} ile gönderilir.`}
            maxLength={80}
            {...form.getInputProps('village')}
            key={form.key('village')}
          />
          <TextInput
            label="Not"
            description="Neden listede (ör. şube yok, teslimat gecikiyor)."
            maxLength={200}
            {...form.getInputProps('note')}
            key={form.key('note')}
          />
        </SimpleGrid>
        <ActionOutcomeAlert outcome={outcome} />
        <Button type="submit" loading={busy} mt="sm">
          Listeye ekle
        </Button>
      </Fieldset>
    </form>
  );
}
