import type { WholesaleAccountView, WholesaleBankAccountView } from '@carsi/contract';
import { formatTL, formatTrPhone } from '@carsi/domain';
import { Table } from '@mantine/core';
import { Link } from 'react-router';
import { AdminPage } from '../../../admin/AdminPage';
import { ListPager, ListSearch } from '../../../admin/ListControls';
import { adminRead } from '../../../admin/load';
import { AuditHistory, type AuditPage } from '../../../admin/StaffList';
import { AccountEditor } from '../../../admin/wholesale/AccountEditor';
import { accountStatusLabels, typeLabel } from '../../../admin/wholesale/labels';
import { WholesaleShopSettings } from '../../../admin/wholesale-shop-settings';
import type { Route } from './+types/settings';

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
      {/* Wide on a phone: the table scrolls in its own box, the page does not. */}
      <Table.ScrollContainer minWidth={640}>
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
      </Table.ScrollContainer>
      {list.accounts.length === 0 ? <p>Toptan hesap yok.</p> : null}
      <ListPager page={list.page} pages={list.pages} total={list.total} />
      <WholesaleShopSettings bankAccount={loaderData.bankAccount} />
    </AdminPage>
  );
}
