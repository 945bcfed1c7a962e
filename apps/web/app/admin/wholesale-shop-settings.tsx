import type { WholesaleBankAccountView } from '@carsi/contract';
import { WHOLESALE_PACK_SIZE_MAX } from '@carsi/contract';
import { roleCanDo } from '@carsi/contract/access';
import { Button, Group, NumberInput, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { call } from '../api/call';
import { ActionOutcomeAlert, useAdminAction } from './ActionButton';
import { useAdminRole } from './format';

/**
 * The shop-wide part of toptan-ayarlari: the bank account wholesale transfers are paid into
 * (shown on the order confirmation, the order page and the print) and each product's pack
 * size (koli), the step of the portal's + and − buttons.
 */
export function WholesaleShopSettings({
  bankAccount,
}: {
  bankAccount: WholesaleBankAccountView | null;
}) {
  // Only what this role may change is offered (access.ts adminActionRoles).
  const role = useAdminRole();
  return (
    <>
      {role && roleCanDo(role, 'wholesale.payment') ? (
        <BankAccountForm bankAccount={bankAccount} />
      ) : (
        <BankAccountShown bankAccount={bankAccount} />
      )}
      {role && roleCanDo(role, 'wholesale.accounts') ? <PackSizes /> : null}
    </>
  );
}

function BankAccountShown({ bankAccount }: { bankAccount: WholesaleBankAccountView | null }) {
  return (
    <section aria-labelledby="havale-bilgileri">
      <h2 id="havale-bilgileri">Havale bilgileri</h2>
      <p>
        {bankAccount
          ? `${bankAccount.bankName} · ${bankAccount.accountHolder} · ${bankAccount.iban}`
          : 'Henüz tanımlanmadı.'}{' '}
        Muhasebe değiştirebilir.
      </p>
    </section>
  );
}

function BankAccountForm({ bankAccount }: { bankAccount: WholesaleBankAccountView | null }) {
  const action = useAdminAction();
  const [bankName, setBankName] = useState(bankAccount?.bankName ?? '');
  const [accountHolder, setAccountHolder] = useState(bankAccount?.accountHolder ?? '');
  const [iban, setIban] = useState(bankAccount?.iban ?? '');
  return (
    <section aria-labelledby="havale-bilgileri">
      <h2 id="havale-bilgileri">Havale bilgileri</h2>
      <p>Toptan müşterilerin havale/EFT ile ödeme yapacağı hesap.</p>
      <ActionOutcomeAlert outcome={action.outcome} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void action.run('bank', () =>
            call('PUT /api/wholesale/adminUpdateBankAccount', {
              body: { bankName, accountHolder, iban },
            }),
          );
        }}
      >
        <Group align="flex-end">
          <TextInput
            label="Banka adı"
            required
            value={bankName}
            onChange={(e) => setBankName(e.currentTarget.value)}
          />
          <TextInput
            label="Hesap sahibi"
            required
            value={accountHolder}
            onChange={(e) => setAccountHolder(e.currentTarget.value)}
          />
          <TextInput
            label="IBAN"
            required
            placeholder="TR00 0000 0000 0000 0000 0000 00"
            value={iban}
            onChange={(e) => setIban(e.currentTarget.value)}
            miw={300}
          />
          <Button type="submit" loading={action.busy === 'bank'}>
            Havale bilgilerini kaydet
          </Button>
        </Group>
      </form>
    </section>
  );
}

interface FoundSku {
  sku: string;
  name: string;
  productId: number;
  packSize: number;
}

function PackSizes() {
  const action = useAdminAction();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<FoundSku[]>([]);
  const [sizes, setSizes] = useState<Record<number, number>>({});
  // SKUs of one product share its pack size: one row per product.
  const productsFound = [...new Map(found.map((row) => [row.productId, row])).values()];
  return (
    <section aria-labelledby="koli-adetleri">
      <h2 id="koli-adetleri">Koli adetleri</h2>
      <p>
        Koli ile satılan üründe toptan sepetindeki + ve − düğmeleri bir koli kadar artırıp azaltır.
        1, ürünü adet adet satar.
      </p>
      <ActionOutcomeAlert outcome={action.outcome} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void action.run('search', async () => {
            const result = await call('GET /api/wholesale/adminSearchSkus', {
              query: { keyword: search },
            });
            setFound(result.skus);
            setSizes(Object.fromEntries(result.skus.map((row) => [row.productId, row.packSize])));
            return { message: `${result.skus.length} SKU bulundu.` };
          });
        }}
      >
        <Group align="flex-end">
          <TextInput
            label="Ürün adı veya SKU"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Button type="submit" variant="default" loading={action.busy === 'search'}>
            Ara
          </Button>
        </Group>
      </form>
      {productsFound.length > 0 ? (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ürün</Table.Th>
              <Table.Th>Koli adedi</Table.Th>
              <Table.Th>İşlem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {productsFound.map((row) => (
              <Table.Tr key={row.productId}>
                <Table.Td>
                  {row.name} <span>({row.sku})</span>
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`${row.name} koli adedi`}
                    min={1}
                    max={WHOLESALE_PACK_SIZE_MAX}
                    allowDecimal={false}
                    value={sizes[row.productId] ?? 1}
                    onChange={(v) =>
                      setSizes((all) => ({ ...all, [row.productId]: Number(v) || 1 }))
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    loading={action.busy === `pack-${row.productId}`}
                    onClick={() =>
                      void action.run(`pack-${row.productId}`, () =>
                        call('PUT /api/wholesale/adminUpdatePackSize', {
                          body: { productId: row.productId, packSize: sizes[row.productId] ?? 1 },
                        }),
                      )
                    }
                  >
                    Kaydet
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </section>
  );
}
