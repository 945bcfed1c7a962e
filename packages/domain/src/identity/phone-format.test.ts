import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTrPhone, normalizeTrMobile } from './phone';

describe('formatTrPhone', () => {
  it('writes a stored number the way people write it', () => {
    expect(formatTrPhone('+905321112233')).toBe('0532 111 22 33');
    expect(formatTrPhone('05321112233')).toBe('0532 111 22 33');
    expect(formatTrPhone('0532 111 22 33')).toBe('0532 111 22 33');
    // A landline (the shop's own number) groups the same way.
    expect(formatTrPhone('+902122223344')).toBe('0212 222 33 44');
  });

  it('leaves anything that is not a Turkish number as it was', () => {
    expect(formatTrPhone('+4915112345678')).toBe('+4915112345678');
    expect(formatTrPhone('12345')).toBe('12345');
    expect(formatTrPhone('')).toBe('');
  });

  it('reads back as the same mobile number for every mobile', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^5\d{9}$/), (digits) => {
        const e164 = `+90${digits}`;
        const shown = formatTrPhone(e164);
        expect(shown).toMatch(/^05\d\d \d{3} \d\d \d\d$/);
        expect(normalizeTrMobile(shown)).toBe(e164);
      }),
    );
  });
});
