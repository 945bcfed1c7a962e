import { allowedPaymentMethods, purchaseLimits, type WholesaleAccountView } from '@carsi/contract';
import {
  WHOLESALE_PAYMENT_METHOD_IDS,
  wholesalePaymentMethodLabels,
} from '@carsi/contract/wholesale';
import { Button, Checkbox, Group, NativeSelect, NumberInput, Table } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../api/call';
import type { useAdminAction } from '../ActionButton';
import { kurus, tl, typeLabel } from './labels';
import { useSectionForm } from './useSectionForm';

type Action = ReturnType<typeof useAdminAction>;
const levelKeys = ['purchaseLevelOne', 'purchaseLevelTwo', 'purchaseLevelThree'] as const;

/** End user or reseller: what the account pays and which levels apply. */
export function AccountType({
  account,
  action,
}: {
  account: WholesaleAccountView;
  action: Action;
}) {
  const [accountType, setAccountType] = useState<'endUser' | 'reSeller'>(
    account.isWholeSaleEndUser && !account.isWholeSaleReSeller ? 'endUser' : 'reSeller',
  );
  return (
    <>
      <h2>Hesap türü</h2>
      <Group align="flex-end">
        <NativeSelect
          label="Hesap türü"
          value={accountType}
          onChange={(e) =>
            setAccountType(e.currentTarget.value === 'endUser' ? 'endUser' : 'reSeller')
          }
          data={[
            { value: 'reSeller', label: typeLabel.reSeller },
            { value: 'endUser', label: typeLabel.endUser },
          ]}
        />
        <Button
          loading={action.busy === 'type'}
          onClick={() =>
            void action.run('type', () =>
              call('PUT /api/wholesale/updateCurrentAccountType', {
                body: { id: account._id, accountType },
              }),
            )
          }
        >
          Türü kaydet
        </Button>
      </Group>
    </>
  );
}

/** The three purchase levels: the amount (VAT excluded) and the extra goods percent of each. */
export function PurchaseLevels({
  account,
  action,
}: {
  account: WholesaleAccountView;
  action: Action;
}) {
  // Only the fields the body takes (the schema is strict).
  const level = (key: (typeof levelKeys)[number]) => {
    const { amount, extraGoods } = account.reSeller.limits[key];
    return { amount, extraGoods };
  };
  const { form, saving } = useSectionForm(
    purchaseLimits,
    {
      purchaseLevelOne: level('purchaseLevelOne'),
      purchaseLevelTwo: level('purchaseLevelTwo'),
      purchaseLevelThree: level('purchaseLevelThree'),
    },
    'limits',
  );
  const limits = form.values;
  return (
    <>
      <h2>Alım seviyeleri</h2>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Seviye</Table.Th>
            <Table.Th>Tutar (TL, KDV hariç)</Table.Th>
            <Table.Th>Mal fazlası %</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {levelKeys.map((key, i) => (
            <Table.Tr key={key}>
              <Table.Td>{i + 1}. Seviye</Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`${i + 1}. seviye tutarı`}
                  min={0}
                  decimalScale={2}
                  value={tl(limits[key].amount)}
                  onChange={(v) => form.setFieldValue(`${key}.amount`, kurus(v))}
                  error={form.errors[`${key}.amount`]}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`${i + 1}. seviye mal fazlası yüzdesi`}
                  min={0}
                  max={100}
                  value={limits[key].extraGoods}
                  onChange={(v) => form.setFieldValue(`${key}.extraGoods`, Number(v || 0))}
                  error={form.errors[`${key}.extraGoods`]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button
        mt="sm"
        loading={action.busy === 'limits'}
        onClick={() =>
          void action.run('limits', () =>
            saving((values) =>
              call('PUT /api/wholesale/updateCurrentAccountPurchaseLimits', {
                body: { id: account._id, limits: values },
              }),
            ),
          )
        }
      >
        Seviyeleri kaydet
      </Button>
    </>
  );
}

const closed = { isAllowed: false, paymentTerm: 0, downPaymentPercentage: 0 };

/** Which payment methods the account may use, with the term (days) and down payment of each. */
export function PaymentMethods({
  account,
  action,
}: {
  account: WholesaleAccountView;
  action: Action;
}) {
  const { form, saving } = useSectionForm(
    allowedPaymentMethods,
    Object.fromEntries(
      WHOLESALE_PAYMENT_METHOD_IDS.map((m) => {
        // Only the fields the body takes (the schema is strict).
        const { isAllowed, paymentTerm, downPaymentPercentage } =
          account.reSeller.allowedPaymentMethods[m] ?? closed;
        return [m, { isAllowed, paymentTerm, downPaymentPercentage }];
      }),
    ),
    'allowedPaymentMethods',
  );
  const methods = form.values;
  return (
    <>
      <h2>Ödeme yöntemleri</h2>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Yöntem</Table.Th>
            <Table.Th>İzinli</Table.Th>
            <Table.Th>Vade (gün)</Table.Th>
            <Table.Th>Peşinat %</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {WHOLESALE_PAYMENT_METHOD_IDS.map((m) => {
            const label = wholesalePaymentMethodLabels[m];
            const setting = methods[m] ?? closed;
            return (
              <Table.Tr key={m}>
                <Table.Td>{label}</Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`${label} izinli`}
                    checked={setting.isAllowed}
                    onChange={(e) => form.setFieldValue(`${m}.isAllowed`, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`${label} vade`}
                    min={0}
                    max={365}
                    value={setting.paymentTerm}
                    onChange={(v) => form.setFieldValue(`${m}.paymentTerm`, Number(v || 0))}
                    error={form.errors[`${m}.paymentTerm`]}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`${label} peşinat`}
                    min={0}
                    max={100}
                    value={setting.downPaymentPercentage}
                    onChange={(v) =>
                      form.setFieldValue(`${m}.downPaymentPercentage`, Number(v || 0))
                    }
                    error={form.errors[`${m}.downPaymentPercentage`]}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Button
        mt="sm"
        loading={action.busy === 'methods'}
        onClick={() =>
          void action.run('methods', () =>
            saving((values) =>
              call('PUT /api/wholesale/updateCurrentAccountAllowedPaymentMethods', {
                body: { id: account._id, allowedPaymentMethods: values },
              }),
            ),
          )
        }
      >
        Ödeme yöntemlerini kaydet
      </Button>
    </>
  );
}
