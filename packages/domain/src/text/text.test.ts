import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerDisplayName } from './person';
import { isSearchTextValid, searchPath } from './search';
import { isShortProductCode, SHORT_CODE_LOOKUP_TIMEOUT_MS } from './short-code';
import { slugify } from './slug';
import {
  PRODUCT_NAME_TRUNCATE_MIN_WIDTH_PX,
  truncateProductName,
  truncateWholesaleName,
} from './truncate';

describe('slugify', () => {
  it('transliterates Turkish letters, lowercases and joins with hyphens', () => {
    expect(slugify('Çift Kişilik Nevresim Takımı')).toBe('cift-kisilik-nevresim-takimi');
    expect(slugify('ŞÖĞÜÇİI şöğüçı')).toBe('sogucii-soguci');
    expect(slugify('İpek Yastık')).toBe('ipek-yastik');
  });

  it('has no leading, trailing or double hyphens', () => {
    expect(slugify('  --Yorgan  (195 x 215)!!  ')).toBe('yorgan-195-x-215');
    expect(slugify('%100 Pamuk -- Havlu')).toBe('100-pamuk-havlu');
    expect(slugify('!!!')).toBe('');
  });

  it('strips other accents', () => {
    expect(slugify('Kâğıt Hâlı Crème')).toBe('kagit-hali-creme');
  });

  it('always yields a clean slug and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('name truncation', () => {
  it('keeps 61 characters plus "..." when a product name is longer than 60', () => {
    const sixty = 'a'.repeat(60);
    expect(truncateProductName(sixty)).toBe(sixty);
    const long = `${'b'.repeat(61)}cdef`;
    expect(truncateProductName(long)).toBe(`${'b'.repeat(61)}...`);
    expect(truncateProductName(`${'ş'.repeat(61)}x`)).toBe(`${'ş'.repeat(61)}...`);
    expect(PRODUCT_NAME_TRUNCATE_MIN_WIDTH_PX).toBe(600);
  });

  it('cuts wholesale names to 25 characters', () => {
    expect(truncateWholesaleName('Kısa Ad')).toBe('Kısa Ad');
    expect(truncateWholesaleName('x'.repeat(25))).toBe('x'.repeat(25));
    expect(truncateWholesaleName('Pamuklu Çift Kişilik Nevresim Takımı')).toBe(
      'Pamuklu Çift Kişilik Nevr...',
    );
  });

  it('never cuts a character in half', () => {
    expect(truncateWholesaleName('😴'.repeat(30))).toBe(`${'😴'.repeat(25)}...`);
  });
});

describe('search', () => {
  it('needs non-blank text after trimming', () => {
    expect(isSearchTextValid('nevresim')).toBe(true);
    expect(isSearchTextValid('   ')).toBe(false);
    expect(isSearchTextValid('')).toBe(false);
  });

  it('goes to /ara/{text} or home', () => {
    expect(searchPath('  yastık ')).toBe('/ara/yast%C4%B1k');
    expect(searchPath(' \t ')).toBe('/');
  });
});

describe('short product codes', () => {
  it('accepts a path of 3 or 4 ASCII letters', () => {
    expect(isShortProductCode('/abc')).toBe(true);
    expect(isShortProductCode('/XyZq')).toBe(true);
    expect(isShortProductCode('abc/')).toBe(true);
  });

  it('rejects other lengths, digits, Turkish letters and deeper paths', () => {
    expect(isShortProductCode('/ab')).toBe(false);
    expect(isShortProductCode('/abcde')).toBe(false);
    expect(isShortProductCode('/ab1')).toBe(false);
    expect(isShortProductCode('/çay')).toBe(false);
    expect(isShortProductCode('/x/abc')).toBe(false);
    expect(SHORT_CODE_LOOKUP_TIMEOUT_MS).toBe(1000);
  });
});

describe('customer display name', () => {
  it('shows first name and last initial, Turkish-uppercased', () => {
    expect(customerDisplayName('Ayşe', 'kaya')).toBe('Ayşe K.');
    expect(customerDisplayName('Ali', 'ışık')).toBe('Ali I.');
    expect(customerDisplayName('Can', 'inan')).toBe('Can İ.');
    expect(customerDisplayName(' Elif ', '  ')).toBe('Elif');
    expect(customerDisplayName('', 'Demir')).toBe('D.');
  });
});
