import { healthRoute } from './api/health';
import { listProductsRoute } from './api/products';
import type { ApiRoute } from './define';

export * from './api/common';
export * from './api/health';
export * from './api/products';
export * from './define';
export * from './errors';
export * from './images';
export * from './openapi';
export * from './pages';
export * from './web-context';

/** Every endpoint of the JSON API, in the order the OpenAPI document lists them. */
export const apiRoutes: readonly ApiRoute[] = [healthRoute, listProductsRoute];
