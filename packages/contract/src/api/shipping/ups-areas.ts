import { z } from 'zod';
import { defineRoute } from '../../define';
import { paging } from '../common';

// UPS's city and district codes (ups-il-ve-ilce-listesi, ups-il-detay/duzenle/{id}).

export const UPS_AREAS_PER_PAGE = 20;
const upsCode = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/, 'Kod 1–6 rakam olmalı.');

export const upsProvinceRow = z.object({
  id: z.number().int(),
  name: z.string(),
  cityCode: z.string(),
  districts: z.number().int(),
  unconfirmed: z.number().int().describe('Districts whose code no one has checked against UPS'),
  notServed: z.number().int(),
});
export type UpsProvinceRowView = z.infer<typeof upsProvinceRow>;

export const upsProvinceDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  cityCode: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  districts: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      areaCode: z.string(),
      served: z.boolean(),
      confirmed: z.boolean(),
    }),
  ),
});
export type UpsProvinceDetailView = z.infer<typeof upsProvinceDetail>;

export const adminUpsAreasRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/ups-areas',
  summary: "UPS's 81 provinces with their codes; search by province, district or code; paged (20)",
  tag: 'admin',
  auth: 'admin',
  query: z
    .object({
      q: z.string().trim().max(60).optional(),
      page: z.coerce.number().int().min(1).max(100).default(1),
    })
    .strict(),
  response: z.object({ items: z.array(upsProvinceRow), total: z.number().int(), ...paging }),
});

const upsAreaParams = z.object({ id: z.coerce.number().int().positive() }).strict();

export const adminUpsAreaRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/ups-areas/:id',
  summary: 'One province with its districts and their UPS codes',
  tag: 'admin',
  auth: 'admin',
  params: upsAreaParams,
  response: upsProvinceDetail,
});

export const adminUpdateUpsAreaRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/ups-areas/:id',
  summary: "Edits a province's UPS city code and its districts' codes, service and checked marks",
  tag: 'admin',
  auth: 'admin',
  params: upsAreaParams,
  body: z
    .object({
      cityCode: upsCode.optional(),
      districts: z
        .array(
          z
            .object({
              id: z.number().int().positive(),
              areaCode: upsCode.optional(),
              served: z.boolean().optional(),
              confirmed: z.boolean().optional(),
            })
            .strict(),
        )
        .max(200)
        .optional(),
    })
    .strict(),
  response: z.object({ message: z.string(), province: upsProvinceDetail }),
});
