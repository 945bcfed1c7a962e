import {
  adminUpdateUpsAreaRoute,
  adminUpsAreaRoute,
  adminUpsAreasRoute,
  UPS_AREAS_PER_PAGE,
} from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/contract-route';
import { AppError, notFound } from '../../http/errors';
import { type IdentityDeps, requirePrincipal } from '../identity';
import {
  getUpsProvince,
  listUpsProvinces,
  type UpsProvinceDetail,
  updateUpsProvince,
} from './carriers/ups/area-codes';

const view = (p: UpsProvinceDetail) => ({
  ...p,
  updatedAt: p.updatedAt.toISOString(),
});

/** ups-il-ve-ilce-listesi and ups-il-detay/duzenle/{id}: UPS's code table, searched and edited. */
export function registerUpsAreaRoutes(
  api: FastifyInstance,
  deps: { db: Database; identity: IdentityDeps; invalidate: () => void },
): void {
  registerRoute(api, adminUpsAreasRoute, async ({ query }, { request }) => {
    await requirePrincipal(deps.identity, request, 'admin', { area: 'shipping' });
    const { items, total } = await listUpsProvinces(deps.db, {
      ...(query.q ? { q: query.q } : {}),
      page: query.page,
      pageSize: UPS_AREAS_PER_PAGE,
    });
    return {
      items,
      total,
      page: query.page,
      pages: Math.max(1, Math.ceil(total / UPS_AREAS_PER_PAGE)),
    };
  });
  registerRoute(api, adminUpsAreaRoute, async ({ params }, { request }) => {
    await requirePrincipal(deps.identity, request, 'admin', { area: 'shipping' });
    const province = await getUpsProvince(deps.db, params.id);
    if (!province) throw notFound('İl bulunamadı.');
    return view(province);
  });
  registerRoute(api, adminUpdateUpsAreaRoute, async ({ params, body }, { request }) => {
    const { principal } = await requirePrincipal(deps.identity, request, 'admin', {
      area: 'shipping',
      action: 'orders.fulfil',
    });
    let found: boolean;
    try {
      found = await updateUpsProvince(
        deps.db,
        params.id,
        {
          ...(body.cityCode !== undefined ? { cityCode: body.cityCode } : {}),
          ...(body.districts
            ? {
                districts: body.districts.map((d) => ({
                  id: d.id,
                  ...(d.areaCode !== undefined ? { areaCode: d.areaCode } : {}),
                  ...(d.served !== undefined ? { served: d.served } : {}),
                  ...(d.confirmed !== undefined ? { confirmed: d.confirmed } : {}),
                })),
              }
            : {}),
        },
        `admin:${principal.id}`,
      );
    } catch (error) {
      if (error instanceof RangeError)
        throw new AppError(400, 'VALIDATION_FAILED', 'Bu ilçe bu ile ait değil.', [
          { field: 'body.districts', message: 'Bu ilçe bu ile ait değil.' },
        ]);
      throw error;
    }
    if (!found) throw notFound('İl bulunamadı.');
    // The next booking reads the new codes.
    deps.invalidate();
    const province = (await getUpsProvince(deps.db, params.id))!;
    return { message: `${province.name} UPS kodları kaydedildi.`, province: view(province) };
  });
}
