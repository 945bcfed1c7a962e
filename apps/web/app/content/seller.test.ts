import type { LegalFacts, SellerIdentity } from '@carsi/contract';
import { describe, expect, it } from 'vitest';
import { returnShippingClause, sellerIdentityLines, telHref } from './seller';
import { staticPagesFor } from './static-pages';

const SELLER: SellerIdentity = {
  tradeName: 'Örnek Tekstil Ticaret Ltd. Şti.',
  mersisNumber: '0123456789000017',
  taxOffice: 'Konak Vergi Dairesi',
  taxNumber: '4540536920',
  address: 'Alsancak Mah. 1469 Sok. No: 5, 35220 Konak/İzmir',
  phone: '0232 555 44 33',
  email: 'bilgi@ornektekstil.com.tr',
  kepAddress: 'ornektekstil@hs01.kep.tr',
  etbisNumber: 'ETBİS-2020-0001',
  updatedAt: '2026-11-28T09:00:00.000Z',
};

const BLANK: SellerIdentity = {
  tradeName: '',
  mersisNumber: '',
  taxOffice: '',
  taxNumber: '',
  address: '',
  phone: '',
  email: '',
  kepAddress: '',
  etbisNumber: '',
  updatedAt: '1970-01-01T00:00:00.000Z',
};

const facts = (seller: SellerIdentity, payer: 'shop' | 'customer' = 'shop'): LegalFacts => ({
  seller,
  returnShipping: { carrier: 'Aras Kargo', payer },
});

const text = (page: unknown) => JSON.stringify(page);

describe('the legal pages name the seller the owner saved', () => {
  const pages = staticPagesFor(facts(SELLER), 'https://www.ornektekstil.com.tr');

  it('in the contract, the contact page and the about page', () => {
    for (const slug of ['mesafeli-satis-sozlesmesi', 'iletisim', 'hakkimizda']) {
      const page = text(pages[slug]);
      for (const value of [
        SELLER.tradeName,
        SELLER.address,
        SELLER.phone,
        SELLER.email,
        SELLER.kepAddress,
        SELLER.mersisNumber,
        SELLER.taxOffice,
        SELLER.taxNumber,
      ]) {
        expect(page, `${slug}: ${value}`).toContain(value);
      }
    }
    expect(text(pages['mesafeli-satis-sozlesmesi'])).toContain('www.ornektekstil.com.tr');
  });

  it('and no one else: no fixed identity is left in any page', () => {
    const all = text(pages);
    for (const old of ['Ev Tekstili Sanayi', '0454053692000015', 'Pamukkale Vergi', '0850 308']) {
      expect(all).not.toContain(old);
    }
  });

  it('shows blanks as a dash until the owner fills them in', () => {
    const contract = staticPagesFor(facts(BLANK), 'http://127.0.0.1:3000')[
      'mesafeli-satis-sozlesmesi'
    ]!;
    const parties = contract.sections.find((s) => s.heading === '1. Taraflar')!.list!;
    expect(parties).toContain('Unvan: —');
    expect(parties).toContain('Vergi dairesi ve numarası: —, —');
    // ETBİS is optional: left out when not given.
    expect(parties.some((line) => line.startsWith('ETBİS'))).toBe(false);
  });
});

describe('the return carrier and who pays', () => {
  it('are stated in the contract and on the withdrawal page as set', () => {
    const shopPays = staticPagesFor(facts(SELLER, 'shop'), 'https://a.com.tr');
    expect(text(shopPays['mesafeli-satis-sozlesmesi'])).toContain(
      returnShippingClause({ carrier: 'Aras Kargo', payer: 'shop' }),
    );
    expect(text(shopPays['cayma-hakki'])).toContain('İade kargosu: Aras Kargo');
    const customerPays = staticPagesFor(facts(SELLER, 'customer'), 'https://a.com.tr');
    const contract = text(customerPays['mesafeli-satis-sozlesmesi']);
    expect(contract).toContain('geri gönderim ücretini Alıcı öder');
    expect(contract).toContain('teslimat ücretini aşamaz');
    expect(text(customerPays['cayma-hakki'])).toContain('Gönderim ücretini siz ödersiniz');
  });
});

describe('the identity block', () => {
  it('lists what the law asks a seller to show, ETBİS when given', () => {
    expect(sellerIdentityLines(SELLER)).toEqual([
      'Unvan: Örnek Tekstil Ticaret Ltd. Şti.',
      'Adres: Alsancak Mah. 1469 Sok. No: 5, 35220 Konak/İzmir',
      'Telefon: 0232 555 44 33',
      'E-posta: bilgi@ornektekstil.com.tr',
      'KEP adresi: ornektekstil@hs01.kep.tr',
      'MERSİS numarası: 0123456789000017',
      'Vergi dairesi ve numarası: Konak Vergi Dairesi, 4540536920',
      'ETBİS kayıt numarası: ETBİS-2020-0001',
    ]);
  });

  it('calls the phone as typed, in international form', () => {
    expect(telHref('0850 308 20 16')).toBe('tel:+908503082016');
    expect(telHref('+90 232 555 44 33')).toBe('tel:+902325554433');
    expect(telHref('232 555 44 33')).toBe('tel:+902325554433');
    expect(telHref('—')).toBeNull();
  });
});
