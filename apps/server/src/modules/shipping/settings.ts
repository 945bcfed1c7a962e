import {
  CARRIER_LABELS,
  type CarrierCodeValue,
  type ReturnAddressView,
  RURAL_AREAS_PER_PAGE,
} from '@carsi/contract';
import { findProvince, foldPlaceName, isValidDistrict } from '@carsi/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldedContains } from '../../db/folded-search';
import { carrierSettings, ruralAreas, shippingReturnAddress } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { CarrierDirectory } from './carrier-directory';
import type { ShipmentParty } from './carriers/carrier';
import { isUniqueViolation } from './ids';

type RuralRow = typeof ruralAreas.$inferSelect;
type ReturnAddressRow = typeof shippingReturnAddress.$inferSelect;

const returnAddressView = (row: ReturnAddressRow): ReturnAddressView => ({
  name: row.name,
  contactName: row.contactName,
  phone: row.phone,
  addressLine: row.addressLine,
  province: row.province,
  district: row.district,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** The shop's return address as a carrier takes it, or null until staff have saved one. */
export async function readReturnAddress(db: Database): Promise<ShipmentParty | null> {
  const [row] = await db
    .select()
    .from(shippingReturnAddress)
    .where(eq(shippingReturnAddress.id, 1));
  if (!row) return null;
  return {
    name: row.name,
    ...(row.contactName ? { contactName: row.contactName } : {}),
    addressLine: row.addressLine,
    province: row.province,
    district: row.district,
    phone: row.phone,
  };
}

/** Checks a province and district against the domain's list; the canonical province name. */
function placeOf(input: { province: string; district: string }): string {
  const province = findProvince(input.province);
  if (!province)
    throw new AppError(400, 'VALIDATION_FAILED', 'İl bulunamadı.', [
      { field: 'body.province', message: 'Listeden bir il seçin.' },
    ]);
  if (!isValidDistrict(province.name, input.district))
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      `${input.district}, ${province.name} ilinin ilçesi değil.`,
      [{ field: 'body.district', message: 'Listeden bir ilçe seçin.' }],
    );
  return province.name;
}

const ruralView = (row: RuralRow) => ({
  id: row.id,
  province: row.province,
  district: row.district,
  village: row.village,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

/** The staff's list of places the main carrier does not serve, and each carrier's settings. */
export class ShippingSettings {
  constructor(
    private readonly db: Database,
    private readonly carriers: CarrierDirectory,
  ) {}

  /** The list, searched (province, district, village, note; Turkish letters folded) and paged. */
  async ruralAreas(query: { q?: string | undefined; page?: number | undefined } = {}) {
    const q = query.q?.trim();
    const where = q
      ? foldedContains(
          q,
          ruralAreas.province,
          ruralAreas.district,
          ruralAreas.village,
          ruralAreas.note,
        )
      : undefined;
    const [totalRow] = await this.db.select({ total: count() }).from(ruralAreas).where(where);
    const total = totalRow?.total ?? 0;
    const pages = Math.max(1, Math.ceil(total / RURAL_AREAS_PER_PAGE));
    const page = Math.min(Math.max(query.page ?? 1, 1), pages);
    const rows = await this.db
      .select()
      .from(ruralAreas)
      .where(where)
      .orderBy(
        asc(ruralAreas.province),
        asc(ruralAreas.district),
        asc(ruralAreas.village),
        asc(ruralAreas.id),
      )
      .limit(RURAL_AREAS_PER_PAGE)
      .offset((page - 1) * RURAL_AREAS_PER_PAGE);
    return { areas: rows.map(ruralView), total, page, pages };
  }

  async addRuralArea(
    input: { province: string; district: string; village: string; note?: string | undefined },
    actor: string,
  ) {
    const province = placeOf(input);
    try {
      const [row] = await this.db
        .insert(ruralAreas)
        .values({
          province,
          district: input.district,
          village: foldPlaceName(input.village),
          note: input.note ?? null,
          createdBy: actor,
        })
        .returning();
      const place = row!.village ? `${row!.village} (${row!.district})` : row!.district;
      return { message: `${place} mobil bölge listesine eklendi.`, area: ruralView(row!) };
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(409, 'RURAL_AREA_EXISTS', 'Bu yer listede zaten var.', [
          { field: 'body.village', message: 'Bu yer listede zaten var.' },
        ]);
      throw error;
    }
  }

  async deleteRuralArea(id: number) {
    const [row] = await this.db.delete(ruralAreas).where(eq(ruralAreas.id, id)).returning();
    if (!row) throw notFound('Kayıt bulunamadı.');
    return { message: 'Yer listeden çıkarıldı.' };
  }

  private async view(code: CarrierCodeValue) {
    const [row] = await this.db
      .select()
      .from(carrierSettings)
      .where(eq(carrierSettings.carrier, code));
    return {
      carrier: code,
      carrierLabel: CARRIER_LABELS[code],
      desiDivisor: row?.desiDivisor ?? this.carriers.defaultDivisor(code),
      enabled: row?.enabled ?? true,
      main: this.carriers.main === code,
      rural: this.carriers.rural === code,
    };
  }

  async list() {
    return { carriers: await Promise.all(this.carriers.codes.map((c) => this.view(c))) };
  }

  async update(
    code: CarrierCodeValue,
    input: { desiDivisor: number; enabled?: boolean | undefined },
    actor: string,
  ) {
    await this.db
      .insert(carrierSettings)
      .values({
        carrier: code,
        desiDivisor: input.desiDivisor,
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
        updatedBy: actor,
      })
      .onConflictDoUpdate({
        target: carrierSettings.carrier,
        set: {
          desiDivisor: input.desiDivisor,
          ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
          updatedBy: actor,
          updatedAt: new Date(),
        },
      });
    return {
      message: `${CARRIER_LABELS[code]} desi böleni ${input.desiDivisor} olarak kaydedildi.`,
      carrier: await this.view(code),
    };
  }

  async returnAddress(): Promise<{ address: ReturnAddressView | null }> {
    const [row] = await this.db
      .select()
      .from(shippingReturnAddress)
      .where(eq(shippingReturnAddress.id, 1));
    return { address: row ? returnAddressView(row) : null };
  }

  async saveReturnAddress(
    input: {
      name: string;
      contactName?: string | undefined;
      phone: string;
      addressLine: string;
      province: string;
      district: string;
    },
    actor: string,
  ) {
    const values = {
      name: input.name,
      contactName: input.contactName || null,
      phone: input.phone,
      addressLine: input.addressLine,
      province: placeOf(input),
      district: input.district,
      updatedBy: actor,
      updatedAt: new Date(),
    };
    const [row] = await this.db
      .insert(shippingReturnAddress)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: shippingReturnAddress.id, set: values })
      .returning();
    return { message: 'İade adresi kaydedildi.', address: returnAddressView(row!) };
  }
}
