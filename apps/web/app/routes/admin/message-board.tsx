import { STAFF_NOTE_MAX, type StaffNote } from '@carsi/contract';
import { Badge, Button, Card, Group, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { formatDateTime } from '../../admin/format';
import { ListPager } from '../../admin/ListControls';
import { adminRead, listQuery } from '../../admin/load';
import { call } from '../../api/call';
import type { Route } from './+types/message-board';

type Board = { notes: StaffNote[]; total: number; page: number; pages: number };

export async function loader({ context, url }: Route.LoaderArgs) {
  return adminRead<Board>(context, `/api/admin/message-board${listQuery(url, ['page'])}`, url);
}

export const meta: Route.MetaFunction = () => [{ title: 'Mesaj tahtası | Çarşı Yönetim' }];

export default function MessageBoard({ loaderData }: Route.ComponentProps) {
  const action = useAdminAction();
  const [text, setText] = useState('');

  return (
    <AdminPage title="Mesaj tahtası">
      <form
        className="admin-section"
        onSubmit={(event) => {
          event.preventDefault();
          void action
            .run('add', () => call('POST /api/admin/message-board', { body: { text } }))
            .then((ok) => ok && setText(''));
        }}
      >
        <Textarea
          label="Ekibe kısa bir not"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={STAFF_NOTE_MAX}
          description={`${text.length} / ${STAFF_NOTE_MAX}`}
          autosize
          minRows={2}
        />
        <Button type="submit" mt="sm" loading={action.busy === 'add'}>
          Notu ekle
        </Button>
      </form>
      <ActionOutcomeAlert outcome={action.outcome} />
      {loaderData.notes.length === 0 ? (
        <p className="admin-empty">Panoda not yok.</p>
      ) : (
        <ul className="admin-notes">
          {loaderData.notes.map((note) => (
            <li key={note._id}>
              <Card withBorder padding="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    {note.pinned ? (
                      <Badge color="yellow" mb={4}>
                        Sabit
                      </Badge>
                    ) : null}
                    <Text style={{ whiteSpace: 'pre-wrap' }}>{note.text}</Text>
                    <Text size="xs" c="dimmed">
                      {note.authorName} · {formatDateTime(note.createdAt)}
                    </Text>
                  </div>
                  <Group gap="xs" wrap="nowrap">
                    <ActionButton
                      size="xs"
                      variant="light"
                      action={action}
                      actionKey={`pin-${note._id}`}
                      run={() =>
                        call('PUT /api/admin/message-board/:id/pin', {
                          params: { id: note._id },
                          body: { pinned: !note.pinned },
                        })
                      }
                    >
                      {note.pinned ? 'Sabitlemeyi kaldır' : 'Sabitle'}
                    </ActionButton>
                    {note.mine ? (
                      <ActionButton
                        size="xs"
                        color="red"
                        variant="light"
                        action={action}
                        actionKey={`delete-${note._id}`}
                        confirm={{
                          title: 'Not silinsin mi?',
                          body: note.text,
                          confirmLabel: 'Sil',
                        }}
                        run={() =>
                          call('DELETE /api/admin/message-board/:id', { params: { id: note._id } })
                        }
                      >
                        Sil
                      </ActionButton>
                    ) : null}
                  </Group>
                </Group>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ListPager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} />
    </AdminPage>
  );
}
