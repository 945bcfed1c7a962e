import type { FastifyInstance } from 'fastify';
import type { HbState } from './context';

/** Controls for tests and the demo (not Hepsiburada's): failures on demand, refusals, sale readiness. */
export function registerControls(app: FastifyInstance, state: HbState): void {
  const { products, trackings, refused, files, failures } = state;

  app.post('/__control/fail-next', async (request) => {
    const { status = 429, count = 1 } = (request.body ?? {}) as {
      status?: number;
      count?: number;
    };
    for (let i = 0; i < count; i += 1) failures.push(status);
    return { queued: failures.length };
  });
  app.post('/__control/refuse-sku', async (request) => {
    const { merchantSku, reason = 'Görsel kalitesi yetersiz.' } = (request.body ?? {}) as {
      merchantSku: string;
      reason?: string;
    };
    refused.set(merchantSku, reason);
    return { refused: [...refused.keys()] };
  });
  app.post('/__control/ready-for-sale', async (request) => {
    const { merchantSku } = (request.body ?? {}) as { merchantSku?: string };
    for (const product of products.values())
      if ((!merchantSku || product.merchantSku === merchantSku) && product.status === 'Yaratıldı')
        product.status = 'Satışa Hazır';
    return {
      ready: [...products.values()]
        .filter((p) => p.status === 'Satışa Hazır')
        .map((p) => p.merchantSku),
    };
  });
  app.get('/__control/state', async () => ({
    products: [...products.values()].map(({ attributes: _a, ...p }) => p),
    trackings: [...trackings.values()].map((t) => ({ id: t.id, items: t.merchantSkus.length })),
    lastFile: files.at(-1) ?? null,
  }));
}
