import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { PlaceMatcher, PROVINCE_ALIASES, placeMatchKey } from './place-match';
import { PROVINCES } from './provinces';

const entries = PROVINCES.flatMap((p) =>
  p.districts.map((district) => ({ province: p.name, district, value: `${p.code}:${district}` })),
);
const matcher = new PlaceMatcher(entries);
const places = fc.constantFrom(...entries);

/** Ways people and systems write a name: Turkish upper/lower case, ASCII-only, extra spacing. */
const spelling = fc.constantFrom(
  (s: string) => s,
  (s: string) => s.toLocaleUpperCase('tr'),
  (s: string) => s.toLocaleLowerCase('tr'),
  (s: string) => s.toUpperCase(),
  (s: string) => `  ${s.replace(/ /g, '   ')} `,
  (s: string) =>
    s
      .replace(/[çÇ]/g, (c) => (c === 'ç' ? 'c' : 'C'))
      .replace(/[ğĞ]/g, (c) => (c === 'ğ' ? 'g' : 'G'))
      .replace(/ı/g, 'i')
      .replace(/İ/g, 'I')
      .replace(/[öÖ]/g, (c) => (c === 'ö' ? 'o' : 'O'))
      .replace(/[şŞ]/g, (c) => (c === 'ş' ? 's' : 'S'))
      .replace(/[üÜ]/g, (c) => (c === 'ü' ? 'u' : 'U')),
);

describe('placeMatchKey', () => {
  it('is idempotent and leaves only a–z, digits and single spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => {
        const folded = placeMatchKey(s);
        expect(placeMatchKey(folded)).toBe(folded);
        expect(folded).toMatch(/^([a-z0-9]+( [a-z0-9]+)*)?$/);
      }),
    );
  });

  it('folds Turkish upper and lower case alike (I → ı, İ → i)', () => {
    fc.assert(
      fc.property(places, ({ province, district }) => {
        for (const name of [province, district]) {
          expect(placeMatchKey(name.toLocaleUpperCase('tr'))).toBe(placeMatchKey(name));
          expect(placeMatchKey(name.toLocaleLowerCase('tr'))).toBe(placeMatchKey(name));
        }
      }),
    );
    expect(placeMatchKey('İÇEL')).toBe('icel');
    expect(placeMatchKey('IĞDIR')).toBe('igdir');
    expect(placeMatchKey('K.MARAŞ')).toBe('k maras');
    expect(placeMatchKey('Hakkâri')).toBe('hakkari');
  });
});

describe('PlaceMatcher', () => {
  it('finds every district of all 81 provinces however it is spelled', () => {
    fc.assert(
      fc.property(places, spelling, spelling, (place, spellProvince, spellDistrict) => {
        const found = matcher.match(spellProvince(place.province), spellDistrict(place.district));
        expect(found).toMatchObject({ ok: true, value: place.value });
      }),
      { numRuns: 2000 },
    );
  });

  it('takes the known other names of provinces', () => {
    for (const [alias, official] of [
      ['Afyon', 'Afyonkarahisar'],
      ['İçel', 'Mersin'],
      ['ICEL', 'Mersin'],
      ['K.Maraş', 'Kahramanmaraş'],
      ['K. MARAŞ', 'Kahramanmaraş'],
      ['Urfa', 'Şanlıurfa'],
      ['Antep', 'Gaziantep'],
    ] as const) {
      const district = PROVINCES.find((p) => p.name === official)?.districts[0] ?? '';
      expect(matcher.match(alias, district)).toMatchObject({ ok: true, province: official });
    }
    for (const official of Object.values(PROVINCE_ALIASES)) {
      expect(PROVINCES.some((p) => p.name === official)).toBe(true);
    }
  });

  it('finds "Merkez" by the province name too, and old district names', () => {
    expect(matcher.match('Afyon', 'Afyon Merkez')).toMatchObject({ ok: true, district: 'Merkez' });
    expect(matcher.match('AĞRI', 'Ağrı')).toMatchObject({ ok: true, district: 'Merkez' });
    expect(matcher.match('Ankara', 'Kazan')).toMatchObject({
      ok: true,
      district: 'Kahramankazan',
    });
    expect(matcher.match('İstanbul', 'Eyüp')).toMatchObject({ ok: true, district: 'Eyüpsultan' });
    expect(matcher.match('istanbul', 'Kadıköy / İstanbul')).toMatchObject({
      ok: true,
      district: 'Kadıköy',
    });
  });

  it('refuses, naming the district, instead of guessing', () => {
    expect(matcher.match('İstanbul', 'Kadikoyy')).toEqual({
      ok: false,
      reason: 'district',
      province: 'İstanbul',
      district: 'Kadikoyy',
    });
    // A metropolitan province has no central "Merkez" district.
    expect(matcher.match('İstanbul', 'Merkez')).toMatchObject({ ok: false, reason: 'district' });
    // A district of another province is not taken.
    expect(matcher.match('Ankara', 'Kadıköy')).toMatchObject({ ok: false, reason: 'district' });
    expect(matcher.match('Atlantis', 'Merkez')).toMatchObject({ ok: false, reason: 'province' });
    expect(() => matcher.require('İzmir', 'Karşıyakaa')).toThrow(DomainError);
    expect(() => matcher.require('İzmir', 'Karşıyakaa')).toThrow(/Karşıyakaa/);
  });

  it('never matches a misspelt district (no closest-match guessing)', () => {
    fc.assert(
      fc.property(places, fc.stringMatching(/^[a-z]{1,6}$/), (place, noise) => {
        const province = PROVINCES.find((p) => p.name === place.province);
        const folded = placeMatchKey(`${place.district}${noise}`);
        const provinceFolded = placeMatchKey(place.province);
        const allowed =
          province?.districts.some((d) => placeMatchKey(d) === folded) || folded === provinceFolded;
        const result = matcher.match(place.province, `${place.district}${noise}`);
        expect(result.ok).toBe(Boolean(allowed) && result.ok);
        if (!allowed) expect(result).toMatchObject({ ok: false, reason: 'district' });
      }),
      { numRuns: 1000 },
    );
  });
});
