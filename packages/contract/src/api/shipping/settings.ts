import { z } from 'zod';
import { defineRoute } from '../../define';
import { paging } from '../common';
import { CARRIER_CODES } from './common';

// Rural places (the "mobil bölge" list), carrier settings and the shop's return address.

export const RURAL_AREAS_PER_PAGE = 25;

export const ruralAreaView = z.object({
  id: z.number().int(),
  province: z.string(),
  district: z.string(),
  village: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

/** A whole district (village empty) or one village / neighbourhood of it. */
export const ruralAreaBody = z
  .object({
    province: z.string().trim().min(1, 'İl seçin.').max(40),
    district: z.string().trim().min(1, 'İlçe seçin.').max(60),
    village: z.string().trim().max(80, 'Köy adı en çok 80 karakter olabilir.').default(''),
    note: z.string().trim().max(200, 'Not en çok 200 karakter olabilir.').optional(),
  })
  .strict();
export type RuralAreaBody = z.input<typeof ruralAreaBody>;

export const adminRuralAreasRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/rural-areas',
  summary:
    'Places the main carrier does not serve (booked with the second carrier); search by province, district, village or note; paged (25)',
  tag: 'admin',
  auth: 'admin',
  query: z
    .object({
      q: z.string().trim().max(60).optional(),
      page: z.coerce.number().int().min(1).max(1000).default(1),
    })
    .strict(),
  response: z.object({ areas: z.array(ruralAreaView), total: z.number().int(), ...paging }),
});

export const adminAddRuralAreaRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/rural-areas',
  summary: 'Adds a district (or one village of it) to the rural list',
  tag: 'admin',
  auth: 'admin',
  body: ruralAreaBody,
  response: z.object({ message: z.string(), area: ruralAreaView }),
});

export const adminDeleteRuralAreaRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/rural-areas/:id',
  summary: 'Removes a place from the rural list',
  tag: 'admin',
  auth: 'admin',
  params: z.object({ id: z.coerce.number().int().positive() }).strict(),
  response: z.object({ message: z.string() }),
});

export const carrierSettingsView = z.object({
  carrier: z.enum(CARRIER_CODES),
  carrierLabel: z.string(),
  desiDivisor: z.number().int(),
  enabled: z.boolean(),
  main: z.boolean(),
  rural: z.boolean(),
});

/** A carrier's desi divisor (cm³ per desi) and whether it takes new parcels. */
export const carrierSettingsBody = z
  .object({
    desiDivisor: z
      .number({ error: 'Desi bölenini girin.' })
      .int('Tam sayı girin.')
      .min(1000, 'Desi böleni en az 1000 olmalı.')
      .max(10_000, 'Desi böleni en çok 10000 olabilir.'),
    enabled: z.boolean().optional(),
  })
  .strict();
export type CarrierSettingsBody = z.input<typeof carrierSettingsBody>;

export const adminCarrierSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/carrier-settings',
  summary: 'Each carrier: desi divisor, on/off, and which is the main and the rural carrier',
  tag: 'admin',
  auth: 'admin',
  response: z.object({ carriers: z.array(carrierSettingsView) }),
});

export const adminUpdateCarrierSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/carrier-settings/:carrier',
  summary: 'Changes a carrier’s desi divisor (3000 for domestic carriers, 5000 international)',
  tag: 'admin',
  auth: 'admin',
  params: z.object({ carrier: z.enum(CARRIER_CODES) }).strict(),
  body: carrierSettingsBody,
  response: z.object({ message: z.string(), carrier: carrierSettingsView }),
});

/** The carriers' form of a Turkish phone: ten digits, no leading 0 or +90. */
const carrierPhone = z
  .string()
  .trim()
  .transform((value) => value.replace(/\D/g, '').replace(/^(90|0)(?=\d{10}$)/, ''))
  .pipe(
    z.string().regex(/^[2-5]\d{9}$/, 'Telefonu alan koduyla 10 hane girin (ör. 0224 222 33 44).'),
  );

export const returnAddressBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, 'Firma veya alıcı adını girin.')
      .max(60, 'Ad en çok 60 karakter olabilir.'),
    contactName: z.string().trim().max(60, 'Yetkili adı en çok 60 karakter olabilir.').optional(),
    phone: carrierPhone,
    addressLine: z
      .string()
      .trim()
      .min(5, 'Açık adresi girin (mahalle, cadde, no).')
      .max(200, 'Adres en çok 200 karakter olabilir.'),
    province: z.string().trim().min(1, 'İl seçin.').max(40),
    district: z.string().trim().min(1, 'İlçe seçin.').max(60),
  })
  .strict();
export type ReturnAddressBody = z.input<typeof returnAddressBody>;

export const returnAddressView = z.object({
  name: z.string(),
  contactName: z.string().nullable(),
  phone: z.string().describe('Ten digits, no leading 0'),
  addressLine: z.string(),
  province: z.string(),
  district: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type ReturnAddressView = z.infer<typeof returnAddressView>;

export const adminReturnAddressRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/shipping-return-address',
  summary: 'Where return parcels go (UPS return labels are addressed to it); null until set',
  tag: 'admin',
  auth: 'admin',
  response: z.object({ address: returnAddressView.nullable() }),
});

export const adminUpdateReturnAddressRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/shipping-return-address',
  summary: "Saves the shop's return address (province and district as the carriers take them)",
  tag: 'admin',
  auth: 'admin',
  body: returnAddressBody,
  response: z.object({ message: z.string(), address: returnAddressView }),
});
