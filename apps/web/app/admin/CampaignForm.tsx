import type { CampaignView } from '@carsi/contract';
import { kurusToTl, slugify, tlToKurus } from '@carsi/domain';
import { Button, Checkbox, Group, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { call } from '../api/call';
import { ActionOutcomeAlert } from './ActionButton';
import { DateRangeInputs } from './DateRangeInputs';
import { localInputToIso, toLocalInput } from './format';
import { useSaveForm } from './useSaveForm';

type Kind = CampaignView['kind'];

/** The landing page's address suggested from the title (at most 60 characters). */
const urlExtFrom = (title: string) => slugify(title).slice(0, 60).replace(/-+$/, '');

/**
 * Creates or edits a campaign: the product's home-page gift (free, from a minimum cart) or its
 * landing page (a percentage of the SKU prices). The server checks every rule; its messages
 * land on the fields they name.
 */
export function CampaignForm({
  product,
  existing,
}: {
  product: { _id: number; name: string };
  existing: CampaignView | null;
}) {
  const [form, setForm] = useState(() => ({
    kind: existing?.kind ?? ('landing' as Kind),
    title: existing?.title ?? '',
    urlExt: existing?.urlExt ?? '',
    appeal: existing?.appeal ?? '',
    pricePercent: existing?.pricePercent ?? (80 as number | ''),
    minimum: existing ? kurusToTl(existing.minimumCartAmount) : 0,
    startDate: toLocalInput(existing?.startDate ?? null),
    endDate: toLocalInput(existing?.endDate ?? null),
    isActive: existing?.isActive ?? true,
  }));
  const { save, saving, outcome, error } = useSaveForm();
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const landing = form.kind === 'landing';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      productId: product._id,
      kind: form.kind,
      title: form.title,
      urlExt: landing ? form.urlExt.trim() || null : null,
      appeal: landing ? form.appeal : '',
      pricePercent: landing ? (form.pricePercent === '' ? Number.NaN : form.pricePercent) : 0,
      minimumCartAmount: landing ? 0 : tlToKurus(Number(form.minimum) || 0),
      startDate: localInputToIso(form.startDate),
      endDate: localInputToIso(form.endDate),
      isActive: form.isActive,
    };
    await save({
      editing: existing !== null,
      send: () =>
        existing
          ? call('PUT /api/admincampaign/edit', { body: { _id: existing._id, ...body } })
          : call('POST /api/admincampaign/create', { body }),
      pageOf: (saved) => `/admin-panel/kampanya/${saved.campaign._id}`,
    });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack maw={560}>
        <p>
          Ürün: <strong>{product.name}</strong> (no. {product._id})
        </p>
        <Radio.Group
          label="Kampanya türü"
          value={form.kind}
          onChange={(value) => set('kind', value as Kind)}
          error={error('kind')}
        >
          <Stack gap={6} mt={6}>
            <Radio
              value="landing"
              label="Açılış sayfası: ürün kampanya fiyatıyla kendi sayfasında"
            />
            <Radio
              value="free"
              label="Hediye: ürün siparişlere ücretsiz eklenir (ana sayfada duyurulur)"
            />
          </Stack>
        </Radio.Group>
        <TextInput
          label="Başlık (sayfada ve ana sayfada görünür)"
          required
          value={form.title}
          onChange={(e) => {
            const title = e.currentTarget.value;
            // Suggest the address from the title until staff type one of their own.
            setForm((f) => ({
              ...f,
              title,
              urlExt:
                f.urlExt === '' || f.urlExt === urlExtFrom(f.title) ? urlExtFrom(title) : f.urlExt,
            }));
          }}
          error={error('title')}
          maxLength={120}
        />
        {landing ? (
          <>
            <TextInput
              label="Adres eki (/land/…/…/bu-kisim)"
              required
              value={form.urlExt}
              onChange={(e) => set('urlExt', e.currentTarget.value)}
              error={error('urlExt')}
              maxLength={60}
            />
            <NumberInput
              label="Kampanya fiyatı (normal fiyatın yüzdesi; 80 = %20 indirim)"
              required
              min={1}
              max={100}
              // The server names an out-of-range value; clamping would quietly save 0 as 1 %.
              clampBehavior="none"
              suffix=" %"
              value={form.pricePercent}
              onChange={(v) => set('pricePercent', v === '' ? '' : Number(v))}
              error={error('pricePercent')}
            />
            <TextInput
              label="Kaynak adı (siparişte görünür; boş = adres eki)"
              value={form.appeal}
              onChange={(e) => set('appeal', e.currentTarget.value)}
              error={error('appeal')}
              maxLength={40}
            />
          </>
        ) : (
          <NumberInput
            label="En az sepet tutarı (TL, KDV dahil; 0 = her siparişe)"
            min={0}
            decimalScale={2}
            value={form.minimum}
            onChange={(v) => set('minimum', Number(v) || 0)}
            error={error('minimumCartAmount') ?? error('pricePercent')}
          />
        )}
        <DateRangeInputs
          openEnded
          start={form.startDate}
          end={form.endDate}
          onStart={(value) => set('startDate', value)}
          onEnd={(value) => set('endDate', value)}
          startError={error('startDate')}
          endError={error('endDate')}
        />
        <Checkbox
          label="Açık (yayında)"
          checked={form.isActive}
          onChange={(e) => set('isActive', e.currentTarget.checked)}
        />
        <ActionOutcomeAlert outcome={outcome} />
        <Group>
          <Button type="submit" loading={saving}>
            {existing ? 'Kaydet' : 'Oluştur'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
