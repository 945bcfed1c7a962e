import {
  checkOrderPhoneRoute,
  checkUnpaidRoute,
  createOrderRoute,
  deleteOrderRoute,
  orderDetailsRoute,
  orderHistoryRoute,
  pendingOrderRoute,
  setPaymentInfoRoute,
} from '@carsi/contract';
import { normalizeTrMobile, VALIDATION_TEXTS } from '@carsi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/contract-route';
import { AppError, notFound } from '../../http/errors';
import { orderForReader } from './order-privacy';
import type { OrderService } from './order-service';
import { toOrderListItem, toOrderSummary } from './order-view';
import { type AdminResolver, type CustomerResolver, ownerOf } from './owner';

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Geçersiz alan: headers.idempotency-key', [
      { field: 'headers.idempotency-key', message: '8–100 harf, rakam, - veya _' },
    ]);
  }
  return value;
}

export function registerOrderRoutes(
  app: FastifyInstance,
  orders: OrderService,
  customerOf: CustomerResolver,
  adminOf: AdminResolver,
): void {
  const owner = (request: FastifyRequest) => ownerOf(request, customerOf);
  registerRoute(app, createOrderRoute, async ({ body }, { request }) =>
    orders.create({
      owner: await owner(request),
      body,
      idempotencyKey: idempotencyKeyOf(request),
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    }),
  );
  registerRoute(app, setPaymentInfoRoute, async ({ body }, { request }) =>
    orders.chooseCashOnDelivery(body.orderId, await owner(request)),
  );
  registerRoute(app, orderDetailsRoute, async ({ params }, { request }) => {
    const found = await orders.find(params.id, await owner(request));
    if (!found) throw notFound('Sipariş bulunamadı.');
    const admin = found.owned ? null : await adminOf(request);
    return orderForReader(found, { adminRole: admin?.role ?? null });
  });
  registerRoute(app, deleteOrderRoute, async ({ params }, { request }) =>
    orders.deleteUnpaid(params.id, await owner(request)),
  );
  registerRoute(app, checkUnpaidRoute, async ({ params }, { request }) => {
    const unpaid = await orders.unpaidOf(params.id, await owner(request));
    if (unpaid.length === 0) throw new AppError(404, 'NO_UNPAID_ORDER', 'There is no unpaid order');
    return { unpaidOrders: unpaid.map(toOrderSummary) };
  });
  registerRoute(app, pendingOrderRoute, async ({ params }, { request }) => {
    const { isTherePending, pendingOrders } = await orders.pendingOf(
      params.id,
      await owner(request),
    );
    return { isTherePending, pendingOrders: pendingOrders.map(toOrderSummary) };
  });
  registerRoute(app, orderHistoryRoute, async ({ params }, { request }) => {
    const customer = await customerOf(request);
    if (!customer) throw new AppError(401, 'UNAUTHORIZED', 'Lütfen giriş yapın.');
    if (customer.id !== params.id)
      throw new AppError(403, 'FORBIDDEN', 'Bu siparişleri görme yetkiniz yok.');
    return { orders: (await orders.ofCustomer(customer.id)).map(toOrderListItem) };
  });
  registerRoute(app, checkOrderPhoneRoute, async ({ body }) => {
    const phone = normalizeTrMobile(body.phone);
    if (!phone) {
      throw new AppError(400, 'VALIDATION_FAILED', VALIDATION_TEXTS.mobilePhone, [
        { field: 'body.phone', message: VALIDATION_TEXTS.mobilePhone },
      ]);
    }
    return { phone };
  });
}
