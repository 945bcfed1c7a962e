import { PlaceMatcher } from '@carsi/domain';
import { and, asc, count, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { foldedContains } from '../../../../db/folded-search';
import { upsDistricts, upsProvinces } from '../../../../db/schema/ups-areas';
import { CarrierAddressRefusedError } from '../carrier';
import type { UpsArea, UpsAreaResolver } from './ups-carrier';

/**
 * UPS's city/district code table: the resolver the UPS client uses, and what the back office's
 * `ups-il-ve-ilce-listesi` / `ups-il-detay/duzenle/{id}` pages read and write.
 */

interface AreaRow extends UpsArea {
  served: boolean;
}

/**
 * Province/district → UPS codes from the table, matched with the domain's PlaceMatcher (Turkish
 * folding, known other names). Refuses, naming the district, when there is no match or UPS does
 * not serve it. The table is read once per `cacheMs` (default 60 s) and after `invalidate()`.
 */
export function upsAreaResolver(
  db: Database,
  options: { cacheMs?: number; now?: () => number } = {},
): UpsAreaResolver & { invalidate(): void } {
  const cacheMs = options.cacheMs ?? 60_000;
  const now = options.now ?? Date.now;
  let loaded: { at: number; matcher: Promise<PlaceMatcher<AreaRow>> } | null = null;

  async function load(): Promise<PlaceMatcher<AreaRow>> {
    const rows = await db
      .select({
        province: upsProvinces.name,
        cityCode: upsProvinces.cityCode,
        district: upsDistricts.name,
        areaCode: upsDistricts.areaCode,
        served: upsDistricts.served,
      })
      .from(upsDistricts)
      .innerJoin(upsProvinces, eq(upsProvinces.id, upsDistricts.provinceId));
    return new PlaceMatcher(
      rows.map((row) => ({
        province: row.province,
        district: row.district,
        value: { cityCode: row.cityCode, areaCode: row.areaCode, served: row.served },
      })),
    );
  }

  const resolve = async (province: string, district: string): Promise<UpsArea> => {
    if (!loaded || now() - loaded.at >= cacheMs) {
      const matcher = load();
      loaded = { at: now(), matcher };
      matcher.catch(() => {
        loaded = null;
      });
    }
    const found = (await loaded.matcher).match(province, district);
    if (!found.ok) {
      throw new CarrierAddressRefusedError(
        'ups',
        'createShipment',
        found.province,
        district,
        found.reason === 'province'
          ? 'il UPS kod tablosunda bulunamadı'
          : 'ilçe UPS kod tablosunda bulunamadı',
      );
    }
    if (!found.value.served) {
      throw new CarrierAddressRefusedError(
        'ups',
        'createShipment',
        found.province,
        found.district,
        'UPS bu ilçeye hizmet vermiyor',
      );
    }
    return { cityCode: found.value.cityCode, areaCode: found.value.areaCode };
  };
  return Object.assign(resolve, {
    invalidate() {
      loaded = null;
    },
  });
}

export interface UpsProvinceRow {
  id: number;
  name: string;
  cityCode: string;
  districts: number;
  unconfirmed: number;
  notServed: number;
}

/** The province list, searched by province or district name (folded), paged. */
export async function listUpsProvinces(
  db: Database,
  query: { q?: string; page?: number; pageSize?: number } = {},
): Promise<{ items: UpsProvinceRow[]; total: number }> {
  const pageSize = Math.min(Math.max(query.pageSize ?? 20, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  const q = query.q?.trim();
  const where = q
    ? or(
        foldedContains(q, upsProvinces.name, upsProvinces.cityCode),
        exists(
          db
            .select({ one: sql`1` })
            .from(upsDistricts)
            .where(
              and(
                eq(upsDistricts.provinceId, upsProvinces.id),
                foldedContains(q, upsDistricts.name, upsDistricts.areaCode),
              ),
            ),
        ),
      )
    : undefined;
  const [totalRow] = await db.select({ total: count() }).from(upsProvinces).where(where);
  const items = await db
    .select({
      id: upsProvinces.id,
      name: upsProvinces.name,
      cityCode: upsProvinces.cityCode,
      districts: sql<number>`(select count(*)::int from ups_districts d where d.province_id = "ups_provinces"."id")`,
      unconfirmed: sql<number>`(select count(*)::int from ups_districts d where d.province_id = "ups_provinces"."id" and not d.confirmed)`,
      notServed: sql<number>`(select count(*)::int from ups_districts d where d.province_id = "ups_provinces"."id" and not d.served)`,
    })
    .from(upsProvinces)
    .where(where)
    .orderBy(asc(upsProvinces.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total: totalRow?.total ?? 0 };
}

export interface UpsProvinceDetail {
  id: number;
  name: string;
  cityCode: string;
  updatedAt: Date;
  updatedBy: string | null;
  districts: {
    id: number;
    name: string;
    areaCode: string;
    served: boolean;
    confirmed: boolean;
  }[];
}

export async function getUpsProvince(db: Database, id: number): Promise<UpsProvinceDetail | null> {
  const [province] = await db.select().from(upsProvinces).where(eq(upsProvinces.id, id));
  if (!province) return null;
  const districts = await db
    .select({
      id: upsDistricts.id,
      name: upsDistricts.name,
      areaCode: upsDistricts.areaCode,
      served: upsDistricts.served,
      confirmed: upsDistricts.confirmed,
    })
    .from(upsDistricts)
    .where(eq(upsDistricts.provinceId, id))
    .orderBy(asc(upsDistricts.name));
  return {
    id: province.id,
    name: province.name,
    cityCode: province.cityCode,
    updatedAt: province.updatedAt,
    updatedBy: province.updatedBy,
    districts,
  };
}

export interface UpsProvinceUpdate {
  cityCode?: string;
  districts?: { id: number; areaCode?: string; served?: boolean; confirmed?: boolean }[];
}

/**
 * Saves staff's edits of one province in one transaction. Returns false when the province does
 * not exist; throws RangeError for a district id of another province (the route answers 400).
 * Codes are digits (UPS's are numeric), 1–6 long.
 */
export async function updateUpsProvince(
  db: Database,
  id: number,
  update: UpsProvinceUpdate,
  actor: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [province] = await tx
      .update(upsProvinces)
      .set({
        ...(update.cityCode !== undefined ? { cityCode: update.cityCode } : {}),
        updatedBy: actor,
        updatedAt: new Date(),
      })
      .where(eq(upsProvinces.id, id))
      .returning({ id: upsProvinces.id });
    if (!province) return false;
    const edits = update.districts ?? [];
    if (edits.length > 0) {
      const owned = await tx
        .select({ id: upsDistricts.id })
        .from(upsDistricts)
        .where(
          and(
            eq(upsDistricts.provinceId, id),
            inArray(
              upsDistricts.id,
              edits.map((e) => e.id),
            ),
          ),
        );
      const ownedIds = new Set(owned.map((row) => row.id));
      const stray = edits.find((e) => !ownedIds.has(e.id));
      if (stray) throw new RangeError(`district ${stray.id} is not in province ${id}`);
      for (const edit of edits) {
        await tx
          .update(upsDistricts)
          .set({
            ...(edit.areaCode !== undefined ? { areaCode: edit.areaCode } : {}),
            ...(edit.served !== undefined ? { served: edit.served } : {}),
            ...(edit.confirmed !== undefined ? { confirmed: edit.confirmed } : {}),
            updatedBy: actor,
            updatedAt: new Date(),
          })
          .where(eq(upsDistricts.id, edit.id));
      }
    }
    return true;
  });
}

/** UPS's codes are numeric; the edit form and the route check with this. */
export const UPS_CODE_PATTERN = /^\d{1,6}$/;
