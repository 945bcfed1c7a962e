import {
  ADMIN_NOTIFICATION_KINDS,
  type AdminNotification,
  adminNotificationKindLabel,
  roleSeesNotification,
} from '@carsi/contract';
import { Badge, NativeSelect } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { formatDateTime, useAdminRole } from '../../admin/format';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead, listQuery } from '../../admin/load';
import { ADMIN_NOTIFICATION_EVENT } from '../../admin/NotificationBell';
import { call } from '../../api/call';
import type { Route } from './+types/notifications';

type NotificationList = {
  notifications: AdminNotification[];
  total: number;
  unread: number;
  page: number;
  pages: number;
};

export async function loader({ context, url }: Route.LoaderArgs) {
  return adminRead<NotificationList>(
    context,
    `/api/admin/notifications${listQuery(url, ['q', 'page', 'tur', 'okunmamis'])}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Bildirimler | Çarşı Yönetim' }];

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const params = new URLSearchParams(useLocation().search);
  const role = useAdminRole();
  const action = useAdminAction();
  const revalidator = useRevalidator();
  // A notice arriving live (the header's stream) reloads the list.
  useEffect(() => {
    const reload = () => void revalidator.revalidate();
    window.addEventListener(ADMIN_NOTIFICATION_EVENT, reload);
    return () => window.removeEventListener(ADMIN_NOTIFICATION_EVENT, reload);
  }, [revalidator]);

  const columns: ColumnDef<AdminNotification, unknown>[] = [
    {
      id: 'kind',
      header: 'Tür',
      cell: ({ row }) => (
        <Badge variant="light">{adminNotificationKindLabel(row.original.kind)}</Badge>
      ),
    },
    {
      id: 'title',
      header: 'Bildirim',
      cell: ({ row }) => (
        <>
          {row.original.readAt ? row.original.title : <strong>{row.original.title}</strong>}
          <br />
          <small>{row.original.body}</small>
        </>
      ),
    },
    { id: 'createdAt', header: 'Tarih', cell: ({ row }) => formatDateTime(row.original.createdAt) },
    {
      id: 'read',
      header: 'Durum',
      cell: ({ row }) =>
        row.original.readAt ? (
          'Okundu'
        ) : (
          <ActionButton
            size="xs"
            variant="light"
            action={action}
            actionKey={`read-${row.original._id}`}
            run={() =>
              call('PUT /api/admin/notifications/:id/read', { params: { id: row.original._id } })
            }
          >
            Okundu işaretle
          </ActionButton>
        ),
    },
  ];

  return (
    <AdminPage
      title={`Bildirimler (${loaderData.unread.toLocaleString('tr-TR')} okunmamış)`}
      actions={
        loaderData.unread > 0 ? (
          <ActionButton
            variant="default"
            action={action}
            actionKey="read-all"
            confirm={{
              title: 'Tümü okundu sayılsın mı?',
              body: 'Okunmamış bildirimleriniz yalnızca sizin için okundu olarak işaretlenecek; diğer yöneticiler kendi bildirimlerini görmeye devam eder.',
              confirmLabel: 'Tümünü okundu işaretle',
            }}
            run={() => call('PUT /api/admin/notifications/read-all')}
          >
            Tümünü okundu işaretle
          </ActionButton>
        ) : null
      }
    >
      <ListSearch label="Başlık, metin veya sipariş">
        <NativeSelect
          name="tur"
          label="Tür"
          defaultValue={params.get('tur') ?? ''}
          key={`tur-${params.get('tur') ?? ''}`}
          data={[
            { value: '', label: 'Tümü' },
            // Only the kinds of the admin's own areas (contract ADMIN_NOTIFICATION_AREAS).
            ...Object.entries(ADMIN_NOTIFICATION_KINDS)
              .filter(([value]) => role !== null && roleSeesNotification(role, value))
              .map(([value, label]) => ({ value, label })),
          ]}
        />
        <NativeSelect
          name="okunmamis"
          label="Okunma"
          defaultValue={params.get('okunmamis') ?? ''}
          key={`ok-${params.get('okunmamis') ?? ''}`}
          data={[
            { value: '', label: 'Tümü' },
            { value: '1', label: 'Yalnızca okunmamış' },
          ]}
        />
      </ListSearch>
      <ActionOutcomeAlert outcome={action.outcome} />
      <AdminTable
        caption="Bildirimler"
        columns={columns}
        rows={loaderData.notifications}
        rowKey={(n) => String(n._id)}
        empty="Aramaya uyan bildirim yok."
      />
      <ListPager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} />
    </AdminPage>
  );
}
