import type { WholesaleAccountView } from '@carsi/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WholesaleCompany from './company';

// The company form is the pattern for forms (@mantine/form + the contract's zod schema): the
// server's own Turkish messages show before anything is sent, and the server's field refusals
// land on the same fields.

const COMPANY = {
  _id: 'toptan-hesap-0000001',
  currentAccountName: 'Deniz Tekstil Ltd. Şti.',
  currentAccountContactPersonName: 'Deniz Kaya',
  currentAccountAddress: 'Atatürk Cad. No: 12',
  currentAccountProvince: 'İzmir',
  currentAccountDistrict: 'Karşıyaka',
  currentAccountTaxAuthority: 'Karşıyaka',
  currentAccountTaxNumber: '1234567890',
} satisfies Partial<WholesaleAccountView>;

type Sent = { url: string; method: string; body: unknown };

function wholesaleApi(answer: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return sent;
}

function renderCompany() {
  const Stub = createRoutesStub([
    {
      path: '/toptan/firma',
      HydrateFallback: () => null,
      // The page reads only the company part of GET /api/wholesale/getDetailsWholeSaleAccount.
      loader: () => ({ account: COMPANY as WholesaleAccountView }),
      Component: WholesaleCompany as never,
    },
  ]);
  render(<Stub initialEntries={['/toptan/firma']} />);
  return screen.findByRole('heading', { name: 'Firma Bilgileri' }, { timeout: 10_000 });
}

describe('/toptan/firma: the company form', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("checks the fields with the contract's messages and sends nothing while one is wrong", async () => {
    const sent = wholesaleApi({ status: 200, body: { message: 'Kaydedildi.' } });
    const user = userEvent.setup({ delay: null });
    await renderCompany();
    expect((screen.getByLabelText(/Firma ünvanı/) as HTMLInputElement).value).toBe(
      COMPANY.currentAccountName,
    );
    await user.clear(screen.getByLabelText(/Firma ünvanı/));
    await user.clear(screen.getByLabelText(/Vergi numarası/));
    await user.type(screen.getByLabelText(/Vergi numarası/), '12345');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Firma ünvanı girin.')).toBeTruthy();
    expect(screen.getByText('Vergi numarası 10 haneli olmalı.')).toBeTruthy();
    expect(screen.getByLabelText(/Firma ünvanı/).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends the company data with the account id and shows the answer', async () => {
    const sent = wholesaleApi({ status: 200, body: { message: 'Firma bilgileri güncellendi.' } });
    const user = userEvent.setup({ delay: null });
    await renderCompany();
    await user.clear(screen.getByLabelText(/Yetkili kişi/));
    await user.type(screen.getByLabelText(/Yetkili kişi/), 'Ece Yılmaz');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect((await screen.findByRole('status')).textContent).toBe('Firma bilgileri güncellendi.');
    const { _id, ...company } = COMPANY;
    expect(sent).toEqual([
      {
        url: '/api/wholesale/updateWholeSaleAccount',
        method: 'PUT',
        body: { id: _id, ...company, currentAccountContactPersonName: 'Ece Yılmaz' },
      },
    ]);
  });

  it("puts the server's refusal beside the field it names", async () => {
    wholesaleApi({
      status: 400,
      body: {
        message: 'Vergi numarası geçerli değil.',
        code: 'WHOLESALE_BAD_TAX_NUMBER',
        errors: [
          { field: 'body.currentAccountTaxNumber', message: 'Vergi numarası geçerli değil.' },
        ],
      },
    });
    const user = userEvent.setup({ delay: null });
    await renderCompany();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Vergi numarası geçerli değil.');
    const taxNumber = screen.getByLabelText(/Vergi numarası/);
    expect(taxNumber.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(taxNumber.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Vergi numarası geçerli değil.');
  });
});
