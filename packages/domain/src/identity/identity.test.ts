import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDuplicates, hasDuplicates } from './duplicates';
import { isValidTrIban, normalizeTrIban } from './iban';
import { isValidLuhn } from './luhn';
import { isValidTrMobile, normalizeTrMobile } from './phone';
import { isValidTckn } from './tckn';
import { isValidVkn } from './vkn';

describe('Luhn', () => {
  it('accepts valid card numbers, with spaces', () => {
    expect(isValidLuhn('4111 1111 1111 1111')).toBe(true);
    expect(isValidLuhn('5528790000000008')).toBe(true); // iyzico test card
    expect(isValidLuhn('79927398713')).toBe(true);
  });

  it('rejects wrong checksums, letters, dashes and too-short input', () => {
    expect(isValidLuhn('4111 1111 1111 1112')).toBe(false);
    expect(isValidLuhn('79927398710')).toBe(false);
    expect(isValidLuhn('4111-1111-1111-1111')).toBe(false);
    expect(isValidLuhn('abcd')).toBe(false);
    expect(isValidLuhn('0')).toBe(false);
    expect(isValidLuhn('')).toBe(false);
  });

  it('detects every single-digit typo', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 15, maxLength: 18 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, pos, delta) => {
          // Complete the number with the digit that makes it valid.
          const check = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => isValidLuhn(body.join('') + d));
          const valid = [...body, check as number];
          expect(isValidLuhn(valid.join(''))).toBe(true);
          const i = pos % valid.length;
          const typo = [...valid];
          typo[i] = ((typo[i] as number) + delta) % 10;
          expect(isValidLuhn(typo.join(''))).toBe(false);
        },
      ),
    );
  });
});

describe('TCKN', () => {
  it('accepts valid numbers', () => {
    expect(isValidTckn('10000000146')).toBe(true);
    expect(isValidTckn('17291716060')).toBe(true);
    expect(isValidTckn(' 17291716060 ')).toBe(true);
  });

  it('rejects bad check digits, a leading zero and wrong lengths', () => {
    expect(isValidTckn('17291716050')).toBe(false);
    expect(isValidTckn('17291716061')).toBe(false);
    expect(isValidTckn('07291716092')).toBe(false);
    expect(isValidTckn('1729171606')).toBe(false);
    expect(isValidTckn('1729171606a')).toBe(false);
  });
});

describe('VKN', () => {
  it('accepts published valid tax numbers', () => {
    for (const vkn of ['4540536920', '0010213576', '1050060784', '3250536363', '9990112519']) {
      expect(isValidVkn(vkn)).toBe(true);
    }
  });

  it('rejects bad check digits and formats', () => {
    expect(isValidVkn('4540536921')).toBe(false);
    expect(isValidVkn('454053692')).toBe(false);
    expect(isValidVkn('45405369200')).toBe(false);
    expect(isValidVkn('454053692x')).toBe(false);
  });

  it('has exactly one valid check digit for any nine-digit prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (prefix) => {
        const valid = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => isValidVkn(prefix + d));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});

describe('Turkish IBAN', () => {
  it('accepts a valid IBAN, grouped or lowercase', () => {
    expect(isValidTrIban('TR330006100519786457841326')).toBe(true);
    expect(isValidTrIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(normalizeTrIban(' tr33 0006 ')).toBe('TR330006');
  });

  it('rejects wrong check digits, other countries and wrong lengths', () => {
    expect(isValidTrIban('TR340006100519786457841326')).toBe(false);
    expect(isValidTrIban('TR330006100519786457841327')).toBe(false);
    expect(isValidTrIban('DE89370400440532013000')).toBe(false);
    expect(isValidTrIban('TR33000610051978645784132')).toBe(false);
  });
});

describe('Turkish mobile numbers', () => {
  it('normalises every accepted writing to E.164', () => {
    for (const input of [
      '05321234567',
      '5321234567',
      '+90 532 123 45 67',
      '+905321234567',
      '905321234567',
      '0090 532 123 4567',
      '0 (532) 123-45-67',
      '0532.123.45.67',
    ]) {
      expect(normalizeTrMobile(input)).toBe('+905321234567');
    }
  });

  it('rejects landlines, short numbers and foreign numbers', () => {
    expect(normalizeTrMobile('02121234567')).toBeNull();
    expect(normalizeTrMobile('0532123456')).toBeNull();
    expect(normalizeTrMobile('+44 7911 123456')).toBeNull();
    expect(normalizeTrMobile('telefon')).toBeNull();
    expect(isValidTrMobile('05321234567')).toBe(true);
    expect(isValidTrMobile('123')).toBe(false);
  });
});

describe('findDuplicates', () => {
  const skus = [{ sku: 'A' }, { sku: 'B' }, { sku: 'A' }, { sku: 'C' }, { sku: 'B' }, { sku: 'A' }];

  it('returns each duplicated key once, in order of first appearance', () => {
    expect(findDuplicates(skus, 'sku')).toEqual(['A', 'B']);
    expect(findDuplicates([{ sku: 'A' }], 'sku')).toEqual([]);
    expect(findDuplicates([], 'sku')).toEqual([]);
  });

  it('accepts a key function', () => {
    const phones = ['0532 123 45 67', '+905321234567', '05551112233'];
    expect(findDuplicates(phones, normalizeTrMobile)).toEqual(['+905321234567']);
  });

  it('agrees with a set-size check', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.integer({ min: 0, max: 20 }) })), (list) => {
        const distinct = new Set(list.map((item) => item.id)).size;
        expect(hasDuplicates(list, 'id')).toBe(distinct < list.length);
        for (const id of findDuplicates(list, 'id')) {
          expect(list.filter((item) => item.id === id).length).toBeGreaterThan(1);
        }
      }),
    );
  });
});
