import { Checkbox, Fieldset, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MoneyInput, WholeInput } from '../fields';
import { ImageManager } from '../ImageManager';
import { CHOICE_KINDS, type ChoiceOptions, FLAGS, type ProductValues } from './draft';

type ProductForm = UseFormReturnType<ProductValues>;

/** The product's own fields: name and text, catalogue places, price and sale, SEO, photos. */
export function ProductFields({ form, options }: { form: ProductForm; options: ChoiceOptions }) {
  return (
    <>
      <NameFields form={form} />
      <Fieldset legend="Katalog">
        <SimpleGrid cols={{ base: 1, md: 4 }}>
          {CHOICE_KINDS.map(([field, , label]) => (
            <Select
              key={field}
              label={label}
              clearable
              searchable
              data={options[field]}
              value={form.values[field] === null ? null : String(form.values[field])}
              onChange={(v) => form.setFieldValue(field, v ? Number(v) : null)}
              error={form.errors[field]}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <PriceFields form={form} />
      <Fieldset legend="Arama motorları">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput
            label="SEO başlığı"
            value={form.values.seoTitle ?? ''}
            onChange={(e) => form.setFieldValue('seoTitle', e.currentTarget.value || null)}
            error={form.errors.seoTitle}
          />
          <TextInput
            label="SEO açıklaması"
            value={form.values.seoDescription ?? ''}
            onChange={(e) => form.setFieldValue('seoDescription', e.currentTarget.value || null)}
            error={form.errors.seoDescription}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Ürün görselleri">
        <ImageManager
          images={form.values.defaultImages}
          onChange={(images) => form.setFieldValue('defaultImages', images)}
        />
      </Fieldset>
    </>
  );
}

function NameFields({ form }: { form: ProductForm }) {
  return (
    <Fieldset legend="Ürün">
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <TextInput label="Ürün adı" required {...form.getInputProps('name')} />
        <TextInput label="Kısa ad (URL; boşsa addan)" {...form.getInputProps('slug')} />
        <TextInput label="Kısa kod (3–4 harf)" required {...form.getInputProps('code')} />
      </SimpleGrid>
      <Textarea
        label="Açıklama (HTML: p, strong, em, ul, li, a…)"
        autosize
        minRows={4}
        {...form.getInputProps('description')}
      />
    </Fieldset>
  );
}

/** Price, VAT, unit, time-limited discount, refund guarantee, cross-sell and the sale flags. */
function PriceFields({ form }: { form: ProductForm }) {
  const { values, errors } = form;
  const number = (key: RequiredNumber, orElse: number) => ({
    value: values[key],
    onChange: (v: number | null) => form.setFieldValue(key, v ?? orElse),
    error: errors[key],
  });
  const optional = (key: OptionalNumber) => ({
    value: values[key],
    onChange: (v: number | null) => form.setFieldValue(key, v),
    error: errors[key],
  });
  return (
    <Fieldset legend="Fiyat ve satış">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <MoneyInput
          label="Varsayılan fiyat (KDV dahil)"
          description="Yeni SKU'ların başlangıç fiyatı; mağaza ve sepet SKU fiyatını kullanır"
          required
          {...number('defaultPrice', 0)}
        />
        <MoneyInput label="Ek adet fiyatı" {...number('defaultPriceGap', 0)} />
        <WholeInput label="KDV %" {...number('defaultVat', 0)} />
        <TextInput label="Birim" {...form.getInputProps('productUnit')} />
        <WholeInput label="Süreli indirim (saat)" {...optional('timeLimitedDiscountDuration')} />
        <MoneyInput label="Süreli indirim tutarı" {...optional('timeLimitedDiscountAmount')} />
        <WholeInput label="İade garantisi (gün)" {...number('refundGuarantee', 90)} />
        <WholeInput label="Çapraz satış ürün no" {...optional('upsellProductId')} />
        <WholeInput label="Çapraz satış SKU no" {...optional('upsellSkuId')} />
        <TextInput
          label="Kullanım kılavuzu bağlantısı"
          value={values.userManualLink ?? ''}
          onChange={(e) => form.setFieldValue('userManualLink', e.currentTarget.value || null)}
          error={errors.userManualLink}
        />
      </SimpleGrid>
      <Group mt="sm">
        {FLAGS.map(([key, label]) => (
          <Checkbox
            key={key}
            label={label}
            checked={values[key]}
            onChange={(e) => form.setFieldValue(key, e.currentTarget.checked)}
          />
        ))}
      </Group>
    </Fieldset>
  );
}

type RequiredNumber = 'defaultPrice' | 'defaultPriceGap' | 'defaultVat' | 'refundGuarantee';
type OptionalNumber =
  | 'timeLimitedDiscountDuration'
  | 'timeLimitedDiscountAmount'
  | 'upsellProductId'
  | 'upsellSkuId';
