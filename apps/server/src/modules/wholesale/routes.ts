import {
  type AdminAction,
  type AdminRole,
  adminGetWholesaleAccountRoute,
  adminGetWholesaleBankAccountRoute,
  adminGetWholesaleOrderRoute,
  adminListWholesaleAccountsRoute,
  adminListWholesaleOrdersRoute,
  adminSearchWholesaleSkusRoute,
  adminUpdatePackSizeRoute,
  adminUpdateWholesaleBankAccountRoute,
  adminUpdateWholesaleOrderStatusRoute,
  adminUpdateWholesalePrintStatusRoute,
  createDeliveryAddressRoute,
  createWholesaleOrderRoute,
  deleteDeliveryAddressRoute,
  getWholesaleAccountRoute,
  getWholesaleBankAccountRoute,
  getWholesaleCartRoute,
  getWholesaleCategoriesRoute,
  getWholesaleOrderRoute,
  getWholesaleProductsRoute,
  listWholesaleOrdersRoute,
  PAYMENT_PROOF_MAX_BYTES,
  postWholesaleCartRoute,
  roleCanDo,
  updateAccountTypeRoute,
  updateAllowedPaymentMethodsRoute,
  updateDeliveryAddressRoute,
  updateOrderWithFreeGoodsRoute,
  updatePaymentProofRoute,
  updatePurchaseLimitsRoute,
  updateWholesaleAccountRoute,
  updateWholesaleOrderStatusRoute,
  updateWholesalePricingRoute,
  wholesaleOrderStatusLabels,
  wholesaleStatusAction,
} from '@carsi/contract';
import { isWaitingForPayment } from '@carsi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/contract-route';
import { validationError } from '../../http/errors';
import type { WholesaleCardCalls } from '../checkout/index';
import type { IdentityDeps } from '../identity/index';
import { optionalPrincipal, requirePrincipal } from '../identity/index';
import {
  accountView,
  assertOwnAccount,
  createAddress,
  ensureProfile,
  updateAddress,
  updateCompany,
} from './account';
import {
  listAccounts,
  searchSkus,
  setAccountType,
  setLimits,
  setPaymentMethods,
  setPricing,
} from './admin';
import { WHOLESALE_THREE_DS_CALLBACK_PATH, type WholesaleCardPayments } from './card-payment';
import { readCart, saveCart } from './cart';
import { categories, pricedSkuByCode, productsList } from './catalogue';
import { wholesaleErrors } from './errors';
import {
  accountOrders,
  addFreeGoods,
  adminOrder,
  adminOrders,
  attachPaymentProof,
  changeStatus,
  createOrder,
  markPrinted,
  ownOrder,
} from './orders';
import { readReceipt, storeReceipt } from './receipts';
import { readBankAccount, saveBankAccount, setPackSize } from './settings';

export interface WholesaleDeps {
  db: Database;
  identity: IdentityDeps;
  /** Private folder of bank receipts (never served as static files). */
  receiptsDir: string;
  clock: () => Date;
  /** Card payments with 3-D Secure; without them the callback is not registered. */
  cards?: WholesaleCardPayments;
}

/**
 * Card payments with the wholesale token: /api/iyzico/getInstallmentPlan and
 * initiateIyzicoThreeDsPayment for a wholesale order (registered by the checkout module).
 */
export function wholesaleCardCalls(
  identity: IdentityDeps,
  cards: WholesaleCardPayments,
): WholesaleCardCalls {
  const reseller = async (request: FastifyRequest) =>
    (await requirePrincipal(identity, request, 'wholesale')).principal.id;
  return {
    installmentPlan: async (request, body) =>
      cards.installmentPlan(await reseller(request), body.orderId, body.binNumber),
    initiate: async (request, body) =>
      cards.initiate({
        accountId: await reseller(request),
        orderId: body.orderId,
        card: body.card,
        installment: body.installment,
        ip: request.ip,
        origin: `${request.protocol}://${request.host}`,
      }),
  };
}

/**
 * skudetails, optionally with the wholesale token: a wholesale session's price of the SKU,
 * undefined for everyone else (they get the shared cached answer).
 */
export function wholesaleSkuPricing(identity: IdentityDeps, db: Database, clock: () => Date) {
  return async (request: FastifyRequest, productId: number, skuCode: string) => {
    const account = await optionalPrincipal(identity, request, 'wholesale');
    if (!account) return undefined;
    const profile = await ensureProfile(db, account.id);
    return pricedSkuByCode(db, profile, productId, skuCode, clock().getTime());
  };
}

export const UPLOAD_PAYMENT_PROOF_PATH = '/api/wholesale/uploadPaymentProof';

/** The signed-in wholesale calls and the wholesale admin calls (area "wholesale"). */
export function registerWholesaleRoutes(api: FastifyInstance, deps: WholesaleDeps): void {
  const { db, clock } = deps;
  const reseller = async (request: FastifyRequest) =>
    (await requirePrincipal(deps.identity, request, 'wholesale')).principal.id;
  // Reading needs the wholesale area; each change its action (access.ts adminActionRoles).
  const admin = async (request: FastifyRequest, action?: AdminAction) =>
    (
      await requirePrincipal(deps.identity, request, 'admin', {
        area: 'wholesale',
        ...(action ? { action } : {}),
      })
    ).principal.id;

  registerRoute(api, getWholesaleAccountRoute, async ({ query }, { request }) => {
    const id = await reseller(request);
    assertOwnAccount(id, query.id);
    return accountView(db, id, clock());
  });
  registerRoute(api, updateWholesaleAccountRoute, async ({ body }, { request }) => {
    const id = await reseller(request);
    const { id: given, ...company } = body;
    assertOwnAccount(id, given);
    await updateCompany(db, id, company);
    return {
      message: 'Firma bilgileriniz kaydedildi.',
      account: await accountView(db, id, clock()),
    };
  });
  registerRoute(api, createDeliveryAddressRoute, async ({ body }, { request }) => {
    const id = await reseller(request);
    const { accountId, ...address } = body;
    assertOwnAccount(id, accountId);
    return { message: 'Teslimat adresi eklendi.', addresses: await createAddress(db, id, address) };
  });
  registerRoute(api, updateDeliveryAddressRoute, async ({ body }, { request }) => {
    const id = await reseller(request);
    const { accountId, addressId, ...address } = body;
    assertOwnAccount(id, accountId);
    return {
      message: 'Teslimat adresi güncellendi.',
      addresses: await updateAddress(db, id, addressId, address),
    };
  });
  registerRoute(api, deleteDeliveryAddressRoute, async ({ query }, { request }) => {
    const id = await reseller(request);
    assertOwnAccount(id, query.accountId);
    return {
      message: 'Teslimat adresi silindi.',
      addresses: await updateAddress(db, id, query.addressId, null),
    };
  });

  registerRoute(api, getWholesaleProductsRoute, async ({ query }, { request }) => {
    const id = await reseller(request);
    const profile = await ensureProfile(db, id);
    return productsList(db, profile, query, clock().getTime());
  });
  registerRoute(api, getWholesaleCategoriesRoute, async (_input, { request }) => {
    await reseller(request);
    return categories(db);
  });
  registerRoute(api, getWholesaleCartRoute, async (_input, { request }) => {
    const id = await reseller(request);
    return { cart: await readCart(db, id, clock()) };
  });
  registerRoute(api, postWholesaleCartRoute, async ({ body }, { request }) => {
    const id = await reseller(request);
    assertOwnAccount(id, body.id);
    return { cart: await saveCart(db, id, { cart: body.cart, cartId: body.cartId }, clock()) };
  });

  registerRoute(api, getWholesaleBankAccountRoute, async (_input, { request }) => {
    await reseller(request);
    return { bankAccount: await readBankAccount(db) };
  });

  registerRoute(api, createWholesaleOrderRoute, async ({ body }, { request }) => {
    const id = await reseller(request);
    return createOrder(db, id, { ...body, ip: request.ip }, clock());
  });
  registerRoute(api, getWholesaleOrderRoute, async ({ query }, { request }) => {
    const id = await reseller(request);
    return { order: await ownOrder(db, id, query.id) };
  });
  registerRoute(api, listWholesaleOrdersRoute, async ({ query }, { request }) => {
    const id = await reseller(request);
    assertOwnAccount(id, query.id);
    return accountOrders(db, id, query.pageNumber);
  });
  registerRoute(api, updatePaymentProofRoute, async ({ body }, { request }) =>
    attachPaymentProof(db, deps.receiptsDir, await reseller(request), body),
  );
  registerRoute(api, updateOrderWithFreeGoodsRoute, async ({ body }, { request }) =>
    addFreeGoods(db, await reseller(request), body, clock()),
  );
  registerRoute(api, updateWholesaleOrderStatusRoute, async ({ body }, { request }) => {
    const id = await reseller(request);
    const current = await ownOrder(db, id, body.id);
    if (!isWaitingForPayment(current.orderStatus)) throw wholesaleErrors.notCancellable();
    const order = await changeStatus(db, body.id, body.statusData, {
      kind: 'customer',
      id,
      accountId: id,
    });
    return { message: 'Siparişiniz iptal edildi.', order };
  });

  // Receipt upload: the file itself as the body (PDF or image), ?id= the order.
  void api.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PAYMENT_PROOF_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    // The session is checked before the body is read (no one without it uploads megabytes).
    const uploaders = new WeakMap<FastifyRequest, string>();
    scope.post(
      UPLOAD_PAYMENT_PROOF_PATH,
      {
        onRequest: async (request) => {
          uploaders.set(request, await reseller(request));
          const length = Number(request.headers['content-length'] ?? 0);
          if (length > PAYMENT_PROOF_MAX_BYTES) {
            throw wholesaleErrors.receiptTooLarge(PAYMENT_PROOF_MAX_BYTES / 1024 / 1024);
          }
        },
      },
      async (request) => {
        const parsed = z
          .object({ id: z.uuid('Geçersiz sipariş numarası.') })
          .safeParse(request.query);
        if (!parsed.success) throw validationError('query', parsed.error);
        const id = uploaders.get(request);
        if (!id) throw new Error('The receipt upload ran without its session check.');
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const documentUrl = await storeReceipt(db, deps.receiptsDir, id, parsed.data.id, body);
        return { documentUrl };
      },
    );
  });

  // A receipt, for its own account or wholesale staff only; never cached by anyone in between.
  api.get<{ Params: { orderId: string; name: string } }>(
    '/api/wholesale/receipts/:orderId/:name',
    async (request, reply) => {
      const account = await optionalPrincipal(deps.identity, request, 'wholesale');
      if (!account) await admin(request);
      const { orderId, name } = request.params;
      const receipt = await readReceipt(db, deps.receiptsDir, orderId, name, account?.id ?? null);
      return reply
        .type(receipt.type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(receipt.bytes);
    },
  );

  // The bank's 3-D Secure form posts here for a wholesale order; the answer sends the browser
  // to the thank-you page (paid) or back to the card page (not paid). Not part of the JSON API.
  const cards = deps.cards;
  if (cards) {
    void api.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16_384 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      scope.post(WHOLESALE_THREE_DS_CALLBACK_PATH, async (request, reply) => {
        const outcome = await cards.complete(request.body);
        if (!outcome.orderId) return reply.redirect('/toptan-siparislerim', 303);
        const id = encodeURIComponent(outcome.orderId);
        return reply.redirect(
          outcome.ok
            ? `/toptan-siparis-tesekkurler?id=${id}`
            : `/toptan-siparis-3ds-guvenli-odeme-sayfasi?id=${id}&durum=hata`,
          303,
        );
      });
    });
  }

  // Admin
  registerRoute(api, adminListWholesaleAccountsRoute, async ({ query }, { request }) => {
    await admin(request);
    return listAccounts(db, query.keyword, query.pageNumber);
  });
  registerRoute(api, adminGetWholesaleAccountRoute, async ({ query }, { request }) => {
    await admin(request);
    return accountView(db, query.id, clock());
  });
  registerRoute(api, adminListWholesaleOrdersRoute, async ({ query }, { request }) => {
    await admin(request);
    return adminOrders(db, query.keyword, query.pageNumber);
  });
  registerRoute(api, adminGetWholesaleOrderRoute, async ({ query }, { request }) => {
    const { principal } = await requirePrincipal(deps.identity, request, 'admin', {
      area: 'wholesale',
    });
    const order = await adminOrder(db, query.id);
    // Only the changes this admin's role may make (approving a payment is accounting's).
    const role = principal.role as AdminRole;
    const nextStatuses = order.nextStatuses.filter((to) =>
      roleCanDo(role, wholesaleStatusAction(to)),
    );
    return { order: { ...order, nextStatuses } };
  });
  registerRoute(api, adminUpdateWholesaleOrderStatusRoute, async ({ body }, { request }) => {
    const adminId = await admin(request, wholesaleStatusAction(body.statusData));
    const order = await changeStatus(db, body.id, body.statusData, {
      kind: 'admin',
      id: adminId,
      note: body.note,
    });
    return {
      updatedWholeSaleOrder: order,
      successMessage: `${order.orderNumber} numaralı sipariş: ${wholesaleOrderStatusLabels[order.orderStatus]}.`,
    };
  });
  registerRoute(api, adminUpdateWholesalePrintStatusRoute, async ({ body }, { request }) => {
    await admin(request, 'wholesale.fulfil');
    await markPrinted(db, body.orderId);
    return { success: true, message: 'Sipariş yazdırıldı olarak işaretlendi.' };
  });
  registerRoute(api, updatePurchaseLimitsRoute, async ({ body }, { request }) => {
    await admin(request, 'wholesale.accounts');
    await setLimits(db, body.id, body.limits);
    return {
      message: 'Alım seviyeleri kaydedildi.',
      account: await accountView(db, body.id, clock()),
    };
  });
  registerRoute(api, updateAccountTypeRoute, async ({ body }, { request }) => {
    await admin(request, 'wholesale.accounts');
    await setAccountType(db, body.id, body.accountType);
    return {
      message:
        body.accountType === 'reSeller'
          ? 'Hesap bayi olarak kaydedildi.'
          : 'Hesap son kullanıcı olarak kaydedildi.',
      account: await accountView(db, body.id, clock()),
    };
  });
  registerRoute(api, updateAllowedPaymentMethodsRoute, async ({ body }, { request }) => {
    await admin(request, 'wholesale.payment');
    await setPaymentMethods(db, body.id, body.allowedPaymentMethods);
    return {
      message: 'Ödeme yöntemleri kaydedildi.',
      account: await accountView(db, body.id, clock()),
    };
  });
  registerRoute(api, updateWholesalePricingRoute, async ({ body }, { request }) => {
    await admin(request, 'wholesale.accounts');
    await setPricing(db, body.id, body.privatePricing);
    return {
      message: 'Özel fiyatlar kaydedildi.',
      account: await accountView(db, body.id, clock()),
    };
  });
  registerRoute(api, adminSearchWholesaleSkusRoute, async ({ query }, { request }) => {
    await admin(request);
    return { skus: await searchSkus(db, query.keyword) };
  });
  registerRoute(api, adminGetWholesaleBankAccountRoute, async (_input, { request }) => {
    await admin(request);
    return { bankAccount: await readBankAccount(db) };
  });
  registerRoute(api, adminUpdateWholesaleBankAccountRoute, async ({ body }, { request }) => {
    // Where customers' money goes: accounting's (and the owner's) to change.
    const adminId = await admin(request, 'wholesale.payment');
    return {
      message: 'Havale bilgileri kaydedildi.',
      bankAccount: await saveBankAccount(db, body, adminId),
    };
  });
  registerRoute(api, adminUpdatePackSizeRoute, async ({ body }, { request }) => {
    await admin(request, 'wholesale.accounts');
    const packSize = await setPackSize(db, body.productId, body.packSize);
    return {
      message:
        packSize > 1 ? `Koli adedi ${packSize} olarak kaydedildi.` : 'Ürün adet adet satılacak.',
      productId: body.productId,
      packSize,
    };
  });
}
