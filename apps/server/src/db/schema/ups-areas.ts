import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * UPS Türkiye's code table (`ups-il-ve-ilce-listesi`): each province with UPS's city code and
 * each district with UPS's area code. Seeded in the migration from the shop's own list
 * (carriers/ups/area-codes-data.ts), edited by staff on `ups-il-detay/duzenle/{id}`; `id` is
 * the plate number. `confirmed` is false until the code was checked against UPS's own list.
 */
export const upsProvinces = pgTable('ups_provinces', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  cityCode: text('city_code').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const upsDistricts = pgTable(
  'ups_districts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => upsProvinces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    areaCode: text('area_code').notNull(),
    /** UPS delivers there; false sends the order to the second (rural) carrier. */
    served: boolean('served').notNull().default(true),
    confirmed: boolean('confirmed').notNull().default(false),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ups_districts_place').on(t.provinceId, t.name),
    index('ups_districts_area_code').on(t.areaCode),
  ],
);
