import { type AdminProduct, skuInput } from '@carsi/contract';
import { formatTL, variantLabel } from '@carsi/domain';
import { Button, Fieldset, Group, Stack, Table } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { bodyFields, call, resultOf } from '../../../api/call';
import { summaryOf } from '../../../api/check';
import { SkuRowEditor } from '../SkuRowEditor';
import { blankSku, type SkuDraft, skuBody } from './draft';

const checkSku = schemaResolver(skuInput, { sync: true });

/**
 * The SKUs of a saved product: each opens its own editor; a new one is added here, checked by
 * the contract's SKU schema first. The outcome goes to the page's message.
 */
export function ProductSkus({
  product,
  onMessage,
}: {
  product: AdminProduct;
  onMessage: (message: { ok: boolean; text: string }) => void;
}) {
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState(false);
  const form = useForm<SkuDraft>({
    initialValues: blankSku(1, product.defaultPrice, product.defaultVat),
    validate: (values) => checkSku(skuBody(values)),
  });
  const open = () => {
    form.setValues(blankSku(1, product.defaultPrice, product.defaultVat));
    form.clearErrors();
    setAdding(true);
  };

  async function add(values: SkuDraft) {
    const result = await resultOf(
      call('POST /api/admin/products/:id/skus', {
        params: { id: product.id },
        body: skuBody(values),
      }),
    );
    if (!result.ok) {
      form.setErrors(bodyFields(result.fields));
      onMessage({ ok: false, text: result.message });
      return;
    }
    setAdding(false);
    onMessage({ ok: true, text: result.data.message });
    await revalidator.revalidate();
  }

  return (
    <Fieldset legend="SKU'lar" mt="lg">
      {/* Wide on a phone: the table scrolls in its own box, the page does not. */}
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>SKU</Table.Th>
              <Table.Th>Ebat / renk</Table.Th>
              <Table.Th>Fiyat</Table.Th>
              <Table.Th>Stok</Table.Th>
              <Table.Th>Durum</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {product.skus.map((s, index) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <Link
                    to={`/admin-panel/sku/duzenle/${s.id}/${product.id}/${index}/${s.parasutProductId ?? '-'}`}
                  >
                    {s.sku}
                  </Link>
                </Table.Td>
                <Table.Td>{variantLabel(s) || '—'}</Table.Td>
                <Table.Td>{formatTL(s.price)}</Table.Td>
                <Table.Td>{s.countInStock}</Table.Td>
                <Table.Td>{s.isActive ? 'Aktif' : 'Pasif'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {adding ? (
        <Stack mt="md">
          <SkuRowEditor
            value={form.values}
            onChange={(next) => form.setValues(next)}
            error={(field) => form.errors[field]}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAdding(false)}>
              Vazgeç
            </Button>
            <Button
              onClick={() =>
                form.onSubmit(add, (errors) =>
                  onMessage({ ok: false, text: summaryOf(Object.values(errors)) }),
                )()
              }
            >
              SKU'yu kaydet
            </Button>
          </Group>
        </Stack>
      ) : (
        <Button mt="md" variant="light" onClick={open}>
          SKU ekle
        </Button>
      )}
    </Fieldset>
  );
}
