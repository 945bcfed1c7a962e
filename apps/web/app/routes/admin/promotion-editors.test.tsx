import type { CampaignView, DiscountCodeView } from '@carsi/contract';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CampaignCreate from './campaign-create';
import DiscountCode from './discount-code';
import Pop from './pop';
import TopBar from './top-bar';

// The promotion editors (codes, pop-ups, top bars, campaigns) as staff use them: the contract's
// schema refuses in the browser with the server's own sentence, a server refusal stands on the
// field it names, and a new record opens its own page.

type Sent = { url: string; method: string; body: unknown };
type Answer = { status: number; body: unknown };

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

let sent: Sent[] = [];
let answer: Answer;

beforeEach(() => {
  sent = [];
  // Mantine's autosizing textarea listens for web fonts loading; happy-dom has no FontFaceSet.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method ?? 'GET', body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The editor at `path` with its loader's data; a saved record's page says only "Kaydedildi". */
function renderEditor(
  pattern: string,
  path: string,
  Component: StubRoute['Component'],
  data: unknown,
  savedPath = '/kaydedildi',
) {
  const Stub = createRoutesStub([
    { path: pattern, HydrateFallback: () => null, loader: () => data, Component },
    { path: savedPath, Component: () => <h1>Kaydedildi</h1> },
  ]);
  render(
    <MantineProvider>
      <Stub initialEntries={[path]} />
    </MantineProvider>,
  );
  return screen.findByRole('button', { name: /^(Oluştur|Kaydet)$/ }, { timeout: 10_000 });
}

/** The message an input is described by (Mantine links the error below it). */
function messageUnder(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** The new-code page, with the code YAZ50 for 50 TL typed; `savedPath` is the saved code's page. */
async function newCodeOf50Tl(user: ReturnType<typeof userEvent.setup>, savedPath?: string) {
  const submit = await renderEditor(
    '/admin-panel/indirim-kodu/:id',
    '/admin-panel/indirim-kodu/yeni',
    DiscountCode as never,
    { discountCode: null },
    savedPath,
  );
  await user.type(field(/^Kod/), 'YAZ50');
  await user.type(field(/^İndirim \(TL\)/), '50');
  return submit;
}

describe('promotion editors', { timeout: 20_000 }, () => {
  it('a discount code: the schema refuses a 150 % discount in the browser, on its field', async () => {
    const user = userEvent.setup();
    const submit = await renderEditor(
      '/admin-panel/indirim-kodu/:id',
      '/admin-panel/indirim-kodu/yeni',
      DiscountCode as never,
      { discountCode: null },
    );
    await user.type(field(/^Kod/), 'YAZ150');
    await user.selectOptions(screen.getByRole('combobox', { name: 'İndirim türü' }), 'percent');
    await user.type(field(/^İndirim \(%\)/), '150');
    await user.click(submit);
    expect(messageUnder(field(/^İndirim \(%\)/))).toContain(
      'Yüzde indirim 1 ile 100 arasında olmalı.',
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Yüzde indirim 1 ile 100 arasında olmalı.',
    );
    expect(sent).toEqual([]);
  });

  it('a discount code: sent in kuruş; a server refusal stands on the field it names', async () => {
    const user = userEvent.setup();
    const submit = await newCodeOf50Tl(user);
    await user.type(field(/^Yalnızca bu ürünlerde/), '7, 9');
    const taken = 'Bu kod zaten var; başka bir kod yazın.';
    answer = {
      status: 409,
      body: {
        message: taken,
        code: 'CONFLICT',
        errors: [{ field: 'body.discountCode', message: taken }],
      },
    };
    await user.click(submit);
    await within(screen.getByRole('alert')).findByText(taken);
    expect(messageUnder(field(/^Kod/))).toContain(taken);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/api/admindiscountcode/create',
      method: 'POST',
      body: {
        discountCode: 'YAZ50',
        discountType: 'amount',
        discountAmount: 5_000,
        productIds: [7, 9],
      },
    });
  });

  it('a discount code: a new one opens its own page once saved', async () => {
    const user = userEvent.setup();
    const saved = { _id: 42, discountCode: 'YAZ50' } as DiscountCodeView;
    const submit = await newCodeOf50Tl(user, '/admin-panel/indirim-kodu/42');
    answer = { status: 200, body: { message: 'İndirim kodu oluşturuldu.', discountCode: saved } };
    await user.click(submit);
    await screen.findByRole('heading', { name: 'Kaydedildi' });
  });

  it('a temporary top bar needs its window: each end is named on its own input', async () => {
    const user = userEvent.setup();
    const submit = await renderEditor(
      '/admin-panel/ust-bar-detay/:id',
      '/admin-panel/ust-bar-detay/yeni',
      TopBar as never,
      { topBar: null },
    );
    await user.type(field(/^Başlık/), 'Kargo bedava');
    await user.click(screen.getByRole('checkbox', { name: /^Geçici/ }));
    await user.click(submit);
    expect(messageUnder(screen.getByLabelText('Başlangıç'))).toContain(
      'Geçici üst bar için başlangıç zamanı gerekli.',
    );
    expect(messageUnder(screen.getByLabelText('Bitiş'))).toContain(
      'Geçici üst bar için bitiş zamanı gerekli.',
    );
    expect(sent).toEqual([]);
  });

  it('a pop-up that gives a code needs its amount, in TL on the form and kuruş on the wire', async () => {
    const user = userEvent.setup();
    const submit = await renderEditor(
      '/admin-panel/pop-detay/:id',
      '/admin-panel/pop-detay/yeni',
      Pop as never,
      { pop: null },
    );
    await user.type(field(/^Başlık/), 'Gitmeden önce');
    await user.click(screen.getByRole('checkbox', { name: 'İndirim kodu ver' }));
    await user.click(submit);
    expect(messageUnder(field(/^İndirim \(TL\)/))).toContain(
      'İndirimli pencere için indirim tutarı gerekli.',
    );
    expect(sent).toEqual([]);

    await user.type(field(/^İndirim \(TL\)/), '25');
    answer = { status: 400, body: { message: 'Geçersiz.', code: 'VALIDATION_FAILED' } };
    await user.click(submit);
    await within(screen.getByRole('alert')).findByText('Geçersiz.');
    expect(sent[0]?.body).toMatchObject({ existDiscount: true, discountAmount: 2_500 });
  });

  it('a landing campaign at 0 % is refused on the price field and above the button', async () => {
    const user = userEvent.setup();
    const product = { _id: 12, name: 'Pamuk Saten Nevresim Takımı', slug: 'pamuk-saten' };
    const submit = await renderEditor(
      '/admin-panel/kampanya-olustur/:id',
      '/admin-panel/kampanya-olustur/12',
      CampaignCreate as never,
      { product, campaign: null as CampaignView | null },
    );
    await user.type(field(/^Başlık/), 'Kış fırsatı');
    expect(field(/^Adres eki/)).toHaveProperty('value', 'kis-firsati');
    const percent = field(/^Kampanya fiyatı/);
    await user.clear(percent);
    await user.type(percent, '0');
    await user.click(submit);
    const refused = 'Açılış sayfasında fiyat %1 ile %100 arasında olmalı.';
    expect(messageUnder(percent)).toContain(refused);
    expect(screen.getByRole('alert').textContent).toContain(refused);
    expect(sent).toEqual([]);
  });
});
