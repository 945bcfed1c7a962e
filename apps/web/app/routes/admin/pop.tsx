import { type PopView, popBody } from '@carsi/contract';
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

/** "Yazı | /yol" per line ↔ buttons. */
const buttonsText = (buttons: PopView['buttons']) =>
  buttons.map((b) => `${b.label} | ${b.link}`).join('\n');
const parseButtons = (text: string) =>
  linesOf(text).map((line) => {
    const [label = '', link = 'close'] = line.split('|').map((part) => part.trim());
    return { label, link };
  });

/** The pop-up as staff type it: the discount in TL, buttons and paths one a line, local times. */
function valuesOf(existing: PopView | null) {
  return {
    popType: existing?.popType ?? ('intentPop' as PopView['popType']),
    popTimer: existing?.popTimer ?? (10 as number | string),
    title: existing?.title ?? '',
    paragraphTitle: existing?.paragraphTitle ?? '',
    paragraph: existing?.paragraph ?? '',
    popImage: existing?.popImage ?? '',
    buttons: buttonsText(existing?.buttons ?? []),
    existDiscount: existing?.existDiscount ?? false,
    /** TL. */
    discountAmount: existing ? kurusToTl(existing.discountAmount) : (0 as number | string),
    discountExpiry: existing?.discountExpiry ?? (30 as number | string),
    useDiscountXtimes: existing?.useDiscountXtimes ?? (1 as number | string),
    codePrefix: existing?.codePrefix ?? 'indirim',
    displayCountDownTimer: existing?.displayCountDownTimer ?? false,
    ...targetingOf(existing),
  };
}

const bodyOf = (
  values: ReturnType<typeof valuesOf>,
): CallInput<'POST /api/adminpops/create'>['body'] => ({
  popType: values.popType,
  popTimer: Number(values.popTimer) || 0,
  title: values.title,
  paragraphTitle: values.paragraphTitle,
  paragraph: values.paragraph,
  popImage: values.popImage.trim() || null,
  buttons: parseButtons(values.buttons),
  existDiscount: values.existDiscount,
  discountAmount: values.existDiscount ? tlToKurus(Number(values.discountAmount) || 0) : 0,
  discountExpiry: values.existDiscount ? Number(values.discountExpiry) || 0 : 0,
  useDiscountXtimes: Number(values.useDiscountXtimes) || 1,
  codePrefix: values.codePrefix,
  displayCountDownTimer: values.displayCountDownTimer,
  ...targetingBody(values),
});

export default function Pop({ loaderData }: Route.ComponentProps) {
  const existing = loaderData.pop;
  const { form, onSubmit, saving, outcome } = usePromotionForm({
    initialValues: valuesOf(existing),
    bodyOf,
    schema: popBody,
    fieldOf: TARGETING_INPUTS,
    editing: existing !== null,
    send: (body) =>
      existing
        ? call('PUT /api/adminpops/edit', { body: { _id: existing._id, ...body } })
        : call('POST /api/adminpops/create', { body }),
    pageOf: (saved) => `/admin-panel/pop-detay/${saved.pop._id}`,
  });

  return (
    <AdminPage
      title={existing ? `Açılır pencere: ${existing.title}` : 'Yeni açılır pencere'}
      actions={<Link to="/admin-panel/pops">Tüm açılır pencereler</Link>}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack maw={560}>
          <Group grow align="flex-start">
            <NativeSelect
              label="Tür"
              data={Object.entries(POP_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
              {...form.getInputProps('popType')}
            />
            <NumberInput
              label="Açılma süresi (saniye, süreli pencere)"
              min={0}
              disabled={form.values.popType !== 'intentPop'}
              {...form.getInputProps('popTimer')}
            />
          </Group>
          <TextInput label="Başlık" withAsterisk maxLength={120} {...form.getInputProps('title')} />
          <TextInput label="Ara başlık" {...form.getInputProps('paragraphTitle')} />
          <Textarea label="Metin" autosize minRows={2} {...form.getInputProps('paragraph')} />
          <TextInput label="Görsel adresi" {...form.getInputProps('popImage')} />
          <Textarea
            label="Düğmeler (her satıra 'Yazı | /yol' ya da 'Yazı | close')"
            autosize
            minRows={1}
            {...form.getInputProps('buttons')}
          />
          <Checkbox
            label="İndirim kodu ver"
            {...form.getInputProps('existDiscount', { type: 'checkbox' })}
          />
          {form.values.existDiscount ? (
            <>
              <Group grow align="flex-start">
                <NumberInput
                  label="İndirim (TL)"
                  min={0}
                  decimalScale={2}
                  {...form.getInputProps('discountAmount')}
                />
                <NumberInput
                  label="Kod geçerliliği (dakika)"
                  min={1}
                  {...form.getInputProps('discountExpiry')}
                />
              </Group>
              <Group grow align="flex-start">
                <NumberInput
                  label="Kaç kez kullanılabilir"
                  min={1}
                  {...form.getInputProps('useDiscountXtimes')}
                />
                <TextInput label="Kod öneki (ör. nevresim)" {...form.getInputProps('codePrefix')} />
              </Group>
              <Checkbox
                label="Kodun kalan süresini geri sayımla göster"
                {...form.getInputProps('displayCountDownTimer', { type: 'checkbox' })}
              />
            </>
          ) : null}
          <TargetingFields
            form={form}
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
