import { type PriceRiseView, schedulePriceRiseBody } from '@carsi/contract';
import { formatTL, tlToKurus } from '@carsi/domain';
import { Button, Fieldset, Group, NumberInput, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../api/call';
import { checked } from '../../api/check';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../ActionButton';
import { formatDateTime, localInputToIso, toLocalInput } from '../format';

const statusLabels: Record<PriceRiseView['status'], string> = {
  pending: 'Bekliyor',
  applied: 'Uygulandı',
  cancelled: 'İptal edildi',
};

/** The coming midnight in the browser's zone (staff work in Turkey), as the default moment. */
function nextMidnight(): string {
  const midnight = new Date();
  midnight.setHours(24, 0, 0, 0);
  return toLocalInput(midnight.getTime());
}

/**
 * Scheduled price rises of a product (the "prices rise by 10 TL at midnight" notice, made true):
 * staff plan one, the product page announces it, a job applies it to every SKU at that moment.
 */
export function PriceRises({ productId, rises }: { productId: number; rises: PriceRiseView[] }) {
  const action = useAdminAction();
  const [amount, setAmount] = useState<number | ''>(10);
  const [applyAt, setApplyAt] = useState(nextMidnight);
  const pending = rises.some((rise) => rise.status === 'pending');
  return (
    <Fieldset legend="Planlı fiyat artışı" mt="lg">
      <p>
        Ürün sayfası artışı saatiyle duyurur; o an geldiğinde tüm SKU fiyatları (ve 2. ürün
        fiyatları) bu tutar kadar artar.
      </p>
      <ActionOutcomeAlert outcome={action.outcome} />
      {pending ? null : (
        <Group align="flex-end">
          <NumberInput
            label="Artış (TL)"
            min={0}
            decimalScale={2}
            value={amount}
            onChange={(v) => setAmount(v === '' ? '' : Number(v))}
          />
          <TextInput
            type="datetime-local"
            label="Ne zaman"
            value={applyAt}
            onChange={(e) => setApplyAt(e.currentTarget.value)}
          />
          <Button
            loading={action.busy === 'schedule'}
            onClick={() =>
              void action.run('schedule', () =>
                call('POST /api/admin/products/:id/price-rises', {
                  params: { id: productId },
                  body: checked(schedulePriceRiseBody, {
                    amount: tlToKurus(Number(amount) || 0),
                    applyAt: localInputToIso(applyAt),
                  }),
                }),
              )
            }
          >
            Artışı planla
          </Button>
        </Group>
      )}
      {rises.length > 0 ? (
        // Wide on a phone: the table scrolls in its own box, the page does not.
        <Table.ScrollContainer minWidth={560} mt="md">
          <Table>
            <Table.Caption>Planlanan artışlar</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Ne zaman</Table.Th>
                <Table.Th>Artış</Table.Th>
                <Table.Th>Durum</Table.Th>
                <Table.Th>Planlayan</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rises.map((rise) => (
                <Table.Tr key={rise._id}>
                  <Table.Td>{formatDateTime(rise.applyAt)}</Table.Td>
                  <Table.Td>{formatTL(rise.amount)}</Table.Td>
                  <Table.Td>{statusLabels[rise.status]}</Table.Td>
                  <Table.Td>{rise.createdBy}</Table.Td>
                  <Table.Td>
                    {rise.status === 'pending' ? (
                      <ActionButton
                        variant="default"
                        action={action}
                        actionKey={`cancel-${rise._id}`}
                        confirm={{
                          title: 'Fiyat artışı iptal edilsin mi?',
                          body: `${formatDateTime(rise.applyAt)} için planlanan ${formatTL(rise.amount)} artış uygulanmayacak ve ürün sayfasındaki duyuru kalkacak.`,
                          confirmLabel: 'İptal et',
                        }}
                        run={() =>
                          call('POST /api/admin/price-rises/:id/cancel', {
                            params: { id: rise._id },
                          })
                        }
                      >
                        İptal et
                      </ActionButton>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Fieldset>
  );
}
