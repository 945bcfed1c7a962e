import type { AdminRole } from './access';
import type { CartView } from './api/cart';
import type { AdminOverview, CustomerProfile } from './api/identity';
import type { OrderListItem, OrderView, UnpaidOrderSummary } from './api/orders';
import type { PopView, TopBarList } from './api/promotions';
import type { LegalFacts } from './api/seller-identity';
import type { StorefrontPersonal } from './api/storefront';
import type {
  CreateSupportRequestBody,
  MySupportRequestsResponse,
  OrderSupportResponse,
  SupportOrder,
  SupportRequestItem,
} from './api/support';
import type { CatalogueWebApi, FormFailure } from './catalogue-web';
import type { PageGuard } from './pages';

/** What the server tells every page about the running shop. */
export interface ShopInfo {
  /** Providers run on their local stand-ins: the storefront shows the TEST MODU ribbon. */
  sandbox: boolean;
  publicUrl: string;
  version: string;
}

/** Who is signed in, as far as pages need to know. */
export interface Principal {
  kind: Exclude<PageGuard, 'none'>;
  id: string;
  displayName: string;
  /** Admins only: the role that decides which admin areas open. */
  role?: AdminRole | undefined;
}

/**
 * The load context the server hands React Router loaders and actions: in-process access to the
 * same services the JSON API exposes, with the same shapes, so SSR makes no HTTP round trip.
 */
export interface WebLoadContext {
  shop: ShopInfo;
  /**
   * This render is one copy for every visitor (a shared catalogue page, see isSharedPage): it
   * was made without the visitor's cookies, so `principal` is null and nothing personal may be
   * read; the browser asks GET /api/storefront/personal for the header's parts.
   */
  sharedPage: boolean;
  principal: Principal | null;
  catalogue: CatalogueWebApi;
  /** Bound to this request's principal: each call only ever sees the signed-in person's data. */
  identity: {
    customerProfile(): Promise<CustomerProfile | null>;
    adminOverview(): Promise<AdminOverview | null>;
  };
  /** The visitor's cart and orders, bound to this request's cart cookie. */
  purchase: PurchaseWebApi;
  /** Customer-service requests, bound to this request's customer and cart cookie. */
  support: SupportWebApi;
  /** The storefront's frame: promotions and this visitor's header parts. */
  storefront: StorefrontWebApi;
  /**
   * Reads the JSON API in-process with this request's cookies (GET /api/... only): the back
   * office's loaders use it so the API's role and ownership checks are the only ones.
   */
  api: { get<T>(path: string): Promise<ApiReadResult<T>> };
}

/** The outcome of an in-process API read: the data, or the status and the API's message. */
export type ApiReadResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string };

/** Cart and order reads for the cart, checkout and thank-you pages. */
export interface PurchaseWebApi {
  cart(): Promise<CartView>;
  /** A cart opened by its share link; null when there is no such cart. */
  sharedCart(shareId: string): Promise<CartView | null>;
  /**
   * An order by its unguessable id, whether it is this visitor's own, and whether it may still
   * be paid (the domain's rule, asked by the server); null when unknown.
   */
  order(orderId: string): Promise<{ order: OrderView; owned: boolean; payable: boolean } | null>;
  /** This visitor's orders that nobody has paid for yet (the unpaid-orders banner). */
  unpaidOrders(): Promise<UnpaidOrderSummary[]>;
  /** The signed-in customer's orders, newest first ([] when nobody is signed in). */
  myOrders(): Promise<OrderListItem[]>;
}

/**
 * What the root loader shows around every storefront page, read from the same services as the
 * API's public reads (no HTTP round trip through the server for each render).
 */
export interface StorefrontWebApi {
  /** Top bars, pop-ups and the 404 page's code: public, the same for every visitor. */
  promotions(): Promise<StorefrontPromotionsView>;
  /** This request's visitor, as GET /api/storefront/personal answers it. */
  personal(): Promise<StorefrontPersonal>;
  /** The seller's identity and return terms the footer and the legal texts show: public. */
  legal(): Promise<LegalFacts>;
}

export interface StorefrontPromotionsView {
  /** As GET /api/admintopbar/listtopbars?requestedby=client answers. */
  topBars: TopBarList;
  /** As GET /api/adminpops/listpops?requestedby=client answers. */
  pops: PopView[];
  /** As GET /api/discountcode/notfound answers. */
  notFoundCode: string | null;
}

/** Customer-service pages: the same rules as the /api/support endpoints. */
export interface SupportWebApi {
  /** An order this visitor may see, with its requests; null when unknown or not theirs. */
  order(orderId: string): Promise<OrderSupportResponse | null>;
  /** Rate-limited per visitor IP and phone; refusals come back as a FormFailure. */
  create(
    input: Partial<Record<keyof CreateSupportRequestBody, unknown>>,
  ): Promise<{ ok: true; request: SupportRequestItem } | FormFailure>;
  /** The signed-in customer's orders (newest first) and one page of their requests. */
  mine(
    pageNumber: number,
  ): Promise<{ orders: SupportOrder[]; requests: MySupportRequestsResponse } | null>;
}
