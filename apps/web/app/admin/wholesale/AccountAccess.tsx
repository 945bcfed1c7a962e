import type { WholesaleAccountView } from '@carsi/contract';
import { roleCanDo } from '@carsi/contract/access';
import { Group } from '@mantine/core';
import { call } from '../../api/call';
import { ActionButton, type useAdminAction } from '../ActionButton';
import { useAdminRole } from '../format';
import { accountStatusLabels } from './labels';

/** Whether the account may sign in: deactivating ends its sessions, its orders stay. */
export function AccountAccess({
  account,
  action,
}: {
  account: WholesaleAccountView;
  action: ReturnType<typeof useAdminAction>;
}) {
  const params = { id: account._id };
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
            run={() => call('PUT /api/admin/wholesale-accounts/:id/deactivate', { params })}
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
            run={() => call('PUT /api/admin/wholesale-accounts/:id/reactivate', { params })}
          >
            Hesabı etkinleştir
          </ActionButton>
        ) : null}
      </Group>
    </>
  );
}
