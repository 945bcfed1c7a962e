import type { TopBarView } from '@carsi/contract';
import { Button, Checkbox, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ActionOutcomeAlert } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { localInputToMs, toLocalInput } from '../../admin/format';
import { adminRead } from '../../admin/load';
import { TargetingFields } from '../../admin/promotions/TargetingFields';
import { useSaveForm } from '../../admin/useSaveForm';
import { call } from '../../api/call';
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

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export default function TopBar({ loaderData }: Route.ComponentProps) {
  const existing = loaderData.topBar;
  const [form, setForm] = useState(() => ({
    topBarName: existing?.topBarName ?? ('default' as TopBarView['topBarName']),
    title: existing?.title ?? '',
    link: existing?.link ?? 'nolink',
    isGreeting: existing?.isGreeting ?? false,
    displayCountDownTimer: existing?.displayCountDownTimer ?? false,
    images: (existing?.images ?? []).join('\n'),
    bullets: (existing?.bullets ?? []).join('\n'),
    isActive: existing?.isActive ?? true,
    isTemporary: existing?.isTemporary ?? false,
    start: toLocalInput(existing?.startDateInMiliseconds ?? null),
    end: toLocalInput(existing?.endDateInMiliseconds ?? null),
    displayOnlyHere: (existing?.displayOnlyHere ?? []).join('\n'),
    doNotDisplayHere: (existing?.doNotDisplayHere ?? []).join('\n'),
  }));
  const { save, saving, outcome, error } = useSaveForm();
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      topBarName: form.topBarName,
      title: form.title,
      link: form.link.trim() || 'nolink',
      isGreeting: form.isGreeting,
      displayCountDownTimer: form.displayCountDownTimer,
      images: lines(form.images),
      bullets: lines(form.bullets),
      isActive: form.isActive,
      isTemporary: form.isTemporary,
      startDateInMiliseconds: form.isTemporary ? localInputToMs(form.start) : null,
      endDateInMiliseconds: form.isTemporary ? localInputToMs(form.end) : null,
      displayOnlyHere: lines(form.displayOnlyHere),
      doNotDisplayHere: lines(form.doNotDisplayHere),
    };
    await save({
      editing: existing !== null,
      send: () =>
        existing
          ? call('PUT /api/admintopbar/edit', { body: { _id: existing._id, ...body } })
          : call('POST /api/admintopbar/create', { body }),
      pageOf: (saved) => `/admin-panel/ust-bar-detay/${saved.topBar._id}`,
    });
  };

  return (
    <AdminPage
      title={existing ? `Üst bar: ${existing.title}` : 'Yeni üst bar'}
      actions={<Link to="/admin-panel/ust-bar">Tüm üst barlar</Link>}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack maw={560}>
          <NativeSelect
            label="Tür"
            value={form.topBarName}
            onChange={(e) => set('topBarName', e.currentTarget.value as TopBarView['topBarName'])}
            data={Object.entries(TOP_BAR_NAME_LABELS).map(([value, label]) => ({ value, label }))}
            error={error('topBarName')}
          />
          <TextInput
            label="Başlık"
            required
            value={form.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={error('title')}
            maxLength={200}
          />
          <TextInput
            label="Bağlantı (/yol, https://… ya da nolink)"
            value={form.link}
            onChange={(e) => set('link', e.currentTarget.value)}
            error={error('link')}
          />
          <Textarea
            label="Maddeler (her satıra bir tane, en çok 5)"
            value={form.bullets}
            onChange={(e) => set('bullets', e.currentTarget.value)}
            error={error('bullets')}
            autosize
            minRows={2}
          />
          <Textarea
            label="Görseller (adresler, her satıra bir tane)"
            value={form.images}
            onChange={(e) => set('images', e.currentTarget.value)}
            error={error('images')}
            autosize
            minRows={1}
          />
          <Checkbox
            label="Selamlama göster (Günaydın, İyi akşamlar…)"
            checked={form.isGreeting}
            onChange={(e) => set('isGreeting', e.currentTarget.checked)}
          />
          <Checkbox
            label="Geri sayım göster (süreli indirim boyunca)"
            checked={form.displayCountDownTimer}
            onChange={(e) => set('displayCountDownTimer', e.currentTarget.checked)}
          />
          <TargetingFields
            value={form}
            onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
            error={error}
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
