import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../db/client';
import { openTestDatabase } from '../../../../db/test-database';
import { CarrierAddressRefusedError } from '../carrier';
import { getUpsProvince, listUpsProvinces, updateUpsProvince, upsAreaResolver } from './area-codes';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterAll(() => database.close());

describe('UPS code table', () => {
  it('is seeded with all 81 provinces and their 973 districts', async () => {
    const all = await listUpsProvinces(database.db, { pageSize: 100 });
    expect(all.total).toBe(81);
    expect(all.items[33]).toMatchObject({
      id: 34,
      name: 'İstanbul',
      cityCode: '34',
      districts: 39,
    });
    expect(all.items.reduce((sum, p) => sum + p.districts, 0)).toBe(973);
    expect(all.items.every((p) => p.unconfirmed === p.districts)).toBe(true);
  });

  it('searches by province or district name with Turkish folding, and pages', async () => {
    const byDistrict = await listUpsProvinces(database.db, { q: 'KADIKOY' });
    expect(byDistrict.items.map((p) => p.name)).toEqual(['İstanbul']);
    const byProvince = await listUpsProvinces(database.db, { q: 'SANLIURFA' });
    expect(byProvince.items.map((p) => p.name)).toEqual(['Şanlıurfa']);
    const second = await listUpsProvinces(database.db, { page: 2, pageSize: 20 });
    expect(second.items[0]?.id).toBe(21);
  });

  it('resolves an order address to codes, with aliases, and refuses naming the district', async () => {
    const resolve = upsAreaResolver(database.db);
    expect(await resolve('ISTANBUL', 'kadıköy')).toEqual({ cityCode: '34', areaCode: '3423' });
    expect(await resolve('Afyon', 'Merkez')).toMatchObject({ cityCode: '3' });
    expect(await resolve('İçel', 'Tarsus')).toMatchObject({ cityCode: '33' });
    const refused = await resolve('İstanbul', 'Kadıkoyy').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CarrierAddressRefusedError);
    expect((refused as Error).message).toContain('Kadıkoyy');
  });

  it('takes staff edits: a corrected code, and a district UPS does not serve', async () => {
    let now = 0;
    const resolve = upsAreaResolver(database.db, { now: () => now });
    const ankara = await getUpsProvince(database.db, 6);
    const kazan = ankara?.districts.find((d) => d.name === 'Kahramankazan');
    const polatli = ankara?.districts.find((d) => d.name === 'Polatlı');
    expect(kazan && polatli).toBeTruthy();
    await updateUpsProvince(
      database.db,
      6,
      {
        districts: [
          { id: kazan!.id, areaCode: '60999', confirmed: true },
          { id: polatli!.id, served: false },
        ],
      },
      'admin-1',
    );
    // The resolver reads the table again after its cache time.
    now += 61_000;
    expect(await resolve('Ankara', 'Kazan')).toEqual({ cityCode: '6', areaCode: '60999' });
    await expect(resolve('Ankara', 'Polatlı')).rejects.toThrow(/Polatlı.*hizmet vermiyor/);
    const after = await getUpsProvince(database.db, 6);
    expect(after?.updatedBy).toBe('admin-1');
    expect(after?.districts.find((d) => d.id === kazan!.id)).toMatchObject({
      areaCode: '60999',
      confirmed: true,
    });
    // A district of another province is refused as a whole edit.
    await expect(
      updateUpsProvince(database.db, 34, { districts: [{ id: kazan!.id, areaCode: '1' }] }, 'x'),
    ).rejects.toThrow(RangeError);
    expect(await updateUpsProvince(database.db, 99, { cityCode: '99' }, 'x')).toBe(false);
  });
});
