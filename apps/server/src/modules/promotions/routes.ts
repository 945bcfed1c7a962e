import {
  campaignDetailsRoute,
  claimPopDiscountRoute,
  createCampaignRoute,
  createDiscountCodeRoute,
  createPopRoute,
  createTopBarRoute,
  customerPopStatusRoute,
  discountCodeDetailsRoute,
  editCampaignRoute,
  editDiscountCodeRoute,
  editPopRoute,
  editTopBarRoute,
  listCampaignsRoute,
  listDiscountCodesRoute,
  listPopsRoute,
  listTopBarsRoute,
  notFoundDiscountCodeRoute,
  popDetailsRoute,
  productCampaignRoute,
  topBarDetailsRoute,
} from '@carsi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/contract-route';
import { AppError } from '../../http/errors';
import type { IdentityDeps } from '../identity/index';
import { optionalCustomer, requirePrincipal, visitorIdFromRequest } from '../identity/index';
import { DiscountCodeAdmin } from './admin-codes';
import { CampaignAdmin } from './campaigns-admin';
import { customerGotDiscount } from './discount-history';
import { PopService } from './pops';
import { TopBarService } from './top-bars';

export interface PromotionDeps {
  db: Database;
  identity: IdentityDeps;
  now?: () => Date;
  /** Drops cached storefront HTML: top bars and the 404 page's code are rendered into it. */
  invalidatePages?: () => void;
}

/** The services behind the routes; the storefront's pages read the same ones (storefront.ts). */
export interface PromotionServices {
  codes: DiscountCodeAdmin;
  bars: TopBarService;
  popups: PopService;
  campaigns: CampaignAdmin;
}

export function createPromotionServices(
  deps: Pick<PromotionDeps, 'db' | 'now' | 'invalidatePages'>,
): PromotionServices {
  const invalidate = deps.invalidatePages ?? (() => {});
  return {
    codes: new DiscountCodeAdmin(deps.db),
    bars: new TopBarService(deps.db, invalidate),
    popups: new PopService(deps.db, invalidate),
    campaigns: new CampaignAdmin(deps.db, deps.now ?? (() => new Date())),
  };
}

/** Discount codes, top bars, pop-ups and campaigns: the back office (area "marketing") and the storefront's reads. */
export function registerPromotionRoutes(
  api: FastifyInstance,
  deps: PromotionDeps,
  { codes, bars, popups, campaigns }: PromotionServices,
) {
  const now = deps.now ?? (() => new Date());
  const invalidate = deps.invalidatePages ?? (() => {});
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
    // The storefront's list (requestedby=client) needs no token.
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
  registerRoute(api, createCampaignRoute, async ({ body }, { request, reply }) => {
    await marketing(request);
    const campaign = await campaigns.create(body);
    // The table's NOTIFY reaches every process; dropping here too makes this process's next
    // storefront read (the shop owner checking the landing page) fresh without waiting for it.
    invalidate();
    reply.status(201);
    return { message: 'Kampanya oluşturuldu.', campaign };
  });
  registerRoute(api, listCampaignsRoute, async ({ query }, { request }) => {
    await marketing(request);
    return campaigns.list(query);
  });
  registerRoute(api, campaignDetailsRoute, async ({ params }, { request }) => {
    await marketing(request);
    return { campaign: await campaigns.details(params.id) };
  });
  registerRoute(api, productCampaignRoute, async ({ params }, { request }) => {
    await marketing(request);
    return campaigns.ofProduct(params.id);
  });
  registerRoute(api, editCampaignRoute, async ({ body }, { request }) => {
    await marketing(request);
    const campaign = await campaigns.edit(body);
    invalidate();
    return { message: 'Kampanya kaydedildi.', campaign };
  });

  registerRoute(api, claimPopDiscountRoute, async ({ params }, { request }) => {
    // No pop-up discount for a signed-in customer who already got a discount.
    const customer = await optionalCustomer(deps.identity, request);
    if (customer && (await customerGotDiscount(deps.db, customer.id))) {
      throw new AppError(
        403,
        'POP_NOT_FOR_YOU',
        'Bu indirim yalnızca daha önce indirim almamış müşterilerimiz için geçerli.',
      );
    }
    return popups.claim(params.id, visitorIdFromRequest(request), now());
  });
  registerRoute(api, customerPopStatusRoute, async (_input, { request }) => {
    const { principal } = await requirePrincipal(deps.identity, request, 'customer');
    return { alreadyGotDiscount: await customerGotDiscount(deps.db, principal.id) };
  });
}
