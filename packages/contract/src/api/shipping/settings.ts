import { z } from 'zod';
import { defineRoute } from '../../define';
import { CARRIER_CODES } from './common';

// Rural places and carrier settings.

export const ruralAreaView = z.object({
  id: z.number().int(),
  province: z.string(),
  district: z.string(),
  village: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const adminRuralAreasRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/rural-areas',
  summary: 'Places the main carrier does not serve (booked with the second carrier)',
  tag: 'admin',
  auth: 'admin',
  response: z.object({ areas: z.array(ruralAreaView) }),
});

export const adminAddRuralAreaRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/rural-areas',
  summary: 'Adds a district (or one village of it) to the rural list',
  tag: 'admin',
  auth: 'admin',
  body: z
    .object({
      province: z.string().trim().min(1, 'İl seçin.').max(40),
      district: z.string().trim().min(1, 'İlçe seçin.').max(60),
      village: z.string().trim().max(80).default(''),
      note: z.string().trim().max(200).optional(),
    })
    .strict(),
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
  body: z
    .object({
      desiDivisor: z
        .number()
        .int('Tam sayı girin.')
        .min(1000, 'Desi böleni en az 1000 olmalı.')
        .max(10_000, 'Desi böleni en çok 10000 olabilir.'),
      enabled: z.boolean().optional(),
    })
    .strict(),
  response: z.object({ message: z.string(), carrier: carrierSettingsView }),
});
