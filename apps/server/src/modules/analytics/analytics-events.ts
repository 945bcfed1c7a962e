import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import { EventBuffer, type EventBufferOptions } from './event-buffer';

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

type AnalyticsRow = typeof analyticsEvents.$inferInsert;

/**
 * Shop events for analytics (add-to-cart with value and currency TRY). There is no third
 * party here, so they are kept in analytics_events for one to read. Recording never waits on the
 * database: the event is held in memory (event-buffer.ts) and written with others in one insert
 * at most a second later, and on shutdown (`flush`, from the server's close). A failure is
 * logged and counted, never passed on to the shopper.
 */
export class AnalyticsEvents {
  private readonly buffer: EventBuffer<AnalyticsRow>;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: EventBufferOptions = {},
  ) {
    this.buffer = new EventBuffer<AnalyticsRow>(
      'add_to_cart',
      async (rows) => {
        await this.db.insert(analyticsEvents).values(rows);
      },
      (err, lost) => this.log.warn({ err, lost }, 'recording add_to_cart analytics events failed'),
      options,
    );
  }

  /** Records an add-to-cart, timed now; written with the next batch. */
  addToCart(event: AddToCartEvent): void {
    this.buffer.push({ name: 'add_to_cart', ...event, occurredAt: new Date() });
  }

  /** Events recorded and not written yet. */
  get pending(): number {
    return this.buffer.size;
  }

  /** Writes every event recorded so far (the server's shutdown calls it). */
  flush(): Promise<void> {
    return this.buffer.flush();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's analytics events (app.ts); tests flush them before reading the table. */
    analytics: AnalyticsEvents;
  }
}
