import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskIdentityNumber, maskName, maskPhone } from './mask';

const SEED = { seed: 20261123, numRuns: 500 };
/** What is left of a masked text once the mask's own characters are taken out. */
const shown = (masked: string) => masked.replace(/[*\s@.+]/g, '');

describe('maskName', () => {
  it('shows the first letter of each word', () => {
    expect(maskName('Ayşe Yılmaz')).toBe('A*** Y***');
    expect(maskName('  İsmail   Hakkı Öz ')).toBe('İ*** H*** Ö***');
    expect(maskName('')).toBe('');
  });

  it('never shows more than one character per word, and never the length', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, unit: 'grapheme' }), { maxLength: 5 }),
        (words) => {
          const name = words.join(' ');
          const masked = maskName(name);
          const parts = name.trim().split(/\s+/).filter(Boolean);
          expect(masked.split(' ').filter(Boolean)).toHaveLength(parts.length);
          for (const [i, part] of masked.split(' ').filter(Boolean).entries()) {
            expect(part).toBe(`${Array.from(parts[i] ?? '')[0]}***`);
          }
        },
      ),
      SEED,
    );
  });
});

describe('maskPhone', () => {
  it('keeps +90 5 and the last two digits of a Turkish mobile', () => {
    expect(maskPhone('+905321234533')).toBe('+90 5** *** ** 33');
    expect(maskPhone('0532 123 45 67')).toBe('+90 5** *** ** 67');
    expect(maskPhone('0212 123 45 67')).toBe('*** *** ** 67');
    expect(maskPhone('12')).toBe('***');
  });

  it('never shows a digit but the last two (and the +90 5 every mobile has)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^\+905\d{9}$/),
          fc.string({ maxLength: 30 }),
          fc.stringMatching(/^[\d ()+-]{0,25}$/),
        ),
        (phone) => {
          const masked = maskPhone(phone);
          const digits = phone.replace(/\D/g, '');
          const rest = masked.startsWith('+90 5') ? masked.slice(5) : masked;
          const revealed = rest.replace(/\D/g, '');
          expect(revealed.length).toBeLessThanOrEqual(2);
          if (revealed) expect(digits.endsWith(revealed)).toBe(true);
        },
      ),
      SEED,
    );
  });
});

describe('maskEmail', () => {
  it('keeps the first letters and a plain top-level domain', () => {
    expect(maskEmail('ayse@example.com')).toBe('a***@e***.com');
    expect(maskEmail('ali.veli@mail.example.com.tr')).toBe('a***@m***.tr');
    expect(maskEmail('x@secret-name-here')).toBe('x***@s***');
    expect(maskEmail('not an address')).toBe('***');
  });

  it('never shows more than two characters and a top-level domain of at most six letters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 })), (email) => {
        const masked = maskEmail(email);
        const tld = /\.([a-z]{2,6})$/i.exec(masked)?.[1] ?? '';
        const rest = shown(tld ? masked.slice(0, -tld.length - 1) : masked);
        expect(Array.from(rest).length).toBeLessThanOrEqual(2);
        if (tld) expect(email.toLowerCase().endsWith(`.${tld.toLowerCase()}`)).toBe(true);
      }),
      SEED,
    );
  });
});

describe('maskIdentityNumber', () => {
  it('keeps only the last two digits', () => {
    expect(maskIdentityNumber('12345678901')).toBe('*** 01');
    expect(maskIdentityNumber('12')).toBe('***');
  });
});
