import type { PopView } from '@carsi/contract';
import { kurusToTl, tlToKurus } from '@carsi/domain';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ActionOutcomeAlert } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { localInputToMs, toLocalInput } from '../../admin/format';
import { adminRead } from '../../admin/load';
import { TargetingFields } from '../../admin/promotions/TargetingFields';
import { useSaveForm } from '../../admin/useSaveForm';
import { call } from '../../api/call';
import type { Route } from './+types/pop';
import { POP_TYPE_LABELS } from './pops';

/** The id in the URL of a pop not yet saved: /admin-panel/pop-detay/yeni. */
const NEW_ID = 'yeni';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  if (params.id === NEW_ID) return { pop: null };
  if (!/^\d{1,9}$/.test(params.id)) throw new Response(null, { status: 404 });
  return adminRead<{ pop: PopView }>(context, `/api/adminpops/detailsofpop/${params.id}`, url);
}

export const meta: Route.MetaFunction = () => [{ title: 'Açılır pencere | Çarşı Yönetim' }];

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
/** "Yazı | /yol" per line ↔ buttons. */
const buttonsText = (buttons: PopView['buttons']) =>
  buttons.map((b) => `${b.label} | ${b.link}`).join('\n');
const parseButtons = (text: string) =>
  lines(text).map((line) => {
    const [label = '', link = 'close'] = line.split('|').map((part) => part.trim());
    return { label, link };
  });

export default function Pop({ loaderData }: Route.ComponentProps) {
  const existing = loaderData.pop;
  const [form, setForm] = useState(() => ({
    popType: existing?.popType ?? ('intentPop' as PopView['popType']),
    popTimer: existing?.popTimer ?? 10,
    title: existing?.title ?? '',
    paragraphTitle: existing?.paragraphTitle ?? '',
    paragraph: existing?.paragraph ?? '',
    popImage: existing?.popImage ?? '',
    buttons: buttonsText(existing?.buttons ?? []),
    existDiscount: existing?.existDiscount ?? false,
    discountTl: existing ? kurusToTl(existing.discountAmount) : 0,
    discountExpiry: existing?.discountExpiry ?? 30,
    useDiscountXtimes: existing?.useDiscountXtimes ?? 1,
    codePrefix: existing?.codePrefix ?? 'indirim',
    displayCountDownTimer: existing?.displayCountDownTimer ?? false,
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
      popType: form.popType,
      popTimer: Number(form.popTimer) || 0,
      title: form.title,
      paragraphTitle: form.paragraphTitle,
      paragraph: form.paragraph,
      popImage: form.popImage.trim() || null,
      buttons: parseButtons(form.buttons),
      existDiscount: form.existDiscount,
      discountAmount: form.existDiscount ? tlToKurus(Number(form.discountTl) || 0) : 0,
      discountExpiry: form.existDiscount ? Number(form.discountExpiry) || 0 : 0,
      useDiscountXtimes: Number(form.useDiscountXtimes) || 1,
      codePrefix: form.codePrefix,
      displayCountDownTimer: form.displayCountDownTimer,
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
          ? call('PUT /api/adminpops/edit', { body: { _id: existing._id, ...body } })
          : call('POST /api/adminpops/create', { body }),
      pageOf: (saved) => `/admin-panel/pop-detay/${saved.pop._id}`,
    });
  };

  return (
    <AdminPage
      title={existing ? `Açılır pencere: ${existing.title}` : 'Yeni açılır pencere'}
      actions={<Link to="/admin-panel/pops">Tüm açılır pencereler</Link>}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack maw={560}>
          <Group grow align="flex-start">
            <NativeSelect
              label="Tür"
              value={form.popType}
              onChange={(e) => set('popType', e.currentTarget.value as PopView['popType'])}
              data={Object.entries(POP_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
              error={error('popType')}
            />
            <NumberInput
              label="Açılma süresi (saniye, süreli pencere)"
              min={0}
              value={form.popTimer}
              onChange={(v) => set('popTimer', Number(v) || 0)}
              error={error('popTimer')}
              disabled={form.popType !== 'intentPop'}
            />
          </Group>
          <TextInput
            label="Başlık"
            required
            value={form.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={error('title')}
            maxLength={120}
          />
          <TextInput
            label="Ara başlık"
            value={form.paragraphTitle}
            onChange={(e) => set('paragraphTitle', e.currentTarget.value)}
            error={error('paragraphTitle')}
          />
          <Textarea
            label="Metin"
            value={form.paragraph}
            onChange={(e) => set('paragraph', e.currentTarget.value)}
            error={error('paragraph')}
            autosize
            minRows={2}
          />
          <TextInput
            label="Görsel adresi"
            value={form.popImage}
            onChange={(e) => set('popImage', e.currentTarget.value)}
            error={error('popImage')}
          />
          <Textarea
            label="Düğmeler (her satıra 'Yazı | /yol' ya da 'Yazı | close')"
            value={form.buttons}
            onChange={(e) => set('buttons', e.currentTarget.value)}
            error={error('buttons')}
            autosize
            minRows={1}
          />
          <Checkbox
            label="İndirim kodu ver"
            checked={form.existDiscount}
            onChange={(e) => set('existDiscount', e.currentTarget.checked)}
          />
          {form.existDiscount ? (
            <>
              <Group grow align="flex-start">
                <NumberInput
                  label="İndirim (TL)"
                  min={0}
                  decimalScale={2}
                  value={form.discountTl}
                  onChange={(v) => set('discountTl', Number(v) || 0)}
                  error={error('discountAmount')}
                />
                <NumberInput
                  label="Kod geçerliliği (dakika)"
                  min={1}
                  value={form.discountExpiry}
                  onChange={(v) => set('discountExpiry', Number(v) || 0)}
                  error={error('discountExpiry')}
                />
              </Group>
              <Group grow align="flex-start">
                <NumberInput
                  label="Kaç kez kullanılabilir"
                  min={1}
                  value={form.useDiscountXtimes}
                  onChange={(v) => set('useDiscountXtimes', Number(v) || 1)}
                  error={error('useDiscountXtimes')}
                />
                <TextInput
                  label="Kod öneki (ör. nevresim)"
                  value={form.codePrefix}
                  onChange={(e) => set('codePrefix', e.currentTarget.value)}
                  error={error('codePrefix')}
                />
              </Group>
              <Checkbox
                label="Kodun kalan süresini geri sayımla göster"
                checked={form.displayCountDownTimer}
                onChange={(e) => set('displayCountDownTimer', e.currentTarget.checked)}
              />
            </>
          ) : null}
          <TargetingFields
            value={form}
            onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
            error={error}
            onlyHereLabel="Yalnızca bu yollarda göster (her satıra bir yol parçası; boş = her yerde)"
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
