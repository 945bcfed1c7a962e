import { type CampaignView, campaignBody } from '@carsi/contract';
import { kurusToTl, slugify, tlToKurus } from '@carsi/domain';
import { Button, Checkbox, Group, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import { type CallInput, call } from '../api/call';
import { ActionOutcomeAlert } from './ActionButton';
import { DateRangeInputs } from './DateRangeInputs';
import { localInputToIso, toLocalInput } from './format';
import { usePromotionForm } from './promotions/usePromotionForm';

type Kind = CampaignView['kind'];

/** The landing page's address suggested from the title (at most 60 characters). */
const urlExtFrom = (title: string) => slugify(title).slice(0, 60).replace(/-+$/, '');

/** The campaign as staff type it: the gift's minimum in TL, local times. */
function valuesOf(existing: CampaignView | null) {
  return {
    kind: existing?.kind ?? ('landing' as Kind),
    title: existing?.title ?? '',
    urlExt: existing?.urlExt ?? '',
    appeal: existing?.appeal ?? '',
    pricePercent: existing?.pricePercent ?? (80 as number | string),
    /** TL. */
    minimumCartAmount: existing ? kurusToTl(existing.minimumCartAmount) : (0 as number | string),
    startDate: toLocalInput(existing?.startDate ?? null),
    endDate: toLocalInput(existing?.endDate ?? null),
    isActive: existing?.isActive ?? true,
  };
}

type CampaignValues = ReturnType<typeof valuesOf>;

/** The body for the product's campaign: a gift sends no landing fields, a landing no minimum. */
function bodyOf(
  productId: number,
  values: CampaignValues,
): CallInput<'POST /api/admincampaign/create'>['body'] {
  const landing = values.kind === 'landing';
  return {
    productId,
    kind: values.kind,
    title: values.title,
    urlExt: landing ? values.urlExt.trim() || null : null,
    appeal: landing ? values.appeal : '',
    // An empty percentage stays NaN, which the schema names ("Kampanya fiyatı gerekli.").
    pricePercent: landing
      ? values.pricePercent === ''
        ? Number.NaN
        : Number(values.pricePercent)
      : 0,
    minimumCartAmount: landing ? 0 : tlToKurus(Number(values.minimumCartAmount) || 0),
    startDate: localInputToIso(values.startDate),
    endDate: localInputToIso(values.endDate),
    isActive: values.isActive,
  };
}

/**
 * Creates or edits a campaign: the product's home-page gift (free, from a minimum cart) or its
 * landing page (a percentage of the SKU prices). The contract's schema checks every rule in the
 * browser and the server again; either's messages land on the fields they name.
 */
export function CampaignForm({
  product,
  existing,
}: {
  product: { _id: number; name: string };
  existing: CampaignView | null;
}) {
  const { form, onSubmit, saving, outcome } = usePromotionForm({
    initialValues: valuesOf(existing),
    bodyOf: (values: CampaignValues) => bodyOf(product._id, values),
    schema: campaignBody,
    editing: existing !== null,
    send: (body) =>
      existing
        ? call('PUT /api/admincampaign/edit', { body: { _id: existing._id, ...body } })
        : call('POST /api/admincampaign/create', { body }),
    pageOf: (saved) => `/admin-panel/kampanya/${saved.campaign._id}`,
  });
  const landing = form.values.kind === 'landing';
  const title = form.getInputProps('title');

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack maw={560}>
        <p>
          Ürün: <strong>{product.name}</strong> (no. {product._id})
        </p>
        <Radio.Group label="Kampanya türü" {...form.getInputProps('kind')}>
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
          withAsterisk
          maxLength={120}
          {...title}
          onChange={(e) => {
            const { urlExt, title: before } = form.values;
            const next = e.currentTarget.value;
            title.onChange(next);
            // Suggest the address from the title until staff type one of their own.
            if (urlExt === '' || urlExt === urlExtFrom(before)) {
              form.setFieldValue('urlExt', urlExtFrom(next));
            }
          }}
        />
        {landing ? (
          <>
            <TextInput
              label="Adres eki (/land/…/…/bu-kisim)"
              withAsterisk
              maxLength={60}
              {...form.getInputProps('urlExt')}
            />
            <NumberInput
              label="Kampanya fiyatı (normal fiyatın yüzdesi; 80 = %20 indirim)"
              withAsterisk
              min={1}
              max={100}
              // The schema names an out-of-range value; clamping would quietly save 0 as 1 %.
              clampBehavior="none"
              suffix=" %"
              {...form.getInputProps('pricePercent')}
            />
            <TextInput
              label="Kaynak adı (siparişte görünür; boş = adres eki)"
              maxLength={40}
              {...form.getInputProps('appeal')}
            />
          </>
        ) : (
          <NumberInput
            label="En az sepet tutarı (TL, KDV dahil; 0 = her siparişe)"
            min={0}
            decimalScale={2}
            {...form.getInputProps('minimumCartAmount')}
            // A gift's price is not an input here: its message stands on the minimum.
            error={form.errors.minimumCartAmount ?? form.errors.pricePercent}
          />
        )}
        <DateRangeInputs
          openEnded
          start={form.getInputProps('startDate')}
          end={form.getInputProps('endDate')}
        />
        <Checkbox
          label="Açık (yayında)"
          {...form.getInputProps('isActive', { type: 'checkbox' })}
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
