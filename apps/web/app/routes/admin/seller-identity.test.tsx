import type { SellerIdentity } from '@carsi/contract';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SellerIdentityPage from './seller-identity';

const SAVED: SellerIdentity = {
  tradeName: 'Çarşı Ev Tekstili Sanayi ve Ticaret A.Ş.',
  mersisNumber: '0454053692000015',
  taxOffice: 'Pamukkale Vergi Dairesi',
  taxNumber: '4540536920',
  address: 'Sümer Mahallesi, 2485/1 Sokak No: 14, 20020 Merkezefendi/Denizli',
  phone: '0850 308 20 16',
  email: 'destek@carsievtekstili.com.tr',
  kepAddress: 'carsievtekstili@hs01.kep.tr',
  etbisNumber: '',
  updatedAt: '2026-11-28T09:00:00.000Z',
};

const fieldsOf = ({ updatedAt: _, ...fields }: SellerIdentity) => fields;

function renderPage() {
  const Stub = createRoutesStub([
    {
      path: '/admin-panel',
      Component: () => (
        <MantineProvider>
          <Outlet />
        </MantineProvider>
      ),
      children: [
        {
          path: 'satici-bilgileri',
          loader: () => ({ sellerIdentity: SAVED, updatedBy: 'Demo Sahip' }),
          HydrateFallback: () => null,
          Component: SellerIdentityPage as never,
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={['/admin-panel/satici-bilgileri']} />);
}

type Sent = { url: string; method: string; body: unknown };

function shopApi(answer: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  return sent;
}

describe('the seller identity screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows what is saved and who saved it, and saves a change without asking twice', async () => {
    const sent = shopApi({
      status: 200,
      body: {
        sellerIdentity: { ...SAVED, phone: '0258 111 22 33' },
        message: 'Satıcı bilgileri kaydedildi.',
      },
    });
    renderPage();
    const phone = await screen.findByLabelText(/^Telefon/);
    expect((screen.getByLabelText(/^Ticaret unvanı/) as HTMLInputElement).value).toBe(
      SAVED.tradeName,
    );
    expect(screen.getByText(/^Son kaydeden: Demo Sahip/)).toBeTruthy();
    await userEvent.clear(phone);
    await userEvent.type(phone, '0258 111 22 33');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Satıcı bilgileri kaydedildi.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/api/admin/seller-identity',
      method: 'PUT',
      body: { ...fieldsOf(SAVED), phone: '0258 111 22 33' },
    });
  });

  it('names the wrong fields in Turkish and sends nothing', async () => {
    const sent = shopApi({ status: 500, body: {} });
    renderPage();
    const taxNumber = await screen.findByLabelText(/^Vergi numarası/);
    await userEvent.clear(taxNumber);
    await userEvent.type(taxNumber, '4540536921');
    await userEvent.clear(screen.getByLabelText(/^Ticaret unvanı/));
    const kep = screen.getByLabelText(/^KEP adresi/);
    await userEvent.clear(kep);
    await userEvent.type(kep, 'info@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findAllByText('Ticaret unvanı gerekli.')).not.toHaveLength(0);
    expect(
      screen.getAllByText(
        'Vergi numarası geçerli bir VKN (10 hane) ya da T.C. kimlik numarası (11 hane) olmalı.',
      ),
    ).not.toHaveLength(0);
    expect(screen.getAllByText('KEP adresi …@….kep.tr biçiminde olmalı.')).not.toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it('puts the server’s refusal beside its field', async () => {
    shopApi({
      status: 400,
      body: {
        message: 'MERSİS numarası 16 haneli olmalı.',
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'body.mersisNumber', message: 'MERSİS numarası 16 haneli olmalı.' }],
      },
    });
    renderPage();
    await screen.findByLabelText(/^MERSİS numarası/);
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const mersis = screen.getByLabelText(/^MERSİS numarası/);
    expect(mersis.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findAllByText('MERSİS numarası 16 haneli olmalı.')).toHaveLength(2);
  });
});
