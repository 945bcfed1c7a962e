import type { AdminRole } from '@carsi/contract/access';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallOutput } from '../../api/call';
import AdminCarrierSettings from './carrier-settings';
import AdminRuralAreas from './rural-areas';

// kargo-ayarlari and mobil-bolgeler as staff meet them: the contract's answers as loader data,
// the browser's own checks before anything is sent, and a question before what cannot be undone.

type Carriers = CallOutput<'GET /api/admin/carrier-settings'>['carriers'];
type RuralList = CallOutput<'GET /api/admin/rural-areas'>;

const CARRIERS: Carriers = [
  {
    carrier: 'ups',
    carrierLabel: 'UPS Kargo',
    desiDivisor: 3000,
    enabled: true,
    main: true,
    rural: false,
  },
  {
    carrier: 'yurtici',
    carrierLabel: 'Yurtiçi Kargo',
    desiDivisor: 3000,
    enabled: true,
    main: false,
    rural: true,
  },
];

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

function api(answer: object) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return sent;
}

function renderPage(role: AdminRole, path: string, Component: unknown, data: unknown) {
  const Stub = createRoutesStub([
    {
      id: 'admin-shell',
      path: '/admin-panel',
      loader: () => ({ role }),
      HydrateFallback: () => null,
      Component: () => (
        <MantineProvider>
          <Outlet />
        </MantineProvider>
      ),
      children: [{ path, loader: () => data, Component: Component as never }],
    },
  ]);
  return render(<Stub initialEntries={[`/admin-panel/${path}`]} />);
}

describe('kargo-ayarlari', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks the divisor in the page, and asks before switching a carrier off', async () => {
    const sent = api({ message: 'Kaydedildi.', carrier: { ...CARRIERS[1], enabled: false } });
    const user = userEvent.setup();
    renderPage('warehouse', 'kargo-ayarlari', AdminCarrierSettings, {
      carriers: CARRIERS,
      returnAddress: null,
    });
    const yurtici = await screen.findByRole(
      'region',
      { name: 'Yurtiçi Kargo' },
      { timeout: 10_000 },
    );
    expect(screen.getByText('İade adresi girilmemiş')).toBeTruthy();

    const divisor = within(yurtici).getByRole('textbox', { name: /Desi böleni/ });
    fireEvent.change(divisor, { target: { value: '500' } });
    await user.click(within(yurtici).getByRole('button', { name: 'Kaydet' }));
    expect(await within(yurtici).findAllByText('Desi böleni en az 1000 olmalı.')).not.toHaveLength(
      0,
    );
    expect(sent).toHaveLength(0);

    fireEvent.change(divisor, { target: { value: '3000' } });
    await user.click(within(yurtici).getByRole('switch', { name: /Yeni gönderi alır/ }));
    await user.click(within(yurtici).getByRole('button', { name: 'Kaydet' }));
    const asked = await screen.findByRole('dialog', { name: 'Yurtiçi Kargo kapatılsın mı?' });
    await user.click(within(asked).getByRole('button', { name: 'Vazgeç' }));
    expect(sent).toHaveLength(0);
    // Not switched off after all: the switch shows what is saved again.
    const onOff = within(yurtici).getByRole('switch', { name: /Yeni gönderi alır/ });
    expect((onOff as HTMLInputElement).checked).toBe(true);

    await user.click(onOff);
    await user.click(within(yurtici).getByRole('button', { name: 'Kaydet' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Yurtiçi Kargo kapatılsın mı?' })).getByRole(
        'button',
        { name: 'Kapat' },
      ),
    );
    await within(yurtici).findByText(/artık yeni gönderi almıyor/);
    expect(sent).toEqual([
      {
        url: '/api/admin/carrier-settings/yurtici',
        method: 'PUT',
        body: { desiDivisor: 3000, enabled: false },
      },
    ]);
  });
});

describe('mobil-bolgeler', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const list = (areas: RuralList['areas']): RuralList => ({
    areas,
    total: areas.length,
    page: 1,
    pages: 1,
  });

  it('shows the empty list and asks for a province before sending', async () => {
    const sent = api({});
    const user = userEvent.setup();
    renderPage('operations', 'mobil-bolgeler', AdminRuralAreas, {
      list: list([]),
      carriers: CARRIERS,
    });
    expect(
      await screen.findByText(
        'Listede yer yok: bütün siparişler UPS Kargo ile gönderiliyor.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Listeye ekle' }));
    expect(await screen.findByText('İl seçin.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('removes a place only after the question is answered', async () => {
    const sent = api({ message: 'Yer listeden çıkarıldı.' });
    const user = userEvent.setup();
    renderPage('warehouse', 'mobil-bolgeler', AdminRuralAreas, {
      list: list([
        {
          id: 7,
          province: 'Kastamonu',
          district: 'Pınarbaşı',
          village: '',
          note: 'Şube yok',
          createdAt: '2026-11-28T09:00:00.000Z',
        },
      ]),
      carriers: CARRIERS,
    });
    const remove = await screen.findByRole(
      'button',
      { name: 'Pınarbaşı / Kastamonu listeden çıkar' },
      { timeout: 10_000 },
    );
    expect(screen.getByText('İlçenin tamamı')).toBeTruthy();
    await user.click(remove);
    const asked = await screen.findByRole('dialog', { name: 'Listeden çıkarılsın mı?' });
    expect(asked.textContent).toContain('yeniden UPS Kargo ile gönderilir');
    await user.click(within(asked).getByRole('button', { name: 'Vazgeç' }));
    expect(sent).toHaveLength(0);
    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Listeden çıkarılsın mı?' })).getByRole(
        'button',
        { name: 'Listeden çıkar' },
      ),
    );
    expect(await screen.findByText('Yer listeden çıkarıldı.')).toBeTruthy();
    expect(sent[0]).toMatchObject({ url: '/api/admin/rural-areas/7', method: 'DELETE' });
  });
});
