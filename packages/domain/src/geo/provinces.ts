import { PROVINCE_DATA } from './provinces-data';

/** A province (il) with its plate code and districts (ilçe), districts in Turkish order. */
export interface Province {
  code: string;
  name: string;
  districts: readonly string[];
}

const collator = new Intl.Collator('tr');

/** All 81 provinces, ordered by plate code. */
export const PROVINCES: readonly Province[] = PROVINCE_DATA.map(([code, name, districts]) => ({
  code,
  name,
  districts: districts.split(',').sort(collator.compare),
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
  return PROVINCES.map((p) => p.name).sort(collator.compare);
}
