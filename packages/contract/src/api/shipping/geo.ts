import { z } from 'zod';
import { defineRoute } from '../../define';

// Geo lists for the back office's address selects.

export const countryListRoute = defineRoute({
  method: 'GET',
  path: '/api/adminGeoLocation/countryList',
  summary: 'Countries the shop ships to (Türkiye only)',
  tag: 'admin',
  auth: 'admin',
  response: z.object({
    countries: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
});

export const turkeyProvinceAndDistrictListRoute = defineRoute({
  method: 'GET',
  path: '/api/adminGeoLocation/turkeyProvinceAndDstrictList',
  summary: "Türkiye's 81 provinces (plate code, name) with their districts, by plate code",
  tag: 'admin',
  auth: 'admin',
  response: z.object({
    provinces: z.array(
      z.object({ code: z.string(), name: z.string(), districts: z.array(z.string()) }),
    ),
  }),
});
