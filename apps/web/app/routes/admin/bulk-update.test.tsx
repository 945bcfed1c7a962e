import { BULK_ERROR_LIST_LIMIT, BULK_PREVIEW_PATH, type BulkPreview } from '@carsi/contract';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BulkUpdate from './bulk-update';

const PREVIEW: BulkPreview = {
  id: '7f1f7c1e-4a4c-4d55-9d40-2a3c8f0e1b11',
  total: 12_000,
  changes: [{ row: 2, sku: 'NEV-1', field: 'Fiyat', from: '100.00 TL', to: '120.00 TL' }],
  changeCount: 1,
  changedRows: 1,
  errors: Array.from({ length: BULK_ERROR_LIST_LIMIT }, (_, i) => ({
    row: i + 3,
    message: `Bilinmeyen SKU: YOK-${i}`,
  })),
  errorCount: 4_321,
};

function renderPage() {
  const Stub = createRoutesStub([
    {
      path: '/admin-panel',
      Component: () => (
        <MantineProvider>
          <Outlet />
        </MantineProvider>
      ),
      children: [{ path: 'toplu-guncelleme', loader: () => null, Component: BulkUpdate as never }],
    },
  ]);
  return render(<Stub initialEntries={['/admin-panel/toplu-guncelleme']} />);
}

describe('the bulk-update screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the error count, the listed errors and how many more there are', async () => {
    const fetch = vi.fn(async () => Response.json(PREVIEW));
    vi.stubGlobal('fetch', fetch);
    renderPage();
    await screen.findByText('Düzenlenmiş dosya (CSV veya XLSX)');
    // Mantine's FileInput is a button over a hidden file input.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input on the page');
    await userEvent.upload(input, new File(['sku,urun'], 'katalog.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    expect(
      await screen.findByText('12000 satır okundu, 1 SKU değişecek, 4321 hatalı satır.'),
    ).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(`${BULK_PREVIEW_PATH}?format=csv`, expect.anything());
    expect(screen.getByText('Satır 3: Bilinmeyen SKU: YOK-0')).toBeTruthy();
    expect(screen.getByText('… ve 4121 hata daha.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Değişiklikleri uygula' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
