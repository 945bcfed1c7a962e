import {
  type AdminQuestionRow,
  type AdminReviewRow,
  MODERATION_STATE_LABELS,
  MODERATION_STATES,
} from '@carsi/contract';
import { roleCanDo } from '@carsi/contract/access';
import { Group, NativeSelect, SegmentedControl, Textarea } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { formatDateTime, useAdminRole } from '../../admin/format';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead, listQuery } from '../../admin/load';
import { call } from '../../api/call';
import type { Route } from './+types/visitor-questions';

type Paged = { total: number; page: number; pages: number };
type LoaderData =
  | ({ kind: 'questions'; questions: AdminQuestionRow[] } & Paged)
  | ({ kind: 'reviews'; reviews: AdminReviewRow[] } & Paged);

export async function loader({ context, url }: Route.LoaderArgs): Promise<LoaderData> {
  const query = listQuery(url, ['q', 'page', 'durum']);
  if (url.searchParams.get('tur') === 'yorumlar') {
    const data = await adminRead<{ reviews: AdminReviewRow[] } & Paged>(
      context,
      `/api/admin/reviews${query}`,
      url,
    );
    return { kind: 'reviews', ...data };
  }
  const data = await adminRead<{ questions: AdminQuestionRow[] } & Paged>(
    context,
    `/api/admin/questions${query}`,
    url,
  );
  return { kind: 'questions', ...data };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Ziyaretçi soruları ve yorumlar | Çarşı Yönetim' },
];

type Action = ReturnType<typeof useAdminAction>;

function QuestionActions({ row, action }: { row: AdminQuestionRow; action: Action }) {
  const [answer, setAnswer] = useState(row.answer ?? '');
  return (
    <div className="admin-inline-form">
      <Textarea
        aria-label={`Yanıt: ${row.question}`}
        value={answer}
        onChange={(e) => setAnswer(e.currentTarget.value)}
        maxLength={1000}
        autosize
        minRows={2}
      />
      <Group gap="xs" mt={4}>
        <ActionButton
          size="xs"
          action={action}
          actionKey={`answer-${row._id}`}
          run={() =>
            call('PUT /api/admin/questions/:id/answer', {
              params: { id: row._id },
              body: { answer },
            })
          }
        >
          {row.answer ? 'Yanıtı güncelle' : 'Yanıtla'}
        </ActionButton>
        {row.state === 'hidden' ? (
          <ActionButton
            size="xs"
            variant="light"
            action={action}
            actionKey={`show-${row._id}`}
            run={() =>
              call('PUT /api/admin/questions/:id/visibility', {
                params: { id: row._id },
                body: { visible: true },
              })
            }
          >
            Yayınla
          </ActionButton>
        ) : (
          <ActionButton
            size="xs"
            variant="default"
            action={action}
            actionKey={`hide-${row._id}`}
            confirm={{ title: 'Soru gizlensin mi?', body: row.question, confirmLabel: 'Gizle' }}
            run={() =>
              call('PUT /api/admin/questions/:id/visibility', {
                params: { id: row._id },
                body: { visible: false },
              })
            }
          >
            Gizle
          </ActionButton>
        )}
      </Group>
    </div>
  );
}

function ReviewActions({ row, action }: { row: AdminReviewRow; action: Action }) {
  return (
    <Group gap="xs">
      {row.state !== 'published' ? (
        <ActionButton
          size="xs"
          action={action}
          actionKey={`approve-${row._id}`}
          run={() =>
            call('PUT /api/admin/reviews/:id/visibility', {
              params: { id: row._id },
              body: { visible: true },
            })
          }
        >
          Onayla
        </ActionButton>
      ) : null}
      {row.state !== 'hidden' ? (
        <ActionButton
          size="xs"
          variant="default"
          action={action}
          actionKey={`hide-${row._id}`}
          confirm={{ title: 'Yorum gizlensin mi?', body: row.comment, confirmLabel: 'Gizle' }}
          run={() =>
            call('PUT /api/admin/reviews/:id/visibility', {
              params: { id: row._id },
              body: { visible: false },
            })
          }
        >
          Gizle
        </ActionButton>
      ) : null}
    </Group>
  );
}

export default function VisitorQuestions({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const role = useAdminRole();
  const canAct = role !== null && roleCanDo(role, 'support.answer');
  const action = useAdminAction();

  const questionColumns: ColumnDef<AdminQuestionRow, unknown>[] = [
    { id: 'product', header: 'Ürün', cell: ({ row }) => row.original.productName },
    {
      id: 'question',
      header: 'Soru',
      cell: ({ row }) => (
        <>
          {row.original.question}
          <br />
          <small>
            {row.original.name} · {formatDateTime(row.original.createdAt)}
          </small>
        </>
      ),
    },
    {
      id: 'state',
      header: 'Durum',
      cell: ({ row }) => MODERATION_STATE_LABELS[row.original.state],
    },
    {
      id: 'answer',
      header: 'Yanıt',
      cell: ({ row }) =>
        canAct ? (
          <QuestionActions row={row.original} action={action} />
        ) : (
          (row.original.answer ?? '—')
        ),
    },
  ];
  const reviewColumns: ColumnDef<AdminReviewRow, unknown>[] = [
    { id: 'product', header: 'Ürün', cell: ({ row }) => row.original.productName },
    { id: 'rating', header: 'Puan', cell: ({ row }) => `${row.original.rating} / 5` },
    {
      id: 'comment',
      header: 'Yorum',
      cell: ({ row }) => (
        <>
          {row.original.comment}
          <br />
          <small>
            {row.original.name}
            {row.original.verifiedPurchase ? ' · Satın aldı' : ''} ·{' '}
            {formatDateTime(row.original.createdAt)}
          </small>
        </>
      ),
    },
    {
      id: 'state',
      header: 'Durum',
      cell: ({ row }) => MODERATION_STATE_LABELS[row.original.state],
    },
    ...(canAct
      ? [
          {
            id: 'actions',
            header: 'İşlem',
            cell: ({ row }) => <ReviewActions row={row.original} action={action} />,
          } satisfies ColumnDef<AdminReviewRow, unknown>,
        ]
      : []),
  ];

  return (
    <AdminPage title="Ziyaretçi soruları ve yorumlar">
      <SegmentedControl
        value={loaderData.kind === 'reviews' ? 'yorumlar' : 'sorular'}
        onChange={(value) => navigate(value === 'yorumlar' ? '?tur=yorumlar' : '?')}
        data={[
          { value: 'sorular', label: 'Sorular' },
          { value: 'yorumlar', label: 'Yorumlar' },
        ]}
        aria-label="Liste"
      />
      <ListSearch label="Metin, ad veya ürün">
        {loaderData.kind === 'reviews' ? <input type="hidden" name="tur" value="yorumlar" /> : null}
        <NativeSelect
          name="durum"
          label="Durum"
          defaultValue={params.get('durum') ?? ''}
          key={params.get('durum') ?? ''}
          data={[
            { value: '', label: 'Tümü' },
            ...MODERATION_STATES.map((s) => ({ value: s, label: MODERATION_STATE_LABELS[s] })),
          ]}
        />
      </ListSearch>
      <ActionOutcomeAlert outcome={action.outcome} />
      {loaderData.kind === 'questions' ? (
        <AdminTable
          caption="Ziyaretçi soruları"
          columns={questionColumns}
          rows={loaderData.questions}
          rowKey={(q) => String(q._id)}
          empty="Aramaya uyan soru yok."
        />
      ) : (
        <AdminTable
          caption="Yorumlar"
          columns={reviewColumns}
          rows={loaderData.reviews}
          rowKey={(r) => String(r._id)}
          empty="Aramaya uyan yorum yok."
        />
      )}
      <ListPager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} />
    </AdminPage>
  );
}
