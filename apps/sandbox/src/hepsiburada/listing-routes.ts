import type { FastifyInstance } from 'fastify';
import { type HbState, HEPSIBURADA_HOST_PATHS, refuse } from './context';

/** The listings host (what is on sale, at what price and stock) and the orders host (none). */
export function registerListingAndOrderRoutes(app: FastifyInstance, state: HbState): void {
  const { guard, products } = state;

  app.get(
    `${HEPSIBURADA_HOST_PATHS.listing}/listings/merchantid/:merchantId`,
    async (request, reply) => {
      if (!guard(request, reply)) return reply;
      const q = request.query as { offset?: string; limit?: string };
      const limit = Number(q.limit ?? 50);
      if (!Number.isInteger(limit) || limit < 1 || limit > 50)
        return refuse(reply, 400, 'limit 1 ile 50 arasında olmalıdır.');
      const list = [...products.values()].filter((p) => p.status !== 'Aksiyon Bekliyor');
      const offset = Math.max(Number(q.offset) || 0, 0);
      return {
        totalCount: list.length,
        limit,
        offset,
        listings: list.slice(offset, offset + limit).map((p) => ({
          merchantSku: p.merchantSku,
          hepsiburadaSku: `HBV${p.merchantSku.replace(/\W/g, '').toUpperCase().slice(0, 12)}`,
          price: Number(String(p.attributes.price ?? '0').replace(',', '.')),
          availableStock: Number(p.attributes.stock ?? 0),
          isSalable: p.status === 'Satışa Hazır',
        })),
      };
    },
  );

  app.get(
    `${HEPSIBURADA_HOST_PATHS.orders}/orders/merchantid/:merchantId`,
    async (request, reply) => {
      if (!guard(request, reply)) return reply;
      const q = request.query as { offset?: string; limit?: string };
      const limit = Number(q.limit);
      if (q.offset === undefined || !Number.isInteger(limit) || limit < 1 || limit > 100)
        return refuse(reply, 400, 'offset ve 1-100 arası limit gönderilmelidir.');
      return { totalCount: 0, limit, offset: Number(q.offset), pageCount: 0, items: [] };
    },
  );
}
