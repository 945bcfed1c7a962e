import { carrierSettingsBody } from '@carsi/contract';
import {
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiFailure, bodyFieldErrors, type CallOutput, call, messageOf } from '../../api/call';
import { summaryOf } from '../../api/check';
import { type ActionOutcome, ActionOutcomeAlert } from '../ActionButton';

type CarrierSettings = CallOutput<'GET /api/admin/carrier-settings'>['carriers'][number];

interface Values {
  desiDivisor: number | string;
  enabled: boolean;
}

/** One carrier: its desi divisor and whether it takes new parcels; switching off asks first. */
export function CarrierCard({ carrier, mayEdit }: { carrier: CarrierSettings; mayEdit: boolean }) {
  const revalidator = useRevalidator();
  const form = useForm<Values>({
    initialValues: { desiDivisor: carrier.desiDivisor, enabled: carrier.enabled },
    validate: schemaResolver(carrierSettingsBody, { sync: true }),
  });
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Values | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const headingId = `kargo-${carrier.carrier}`;

  async function send(values: Values) {
    setAsking(null);
    setBusy(true);
    setOutcome(null);
    try {
      const saved = await call('PUT /api/admin/carrier-settings/:carrier', {
        params: { carrier: carrier.carrier },
        body: { desiDivisor: Number(values.desiDivisor), enabled: values.enabled },
      });
      setOutcome({
        kind: 'success',
        message:
          saved.carrier.enabled === carrier.enabled
            ? saved.message
            : `${saved.message} ${carrier.carrierLabel} ${saved.carrier.enabled ? 'yeniden yeni gönderi alıyor' : 'artık yeni gönderi almıyor'}.`,
      });
      form.resetDirty({ desiDivisor: saved.carrier.desiDivisor, enabled: saved.carrier.enabled });
      await revalidator.revalidate();
    } catch (failure) {
      if (failure instanceof ApiFailure) form.setErrors(bodyFieldErrors(failure));
      setOutcome({ kind: 'error', message: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  }

  // Switching a carrier off moves new parcels elsewhere: asked before it is sent.
  const submit = (values: Values) =>
    carrier.enabled && !values.enabled ? setAsking(values) : void send(values);

  // Not switched off after all: the switch shows what is saved again.
  const keepOn = () => {
    setAsking(null);
    form.setFieldValue('enabled', true);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" mb="xs" wrap="wrap">
        <Title order={2} size="h4" id={headingId}>
          {carrier.carrierLabel}
        </Title>
        <Group gap="xs">
          {carrier.main ? <Badge color="blue">Ana firma</Badge> : null}
          {carrier.rural ? <Badge color="grape">Mobil bölge firması</Badge> : null}
          <Badge color={carrier.enabled ? 'green' : 'gray'}>
            {carrier.enabled ? 'Açık' : 'Kapalı'}
          </Badge>
        </Group>
      </Group>
      <form
        noValidate
        aria-label={`${carrier.carrierLabel} ayarları`}
        onSubmit={form.onSubmit(submit, (errors) =>
          setOutcome({ kind: 'error', message: summaryOf(Object.values(errors)) }),
        )}
      >
        <NumberInput
          label="Desi böleni"
          description="Desi = en × boy × yükseklik (cm) / bölen, parça başına yukarı yuvarlanır. Yurt içi kargo firmaları 3000, uluslararası gönderiler 5000 kullanır."
          withAsterisk
          min={1000}
          max={10_000}
          step={500}
          allowDecimal={false}
          clampBehavior="none"
          thousandSeparator="."
          decimalSeparator=","
          disabled={!mayEdit}
          {...form.getInputProps('desiDivisor')}
          key={form.key('desiDivisor')}
        />
        <Switch
          mt="md"
          label="Yeni gönderi alır"
          description="Kapalıyken yeni siparişler ve iadeler bu firmayla açılmaz; açık gönderilerin takibi sürer."
          disabled={!mayEdit}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
          key={form.key('enabled')}
        />
        <ActionOutcomeAlert outcome={outcome} />
        {mayEdit ? (
          <Button type="submit" loading={busy} mt="md">
            Kaydet
          </Button>
        ) : null}
      </form>
      <Modal
        opened={asking !== null}
        onClose={keepOn}
        title={`${carrier.carrierLabel} kapatılsın mı?`}
        centered
      >
        <Text>
          {carrier.carrierLabel} kapatılınca yeni siparişler ve iadeler diğer açık kargo firmasıyla
          gönderilir; personel de bu firmayı seçemez. Yolda olan gönderilerin takibi sürer.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={keepOn}>
            Vazgeç
          </Button>
          <Button color="red" onClick={() => asking && void send(asking)}>
            Kapat
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
