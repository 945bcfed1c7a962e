import { describe, expect, it } from 'vitest';
import { findProvince, isValidDistrict, PROVINCES, provinceNamesAlphabetical } from './provinces';

describe('provinces and districts', () => {
  it('has all 81 provinces with plate codes 01…81 and 973 districts', () => {
    expect(PROVINCES).toHaveLength(81);
    expect(PROVINCES.map((p) => Number(p.code))).toEqual(
      Array.from({ length: 81 }, (_, i) => i + 1),
    );
    expect(PROVINCES.reduce((sum, p) => sum + p.districts.length, 0)).toBe(973);
    for (const province of PROVINCES) {
      expect(new Set(province.districts).size).toBe(province.districts.length);
    }
  });

  it('knows metropolitan districts and central ones', () => {
    expect(findProvince('İstanbul')?.districts).toHaveLength(39);
    expect(findProvince('İstanbul')?.districts).toContain('Kadıköy');
    expect(findProvince('Adana')?.districts).toContain('Seyhan');
    expect(findProvince('Erzurum')?.districts).toContain('Narman');
    expect(isValidDistrict('Bayburt', 'Merkez')).toBe(true);
    expect(isValidDistrict('İstanbul', 'Merkez')).toBe(false);
    expect(isValidDistrict('Ankara', 'Kadıköy')).toBe(false);
    expect(isValidDistrict('Atlantis', 'Merkez')).toBe(false);
  });

  it('orders names the Turkish way (Ç after C, İ after I, Ş after S)', () => {
    const names = provinceNamesAlphabetical();
    expect(names.indexOf('Çanakkale')).toBeGreaterThan(names.indexOf('Bursa'));
    expect(names.indexOf('Çanakkale')).toBeLessThan(names.indexOf('Denizli'));
    expect(names.indexOf('İstanbul')).toBeGreaterThan(names.indexOf('Iğdır'));
    expect(names.indexOf('Şanlıurfa')).toBeGreaterThan(names.indexOf('Sivas'));
    expect(findProvince('İstanbul')?.districts.slice(0, 2)).toEqual(['Adalar', 'Arnavutköy']);
  });

  it("orders every province and district as Intl's Turkish collation does", () => {
    const collator = new Intl.Collator('tr');
    const names = PROVINCES.map((p) => p.name);
    expect(provinceNamesAlphabetical()).toEqual([...names].sort(collator.compare));
    for (const province of PROVINCES) {
      expect(province.districts).toEqual([...province.districts].sort(collator.compare));
    }
  });
});
