import { type AdminAction, type AdminRole, roleCanDo, roleCanUseArea } from './access';
import { type TaxonomyKind, taxonomyDefinitions } from './api/admin-catalogue';

/**
 * Who may call each admin endpoint: the admin area (access.ts adminAreas) and, for a change, the
 * action (adminActionRoles). The server checks it before reading the request (a refused caller
 * learns nothing of the input), every handler checks it again where it needs the admin, and the
 * role × endpoint test (apps/server/src/http/access-matrix.test.ts) calls every endpoint of the
 * OpenAPI document as every kind of caller against this table — an admin endpoint missing here
 * fails it. Keyed `METHOD path` as in the route table.
 */
export interface EndpointAccess {
  area: string;
  action?: AdminAction;
}

type Rule = EndpointAccess | ((params: Record<string, string>) => EndpointAccess | null);

const area = (id: string, action?: AdminAction): EndpointAccess =>
  action ? { area: id, action } : { area: id };

/** A taxonomy list belongs to its definition's area: catalogue, or stock (warehouses, …). */
const taxonomy =
  (write: boolean): Rule =>
  (params) => {
    const definition = taxonomyDefinitions[params.kind as TaxonomyKind];
    if (!definition) return null;
    if (!write) return area(definition.area);
    return area(definition.area, definition.area === 'stock' ? 'stock.adjust' : 'catalogue.edit');
  };

const orders = (action?: AdminAction) => area('orders', action);
const service = (action?: AdminAction) => area('customer-service', action);
const returns = (action?: AdminAction) => area('returns', action);
const catalogue = (action?: AdminAction) => area('catalogue', action);
const stock = (action?: AdminAction) => area('stock', action);
const wholesale = (action?: AdminAction) => area('wholesale', action);
const marketing = area('marketing');
const shipping = (action?: AdminAction) => area('shipping', action);

export const adminEndpointAccess: Readonly<Record<string, Rule>> = {
  // Orders (the status change of a wholesale order decides its action by the new status)
  'GET /api/admin/orders': orders(),
  'GET /api/admin/orders-to-pack': orders(),
  'POST /api/admin/orders-to-pack/packed': orders('orders.fulfil'),
  'GET /api/admin/orders/:id': orders(),
  'POST /api/admin/orders/:id/cancel': orders('orders.cancel'),
  'POST /api/admin/orders/:id/cancel-lines': orders('orders.cancel'),
  'POST /api/admin/orders/:id/swap-line': orders('orders.swap'),
  'GET /api/admin/orders/:id/swap-options': orders('orders.swap'),
  'POST /api/admin/orders/:id/cancel-payment': orders('orders.payment'),
  'POST /api/admin/orders/:id/cancelled-payment': orders('orders.payment'),
  'PUT /api/admin/orders/:id/delivery-contact': orders('orders.updateContact'),
  'PUT /api/admin/orders/:id/invoice': orders('orders.updateInvoice'),
  'POST /api/admin/orders/:id/printed': orders('orders.fulfil'),
  'POST /api/admin/orders/:id/paid': orders('orders.payment'),
  'PUT /api/admin/orders/:id/payment-method': orders('orders.payment'),
  'POST /api/admin/orders/:id/note': orders('orders.note'),
  'PUT /api/admin/orders/:id/tracking-code': orders('orders.fulfil'),
  'POST /api/admin/orders/:id/delivered': orders('orders.fulfil'),
  'POST /api/admin/orders/:id/undelivered': orders('orders.fulfil'),
  'POST /api/admin/orders/:id/packed': orders('orders.fulfil'),
  'GET /api/admin/managed-orders/customer': orders('orders.create'),
  'POST /api/admin/managed-orders': orders('orders.create'),
  'GET /api/admin/order-status-texts': service(),
  'POST /api/admin/order-status-texts': service('orders.statuses'),
  'PUT /api/admin/order-status-texts/:id': service('orders.statuses'),
  'DELETE /api/admin/order-status-texts/:id': service('orders.statuses'),
  // Staff and wholesale accounts
  // The shop's legal identity: the owner's alone (the settings area no other role opens).
  'GET /api/admin/seller-identity': area('settings'),
  'PUT /api/admin/seller-identity': area('settings'),
  'GET /api/admin/admins/pending': area('admins'),
  'PUT /api/admin/admins/:id/approve': area('admins'),
  'PUT /api/admin/admins/:id/reject': area('admins'),
  'GET /api/admin/admins': area('admins'),
  'GET /api/admin/admins/history': area('admins'),
  'PUT /api/admin/admins/:id/role': area('admins'),
  'PUT /api/admin/admins/:id/disable': area('admins'),
  'PUT /api/admin/admins/:id/enable': area('admins'),
  'GET /api/admin/wholesale-applications': area('wholesale-applications'),
  'PUT /api/admin/wholesale-applications/:id/activate': area('wholesale-applications'),
  'PUT /api/admin/wholesale-accounts/:id/deactivate': wholesale('wholesale.accounts'),
  'PUT /api/admin/wholesale-accounts/:id/reactivate': wholesale('wholesale.accounts'),
  'GET /api/admin/wholesale-accounts/:id/history': wholesale(),
  'GET /api/admin/invoices': area('accounting'),
  'GET /api/admin/invoices/:id': area('accounting'),
  'POST /api/admin/invoices/:id/retry': area('accounting'),
  'GET /api/admin/jobs/failed': area('jobs'),
  'POST /api/admin/jobs/failed/:id/retry': area('jobs'),
  // Customers and customer service
  'GET /api/admin/customers': area('users'),
  'GET /api/admin/customers/:id': area('users'),
  'PUT /api/admin/customers/:id': area('users', 'support.answer'),
  'GET /api/admin/support-requests': service(),
  'GET /api/admin/support-requests/:orderId/:supportIndex': service(),
  'PUT /api/admin/support-requests/:orderId/:supportIndex/answer': service('support.answer'),
  'PUT /api/admin/support-requests/:orderId/:supportIndex/status': service('support.answer'),
  'PUT /api/admin/support-requests/:orderId/:supportIndex/order': service('support.answer'),
  'GET /api/admin/questions': service(),
  'PUT /api/admin/questions/:id/answer': service('support.answer'),
  'PUT /api/admin/questions/:id/visibility': service('support.answer'),
  'GET /api/admin/reviews': service(),
  'PUT /api/admin/reviews/:id/visibility': service('support.answer'),
  'GET /api/admin/message-board': service(),
  'POST /api/admin/message-board': service(),
  'PUT /api/admin/message-board/:id/pin': service(),
  'DELETE /api/admin/message-board/:id': service(),
  'GET /api/admin/forms': service(),
  // The admin home: every admin, each seeing its own notices
  'GET /api/admin/dashboard': area('home'),
  // Sales reports: money, cost and margin for the owner and accounting; marketing sees
  // revenue per campaign only
  'GET /api/admin/reports/sales': area('accounting'),
  'GET /api/admin/reports/campaigns': area('marketing'),
  'GET /api/admin/reports/standing': area('accounting'),
  'GET /api/admin/notifications': area('home'),
  'GET /api/admin/notifications/unread-count': area('home'),
  'PUT /api/admin/notifications/read-all': area('home'),
  'PUT /api/admin/notifications/:id/read': area('home'),
  'GET /api/admin/notifications/stream': area('home'),
  // Returns
  'GET /api/admin/returns': returns(),
  'GET /api/admin/returns/order/:orderNumber': returns(),
  'POST /api/admin/returns': returns('returns.create'),
  'POST /api/admin/returns/:id/receive': returns('returns.receive'),
  'POST /api/admin/returns/:id/refund': returns('refunds.issue'),
  'GET /api/admin/returns/:id/iban': returns('refunds.issue'),
  // Shipping (kargo-islemleri): staff who fulfil orders book, cancel and print parcels
  'GET /api/admin/shipments': shipping(),
  'GET /api/admin/orders/:id/shipping': orders(),
  'POST /api/admin/orders/:id/shipment': shipping('orders.fulfil'),
  'POST /api/admin/shipments/batch': shipping('orders.fulfil'),
  'POST /api/admin/shipments/:id/cancel': shipping('orders.fulfil'),
  'POST /api/admin/shipments/:id/refresh': shipping('orders.fulfil'),
  'GET /api/admin/rural-areas': shipping(),
  'POST /api/admin/rural-areas': shipping('orders.fulfil'),
  'DELETE /api/admin/rural-areas/:id': shipping('orders.fulfil'),
  'GET /api/admin/carrier-settings': shipping(),
  'PUT /api/admin/carrier-settings/:carrier': shipping('orders.fulfil'),
  'GET /api/admin/shipping-return-address': shipping(),
  'PUT /api/admin/shipping-return-address': shipping('orders.fulfil'),
  'GET /api/admin/ups-areas': shipping(),
  'GET /api/admin/ups-areas/:id': shipping(),
  'PUT /api/admin/ups-areas/:id': shipping('orders.fulfil'),
  'POST /api/admin/returns/:id/shipment': returns('returns.create'),
  // The address selects' lists: any admin
  'GET /api/adminGeoLocation/countryList': area('home'),
  'GET /api/adminGeoLocation/turkeyProvinceAndDstrictList': area('home'),
  // Marketing
  'POST /api/admindiscountcode/create': marketing,
  'GET /api/admindiscountcode/listdiscountcodes/': marketing,
  'GET /api/admindiscountcode/detailsofdiscountcode/:id': marketing,
  'PUT /api/admindiscountcode/edit': marketing,
  'POST /api/admintopbar/create': marketing,
  'GET /api/admintopbar/detailsoftopbar/:id': marketing,
  'PUT /api/admintopbar/edit': marketing,
  'POST /api/adminpops/create': marketing,
  'GET /api/adminpops/detailsofpop/:id': marketing,
  'PUT /api/adminpops/edit': marketing,
  'POST /api/admincampaign/create': marketing,
  'GET /api/admincampaign/listcampaigns/': marketing,
  'GET /api/admincampaign/detailsofcampaign/:id': marketing,
  'GET /api/admincampaign/ofproduct/:id': marketing,
  'PUT /api/admincampaign/edit': marketing,
  // Wholesale back office
  'GET /api/wholesale/adminGetWholeSaleAccountsList': wholesale(),
  'GET /api/wholesale/adminGetDetailsWholeSaleAccount': wholesale(),
  'GET /api/wholesale/adminGetWholeSaleOrdersList': wholesale(),
  'GET /api/wholesale/adminGetDetailsWholeSaleOrder': wholesale(),
  'PUT /api/wholesale/adminUpdateWholeSaleOrderStatus': wholesale(),
  'PUT /api/wholesale/adminUpdateWholeSaleOrderPrintStatus': wholesale('wholesale.fulfil'),
  'PUT /api/wholesale/updateCurrentAccountPurchaseLimits': wholesale('wholesale.accounts'),
  'PUT /api/wholesale/updateCurrentAccountType': wholesale('wholesale.accounts'),
  'PUT /api/wholesale/updateCurrentAccountAllowedPaymentMethods': wholesale('wholesale.payment'),
  'PUT /api/wholesale/updateCurrentAccountWholeSalePricing': wholesale('wholesale.accounts'),
  'GET /api/wholesale/adminSearchSkus': wholesale(),
  'GET /api/wholesale/adminGetBankAccount': wholesale(),
  'PUT /api/wholesale/adminUpdateBankAccount': wholesale('wholesale.payment'),
  'PUT /api/wholesale/adminUpdatePackSize': wholesale('wholesale.accounts'),
  // Catalogue and stock
  'GET /api/admin/taxonomy/:kind': taxonomy(false),
  'POST /api/admin/taxonomy/:kind': taxonomy(true),
  'PUT /api/admin/taxonomy/:kind/:id': taxonomy(true),
  'DELETE /api/admin/taxonomy/:kind/:id': taxonomy(true),
  'GET /api/admin/products': catalogue(),
  'GET /api/admin/products/:id': catalogue(),
  'POST /api/admin/products': catalogue('catalogue.edit'),
  'PUT /api/admin/products/:id': catalogue('catalogue.edit'),
  'POST /api/admin/products/:id/skus': catalogue('catalogue.edit'),
  'PUT /api/admin/skus/:id': catalogue('catalogue.edit'),
  'GET /api/admin/products/:id/price-rises': catalogue(),
  'POST /api/admin/products/:id/price-rises': catalogue('catalogue.edit'),
  'POST /api/admin/price-rises/:id/cancel': catalogue('catalogue.edit'),
  'GET /api/admin/products/:id/analysis': catalogue(),
  'POST /api/admin/bulk-update/:id/apply': catalogue('catalogue.edit'),
  'GET /api/admin/bulk-update/:id': catalogue(),
  'GET /api/admin/stock': stock(),
  'GET /api/admin/stock/low': stock(),
  'POST /api/admin/stock/adjustments': stock('stock.adjust'),
  'GET /api/admin/stock/activities': stock(),
  'GET /api/admin/supplier-orders': stock(),
  'GET /api/admin/supplier-orders/suppliers': stock(),
  'GET /api/admin/supplier-orders/:id': stock(),
  'POST /api/admin/supplier-orders': stock('stock.adjust'),
  'POST /api/admin/supplier-orders/:id/receive': stock('stock.adjust'),
  'POST /api/admin/supplier-orders/:id/cancel': stock('stock.adjust'),
  'GET /api/admin/stock/waybills/:id': stock(),
  // Marketplaces (Trendyol, Hepsiburada): marketing and the owner
  'GET /api/admin/marketplaces/:marketplace/settings': marketing,
  'PUT /api/admin/marketplaces/:marketplace/settings': marketing,
  'POST /api/admin/marketplaces/:marketplace/check-connection': marketing,
  'GET /api/admin/marketplaces/:marketplace/products': marketing,
  'GET /api/admin/marketplaces/:marketplace/products/:productId': marketing,
  'POST /api/admin/marketplaces/:marketplace/products/:productId/check': marketing,
  'POST /api/admin/marketplaces/:marketplace/uploads': marketing,
  'GET /api/admin/marketplaces/:marketplace/categories/:categoryId/attributes/:attributeId/values':
    marketing,
  'POST /api/admin/marketplaces/:marketplace/products/:productId/remove-pending': marketing,
  'POST /api/trendyol/updateSkuWithTrendyolInfo': marketing,
  'POST /api/trendyol/uploadAProductInTrendyol': marketing,
  'GET /api/trendyol/getTrendyolBrandList': marketing,
  'GET /api/trendyol/getTrendyolSuppliersAddress': marketing,
  'GET /api/trendyol/getTrendyolCategoryTree': marketing,
  'GET /api/trendyol/getTrendyolCategoryAttributes': marketing,
  'GET /api/trendyol/getResultOfTrendyolUpload': marketing,
  'GET /api/hepsiBurada/getHepsiBuradaCategories': marketing,
  'GET /api/hepsiBurada/getHepsiBuradaCategoryAttributes': marketing,
  'GET /api/hepsiBurada/getHepsiBuradaEnumValues': marketing,
  'PUT /api/hepsiBurada/updateSkuWithHepsiBuradaInfo': marketing,
  'POST /api/hepsiBurada/uploadAProductInHepsiBurada': marketing,
  'GET /api/hepsiBurada/getResultOfHepsiBuradaUpload': marketing,
  'POST /api/hepsiBurada/deletePendingProductInHepsiBurada': marketing,
};

/**
 * Public endpoints that answer the storefront when the query says so and are the
 * back office's list otherwise; their handlers check the admin then.
 */
export const mixedEndpointAccess: Readonly<
  Record<string, { publicQuery: string; admin: EndpointAccess }>
> = {
  'GET /api/admintopbar/listtopbars': { publicQuery: 'requestedby=client', admin: marketing },
  'GET /api/adminpops/listpops': { publicQuery: 'requestedby=client', admin: marketing },
};

/**
 * The access rule of an admin endpoint for a request's path parameters: undefined when the
 * endpoint is not in the table, null when the parameters name nothing (the input check answers).
 */
export function adminEndpointAccessFor(
  method: string,
  path: string,
  params: Record<string, string>,
): EndpointAccess | null | undefined {
  const rule = adminEndpointAccess[`${method} ${path}`];
  return typeof rule === 'function' ? rule(params) : rule;
}

/** True when the role may call an endpoint with this rule. The owner may call every one. */
export function roleMayCall(role: AdminRole, access: EndpointAccess): boolean {
  return roleCanUseArea(role, access.area) && (!access.action || roleCanDo(role, access.action));
}
