import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkListing, type ListingCheckInput, type ListingCheckProfile } from './listing-check';

const profile: ListingCheckProfile = {
  titleMax: 100,
  descriptionMax: 30_000,
  maxImages: 8,
  minImageWidth: 600,
  minImageHeight: 600,
  requireHttps: true,
};

const ready = (): ListingCheckInput => ({
  title: 'Saten Nevresim Takımı',
  description: 'Saten',
  brandId: '1000',
  categoryId: '2001',
  categoryIsLeaf: true,
  images: [{ url: 'https://shop.example/a.webp', width: 960, height: 1440 }],
  skus: [{ sku: 'NEV-1', barcode: 'CRS0001', listPrice: 120_000, salePrice: 110_000, quantity: 4 }],
  attributes: [
    { id: '47', name: 'Renk', required: true, allowCustom: false },
    { id: '14', name: 'Materyal', required: true, allowCustom: true },
    { id: '1198', name: 'Üretici Bilgisi', required: false, allowCustom: true },
    { id: '33', name: 'Desen', required: false, allowCustom: false },
  ],
  chosen: {
    '47': { valueIds: ['50000'] },
    '14': { customValue: 'Pamuk' },
    '1198': { customValue: 'Çarşı A.Ş.' },
  },
  safetyAttributes: [{ id: '1198', label: 'Üretici' }],
  shipmentAddressId: '7001',
  returningAddressId: '7002',
  addressesRequired: true,
});

describe('checkListing', () => {
  it('passes a complete product', () => {
    expect(checkListing(ready(), profile)).toEqual([]);
  });

  it('names each missing item beside its field', () => {
    const input = ready();
    input.title = 'x'.repeat(101);
    input.brandId = null;
    input.categoryIsLeaf = false;
    input.images = [{ url: 'http://shop.example/a.webp', width: 320, height: 480 }];
    input.skus = [
      { sku: 'A', barcode: '', listPrice: 100, salePrice: 200, quantity: 1 },
      { sku: 'B', barcode: 'has space', listPrice: 100, salePrice: 100, quantity: 1 },
    ];
    input.chosen = { '33': { customValue: 'Çizgili' } };
    input.shipmentAddressId = null;
    const fields = checkListing(input, profile).map((p) => p.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'title',
        'brand',
        'category',
        'images.0',
        'skus.A.barcode',
        'skus.A.price',
        'skus.B.barcode',
        'attributes.47',
        'attributes.14',
        'attributes.1198',
        'attributes.33',
        'shipmentAddress',
      ]),
    );
    expect(fields).not.toContain('returningAddress');
    // Required attributes come before optional ones.
    expect(fields.indexOf('attributes.47')).toBeLessThan(fields.indexOf('attributes.1198'));
  });

  it('flags a list price below the sale price, and only then', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (list, sale) => {
          const input = ready();
          input.skus = [{ sku: 'S', barcode: 'B1', listPrice: list, salePrice: sale, quantity: 1 }];
          const flagged = checkListing(input, profile).some((p) => p.field === 'skus.S.price');
          expect(flagged).toBe(list < sale);
        },
      ),
    );
  });

  it('flags a title over the limit, and only then', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 150 }).filter((s) => s.trim().length > 0),
        (title) => {
          const input = ready();
          input.title = title;
          const flagged = checkListing(input, profile).some((p) => p.field === 'title');
          expect(flagged).toBe(title.trim().length > profile.titleMax);
        },
      ),
    );
  });
});
