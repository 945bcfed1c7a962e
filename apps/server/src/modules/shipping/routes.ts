import {
  adminAddRuralAreaRoute,
  adminBookShipmentRoute,
  adminBookShipmentsRoute,
  adminCancelShipmentRoute,
  adminCarrierSettingsRoute,
  adminDeleteRuralAreaRoute,
  adminOrderShippingRoute,
  adminRefreshShipmentRoute,
  adminReturnAddressRoute,
  adminReturnShipmentRoute,
  adminRuralAreasRoute,
  adminShipmentsRoute,
  adminUpdateCarrierSettingsRoute,
  adminUpdateReturnAddressRoute,
  countryListRoute,
  ORDER_SHIPMENTS_MAX,
  orderShipmentsRoute,
  returnShipmentInfoRoute,
  SHIPMENT_BATCH_MAX,
  SHIPMENT_LABEL_PATH,
  SHIPMENT_LABELS_PATH,
  shipmentIdParam,
  shipmentLabelsQuery,
  turkeyProvinceAndDistrictListRoute,
} from '@carsi/contract';
import { type AdminRole, roleCanDo, roleCanUseArea } from '@carsi/contract/access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/contract-route';
import { AppError, validationError } from '../../http/errors';
import { type IdentityDeps, requirePrincipal } from '../identity';
import { CarrierError, carrierErrorToAppError } from './carriers/carrier';
import { countryList, turkeyProvinceAndDistrictList } from './geo';
import type { LabelService } from './labels/label-service';
import { publicShipments } from './public-view';
import type { ReturnShipments } from './return-shipments';
import type { ShippingSettings } from './settings';
import { listShipping } from './shipping-list';
import type { ShippingService } from './shipping-service';

export interface ShippingRouteDeps {
  db: Database;
  identity: IdentityDeps;
  service: ShippingService;
  labels: LabelService;
  returns: ReturnShipments;
  settings: ShippingSettings;
}

const labelParams = z.object({ id: shipmentIdParam }).strict();

/** A carrier failure that reaches a route is the API's 4xx/503 with its message, never a 500. */
async function carrierErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CarrierError) throw carrierErrorToAppError(error);
    throw error;
  }
}

/** kargo-islemleri, the order page's parcel section, labels, rural list, geo lists, shopper views. */
export function registerShippingRoutes(api: FastifyInstance, deps: ShippingRouteDeps): void {
  const { identity, service } = deps;
  const shippingAdmin = async (request: FastifyRequest, fulfil = false) => {
    const { principal } = await requirePrincipal(identity, request, 'admin', {
      area: 'shipping',
      ...(fulfil ? { action: 'orders.fulfil' as const } : {}),
    });
    return `admin:${principal.id}`;
  };

  registerRoute(api, adminShipmentsRoute, async ({ query }, { request }) => {
    await shippingAdmin(request);
    return listShipping(deps.db, service, query);
  });
  registerRoute(api, adminOrderShippingRoute, async ({ params }, { request }) => {
    const { principal } = await requirePrincipal(identity, request, 'admin', { area: 'orders' });
    const role = principal.role as AdminRole;
    const mayShip = roleCanUseArea(role, 'shipping') && roleCanDo(role, 'orders.fulfil');
    return service.orderShipping(params.id, mayShip);
  });
  registerRoute(api, adminBookShipmentRoute, async ({ params, body }, { request }) => {
    const actor = await shippingAdmin(request, true);
    const shipment = await carrierErrors(() => service.book(params.id, body, actor));
    return {
      message: `${shipment.carrierLabel} kargo kaydı açıldı${shipment.trackingCode ? ` (takip no: ${shipment.trackingCode})` : ''}.`,
      shipment,
    };
  });
  registerRoute(api, adminBookShipmentsRoute, async ({ body }, { request }) => {
    const actor = await shippingAdmin(request, true);
    const results = await service.bookMany(body.orderIds, actor);
    const ok = results.filter((r) => r.ok).length;
    return {
      message: `${ok} siparişin kargo kaydı açıldı${results.length > ok ? `, ${results.length - ok} sipariş açılamadı` : ''}.`,
      results,
    };
  });
  registerRoute(api, adminCancelShipmentRoute, async ({ params }, { request }) => {
    const actor = await shippingAdmin(request, true);
    return {
      message: 'Kargo kaydı iptal edildi.',
      shipment: await service.cancel(params.id, actor),
    };
  });
  registerRoute(api, adminRefreshShipmentRoute, async ({ params }, { request }) => {
    const actor = await shippingAdmin(request, true);
    const shipment = await carrierErrors(() => service.refresh(params.id, actor));
    return { message: `Kargo durumu: ${shipment.statusLabel}.`, shipment };
  });

  // Labels are files: plain routes beside the contract's, with the same guard.
  api.get(SHIPMENT_LABEL_PATH, async (request, reply) => {
    await shippingAdmin(request);
    const params = labelParams.safeParse(request.params);
    if (!params.success) throw validationError('params', params.error);
    const query = shipmentLabelsQuery.pick({ format: true }).strict().safeParse(request.query);
    if (!query.success) throw validationError('query', query.error);
    const file = await carrierErrors(() => deps.labels.one(params.data.id, query.data.format));
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
  api.get(SHIPMENT_LABELS_PATH, async (request, reply) => {
    await shippingAdmin(request);
    const query = shipmentLabelsQuery.safeParse(request.query);
    if (!query.success) throw validationError('query', query.error);
    const ids = query.data.ids ? query.data.ids.split(',').filter(Boolean) : null;
    if (
      ids &&
      (ids.length > SHIPMENT_BATCH_MAX || ids.some((id) => !shipmentIdParam.safeParse(id).success))
    )
      throw new AppError(400, 'VALIDATION_FAILED', 'Geçersiz gönderi listesi.', [
        { field: 'query.ids', message: 'Geçersiz gönderi listesi.' },
      ]);
    const file = await carrierErrors(() => deps.labels.batch(ids, query.data.format));
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-label-count', String(file.count))
      .send(file.body);
  });

  registerRoute(api, adminRuralAreasRoute, async ({ query }, { request }) => {
    await shippingAdmin(request);
    return deps.settings.ruralAreas(query);
  });
  registerRoute(api, adminAddRuralAreaRoute, async ({ body }, { request }) => {
    const actor = await shippingAdmin(request, true);
    return deps.settings.addRuralArea(body, actor);
  });
  registerRoute(api, adminDeleteRuralAreaRoute, async ({ params }, { request }) => {
    await shippingAdmin(request, true);
    return deps.settings.deleteRuralArea(params.id);
  });
  registerRoute(api, adminCarrierSettingsRoute, async (_input, { request }) => {
    await shippingAdmin(request);
    return deps.settings.list();
  });
  registerRoute(api, adminUpdateCarrierSettingsRoute, async ({ params, body }, { request }) => {
    const actor = await shippingAdmin(request, true);
    return deps.settings.update(params.carrier, body, actor);
  });
  registerRoute(api, adminReturnAddressRoute, async (_input, { request }) => {
    await shippingAdmin(request);
    return deps.settings.returnAddress();
  });
  registerRoute(api, adminUpdateReturnAddressRoute, async ({ body }, { request }) => {
    const actor = await shippingAdmin(request, true);
    return deps.settings.saveReturnAddress(body, actor);
  });

  registerRoute(api, adminReturnShipmentRoute, async ({ params }, { request }) => {
    const { principal } = await requirePrincipal(identity, request, 'admin', {
      area: 'returns',
      action: 'returns.create',
    });
    const shipment = await carrierErrors(() =>
      deps.returns.createFor(params.id, `admin:${principal.id}`),
    );
    return {
      message: shipment.returnCode
        ? `${shipment.carrierLabel} iade kodu: ${shipment.returnCode}; müşteriye SMS gönderildi.`
        : `${shipment.carrierLabel} iade etiketi oluşturuldu; müşteriye SMS gönderildi.`,
      shipment,
    };
  });

  registerRoute(api, countryListRoute, async (_input, { request }) => {
    await requirePrincipal(identity, request, 'admin');
    return countryList();
  });
  registerRoute(api, turkeyProvinceAndDistrictListRoute, async (_input, { request }) => {
    await requirePrincipal(identity, request, 'admin');
    return turkeyProvinceAndDistrictList();
  });

  registerRoute(api, orderShipmentsRoute, async ({ query }) => {
    const ids = [...new Set(query.ids.split(',').filter(Boolean))];
    if (ids.length > ORDER_SHIPMENTS_MAX || ids.some((id) => !/^[A-Za-z0-9_-]{22}$/.test(id)))
      throw new AppError(400, 'VALIDATION_FAILED', 'Geçersiz sipariş listesi.', [
        { field: 'query.ids', message: 'Geçersiz sipariş listesi.' },
      ]);
    return { shipments: await publicShipments(deps.db, ids) };
  });
  registerRoute(api, returnShipmentInfoRoute, async ({ params }) => deps.returns.info(params.id));
}
