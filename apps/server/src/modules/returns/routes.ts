import {
  type AdminRole,
  adminCreateReturnRoute,
  adminListReturnsRoute,
  adminReceiveReturnRoute,
  adminRefundReturnRoute,
  adminReturnableOrderRoute,
  adminReturnIbanRoute,
  cancelRefundRoute,
  findReturnableOrderRoute,
  refundIbanRoute,
  returnInfoRoute,
  startReturnRoute,
  uploadReturnPhotoRoute,
} from '@carsi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/contract-route';
import type { IdentityDeps } from '../identity/index';
import { requirePrincipal } from '../identity/index';
import { type CustomerResolver, ownerOf } from '../orders/index';
import type { ReturnPhotos } from './photos';
import type { ReturnService } from './return-service';

/** Easy returns, the shopper's refund calls and the back office's returns (area "returns"). */
export function registerReturnRoutes(
  app: FastifyInstance,
  service: ReturnService,
  deps: { customerOf: CustomerResolver; identity: IdentityDeps; photos: ReturnPhotos },
): void {
  const owner = (request: FastifyRequest) => ownerOf(request, deps.customerOf);
  const admin = (request: FastifyRequest, action?: Parameters<typeof requirePrincipal>[3]) =>
    requirePrincipal(deps.identity, request, 'admin', { area: 'returns', ...action });

  registerRoute(app, findReturnableOrderRoute, async ({ body }, { request }) =>
    service.lookup(body.orderNumber, body.phone, request.ip),
  );
  registerRoute(app, startReturnRoute, async ({ body }, { request }) =>
    service.start(body, request.ip),
  );
  registerRoute(app, uploadReturnPhotoRoute, async ({ body }, { request }) => ({
    path: await deps.photos.add(body, request.ip),
  }));
  registerRoute(app, returnInfoRoute, async ({ params }) => service.info(params.id));
  registerRoute(app, refundIbanRoute, async ({ body }, { request }) =>
    service.setIban(body, await owner(request), request.ip),
  );
  registerRoute(app, cancelRefundRoute, async ({ body }, { request }) =>
    service.cancel(body.orderId, body.returnId, await owner(request)),
  );

  registerRoute(app, adminListReturnsRoute, async ({ query }, { request }) => {
    const { principal } = await admin(request);
    return service.list(query, principal.role as AdminRole);
  });
  registerRoute(app, adminReturnableOrderRoute, async ({ params }, { request }) => {
    await admin(request);
    return service.returnableByNumber(params.orderNumber);
  });
  registerRoute(app, adminCreateReturnRoute, async ({ body }, { request }) => {
    const { principal } = await admin(request, { action: 'returns.create' });
    const created = await service.adminCreate(body, principal.id);
    return {
      message: `${created.code} iade onay kodu oluşturuldu; müşteriye SMS gönderildi.`,
      return: created,
    };
  });
  registerRoute(app, adminReceiveReturnRoute, async ({ params }, { request }) => {
    const { principal } = await admin(request, { action: 'returns.receive' });
    const received = await service.receive(params.id, principal.id);
    return { message: `${received.code} kodlu iade depoya alındı.`, return: received };
  });
  registerRoute(app, adminRefundReturnRoute, async ({ params }, { request }) => {
    const { principal } = await admin(request, { action: 'refunds.issue' });
    const { message, view } = await service.refund(params.id, principal.id);
    return { message, return: view };
  });
  registerRoute(app, adminReturnIbanRoute, async ({ params }, { request }) => {
    const { principal } = await admin(request, { action: 'refunds.issue' });
    return { iban: await service.fullIban(params.id, principal.id) };
  });
}
