import type { AdminSummary, AuditEventView } from '@carsi/contract';
import { type AdminRole, adminRoleLabels, adminRoles } from '@carsi/contract/access';
import { formatTrPhone } from '@carsi/domain';
import { Button, Group, Modal, NativeSelect, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../api/call';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from './ActionButton';
import { AdminTable } from './AdminTable';
import { formatDateTime } from './format';
import { ListPager, ListSearch } from './ListControls';

/** `/admin-panel/kullanicilar?sekme=yoneticiler`: the owner's staff tab. */
export const STAFF_TAB = 'yoneticiler';

export interface StaffPage {
  admins: AdminSummary[];
  total: number;
  page: number;
  pages: number;
}

export interface AuditPage {
  events: AuditEventView[];
  total: number;
  page: number;
  pages: number;
}

const statusLabels: Record<AdminSummary['status'], string> = {
  pending: 'Onay bekliyor',
  active: 'Etkin',
  disabled: 'Devre dışı',
  rejected: 'Reddedildi',
};

type StaffAction = ReturnType<typeof useAdminAction>;

/** The role select: a change asks first, then takes effect on the admin's next request. */
function RoleSelect({ admin, action }: { admin: AdminSummary; action: StaffAction }) {
  const [asked, setAsked] = useState<AdminRole | null>(null);
  if (admin.status !== 'active' && admin.status !== 'disabled') {
    return admin.status === 'pending' ? (
      <Link to="/admin-panel/anasayfa">Ana sayfada onaylayın</Link>
    ) : (
      <>—</>
    );
  }
  return (
    <>
      <NativeSelect
        aria-label={`${admin.name} rolü`}
        value={admin.role ?? ''}
        disabled={action.busy !== null}
        data={adminRoles.map((role) => ({ value: role, label: adminRoleLabels[role] }))}
        onChange={(event) => setAsked(event.currentTarget.value as AdminRole)}
      />
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title="Rol değişikliği"
        centered
      >
        <Text>
          {admin.name} bundan sonra <strong>{asked ? adminRoleLabels[asked] : ''}</strong> rolüyle
          çalışacak. Yetkileri bir sonraki işleminde değişir.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsked(null)}>
            Vazgeç
          </Button>
          <Button
            onClick={() => {
              const role = asked;
              setAsked(null);
              if (role) {
                void action.run(`role-${admin._id}`, () =>
                  call('PUT /api/admin/admins/:id/role', {
                    params: { id: admin._id },
                    body: { role },
                  }),
                );
              }
            }}
          >
            Rolü değiştir
          </Button>
        </Group>
      </Modal>
    </>
  );
}

function StatusButton({
  admin,
  me,
  action,
}: {
  admin: AdminSummary;
  me: string;
  action: StaffAction;
}) {
  if (admin._id === me) return <Text size="sm">Siz</Text>;
  if (admin.status === 'active') {
    return (
      <ActionButton
        size="xs"
        color="red"
        variant="light"
        action={action}
        actionKey={`disable-${admin._id}`}
        confirm={{
          title: 'Yöneticiyi devre dışı bırak',
          body: `${admin.name} artık giriş yapamayacak; açık oturumları hemen kapanacak.`,
          confirmLabel: 'Devre dışı bırak',
        }}
        run={() => call('PUT /api/admin/admins/:id/disable', { params: { id: admin._id } })}
      >
        Devre dışı bırak
      </ActionButton>
    );
  }
  if (admin.status === 'disabled') {
    return (
      <ActionButton
        size="xs"
        variant="light"
        action={action}
        actionKey={`enable-${admin._id}`}
        confirm={{
          title: 'Yöneticiyi yeniden etkinleştir',
          body: `${admin.name} eski rolüyle yeniden giriş yapabilecek.`,
          confirmLabel: 'Etkinleştir',
        }}
        run={() => call('PUT /api/admin/admins/:id/enable', { params: { id: admin._id } })}
      >
        Etkinleştir
      </ActionButton>
    );
  }
  return null;
}

/** The audit history of staff changes (newest first), shown under a list. */
export function AuditHistory({ history, title }: { history: AuditPage; title: string }) {
  return (
    <section className="admin-section" aria-labelledby="gecmis">
      <h2 id="gecmis">{title}</h2>
      {history.events.length === 0 ? (
        <p>Henüz kayıt yok.</p>
      ) : (
        <ul className="admin-history">
          {history.events.map((event) => (
            <li key={event.id}>
              {formatDateTime(event.at)} · <strong>{event.actorName}</strong>
              {event.subjectName ? ` → ${event.subjectName}` : ''}: {event.summary}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The owner's "Yöneticiler" tab: every admin, their role and whether they may sign in. */
export function StaffList({
  staff,
  history,
  me,
}: {
  staff: StaffPage;
  history: AuditPage;
  me: string;
}) {
  const action = useAdminAction();
  const columns: ColumnDef<AdminSummary, unknown>[] = [
    { id: 'name', header: 'Ad soyad', cell: ({ row }) => row.original.name },
    { id: 'phone', header: 'Telefon', cell: ({ row }) => formatTrPhone(row.original.phone) },
    {
      id: 'role',
      header: 'Rol',
      cell: ({ row }) => <RoleSelect admin={row.original} action={action} />,
    },
    { id: 'status', header: 'Durum', cell: ({ row }) => statusLabels[row.original.status] },
    {
      id: 'lastSignInAt',
      header: 'Son giriş',
      cell: ({ row }) => formatDateTime(row.original.lastSignInAt),
    },
    {
      id: 'actions',
      header: 'İşlem',
      cell: ({ row }) => <StatusButton admin={row.original} me={me} action={action} />,
    },
  ];
  return (
    <>
      <ListSearch label="Ad veya telefon">
        {/* A search stays on this tab. */}
        <input type="hidden" name="sekme" value={STAFF_TAB} />
      </ListSearch>
      <ActionOutcomeAlert outcome={action.outcome} />
      <AdminTable
        caption="Yöneticiler"
        columns={columns}
        rows={staff.admins}
        rowKey={(a) => a._id}
        empty="Aramaya uyan yönetici yok."
      />
      <ListPager page={staff.page} pages={staff.pages} total={staff.total} />
      <AuditHistory history={history} title="Yönetici değişiklikleri" />
    </>
  );
}
