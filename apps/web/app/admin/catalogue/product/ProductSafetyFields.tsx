import { Fieldset, SimpleGrid, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProductValues } from './draft';

/**
 * Product safety information the law asks a seller to give (and the marketplaces require):
 * the maker, the importer or authorised representative, and usage and safety warnings. Shown
 * on the product page; empty fields are left out there.
 */
export function ProductSafetyFields({ form }: { form: UseFormReturnType<ProductValues> }) {
  return (
    <Fieldset legend="Ürün güvenliği">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Textarea
          label="Üretici"
          description="Ünvan, adres ve iletişim (e-posta ya da telefon)"
          autosize
          minRows={2}
          value={form.values.manufacturer}
          onChange={(e) => form.setFieldValue('manufacturer', e.currentTarget.value)}
          error={form.errors.manufacturer}
        />
        <Textarea
          label="İthalatçı veya yetkili temsilci"
          description="Ürün yurt dışında üretildiyse: ünvan, adres ve iletişim"
          autosize
          minRows={2}
          value={form.values.importer}
          onChange={(e) => form.setFieldValue('importer', e.currentTarget.value)}
          error={form.errors.importer}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label="Kullanım ve güvenlik uyarıları"
        autosize
        minRows={3}
        value={form.values.safetyWarnings}
        onChange={(e) => form.setFieldValue('safetyWarnings', e.currentTarget.value)}
        error={form.errors.safetyWarnings}
      />
    </Fieldset>
  );
}
