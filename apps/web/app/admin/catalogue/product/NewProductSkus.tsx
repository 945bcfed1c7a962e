import { Button, Fieldset, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ImageManager } from '../ImageManager';
import { SkuRowEditor } from '../SkuRowEditor';
import { blankSku, type ProductValues } from './draft';

/** The SKU rows of a new product (or a copy): each with its photos; at least one stays. */
export function NewProductSkus({ form }: { form: UseFormReturnType<ProductValues> }) {
  const { skus, defaultPrice, defaultVat } = form.values;
  return (
    <Fieldset legend="SKU'lar">
      <Stack>
        {skus.map((s, i) => (
          <Stack key={s.uid} gap="xs" className="admin-sku-row">
            <SkuRowEditor
              value={s}
              onChange={(next) => form.setFieldValue(`skus.${i}`, next)}
              error={(field) => form.errors[`skus.${i}.${field}`]}
            />
            {/* Stacked, not side by side: the photo box takes the row's width on a phone. */}
            <Stack gap="xs" align="stretch">
              <ImageManager
                label={`SKU ${i + 1} görselleri`}
                images={s.images}
                onChange={(images) => form.setFieldValue(`skus.${i}.images`, images)}
              />
              {skus.length > 1 ? (
                <Button
                  variant="subtle"
                  color="red"
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => form.removeListItem('skus', i)}
                >
                  SKU'yu kaldır
                </Button>
              ) : null}
            </Stack>
          </Stack>
        ))}
        <Button
          variant="light"
          onClick={() =>
            form.insertListItem('skus', blankSku(skus.length, defaultPrice, defaultVat))
          }
        >
          SKU ekle
        </Button>
      </Stack>
    </Fieldset>
  );
}
