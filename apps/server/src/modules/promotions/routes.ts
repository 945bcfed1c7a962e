import {
  claimPopDiscountRoute,
  createDiscountCodeRoute,
  createPopRoute,
  createTopBarRoute,
  discountCodeDetailsRoute,
  editDiscountCodeRoute,
  editPopRoute,
  editTopBarRoute,
  listDiscountCodesRoute,
  listPopsRoute,
  listTopBarsRoute,
  notFoundDiscountCodeRoute,
  popDetailsRoute,
  topBarDetailsRoute,
} from '@carsi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/contract-route';
import { visitorIdFromRequest } from '../cart/first-visit';
import type { IdentityDeps } from '../identity/context';
import { requirePrincipal } from '../identity/sessions/request-auth';
import { DiscountCodeAdmin } from './admin-codes';
import { PopService } from './pops';
import { TopBarService } from './top-bars';

export interface PromotionDeps {
  db: Database;
  identity: IdentityDeps;
  now?: () => Date;
  /** Drops cached storefront HTML: top bars and the 404 page's code are rendered into it. */
  invalidatePages?: () => void;
}

/** Discount codes and top bars: the back office (area "marketing") and the storefront's reads. */
export function registerPromotionRoutes(api: FastifyInstance, deps: PromotionDeps) {
  const now = deps.now ?? (() => new Date());
  const invalidate = deps.invalidatePages ?? (() => {});
  const codes = new DiscountCodeAdmin(deps.db);
  const bars = new TopBarService(deps.db, invalidate);
  const popups = new PopService(deps.db, invalidate);
  const marketing = (request: FastifyRequest) =>
    requirePrincipal(deps.identity, request, 'admin', { area: 'marketing' });

  registerRoute(api, createDiscountCodeRoute, async ({ body }, { request, reply }) => {
    await marketing(request);
    const discountCode = await codes.create(body);
    invalidate();
    reply.status(201);
    return { message: 'İndirim kodu oluşturuldu.', discountCode };
  });
  registerRoute(api, listDiscountCodesRoute, async ({ query }, { request }) => {
    await marketing(request);
    return codes.list(query);
  });
  registerRoute(api, discountCodeDetailsRoute, async ({ params }, { request }) => {
    await marketing(request);
    return { discountCode: await codes.details(params.id) };
  });
  registerRoute(api, editDiscountCodeRoute, async ({ body }, { request }) => {
    await marketing(request);
    const discountCode = await codes.edit(body, now());
    invalidate();
    return { message: 'İndirim kodu kaydedildi.', discountCode };
  });
  registerRoute(api, notFoundDiscountCodeRoute, async () => codes.notFoundCode(now()));

  registerRoute(api, createTopBarRoute, async ({ body }, { request, reply }) => {
    await marketing(request);
    const topBar = await bars.create(body);
    reply.status(201);
    return { message: 'Üst bar oluşturuldu.', topBar };
  });
  registerRoute(api, listTopBarsRoute, async ({ query }, { request }) => {
    // The storefront's list needs no token (SPEC §7 "top bar list with 'client'").
    if (query.requestedby === 'client') return bars.clientBars(now().getTime());
    await marketing(request);
    return bars.adminList(query.pageNumber);
  });
  registerRoute(api, topBarDetailsRoute, async ({ params }, { request }) => {
    await marketing(request);
    return { topBar: await bars.details(params.id) };
  });
  registerRoute(api, editTopBarRoute, async ({ body }, { request }) => {
    await marketing(request);
    const topBar = await bars.edit(body, now());
    return { message: 'Üst bar kaydedildi.', topBar };
  });

  registerRoute(api, createPopRoute, async ({ body }, { request, reply }) => {
    await marketing(request);
    const pop = await popups.create(body);
    reply.status(201);
    return { message: 'Açılır pencere oluşturuldu.', pop };
  });
  registerRoute(api, listPopsRoute, async ({ query }, { request }) => {
    if (query.requestedby === 'client') return popups.clientPops(now().getTime());
    await marketing(request);
    return popups.adminList(query.pageNumber);
  });
  registerRoute(api, popDetailsRoute, async ({ params }, { request }) => {
    await marketing(request);
    return { pop: await popups.details(params.id) };
  });
  registerRoute(api, editPopRoute, async ({ body }, { request }) => {
    await marketing(request);
    const pop = await popups.edit(body, now());
    return { message: 'Açılır pencere kaydedildi.', pop };
  });
  registerRoute(api, claimPopDiscountRoute, async ({ params }, { request }) =>
    popups.claim(params.id, visitorIdFromRequest(request), now()),
  );
}
