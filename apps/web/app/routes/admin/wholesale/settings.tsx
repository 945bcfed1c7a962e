import type { WholesaleAccountView, WholesaleBankAccountView } from '@carsi/contract';
import { roleCanDo } from '@carsi/contract/access';
import {
  WHOLESALE_PAYMENT_METHOD_IDS,
  wholesalePaymentMethodLabels,
} from '@carsi/contract/wholesale';
import { formatTL, formatTrPhone } from '@carsi/domain';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Table,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../../admin/ActionButton';
import { AdminPage } from '../../../admin/AdminPage';
import { useAdminRole } from '../../../admin/format';
import { ListPager, ListSearch } from '../../../admin/ListControls';
import { adminRead } from '../../../admin/load';
import { AuditHistory, type AuditPage } from '../../../admin/StaffList';
import { WholesaleShopSettings } from '../../../admin/wholesale-shop-settings';
import { callApi } from '../../../identity/api';
import type { Route } from './+types/settings';

/** The sign-up row's status, in the staff's words. */
const accountStatusLabels: Record<string, string> = {
  pending: 'Onay bekliyor',
  active: 'Aktif',
  rejected: 'Reddedildi',
  suspended: 'Pasif',
};

interface AccountsList {
  accounts: {
    _id: string;
    companyName: string;
    name: string;
    phone: string;
    status: string;
    accountType: 'endUser' | 'reSeller' | 'none';
    freeGoodsAllocation: number;
    privatePricingExpiry: number | null;
    orders: number;
  }[];
  total: number;
  page: number;
  pages: number;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const id = url.searchParams.get('hesap');
  if (id) {
    const [account, history] = await Promise.all([
      adminRead<WholesaleAccountView>(
        context,
        `/api/wholesale/adminGetDetailsWholeSaleAccount?id=${encodeURIComponent(id)}`,
        url,
      ),
      adminRead<AuditPage>(
        context,
        `/api/admin/wholesale-accounts/${encodeURIComponent(id)}/history`,
        url,
      ),
    ]);
    return { account, history, list: null, bankAccount: null };
  }
  const query = new URLSearchParams({ pageNumber: url.searchParams.get('page') ?? '1' });
  const q = url.searchParams.get('q');
  if (q) query.set('keyword', q);
  const [list, bank] = await Promise.all([
    adminRead<AccountsList>(context, `/api/wholesale/adminGetWholeSaleAccountsList?${query}`, url),
    adminRead<{ bankAccount: WholesaleBankAccountView | null }>(
      context,
      '/api/wholesale/adminGetBankAccount',
      url,
    ),
  ]);
  return { account: null, history: null, list, bankAccount: bank.bankAccount };
}

export const meta: Route.MetaFunction = () => [{ title: 'Toptan Ayarları | Çarşı Yönetim' }];

const typeLabel = { endUser: 'Son kullanıcı', reSeller: 'Bayi', none: '—' };
const tl = (kurus: number) => kurus / 100;
const kurus = (value: number | string) => Math.round(Number(value || 0) * 100);

/** Whether the account may sign in: deactivating ends its sessions, its orders stay. */
function AccountAccess({
  account,
  action,
}: {
  account: WholesaleAccountView;
  action: ReturnType<typeof useAdminAction>;
}) {
  const url = `/api/admin/wholesale-accounts/${account._id}`;
  const role = useAdminRole();
  const mayChange = role !== null && roleCanDo(role, 'wholesale.accounts');
  return (
    <>
      <h2>Hesap durumu</h2>
      <Group>
        <span>{accountStatusLabels[account.status] ?? account.status}</span>
        {mayChange && account.status === 'active' ? (
          <ActionButton
            color="red"
            variant="light"
            action={action}
            actionKey="deactivate"
            confirm={{
              title: 'Toptan hesabı pasifleştir',
              body: `${account.companyName} artık giriş yapamayacak; açık oturumları hemen kapanacak. Siparişleri olduğu gibi kalır.`,
              confirmLabel: 'Pasifleştir',
            }}
            run={() => callApi('PUT', `${url}/deactivate`)}
          >
            Hesabı pasifleştir
          </ActionButton>
        ) : null}
        {mayChange && account.status === 'suspended' ? (
          <ActionButton
            variant="light"
            action={action}
            actionKey="reactivate"
            confirm={{
              title: 'Toptan hesabı yeniden etkinleştir',
              body: `${account.companyName} yeniden giriş yapıp sipariş verebilecek.`,
              confirmLabel: 'Etkinleştir',
            }}
            run={() => callApi('PUT', `${url}/reactivate`)}
          >
            Hesabı etkinleştir
          </ActionButton>
        ) : null}
      </Group>
    </>
  );
}

function AccountEditor({ account }: { account: WholesaleAccountView }) {
  const action = useAdminAction();
  const [accountType, setAccountType] = useState<'endUser' | 'reSeller'>(
    account.isWholeSaleEndUser && !account.isWholeSaleReSeller ? 'endUser' : 'reSeller',
  );
  const [limits, setLimits] = useState(account.reSeller.limits);
  const [methods, setMethods] = useState(() =>
    Object.fromEntries(
      WHOLESALE_PAYMENT_METHOD_IDS.map((m) => [
        m,
        account.reSeller.allowedPaymentMethods[m] ?? {
          isAllowed: false,
          paymentTerm: 0,
          downPaymentPercentage: 0,
        },
      ]),
    ),
  );
  const pricing = account.reSeller.privatePricing;
  const [expiry, setExpiry] = useState(
    new Date(pricing.expiry ?? Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  );
  const [prices, setPrices] = useState(pricing.skus);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<
    { sku: string; name: string; wholesalePrice: number | null }[]
  >([]);
  const levelKeys = ['purchaseLevelOne', 'purchaseLevelTwo', 'purchaseLevelThree'] as const;

  return (
    <>
      <p>
        {
          typeLabel[
            account.isWholeSaleReSeller
              ? 'reSeller'
              : account.isWholeSaleEndUser
                ? 'endUser'
                : 'none'
          ]
        }{' '}
        · {account.name} · {formatTrPhone(account.phone)} · Mal fazlası bakiyesi{' '}
        {formatTL(account.ordersSummary.freeGoodsAllocation)} · Sipariş{' '}
        {account.ordersSummary.totalNumberOfOrders}
      </p>
      <ActionOutcomeAlert outcome={action.outcome} />
      <AccountAccess account={account} action={action} />
      <h2>Hesap türü</h2>
      <Group align="flex-end">
        <NativeSelect
          label="Hesap türü"
          value={accountType}
          onChange={(e) => setAccountType(e.currentTarget.value as 'endUser' | 'reSeller')}
          data={[
            { value: 'reSeller', label: typeLabel.reSeller },
            { value: 'endUser', label: typeLabel.endUser },
          ]}
        />
        <Button
          loading={action.busy === 'type'}
          onClick={() =>
            void action.run('type', () =>
              callApi('PUT', '/api/wholesale/updateCurrentAccountType', {
                id: account._id,
                accountType,
              }),
            )
          }
        >
          Türü kaydet
        </Button>
      </Group>
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
                  onChange={(v) =>
                    setLimits((l) => ({ ...l, [key]: { ...l[key], amount: kurus(v) } }))
                  }
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`${i + 1}. seviye mal fazlası yüzdesi`}
                  min={0}
                  max={100}
                  value={limits[key].extraGoods}
                  onChange={(v) =>
                    setLimits((l) => ({ ...l, [key]: { ...l[key], extraGoods: Number(v || 0) } }))
                  }
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
            callApi('PUT', '/api/wholesale/updateCurrentAccountPurchaseLimits', {
              id: account._id,
              limits,
            }),
          )
        }
      >
        Seviyeleri kaydet
      </Button>

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
          {WHOLESALE_PAYMENT_METHOD_IDS.map((m) => (
            <Table.Tr key={m}>
              <Table.Td>{wholesalePaymentMethodLabels[m]}</Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={`${wholesalePaymentMethodLabels[m]} izinli`}
                  checked={methods[m]!.isAllowed}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    setMethods((s) => ({ ...s, [m]: { ...s[m]!, isAllowed: checked } }));
                  }}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`${wholesalePaymentMethodLabels[m]} vade`}
                  min={0}
                  max={365}
                  value={methods[m]!.paymentTerm}
                  onChange={(v) =>
                    setMethods((s) => ({ ...s, [m]: { ...s[m]!, paymentTerm: Number(v || 0) } }))
                  }
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`${wholesalePaymentMethodLabels[m]} peşinat`}
                  min={0}
                  max={100}
                  value={methods[m]!.downPaymentPercentage}
                  onChange={(v) =>
                    setMethods((s) => ({
                      ...s,
                      [m]: { ...s[m]!, downPaymentPercentage: Number(v || 0) },
                    }))
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button
        mt="sm"
        loading={action.busy === 'methods'}
        onClick={() =>
          void action.run('methods', () =>
            callApi('PUT', '/api/wholesale/updateCurrentAccountAllowedPaymentMethods', {
              id: account._id,
              allowedPaymentMethods: methods,
            }),
          )
        }
      >
        Ödeme yöntemlerini kaydet
      </Button>

      <h2>Özel fiyatlar</h2>
      <p>
        {pricing.active
          ? `Geçerli, ${pricing.remainingDays} gün kaldı.`
          : 'Geçerli özel fiyat yok.'}
      </p>
      <TextInput
        type="date"
        label="Son geçerlilik tarihi"
        value={expiry}
        onChange={(e) => setExpiry(e.currentTarget.value)}
        maw={240}
      />
      <Group align="end" mt="sm">
        <TextInput
          label="SKU ara"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Button
          variant="default"
          onClick={async () => {
            if (!search.trim()) return;
            const result = await callApi<{ skus: typeof found }>(
              'GET',
              `/api/wholesale/adminSearchSkus?keyword=${encodeURIComponent(search.trim())}`,
            );
            setFound(result.skus);
          }}
        >
          Ara
        </Button>
      </Group>
      {found.length > 0 ? (
        <ul>
          {found.map((s) => (
            <li key={s.sku}>
              {s.sku} — {s.name} (
              {s.wholesalePrice !== null ? formatTL(s.wholesalePrice) : 'toptan fiyatı yok'}){' '}
              <Button
                size="compact-xs"
                variant="light"
                disabled={prices.some((p) => p.sku === s.sku)}
                onClick={() =>
                  setPrices((p) => [...p, { sku: s.sku, price: s.wholesalePrice ?? 100 }])
                }
              >
                Ekle
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Table mt="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Özel fiyat (TL, KDV hariç)</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prices.map((p) => (
            <Table.Tr key={p.sku}>
              <Table.Td>{p.sku}</Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`${p.sku} özel fiyatı`}
                  min={0.01}
                  decimalScale={2}
                  value={tl(p.price)}
                  onChange={(v) =>
                    setPrices((all) =>
                      all.map((x) => (x.sku === p.sku ? { ...x, price: kurus(v) } : x)),
                    )
                  }
                />
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  color="red"
                  variant="light"
                  onClick={() => setPrices((all) => all.filter((x) => x.sku !== p.sku))}
                >
                  Çıkar
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button
        mt="sm"
        loading={action.busy === 'pricing'}
        onClick={() =>
          void action.run('pricing', () =>
            callApi('PUT', '/api/wholesale/updateCurrentAccountWholeSalePricing', {
              id: account._id,
              privatePricing: {
                expiry: new Date(`${expiry}T23:59:59+03:00`).getTime(),
                skus: prices,
              },
            }),
          )
        }
      >
        Özel fiyatları kaydet
      </Button>
    </>
  );
}

export default function AdminWholesaleSettings({ loaderData }: Route.ComponentProps) {
  if (loaderData.account) {
    return (
      <AdminPage
        title={loaderData.account.companyName}
        actions={<Link to="/admin-panel/toptan-ayarlari">Tüm hesaplar</Link>}
      >
        <AccountEditor key={loaderData.account._id} account={loaderData.account} />
        {loaderData.history ? (
          <AuditHistory history={loaderData.history} title="Hesap geçmişi" />
        ) : null}
      </AdminPage>
    );
  }
  const list = loaderData.list!;
  return (
    <AdminPage title="Toptan Ayarları">
      <ListSearch label="Firma, yetkili veya telefon" />
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Firma</Table.Th>
            <Table.Th>Tür</Table.Th>
            <Table.Th>Durum</Table.Th>
            <Table.Th>Sipariş</Table.Th>
            <Table.Th>Mal fazlası</Table.Th>
            <Table.Th>Özel fiyat bitişi</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.accounts.map((a) => (
            <Table.Tr key={a._id}>
              <Table.Td>
                <Link to={`?hesap=${a._id}`}>{a.companyName}</Link>
                <div>
                  {a.name} · {formatTrPhone(a.phone)}
                </div>
              </Table.Td>
              <Table.Td>{typeLabel[a.accountType]}</Table.Td>
              <Table.Td>{accountStatusLabels[a.status] ?? a.status}</Table.Td>
              <Table.Td>{a.orders}</Table.Td>
              <Table.Td>{formatTL(a.freeGoodsAllocation)}</Table.Td>
              <Table.Td>
                {a.privatePricingExpiry
                  ? new Date(a.privatePricingExpiry).toLocaleDateString('tr-TR', {
                      timeZone: 'Europe/Istanbul',
                    })
                  : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {list.accounts.length === 0 ? <p>Toptan hesap yok.</p> : null}
      <ListPager page={list.page} pages={list.pages} total={list.total} />
      <WholesaleShopSettings bankAccount={loaderData.bankAccount} />
    </AdminPage>
  );
}
