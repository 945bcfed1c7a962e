import type { StatusTextView } from '@carsi/contract';
import { type AdminRole, roleCanDo } from '@carsi/contract/access';
import { Group, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { adminRead } from '../../admin/load';
import { call } from '../../api/call';
import type { Route } from './+types/status-texts';

/** One screen for both lists: onayli-siparis-durumlari (approved) and durum-olusturma-ekrani (staff). */
const kindOf = (pathname: string): 'approved' | 'staff' =>
  pathname.includes('onayli-siparis-durumlari') ? 'approved' : 'staff';

export async function loader({ context, url }: Route.LoaderArgs) {
  const kind = kindOf(url.pathname);
  const { texts } = await adminRead<{ texts: StatusTextView[] }>(
    context,
    `/api/admin/order-status-texts?kind=${kind}`,
    url,
  );
  return { kind, texts };
}

const TITLES = { approved: 'Onaylı sipariş durumları', staff: 'Durum oluşturma ekranı' } as const;

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${TITLES[data?.kind ?? 'staff']} | Yönetim` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function StatusTexts({ loaderData }: Route.ComponentProps) {
  const { kind, texts } = loaderData;
  const shell = useRouteLoaderData('admin-shell') as { role: AdminRole } | undefined;
  const canChange = roleCanDo(shell?.role ?? 'marketing', 'orders.statuses');
  const action = useAdminAction();
  const [text, setText] = useState('');
  return (
    <AdminPage title={TITLES[kind]}>
      <p>
        {kind === 'approved'
          ? 'Müşterilere gösterilebilecek sipariş durumları.'
          : 'Personelin sipariş notlarında seçebileceği durum metinleri.'}
      </p>
      <ActionOutcomeAlert outcome={action.outcome} />
      {canChange ? (
        <Group align="end">
          <TextInput
            label="Yeni metin"
            value={text}
            maxLength={120}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <ActionButton
            action={action}
            actionKey="create"
            disabled={text.trim().length < 2}
            run={async () => {
              const result = await call('POST /api/admin/order-status-texts', {
                body: { kind, text },
              });
              setText('');
              return result;
            }}
          >
            Ekle
          </ActionButton>
        </Group>
      ) : null}
      {texts.length === 0 ? <p>Henüz metin yok.</p> : null}
      <ul className="admin-status-texts">
        {texts.map((t) => (
          <li key={t.id}>
            <Group>
              <span>{t.text}</span>
              {canChange ? (
                <>
                  <Switch
                    label="Etkin"
                    checked={t.active}
                    onChange={() =>
                      void action.run(`toggle-${t.id}`, () =>
                        call('PUT /api/admin/order-status-texts/:id', {
                          params: { id: t.id },
                          body: { active: !t.active },
                        }),
                      )
                    }
                  />
                  <ActionButton
                    action={action}
                    actionKey={`delete-${t.id}`}
                    color="red"
                    variant="subtle"
                    run={() =>
                      call('DELETE /api/admin/order-status-texts/:id', { params: { id: t.id } })
                    }
                    confirm={{
                      title: 'Metin silinsin mi?',
                      body: `"${t.text}" silinecek.`,
                      confirmLabel: 'Sil',
                    }}
                  >
                    Sil
                  </ActionButton>
                </>
              ) : (
                <span>{t.active ? 'Etkin' : 'Kapalı'}</span>
              )}
            </Group>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
