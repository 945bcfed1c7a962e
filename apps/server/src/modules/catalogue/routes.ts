import { listProductsRoute } from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/contract-route';
import { listProducts } from './product-list';

export function registerCatalogueRoutes(app: FastifyInstance, db: Database): void {
  registerRoute(app, listProductsRoute, ({ query }) => listProducts(db, query));
}
