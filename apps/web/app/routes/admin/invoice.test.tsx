import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import AdminInvoice from './invoice';
import AdminInvoices from './invoices';

const INVOICE = {
  id: '3f1d2c4b-5a6e-4f70-8192-a3b4c5d6e7f8',
  orderKind: 'retail',
  orderId: 'AbCdEfGhIjKlMnOpQrStUv',
  orderNumber: '261128-90017',
  buyerName: 'Örnek Firma A.Ş.',
  status: 'failed',
  step: 'poll',
  documentType: 'e_archive',
  documentNumber: null,
  total: 33_990,
  attempts: 7,
  lastError: 'Paraşüt yanıt vermedi (503).',
  pdfUrl: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  issuedAt: null,
  dueDate: null,
  providerInvoiceId: '1001',
  providerTotal: 33_990,
  steps: [
    {
      id: 1,
      step: 'issue',
      outcome: 'ok',
      message: 'e-Arşiv gönderildi.',
      at: '2026-11-28T09:00:01.000Z',
    },
    {
      id: 2,
      step: 'poll',
      outcome: 'error',
      message: 'Paraşüt yanıt vermedi (503).',
      at: '2026-11-28T09:00:02.000Z',
    },
  ],
};

// biome-ignore lint/suspicious/noExplicitAny: a route component takes its generated props
type Page = (props: any) => React.ReactNode;

function renderAt(path: string, Component: Page, loaderData: unknown) {
  const Stub = createRoutesStub([{ path, Component: () => <Component loaderData={loaderData} /> }]);
  render(
    <MantineProvider>
      <Stub initialEntries={[path]} />
    </MantineProvider>,
  );
}

describe('the invoice screens', () => {
  afterEach(cleanup);

  it('one invoice shows its status, the error, each step and the retry button when it failed', async () => {
    renderAt('/admin-panel/fatura-islemleri/x/ornek/261128-90017', AdminInvoice, INVOICE);
    expect((await screen.findByTestId('invoice-status')).textContent).toBe('Hata');
    expect(screen.getByRole('alert').textContent).toContain('Paraşüt yanıt vermedi (503).');
    expect(screen.getByText('e-Arşiv gönderildi.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yeniden dene' })).toBeTruthy();
  });

  it('an issued invoice has no retry button', async () => {
    renderAt('/admin-panel/fatura-islemleri/x/ornek/261128-90017', AdminInvoice, {
      ...INVOICE,
      status: 'done',
      lastError: null,
      pdfUrl: '/api/orders/viewinvoice/AbCdEfGhIjKlMnOpQrStUv/261128-90017',
    });
    expect((await screen.findByTestId('invoice-status')).textContent).toBe('Kesildi');
    expect(screen.queryByRole('button', { name: 'Yeniden dene' })).toBeNull();
    expect(screen.getByRole('link', { name: "PDF'i aç" }).getAttribute('href')).toBe(
      '/api/orders/viewinvoice/AbCdEfGhIjKlMnOpQrStUv/261128-90017',
    );
  });

  it('the list links each invoice to its screen by id, buyer and order number', async () => {
    renderAt('/admin-panel/fatura-islemleri', AdminInvoices, {
      invoices: [INVOICE],
      total: 1,
      page: 1,
      pages: 1,
    });
    const link = await screen.findByRole('link', { name: '261128-90017' });
    expect(link.getAttribute('href')).toBe(
      `/admin-panel/fatura-islemleri/${INVOICE.id}/ornek-firma-a-s/261128-90017`,
    );
  });
});
