import { type DiscountCodeView, discountCodeBody } from '@carsi/contract';
import { kurusToTl, randomNineDigitCode, tlToKurus } from '@carsi/domain';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { Link } from 'react-router';
import { ActionOutcomeAlert } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { DateRangeInputs } from '../../admin/DateRangeInputs';
import { localInputToIso, toLocalInput } from '../../admin/format';
import { adminRead } from '../../admin/load';
import { usePromotionForm } from '../../admin/promotions/usePromotionForm';
import { type CallInput, call } from '../../api/call';
import type { Route } from './+types/discount-code';

/** A number in [0, 1) from the browser's CSPRNG, for codes nobody should be able to guess. */
const cryptoRandom = () =>
  (globalThis.crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32;

/** The id in the URL of a code not yet saved: /admin-panel/indirim-kodu/yeni. */
export const NEW_CODE_ID = 'yeni';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  if (params.id === NEW_CODE_ID) return { discountCode: null };
  if (!/^\d{1,9}$/.test(params.id)) throw new Response(null, { status: 404 });
  return adminRead<{ discountCode: DiscountCodeView }>(
    context,
    `/api/admindiscountcode/detailsofdiscountcode/${params.id}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'İndirim kodu | Çarşı Yönetim' }];

const idsText = (ids: number[]) => ids.join(', ');
const parseIds = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);

/** The code as staff type it: an amount in TL (or %), ids comma-separated, local times. */
function valuesOf(existing: DiscountCodeView | null) {
  return {
    discountCode: existing?.discountCode ?? '',
    description: existing?.description ?? '',
    discountType: existing?.discountType ?? ('amount' as 'amount' | 'percent'),
    /** TL for an amount, % for a percentage. */
    discountAmount:
      existing === null
        ? ('' as number | string)
        : existing.discountType === 'amount'
          ? kurusToTl(existing.discountAmount)
          : existing.discountAmount,
    /** TL. */
    minimumCartAmount: existing ? kurusToTl(existing.minimumCartAmount) : (0 as number | string),
    startDate: toLocalInput(existing?.startDate ?? null),
    endDate: toLocalInput(existing?.endDate ?? null),
    totalUses: existing?.totalUses ?? ('' as number | string),
    usesPerPhone: existing?.usesPerPhone ?? ('' as number | string),
    productIds: idsText(existing?.productIds ?? []),
    departmentIds: idsText(existing?.departmentIds ?? []),
    isDuplicateAllowed: existing?.isDuplicateAllowed ?? false,
    isActive: existing?.isActive ?? true,
  };
}

/** An empty count is "no limit". */
const countOrNull = (value: number | string) => (value === '' ? null : Number(value));

function bodyOf(
  values: ReturnType<typeof valuesOf>,
): CallInput<'POST /api/admindiscountcode/create'>['body'] {
  const amount = Number(values.discountAmount);
  return {
    discountCode: values.discountCode,
    description: values.description,
    discountType: values.discountType,
    discountAmount:
      values.discountType === 'amount' && Number.isFinite(amount) ? tlToKurus(amount) : amount,
    minimumCartAmount: tlToKurus(Number(values.minimumCartAmount) || 0),
    startDate: localInputToIso(values.startDate),
    endDate: localInputToIso(values.endDate),
    totalUses: countOrNull(values.totalUses),
    usesPerPhone: countOrNull(values.usesPerPhone),
    productIds: parseIds(values.productIds),
    departmentIds: parseIds(values.departmentIds),
    isDuplicateAllowed: values.isDuplicateAllowed,
    isActive: values.isActive,
  };
}

export default function DiscountCode({ loaderData }: Route.ComponentProps) {
  const existing = loaderData.discountCode;
  const { form, onSubmit, saving, outcome } = usePromotionForm({
    initialValues: valuesOf(existing),
    bodyOf,
    schema: discountCodeBody,
    editing: existing !== null,
    send: (body) =>
      existing
        ? call('PUT /api/admindiscountcode/edit', { body: { _id: existing._id, ...body } })
        : call('POST /api/admindiscountcode/create', { body }),
    pageOf: (saved) => `/admin-panel/indirim-kodu/${saved.discountCode._id}`,
  });
  const amountInTl = form.values.discountType === 'amount';

  return (
    <AdminPage
      title={existing ? `İndirim kodu: ${existing.discountCode}` : 'Yeni indirim kodu'}
      actions={<Link to="/admin-panel/indirim-kodlari">Tüm kodlar</Link>}
    >
      {existing ? (
        <p>
          Kullanım: {existing.usedCount} / {existing.totalUses ?? 'sınırsız'} (kullanım yalnızca
          sipariş verilince sayılır)
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack maw={560}>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label="Kod (büyük-küçük harfe duyarlı)"
              withAsterisk
              maxLength={40}
              {...form.getInputProps('discountCode')}
            />
            <Button
              variant="default"
              onClick={() => form.setFieldValue('discountCode', randomNineDigitCode(cryptoRandom))}
            >
              Rastgele kod üret
            </Button>
          </Group>
          <TextInput label="Açıklama" maxLength={200} {...form.getInputProps('description')} />
          <Group grow align="flex-start">
            <NativeSelect
              label="İndirim türü"
              data={[
                { value: 'amount', label: 'Tutar (TL)' },
                { value: 'percent', label: 'Yüzde (%)' },
              ]}
              {...form.getInputProps('discountType')}
            />
            <NumberInput
              label={amountInTl ? 'İndirim (TL)' : 'İndirim (%)'}
              withAsterisk
              min={0}
              decimalScale={amountInTl ? 2 : 0}
              {...form.getInputProps('discountAmount')}
            />
          </Group>
          <NumberInput
            label="En az sepet tutarı (TL, KDV dahil; 0 = yok)"
            min={0}
            decimalScale={2}
            {...form.getInputProps('minimumCartAmount')}
          />
          <DateRangeInputs
            openEnded
            start={form.getInputProps('startDate')}
            end={form.getInputProps('endDate')}
          />
          <Group grow align="flex-start">
            <NumberInput
              label="Toplam kullanım (boş = sınırsız)"
              min={1}
              {...form.getInputProps('totalUses')}
            />
            <NumberInput
              label="Telefon başına kullanım (boş = sınırsız)"
              min={1}
              {...form.getInputProps('usesPerPhone')}
            />
          </Group>
          <TextInput
            label="Yalnızca bu ürünlerde (ürün numaraları, virgülle; boş = tüm sepet)"
            {...form.getInputProps('productIds')}
          />
          <TextInput
            label="Yalnızca bu departmanlarda (departman numaraları, virgülle)"
            {...form.getInputProps('departmentIds')}
          />
          <Checkbox
            label="Başka kodlarla birlikte kullanılabilir"
            {...form.getInputProps('isDuplicateAllowed', { type: 'checkbox' })}
          />
          <Checkbox
            label="Açık (kullanılabilir)"
            {...form.getInputProps('isActive', { type: 'checkbox' })}
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
