import type { LegalFacts } from '@carsi/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopFooter } from './ShopFooter';

const LEGAL: LegalFacts = {
  seller: {
    tradeName: 'Örnek Tekstil Ticaret Ltd. Şti.',
    mersisNumber: '0123456789000017',
    taxOffice: 'Konak Vergi Dairesi',
    taxNumber: '4540536920',
    address: 'Alsancak Mah. 1469 Sok. No: 5, 35220 Konak/İzmir',
    phone: '0232 555 44 33',
    email: 'bilgi@ornektekstil.com.tr',
    kepAddress: 'ornektekstil@hs01.kep.tr',
    etbisNumber: '',
    updatedAt: '2026-11-28T09:00:00.000Z',
  },
  returnShipping: { carrier: 'Yurtiçi Kargo', payer: 'shop' },
};

/** The footer under a root route whose loader gave these legal facts, as root.tsx does. */
function renderFooter(legal: LegalFacts | null) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ legal }),
      HydrateFallback: () => null,
      Component: () => <ShopFooter />,
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('the storefront footer', () => {
  afterEach(cleanup);

  it('names the seller the owner saved: trade name, address, phone, e-mail, KEP, MERSİS', async () => {
    renderFooter(LEGAL);
    const seller = await screen.findByLabelText('Satıcı bilgileri');
    const text = seller.textContent ?? '';
    for (const value of [
      'Örnek Tekstil Ticaret Ltd. Şti.',
      'Alsancak Mah. 1469 Sok. No: 5, 35220 Konak/İzmir',
      'bilgi@ornektekstil.com.tr',
      'ornektekstil@hs01.kep.tr',
      '0123456789000017',
    ]) {
      expect(text).toContain(value);
    }
    expect(within(seller).getByRole('link', { name: '0232 555 44 33' }).getAttribute('href')).toBe(
      'tel:+902325554433',
    );
  });

  it('shows no one’s identity when the page came without it', async () => {
    renderFooter(null);
    await screen.findByText(/Tüm hakları saklıdır/);
    expect(screen.queryByLabelText('Satıcı bilgileri')).toBeNull();
  });
});
