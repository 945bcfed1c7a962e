import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export interface AddToCartEvent {
  /** The browser's visitor id (cookie carsi_visitor), when it has one. */
  visitorId: string | null;
  /** The cart's share id (never the cookie's secret id). */
  cartRef: string | null;
  customerId: string | null;
  skuId: number;
  sku: string;
  qty: number;
  /** Kuruş, VAT included. */
  value: number;
  currency: 'TRY';
}

/**
 * Shop events for analytics (add-to-cart with value and currency TRY). There is no third
 * party here, so they are kept in analytics_events for one to read. Recording is a single
 * insert after the shopper's change is committed, and a failure is logged, never passed on.
 */
export class AnalyticsEvents {
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async addToCart(event: AddToCartEvent): Promise<void> {
    try {
      await this.db.insert(analyticsEvents).values({ name: 'add_to_cart', ...event });
    } catch (err) {
      this.log.warn({ err }, 'recording the add_to_cart analytics event failed');
    }
  }
}
