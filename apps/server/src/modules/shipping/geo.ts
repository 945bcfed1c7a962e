import { PROVINCES, SHIPPING_COUNTRY } from '@carsi/domain';

/** The back office's country list: the shop ships within Türkiye only. */
export function countryList() {
  return { countries: [{ code: 'TR', name: SHIPPING_COUNTRY }] };
}

/** The 81 provinces by plate code with their districts (the domain's one list). */
export function turkeyProvinceAndDistrictList() {
  return {
    provinces: PROVINCES.map((p) => ({ code: p.code, name: p.name, districts: [...p.districts] })),
  };
}
