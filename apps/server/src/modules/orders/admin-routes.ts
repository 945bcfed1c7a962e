import {
  ADMIN_ORDER_EXPORT_PATH,
  type AdminAction,
  type AdminRole,
  adminCancelLinesRoute,
  adminCancelOrderRoute,
  adminCancelPaymentOrderRoute,
  adminMarkPackedRoute,
  adminMarkPaidRoute,
  adminMarkPrintedRoute,
  adminOrderDetailRoute,
  adminOrderExportQuery,
  adminPackOrdersRoute,
  adminSetDeliveredRoute,
  adminSetNoteRoute,
  adminSetPaymentMethodRoute,
  adminSetTrackingCodeRoute,
  adminSetUndeliveredRoute,
  adminSwapLineRoute,
  adminSwapOptionsRoute,
  adminUpdateCancelledPaymentRoute,
  adminUpdateDeliveryContactRoute,
  adminUpdateInvoiceRoute,
  createStatusTextRoute,
  deleteStatusTextRoute,
  itemsToPackRoute,
  listAdminOrdersRoute,
  listStatusTextsRoute,
  updateStatusTextRoute,
} from '@carsi/contract';
import { orderPersonalDataFor } from '@carsi/contract/access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/contract-route';
import { AppError, validationError } from '../../http/errors';
import type { IdentityDeps } from '../identity/index';
import { requirePrincipal } from '../identity/index';
import { adminOrderDetail, itemsToPack, listAdminOrders } from './admin-order-queries';
import { cancelOrderLines } from './operations/cancel-lines';
import { cancelPaymentOrder } from './operations/cancel-payment-order';
import { cancelWhole } from './operations/cancel-whole';
import { markPacked } from './operations/mark-packed';
import { markPaid } from './operations/mark-paid';
import { markPrinted } from './operations/mark-printed';
import type { OperationRequest, OrderOperationDeps } from './operations/run';
import { setDelivered } from './operations/set-delivered';
import { setNote } from './operations/set-note';
import { setPaymentMethod } from './operations/set-payment-method';
import { setTrackingCode } from './operations/set-tracking-code';
import { setUndelivered } from './operations/set-undelivered';
import { swapOptions, swapOrderLine } from './operations/swap-line';
import { updateCancelledPayment } from './operations/update-cancelled-payment';
import { updateDeliveryContact } from './operations/update-delivery-contact';
import { updateInvoice } from './operations/update-invoice';
import { exportOrders } from './order-export';
import { adminOrderForRole, adminOrderRowForRole } from './order-privacy';
import { idempotencyKeyOf } from './routes';
import { StatusTexts } from './status-texts';

/** The back office's order endpoints (area "orders"; each action its adminActionRoles entry). */
export function registerAdminOrderRoutes(
  api: FastifyInstance,
  deps: OrderOperationDeps,
  identity: IdentityDeps,
): void {
  const asAdmin = async (
    request: FastifyRequest,
    orderId: string,
    action: AdminAction,
  ): Promise<OperationRequest> => {
    const { principal } = await requirePrincipal(identity, request, 'admin', {
      area: 'orders',
      action,
    });
    return {
      orderId,
      by: { actor: `admin:${principal.id}`, ip: request.ip },
      idempotencyKey: idempotencyKeyOf(request),
    };
  };
  const answer = async (result: Promise<{ message: string }>) => ({
    message: (await result).message,
  });

  // Personal data by role (access.ts orderPersonalDataFor): the warehouse sees delivery data only.
  registerRoute(api, listAdminOrdersRoute, async ({ query }, { request }) => {
    const { principal } = await requirePrincipal(identity, request, 'admin', { area: 'orders' });
    const list = await listAdminOrders(deps.db, query);
    const role = principal.role as AdminRole;
    return { ...list, orders: list.orders.map((row) => adminOrderRowForRole(row, role)) };
  });
  // The filtered list as a file: a download, so a plain route beside the contract's.
  api.get(ADMIN_ORDER_EXPORT_PATH, async (request, reply) => {
    const { principal } = await requirePrincipal(identity, request, 'admin', { area: 'orders' });
    const parsed = adminOrderExportQuery.safeParse(request.query);
    if (!parsed.success) throw validationError('query', parsed.error);
    const { format, ...filters } = parsed.data;
    const personal = orderPersonalDataFor(principal.role ?? 'marketing');
    const bytes = await exportOrders(deps.db, filters, personal, format);
    return reply
      .header(
        'content-type',
        format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      .header('content-disposition', `attachment; filename="siparisler.${format}"`)
      .send(bytes);
  });
  registerRoute(api, adminOrderDetailRoute, async ({ params }, { request }) => {
    const { principal } = await requirePrincipal(identity, request, 'admin', { area: 'orders' });
    return adminOrderForRole(
      await adminOrderDetail(deps.db, params.id),
      principal.role as AdminRole,
    );
  });
  registerRoute(api, itemsToPackRoute, async (_input, { request }) => {
    await requirePrincipal(identity, request, 'admin', { area: 'orders' });
    return itemsToPack(deps.db, deps.now(), deps.packingOpensHour);
  });
  registerRoute(api, adminPackOrdersRoute, async ({ body }, { request }) => {
    const skipped: string[] = [];
    let packed = 0;
    for (const orderId of [...new Set(body.orderIds)]) {
      const op = await asAdmin(request, orderId, 'orders.fulfil');
      try {
        await markPacked(deps, { ...op, idempotencyKey: null });
        packed += 1;
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        skipped.push(orderId);
      }
    }
    return {
      message:
        skipped.length === 0
          ? `${packed} sipariş paketlendi.`
          : `${packed} sipariş paketlendi; ${skipped.length} sipariş paketlenemedi (durumu değişmiş olabilir).`,
      packed,
      skipped,
    };
  });

  registerRoute(api, adminCancelOrderRoute, async ({ params, body }, { request }) =>
    answer(cancelWhole(deps, await asAdmin(request, params.id, 'orders.cancel'), body)),
  );
  registerRoute(api, adminCancelLinesRoute, async ({ params, body }, { request }) =>
    answer(cancelOrderLines(deps, await asAdmin(request, params.id, 'orders.cancel'), body)),
  );
  registerRoute(api, adminSwapLineRoute, async ({ params, body }, { request }) =>
    answer(swapOrderLine(deps, await asAdmin(request, params.id, 'orders.swap'), body)),
  );
  registerRoute(api, adminSwapOptionsRoute, async ({ params, query }, { request }) => {
    await requirePrincipal(identity, request, 'admin', { area: 'orders', action: 'orders.swap' });
    return swapOptions(deps.db, params.id, query.line);
  });
  registerRoute(api, adminCancelPaymentOrderRoute, async ({ params, body }, { request }) =>
    answer(cancelPaymentOrder(deps, await asAdmin(request, params.id, 'orders.payment'), body)),
  );
  registerRoute(api, adminUpdateCancelledPaymentRoute, async ({ params, body }, { request }) =>
    answer(updateCancelledPayment(deps, await asAdmin(request, params.id, 'orders.payment'), body)),
  );
  registerRoute(api, adminUpdateDeliveryContactRoute, async ({ params, body }, { request }) =>
    answer(
      updateDeliveryContact(deps, await asAdmin(request, params.id, 'orders.updateContact'), body),
    ),
  );
  registerRoute(api, adminUpdateInvoiceRoute, async ({ params, body }, { request }) =>
    answer(updateInvoice(deps, await asAdmin(request, params.id, 'orders.updateInvoice'), body)),
  );
  registerRoute(api, adminMarkPrintedRoute, async ({ params }, { request }) =>
    answer(markPrinted(deps, await asAdmin(request, params.id, 'orders.fulfil'))),
  );
  registerRoute(api, adminMarkPaidRoute, async ({ params, body }, { request }) =>
    answer(markPaid(deps, await asAdmin(request, params.id, 'orders.payment'), body)),
  );
  registerRoute(api, adminSetPaymentMethodRoute, async ({ params, body }, { request }) =>
    answer(setPaymentMethod(deps, await asAdmin(request, params.id, 'orders.payment'), body)),
  );
  registerRoute(api, adminSetNoteRoute, async ({ params, body }, { request }) =>
    answer(setNote(deps, await asAdmin(request, params.id, 'orders.note'), body)),
  );
  registerRoute(api, adminSetTrackingCodeRoute, async ({ params, body }, { request }) =>
    answer(setTrackingCode(deps, await asAdmin(request, params.id, 'orders.fulfil'), body)),
  );
  registerRoute(api, adminSetDeliveredRoute, async ({ params }, { request }) =>
    answer(setDelivered(deps, await asAdmin(request, params.id, 'orders.fulfil'))),
  );
  registerRoute(api, adminSetUndeliveredRoute, async ({ params, body }, { request }) =>
    answer(setUndelivered(deps, await asAdmin(request, params.id, 'orders.fulfil'), body)),
  );
  registerRoute(api, adminMarkPackedRoute, async ({ params }, { request }) =>
    answer(markPacked(deps, await asAdmin(request, params.id, 'orders.fulfil'))),
  );

  // Status texts: opened with the customer-service area, changed by orders.statuses.
  const texts = new StatusTexts(deps.db);
  const canRead = (request: FastifyRequest) =>
    requirePrincipal(identity, request, 'admin', { area: 'customer-service' });
  const canChange = (request: FastifyRequest) =>
    requirePrincipal(identity, request, 'admin', {
      area: 'customer-service',
      action: 'orders.statuses',
    });
  registerRoute(api, listStatusTextsRoute, async ({ query }, { request }) => {
    await canRead(request);
    return { texts: await texts.list(query.kind) };
  });
  registerRoute(api, createStatusTextRoute, async ({ body }, { request }) => {
    await canChange(request);
    return { message: 'Durum metni eklendi.', text: await texts.create(body.kind, body.text) };
  });
  registerRoute(api, updateStatusTextRoute, async ({ params, body }, { request }) => {
    await canChange(request);
    return { message: 'Durum metni güncellendi.', text: await texts.update(params.id, body) };
  });
  registerRoute(api, deleteStatusTextRoute, async ({ params }, { request }) => {
    await canChange(request);
    await texts.remove(params.id);
    return { message: 'Durum metni silindi.' };
  });
}
