import { PROVINCE_DATA } from './provinces-data';

/** A province (il) with its plate code and districts (ilçe), districts in Turkish order. */
export interface Province {
  code: string;
  name: string;
  districts: readonly string[];
}

const LOWER = 'abcçdefgğhıijklmnoöprsştuüvyz';
const UPPER = 'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ';

/** A letter's place in the Turkish alphabet (either case); spaces and digits come before letters. */
function letterRank(letter: string): number {
  const lower = LOWER.indexOf(letter);
  if (lower >= 0) return lower;
  const upper = UPPER.indexOf(letter);
  return upper >= 0 ? upper : (letter.codePointAt(0) ?? 0) - 0x10000;
}

/**
 * Orders place names letter by letter in the Turkish alphabet (C, Ç, D … I, İ … S, Ş), as
 * `Intl.Collator('tr')` does for these names (a test holds it to that). Not Intl itself: the
 * first collator a browser tab creates loads the locale data and blocks a slow phone's main
 * thread for 20–65 ms when the checkout form loads.
 */
function compareTurkishNames(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = letterRank(a[i] as string) - letterRank(b[i] as string);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/** All 81 provinces, ordered by plate code. */
export const PROVINCES: readonly Province[] = PROVINCE_DATA.map(([code, name, districts]) => ({
  code,
  name,
  districts: districts.split(',').sort(compareTurkishNames),
}));

const byName = new Map(PROVINCES.map((p) => [p.name, p]));

/** The shipping country; the shop delivers within Türkiye only. */
export const SHIPPING_COUNTRY = 'Türkiye';

/** The province with exactly this name (as the selects offer it), if any. */
export function findProvince(name: string): Province | undefined {
  return byName.get(name);
}

/** True when `district` is one of `province`'s districts. */
export function isValidDistrict(province: string, district: string): boolean {
  return findProvince(province)?.districts.includes(district) ?? false;
}

/** Province names in Turkish alphabetical order, for a select. */
export function provinceNamesAlphabetical(): string[] {
  return PROVINCES.map((p) => p.name).sort(compareTurkishNames);
}
