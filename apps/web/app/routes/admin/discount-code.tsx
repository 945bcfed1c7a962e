import type { DiscountCodeView } from '@carsi/contract';
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
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ActionOutcomeAlert } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { DateRangeInputs } from '../../admin/DateRangeInputs';
import { localInputToIso, toLocalInput } from '../../admin/format';
import { adminRead } from '../../admin/load';
import { useSaveForm } from '../../admin/useSaveForm';
import { call } from '../../api/call';
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

/** ISO instant ↔ the value of an <input type="datetime-local"> in the browser's zone. */
const idsText = (ids: number[]) => ids.join(', ');
const parseIds = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);

export default function DiscountCode({ loaderData }: Route.ComponentProps) {
  const existing = loaderData.discountCode;
  const [form, setForm] = useState(() => ({
    discountCode: existing?.discountCode ?? '',
    description: existing?.description ?? '',
    discountType: existing?.discountType ?? ('amount' as 'amount' | 'percent'),
    amount:
      existing === null
        ? ''
        : existing.discountType === 'amount'
          ? kurusToTl(existing.discountAmount)
          : existing.discountAmount,
    minimum: existing ? kurusToTl(existing.minimumCartAmount) : 0,
    startDate: toLocalInput(existing?.startDate ?? null),
    endDate: toLocalInput(existing?.endDate ?? null),
    totalUses: existing?.totalUses ?? ('' as number | ''),
    usesPerPhone: existing?.usesPerPhone ?? ('' as number | ''),
    productIds: idsText(existing?.productIds ?? []),
    departmentIds: idsText(existing?.departmentIds ?? []),
    isDuplicateAllowed: existing?.isDuplicateAllowed ?? false,
    isActive: existing?.isActive ?? true,
  }));
  const { save, saving, outcome, error } = useSaveForm();
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(form.amount);
    const body = {
      discountCode: form.discountCode,
      description: form.description,
      discountType: form.discountType,
      discountAmount:
        form.discountType === 'amount' && Number.isFinite(amount) ? tlToKurus(amount) : amount,
      minimumCartAmount: tlToKurus(Number(form.minimum) || 0),
      startDate: localInputToIso(form.startDate),
      endDate: localInputToIso(form.endDate),
      totalUses: form.totalUses === '' ? null : Number(form.totalUses),
      usesPerPhone: form.usesPerPhone === '' ? null : Number(form.usesPerPhone),
      productIds: parseIds(form.productIds),
      departmentIds: parseIds(form.departmentIds),
      isDuplicateAllowed: form.isDuplicateAllowed,
      isActive: form.isActive,
    };
    await save({
      editing: existing !== null,
      send: () =>
        existing
          ? call('PUT /api/admindiscountcode/edit', { body: { _id: existing._id, ...body } })
          : call('POST /api/admindiscountcode/create', { body }),
      pageOf: (saved) => `/admin-panel/indirim-kodu/${saved.discountCode._id}`,
    });
  };

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
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack maw={560}>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label="Kod (büyük-küçük harfe duyarlı)"
              required
              value={form.discountCode}
              onChange={(e) => set('discountCode', e.currentTarget.value)}
              error={error('discountCode')}
              maxLength={40}
            />
            <Button
              variant="default"
              onClick={() => set('discountCode', randomNineDigitCode(cryptoRandom))}
            >
              Rastgele kod üret
            </Button>
          </Group>
          <TextInput
            label="Açıklama"
            value={form.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={error('description')}
            maxLength={200}
          />
          <Group grow align="flex-start">
            <NativeSelect
              label="İndirim türü"
              value={form.discountType}
              onChange={(e) => set('discountType', e.currentTarget.value as 'amount' | 'percent')}
              data={[
                { value: 'amount', label: 'Tutar (TL)' },
                { value: 'percent', label: 'Yüzde (%)' },
              ]}
              error={error('discountType')}
            />
            <NumberInput
              label={form.discountType === 'amount' ? 'İndirim (TL)' : 'İndirim (%)'}
              required
              min={0}
              decimalScale={form.discountType === 'amount' ? 2 : 0}
              value={form.amount}
              onChange={(v) => set('amount', v === '' ? '' : Number(v))}
              error={error('discountAmount')}
            />
          </Group>
          <NumberInput
            label="En az sepet tutarı (TL, KDV dahil; 0 = yok)"
            min={0}
            decimalScale={2}
            value={form.minimum}
            onChange={(v) => set('minimum', Number(v) || 0)}
            error={error('minimumCartAmount')}
          />
          <DateRangeInputs
            openEnded
            start={form.startDate}
            end={form.endDate}
            onStart={(value) => set('startDate', value)}
            onEnd={(value) => set('endDate', value)}
            startError={error('startDate')}
            endError={error('endDate')}
          />
          <Group grow align="flex-start">
            <NumberInput
              label="Toplam kullanım (boş = sınırsız)"
              min={1}
              value={form.totalUses}
              onChange={(v) => set('totalUses', v === '' ? '' : Number(v))}
              error={error('totalUses')}
            />
            <NumberInput
              label="Telefon başına kullanım (boş = sınırsız)"
              min={1}
              value={form.usesPerPhone}
              onChange={(v) => set('usesPerPhone', v === '' ? '' : Number(v))}
              error={error('usesPerPhone')}
            />
          </Group>
          <TextInput
            label="Yalnızca bu ürünlerde (ürün numaraları, virgülle; boş = tüm sepet)"
            value={form.productIds}
            onChange={(e) => set('productIds', e.currentTarget.value)}
            error={error('productIds') ?? error('productIds.0')}
          />
          <TextInput
            label="Yalnızca bu departmanlarda (departman numaraları, virgülle)"
            value={form.departmentIds}
            onChange={(e) => set('departmentIds', e.currentTarget.value)}
            error={error('departmentIds') ?? error('departmentIds.0')}
          />
          <Checkbox
            label="Başka kodlarla birlikte kullanılabilir"
            checked={form.isDuplicateAllowed}
            onChange={(e) => set('isDuplicateAllowed', e.currentTarget.checked)}
          />
          <Checkbox
            label="Açık (kullanılabilir)"
            checked={form.isActive}
            onChange={(e) => set('isActive', e.currentTarget.checked)}
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
