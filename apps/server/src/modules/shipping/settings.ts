import { CARRIER_LABELS, type CarrierCodeValue } from '@carsi/contract';
import { findProvince, foldPlaceName, isValidDistrict } from '@carsi/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carrierSettings, ruralAreas } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { CarrierDirectory } from './carrier-directory';
import { isUniqueViolation } from './ids';

type RuralRow = typeof ruralAreas.$inferSelect;

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

  async ruralAreas() {
    const rows = await this.db
      .select()
      .from(ruralAreas)
      .orderBy(asc(ruralAreas.province), asc(ruralAreas.district), asc(ruralAreas.village));
    return { areas: rows.map(ruralView) };
  }

  async addRuralArea(
    input: { province: string; district: string; village: string; note?: string | undefined },
    actor: string,
  ) {
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
    try {
      const [row] = await this.db
        .insert(ruralAreas)
        .values({
          province: province.name,
          district: input.district,
          village: foldPlaceName(input.village),
          note: input.note ?? null,
          createdBy: actor,
        })
        .returning();
      const place = row!.village ? `${row!.village} (${row!.district})` : row!.district;
      return { message: `${place} köy/kırsal listesine eklendi.`, area: ruralView(row!) };
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
}
