import type { ProductListResponse } from './api/products';
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
}

/**
 * The load context the server hands React Router loaders and actions: in-process access to the
 * same services the JSON API exposes, with the same shapes, so SSR makes no HTTP round trip.
 */
export interface WebLoadContext {
  shop: ShopInfo;
  principal: Principal | null;
  catalogue: {
    listProducts(query: { keyword?: string; pageNumber: number }): Promise<ProductListResponse>;
  };
}
