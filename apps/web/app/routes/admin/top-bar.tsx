import { type TopBarView, topBarBody } from '@carsi/contract';
import { Button, Checkbox, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { ActionOutcomeAlert } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { adminRead } from '../../admin/load';
import {
  linesOf,
  TARGETING_INPUTS,
  TargetingFields,
  targetingBody,
  targetingOf,
} from '../../admin/promotions/TargetingFields';
import { usePromotionForm } from '../../admin/promotions/usePromotionForm';
import { type CallInput, call } from '../../api/call';
import type { Route } from './+types/top-bar';
import { TOP_BAR_NAME_LABELS } from './top-bars';

/** The id in the URL of a bar not yet saved: /admin-panel/ust-bar-detay/yeni. */
const NEW_ID = 'yeni';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  if (params.id === NEW_ID) return { topBar: null };
  if (!/^\d{1,9}$/.test(params.id)) throw new Response(null, { status: 404 });
  return adminRead<{ topBar: TopBarView }>(
    context,
    `/api/admintopbar/detailsoftopbar/${params.id}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Üst bar | Çarşı Yönetim' }];

/** The bar as staff type it: lists one item a line, the window in local time. */
function valuesOf(existing: TopBarView | null) {
  return {
    topBarName: existing?.topBarName ?? ('default' as TopBarView['topBarName']),
    title: existing?.title ?? '',
    link: existing?.link ?? 'nolink',
    isGreeting: existing?.isGreeting ?? false,
    displayCountDownTimer: existing?.displayCountDownTimer ?? false,
    images: (existing?.images ?? []).join('\n'),
    bullets: (existing?.bullets ?? []).join('\n'),
    ...targetingOf(existing),
  };
}

const bodyOf = (
  values: ReturnType<typeof valuesOf>,
): CallInput<'POST /api/admintopbar/create'>['body'] => ({
  topBarName: values.topBarName,
  title: values.title,
  link: values.link.trim() || 'nolink',
  isGreeting: values.isGreeting,
  displayCountDownTimer: values.displayCountDownTimer,
  images: linesOf(values.images),
  bullets: linesOf(values.bullets),
  ...targetingBody(values),
});

export default function TopBar({ loaderData }: Route.ComponentProps) {
  const existing = loaderData.topBar;
  const { form, onSubmit, saving, outcome } = usePromotionForm({
    initialValues: valuesOf(existing),
    bodyOf,
    schema: topBarBody,
    fieldOf: TARGETING_INPUTS,
    editing: existing !== null,
    send: (body) =>
      existing
        ? call('PUT /api/admintopbar/edit', { body: { _id: existing._id, ...body } })
        : call('POST /api/admintopbar/create', { body }),
    pageOf: (saved) => `/admin-panel/ust-bar-detay/${saved.topBar._id}`,
  });

  return (
    <AdminPage
      title={existing ? `Üst bar: ${existing.title}` : 'Yeni üst bar'}
      actions={<Link to="/admin-panel/ust-bar">Tüm üst barlar</Link>}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack maw={560}>
          <NativeSelect
            label="Tür"
            data={Object.entries(TOP_BAR_NAME_LABELS).map(([value, label]) => ({ value, label }))}
            {...form.getInputProps('topBarName')}
          />
          <TextInput label="Başlık" withAsterisk maxLength={200} {...form.getInputProps('title')} />
          <TextInput
            label="Bağlantı (/yol, https://… ya da nolink)"
            {...form.getInputProps('link')}
          />
          <Textarea
            label="Maddeler (her satıra bir tane, en çok 5)"
            autosize
            minRows={2}
            {...form.getInputProps('bullets')}
          />
          <Textarea
            label="Görseller (adresler, her satıra bir tane)"
            autosize
            minRows={1}
            {...form.getInputProps('images')}
          />
          <Checkbox
            label="Selamlama göster (Günaydın, İyi akşamlar…)"
            {...form.getInputProps('isGreeting', { type: 'checkbox' })}
          />
          <Checkbox
            label="Geri sayım göster (süreli indirim boyunca)"
            {...form.getInputProps('displayCountDownTimer', { type: 'checkbox' })}
          />
          <TargetingFields
            form={form}
            onlyHereLabel="Yalnızca bu yollarda göster (yol parçaları, her satıra bir tane; boş = her yerde)"
          />
          <ActionOutcomeAlert outcome={outcome} />
          <Group>
            <Button type="submit" loading={saving}>
              {existing ? 'Kaydet' : 'Oluştur'}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminPage>
  );
}
